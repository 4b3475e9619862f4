import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The changes of a declared recognizer (docs/model.md §3): its flags, its relations to the
/// recognizers it interacts with, and its delegate's rules.
extension SearchSpace {
    func recognizerChanges(_ recognizer: RecognizerSpec, on node: Int) -> [Change] {
        let id = recognizer.id
        func flip(_ key: String, _ current: Bool, swiftProperty: String? = nil) -> Change {
            Change(
                override: KeyOverride(target: id, key: key, valueText: "\(!current)"),
                swift: ["\(id).\(swiftProperty ?? key) = \(!current)"])
        }
        var disable = flip("enabled", recognizer.enabled, swiftProperty: "isEnabled")
        if recognizer.enabled { disable.removes = "\(id) recognizing" }
        var result = [
            flip("cancelsTouchesInView", recognizer.cancelsTouchesInView),
            flip("delaysTouchesBegan", recognizer.delaysTouchesBegan),
            flip("delaysTouchesEnded", recognizer.delaysTouchesEnded),
            disable,
        ]
        // §3.3: a pan that begins only in one direction the traces drag in on its view, or only
        // for a drag that starts near an edge of its view where a trace's drag starts. Before the
        // failure requirements: its delegate decides at once, where a requirement holds the
        // recognizer back until the other fails (§3.5).
        if case .pan = recognizer.kind, recognizer.shouldBegin == .inherited || recognizer.shouldBegin == .always(true)
        {
            for rules in strokeDirections(in: node).map(Self.onlyRules) + strokeEdges(in: node).map(Self.edgeRules) {
                var only = Change(
                    override: KeyOverride(target: id, key: "shouldBegin", valueText: OverrideJSON.json(rules)),
                    swift: SwiftSnippet.shouldBegin(id, rules: rules))
                only.actsOnMovement = true
                result.append(only)
            }
        }
        let others = interacting(withNode: node, excluding: id)
        // §3.5: wait for another recognizer to fail; never a cycle.
        for other in others where !recognizer.requireToFail.contains(other.id) {
            guard !(other.spec?.requireToFail.contains(id) ?? false) else { continue }
            var change = Change(
                override: KeyOverride(
                    target: id, key: "requireToFail",
                    valueText: OverrideJSON.json(ids: recognizer.requireToFail + [other.id])),
                swift: SwiftSnippet.requirement(id, toFail: swiftReference(to: other.id)))
            change.partnerAnchor = other.node
            result.append(change)
        }
        // §3.4: recognize together with another recognizer. Either side's delegate saying YES
        // is enough, so a pair of declared recognizers is tried once, from the earlier one.
        if case .ids(let current) = recognizer.recognizeSimultaneouslyWith {
            for other in others where !current.contains(other.id) {
                if let spec = other.spec, !isUIKits(spec) {
                    guard !spec.recognizeSimultaneouslyWith.allows(id), isEarlier(recognizer.id, than: other.id) else {
                        continue
                    }
                }
                var change = Change(
                    override: KeyOverride(
                        target: id, key: "recognizeSimultaneouslyWith",
                        valueText: OverrideJSON.json(ids: current + [other.id])),
                    swift: SwiftSnippet.simultaneity(id, with: (current + [other.id]).map(swiftReference(to:))))
                change.partnerAnchor = other.node
                result.append(change)
            }
        }
        // §3.2: keep the touches of each kind of touched control, of their common superclass,
        // and of each scroll view inside the recognizer's view (a table) from the recognizer.
        if recognizer.shouldReceiveTouch != .always(false) {
            let controls = withCommonSuperclass(touchedClasses(under: node, strictly: false, controlsOnly: true))
            let matchers =
                controls.map { OverrideRule(matcher: .kindOf($0), answer: .no) }
                + touchedScrollViews(strictlyInside: node).map {
                    OverrideRule(matcher: .any, conditions: [.startsIn(view: $0)], answer: .no)
                }
            for first in matchers {
                let rules = [first] + OverrideJSON.rules(recognizer.shouldReceiveTouch)
                result.append(
                    Change(
                        override: KeyOverride(
                            target: id, key: "shouldReceiveTouch", valueText: OverrideJSON.json(rules)),
                        swift: SwiftSnippet.shouldReceive(id, rules: rules)))
            }
        }
        return result
    }

    /// The scroll views strictly inside `node` on a touched view's path, in tree order.
    private func touchedScrollViews(strictlyInside node: Int) -> [String] {
        index.subtree(of: node).dropFirst().filter { other in
            index.nodes[other].spec.scroll != nil && index.nodes[other].privateOwner == nil && reached.contains(other)
        }.map { index.nodes[$0].spec.id }
    }

    /// The recognizers that can interact with one on `node` (§3.4: same view, or one's view
    /// contains the other's) and that a touch reaches: declared ones and scroll views' pans.
    func interacting(withNode node: Int, excluding id: String) -> [Partner] {
        var result: [Partner] = []
        for other in index.nodes.indices where reached.contains(other) {
            guard index.isDescendant(other, of: node) || index.isDescendant(node, of: other) else { continue }
            if index.nodes[other].spec.scroll != nil {
                let pan = UIKitObjectModel.ScrollViewRecognizer.pan.id(ofScrollView: index.nodes[other].spec.id)
                if pan != id { result.append(Partner(id: pan, spec: nil, node: other)) }
            }
            for spec in index.nodes[other].spec.gestureRecognizers where spec.id != id {
                result.append(Partner(id: spec.id, spec: spec, node: other))
            }
        }
        return result
    }

    /// A recognizer another one may wait for or recognize with.
    struct Partner {
        var id: String
        /// Nil for a scroll view's pan, whose keys are UIKit's.
        var spec: RecognizerSpec?
        /// The node it is attached to.
        var node: Int
    }

    /// A recognizer in Swift, as an app reaches it: a scroll view's pan is its
    /// `panGestureRecognizer`, a navigation controller's back-swipe its
    /// `interactivePopGestureRecognizer`.
    func swiftReference(to id: String) -> SwiftSnippet.Reference {
        if let node = index.node(ofRecognizer: id),
            id == UIKitObjectModel.interactivePopID(ofNavigationView: index.nodes[node].spec.id)
        {
            return .optional("navigationController?.interactivePopGestureRecognizer")
        }
        if let node = index.node(ofRecognizer: id),
            id == UIKitObjectModel.textTapID(ofTextInput: index.nodes[node].spec.id)
        {
            return .installed(onView: index.nodes[node].spec.id)
        }
        // Of a scroll view's two recognizers, only its pan is ever a partner (`interacting`).
        guard let scrollView = index.scrollView(owningRecognizer: id) else { return .plain(id) }
        return .plain(scrollView + ".panGestureRecognizer")
    }

    /// Whether declared recognizer `a` comes before `b` in tree order.
    private func isEarlier(_ a: String, than b: String) -> Bool {
        let order = index.nodes.flatMap { $0.spec.gestureRecognizers.map(\.id) }
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}
