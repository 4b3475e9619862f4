import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The changes a developer can really make, derived from the scene and pruned to the objects
/// the traces' touches reach (docs/format.md §4.12): scroll views on a touched view's
/// path, recognizers attached there, and the views themselves. In tree order, then in the order
/// of the keys below, so that the search and its results have one order.
struct SearchSpace {
    private let index: SceneIndex
    /// Nodes fingers went down on, in tree order.
    private let touched: [Int]
    /// Nodes on the path from a touched node to the root.
    private let reached: Set<Int>
    private let multiTouch: Bool

    /// The space for `index`, given the views the original replays' fingers went down on.
    init(index: SceneIndex, touchedViews: [String], multiTouch: Bool) {
        self.index = index
        touched = touchedViews.compactMap(index.node(ofView:)).sorted()
        reached = Set(touched.flatMap(index.pathToRoot(from:)))
        self.multiTouch = multiTouch
    }

    /// Every candidate change.
    var changes: [Change] {
        var result: [Change] = []
        for node in index.nodes.indices where reached.contains(node) {
            var changes: [Change] = []
            if index.nodes[node].spec.scroll != nil { changes += scrollViewChanges(node) }
            if index.nodes[node].spec.selection != nil { changes += selectionChanges(node) }
            if let presentation = index.nodes[node].spec.presentation {
                changes.append(modalInPresentationChange(node, presentation))
            }
            for recognizer in index.nodes[node].spec.gestureRecognizers {
                changes += recognizerChanges(recognizer, on: node)
            }
            changes += viewChanges(node)
            for i in changes.indices { changes[i].anchor = node }
            result += changes
        }
        return result
    }

    // MARK: Scroll views (docs/model.md §5)

    private func scrollViewChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        let scroll = target.spec.scroll!
        var result = [
            toggle(target, "delaysContentTouches", scroll.delaysContentTouches),
            toggle(target, "canCancelContentTouches", scroll.canCancelContentTouches),
        ]
        // §5.4: a rule that lets the pan cancel each kind of control the fingers touch.
        if scroll.touchesShouldCancelInContentView != .always(true) {
            for className in touchedClasses(under: node, strictly: true, controlsOnly: true) {
                result.append(
                    rule(
                        target, .touchesShouldCancelInContentView, kindOf: className, answer: .yes,
                        before: scroll.touchesShouldCancelInContentView))
            }
        }
        // §5.2: a rule that keeps each kind of touched content from getting the touches.
        if scroll.touchesShouldBegin != .always(false) {
            for className in touchedClasses(under: node, strictly: true, controlsOnly: false) {
                result.append(
                    rule(target, .touchesShouldBegin, kindOf: className, answer: .no, before: scroll.touchesShouldBegin)
                )
            }
        }
        result.append(toggle(target, "scrollEnabled", scroll.scrollEnabled, swiftProperty: "isScrollEnabled"))
        return result
    }

    private func rule(
        _ target: SceneIndex.Node, _ method: ScrollViewMethod, kindOf className: String, answer: OverrideRule.Answer,
        before existing: OverrideSpec
    ) -> Change {
        let rules = [OverrideRule(matcher: .kindOf(className), answer: answer)] + Self.rules(existing)
        return Change(
            override: KeyOverride(target: target.spec.id, key: method.rawValue, valueText: Self.json(rules)),
            swift: SwiftSnippet.scrollViewOverride(target, method: method, rules: rules))
    }

    // MARK: Table and collection selection (docs/model.md §10)

    /// §10.4-§10.6: a selection switch that keeps cells from being selected, and a delegate
    /// method that refuses, made to say yes (the scenario's key set to `true`).
    private func selectionChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        let selection = target.spec.selection!
        // Only the switches that keep a cell from being selected: UIKit's defaults select.
        var result: [Change] = []
        if !selection.allowsSelection { result.append(toggle(target, "allowsSelection", false)) }
        if selection.allowsMultipleSelection { result.append(toggle(target, "allowsMultipleSelection", true)) }
        let methods: [(key: String, swift: String, spec: OverrideSpec)] = [
            ("shouldHighlightRow", "tableView(_:shouldHighlightRowAt:)", selection.shouldHighlightRow),
            ("willSelectRow", "tableView(_:willSelectRowAt:)", selection.willSelectRow),
            ("shouldDeselectRow", "tableView(_:willDeselectRowAt:)", selection.shouldDeselectRow),
        ]
        for method in methods where method.spec != .inherited && method.spec != .always(true) {
            result.append(
                Change(
                    override: KeyOverride(target: target.spec.id, key: method.key, valueText: "true"),
                    swift: [
                        "// \(target.spec.id)'s delegate: remove \(method.swift), or let it return what UIKit would"
                    ]))
        }
        return result
    }

    // MARK: Sheets (docs/model.md §12)

    /// §12.4: `isModalInPresentation` refuses the interactive dismissal, or allows it again.
    private func modalInPresentationChange(_ node: Int, _ presentation: PresentationSpec) -> Change {
        let target = index.nodes[node]
        let modal = !presentation.modalInPresentation
        let value = "{\"style\":\"\(presentation.style.rawValue)\",\"modalInPresentation\":\(modal)}"
        return Change(
            override: KeyOverride(target: target.spec.id, key: "presentation", valueText: value),
            swift: [
                "// in \(target.spec.viewController ?? "the view controller") whose view is \(target.spec.id)",
                "isModalInPresentation = \(modal)",
            ])
    }

    // MARK: Recognizers (docs/model.md §3)

    private func recognizerChanges(_ recognizer: RecognizerSpec, on node: Int) -> [Change] {
        let id = recognizer.id
        func flip(_ key: String, _ current: Bool, swiftProperty: String? = nil) -> Change {
            Change(
                override: KeyOverride(target: id, key: key, valueText: "\(!current)"),
                swift: ["\(id).\(swiftProperty ?? key) = \(!current)"])
        }
        var result = [
            flip("cancelsTouchesInView", recognizer.cancelsTouchesInView),
            flip("delaysTouchesBegan", recognizer.delaysTouchesBegan),
            flip("delaysTouchesEnded", recognizer.delaysTouchesEnded),
            flip("enabled", recognizer.enabled, swiftProperty: "isEnabled"),
        ]
        let others = interacting(with: recognizer, on: node)
        // §3.5: wait for another recognizer to fail; never a cycle.
        for other in others where !recognizer.requireToFail.contains(other.id) {
            guard !(other.spec?.requireToFail.contains(id) ?? false) else { continue }
            var change = Change(
                override: KeyOverride(
                    target: id, key: "requireToFail", valueText: Self.json(ids: recognizer.requireToFail + [other.id])),
                swift: SwiftSnippet.requirement(id, toFail: swiftReference(toRecognizer: other.id)))
            change.partnerAnchor = other.node
            result.append(change)
        }
        // §3.4: recognize together with another recognizer. Either side's delegate saying YES
        // is enough, so a pair of declared recognizers is tried once, from the earlier one.
        if case .ids(let current) = recognizer.recognizeSimultaneouslyWith {
            for other in others where !current.contains(other.id) {
                if let spec = other.spec {
                    guard !spec.recognizeSimultaneouslyWith.allows(id), isEarlier(recognizer.id, than: other.id) else {
                        continue
                    }
                }
                var change = Change(
                    override: KeyOverride(
                        target: id, key: "recognizeSimultaneouslyWith", valueText: Self.json(ids: current + [other.id])),
                    swift: SwiftSnippet.simultaneity(
                        id, with: (current + [other.id]).map(swiftReference(toRecognizer:))))
                change.partnerAnchor = other.node
                result.append(change)
            }
        }
        // §3.2: keep the touches of each kind of touched control from the recognizer.
        if recognizer.shouldReceiveTouch != .always(false) {
            for className in touchedClasses(under: node, strictly: false, controlsOnly: true) {
                let rules =
                    [OverrideRule(matcher: .kindOf(className), answer: .no)] + Self.rules(recognizer.shouldReceiveTouch)
                result.append(
                    Change(
                        override: KeyOverride(target: id, key: "shouldReceiveTouch", valueText: Self.json(rules)),
                        swift: SwiftSnippet.shouldReceive(id, rules: rules)))
            }
        }
        return result
    }

    /// The recognizers that can interact with `recognizer` (§3.4: same view, or one's view
    /// contains the other's) and that a touch reaches: declared ones and scroll views' pans.
    private func interacting(with recognizer: RecognizerSpec, on node: Int) -> [Partner] {
        var result: [Partner] = []
        for other in index.nodes.indices where reached.contains(other) {
            guard index.isDescendant(other, of: node) || index.isDescendant(node, of: other) else { continue }
            if index.nodes[other].spec.scroll != nil {
                let id = UIKitObjectModel.ScrollViewRecognizer.pan.id(ofScrollView: index.nodes[other].spec.id)
                result.append(Partner(id: id, spec: nil, node: other))
            }
            for spec in index.nodes[other].spec.gestureRecognizers where spec.id != recognizer.id {
                result.append(Partner(id: spec.id, spec: spec, node: other))
            }
        }
        return result
    }

    /// A recognizer another one may wait for or recognize with.
    private struct Partner {
        var id: String
        /// Nil for a scroll view's pan, whose keys are UIKit's.
        var spec: RecognizerSpec?
        /// The node it is attached to.
        var node: Int
    }

    /// A recognizer in Swift: a scroll view's pan is its `panGestureRecognizer`.
    private func swiftReference(toRecognizer id: String) -> String {
        guard let scrollView = index.scrollView(owningRecognizer: id) else { return id }
        if id == UIKitObjectModel.ScrollViewRecognizer.pan.id(ofScrollView: scrollView) {
            return scrollView + ".panGestureRecognizer"
        }
        // UIScrollViewDelayedTouchesBeganGestureRecognizer has no public property.
        return "\(scrollView)DelayedTouchesBeganRecognizer"
    }

    /// Whether declared recognizer `a` comes before `b` in tree order.
    private func isEarlier(_ a: String, than b: String) -> Bool {
        let order = index.nodes.flatMap { $0.spec.gestureRecognizers.map(\.id) }
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }

    // MARK: Views (docs/model.md §1.1, §2.3, §2.4)

    private func viewChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        // Only touched views: the window and UIKit's private views are not the app's to change
        // this way, and a container without interaction kills every touch inside it.
        guard let parent = target.parent, target.privateOwner == nil, touched.contains(node) else { return [] }
        var interaction = toggle(
            target, "userInteractionEnabled", target.spec.userInteractionEnabled,
            swiftProperty: "isUserInteractionEnabled")
        // §1.1: hit-testing skips the view, so the touch goes to a view behind it in its superview;
        // with a redirecting hitTest anywhere (§1.6), it may go to any view.
        let redirects = index.nodes.contains {
            if case .redirect = $0.spec.hitTest { return true } else { return false }
        }
        interaction.rerouteScope =
            redirects
            ? Set(index.nodes.indices)
            : Set(index.nodes.indices.filter { index.isDescendant($0, of: parent) } + index.pathToRoot(from: parent))
        var result = [interaction]
        if multiTouch {
            result.append(
                toggle(target, "exclusiveTouch", target.spec.exclusiveTouch, swiftProperty: "isExclusiveTouch"))
            result.append(
                toggle(
                    target, "multipleTouchEnabled", target.spec.multipleTouchEnabled,
                    swiftProperty: "isMultipleTouchEnabled"))
        }
        return result
    }

    // MARK: Helpers

    private func toggle(_ target: SceneIndex.Node, _ key: String, _ current: Bool, swiftProperty: String? = nil)
        -> Change
    {
        Change(
            override: KeyOverride(target: target.spec.id, key: key, valueText: "\(!current)"),
            swift: SwiftSnippet.assignment(target, property: swiftProperty ?? key, value: !current))
    }

    /// The classes of the touched views inside `node` (or `node` itself unless `strictly`), each
    /// once, in tree order.
    private func touchedClasses(under node: Int, strictly: Bool, controlsOnly: Bool) -> [String] {
        var classes: [String] = []
        for view in touched where index.isDescendant(view, of: node) && !(strictly && view == node) {
            let spec = index.nodes[view].spec
            guard !controlsOnly || spec.control != nil, !classes.contains(spec.className) else { continue }
            classes.append(spec.className)
        }
        return classes
    }

    /// An override as rules: a fixed answer is a rule that matches every view.
    private static func rules(_ spec: OverrideSpec) -> [OverrideRule] {
        switch spec {
        case .inherited: return []
        case .always(let value): return [OverrideRule(matcher: .any, answer: value ? .yes : .no)]
        case .rules(let rules): return rules
        }
    }

    /// Rules as the scenario format writes them (docs/format.md §2). Ids and class names need
    /// no escaping: the reader allows only letters, digits and `_-.` in them.
    private static func json(_ rules: [OverrideRule]) -> String {
        let objects = rules.map { rule -> String in
            var members: [String] = []
            switch rule.matcher {
            case .any: break
            case .kindOf(let className): members.append("\"kindOf\":\"\(className)\"")
            case .id(let id): members.append("\"id\":\"\(id)\"")
            }
            for condition in rule.conditions {
                switch condition {
                case .direction(let direction): members.append("\"direction\":\"\(direction.rawValue)\"")
                case .startsIn(let view): members.append("\"startsIn\":\"\(view)\"")
                case .startsAtEdge(let edge, let within):
                    members.append("\"startsAtEdge\":\"\(edge.rawValue)\",\"within\":\(NumberFormat.string(within))")
                }
            }
            switch rule.answer {
            case .yes: members.append("\"return\":true")
            case .no: members.append("\"return\":false")
            case .callSuper: members.append("\"return\":\"super\"")
            case .cell(let id): members.append("\"return\":\"\(id)\"")
            }
            return "{" + members.joined(separator: ",") + "}"
        }
        return "[" + objects.joined(separator: ",") + "]"
    }

    private static func json(ids: [String]) -> String {
        "[" + ids.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    }
}
