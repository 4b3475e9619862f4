import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The changes of a scroll view (docs/model.md §5, §6, §10) and of its own pan (§5.8).
extension SearchSpace {
    /// Its keys: the content delay and cancelling (§5.2-§5.4), the two method overrides for
    /// the classes touched inside it, rubber-banding an axis whose content fits (§5.5),
    /// selection (§10.4) and scrolling itself.
    func scrollViewChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        let id = target.spec.id
        let scroll = target.spec.scroll!
        var result = [
            toggle(target, "delaysContentTouches", scroll.delaysContentTouches),
            toggle(target, "canCancelContentTouches", scroll.canCancelContentTouches),
        ]
        // §5.4: a rule that lets the pan cancel each kind of control the fingers touch, and
        // one for their common superclass.
        if scroll.touchesShouldCancelInContentView != .always(true) {
            let controls = touchedClasses(under: node, strictly: true, controlsOnly: true)
            for className in withCommonSuperclass(controls) {
                result.append(
                    rule(
                        target, .touchesShouldCancelInContentView, kindOf: className, answer: .yes,
                        before: scroll.touchesShouldCancelInContentView))
            }
        }
        // §5.2: a rule that keeps each kind of touched content from getting the touches.
        if scroll.touchesShouldBegin != .always(false) {
            for className in touchedClasses(under: node, strictly: true, controlsOnly: false) {
                var change = rule(
                    target, .touchesShouldBegin, kindOf: className, answer: .no, before: scroll.touchesShouldBegin)
                change.removes = "touches on every \(className) in \(id)"
                result.append(change)
            }
        }
        // §5.5: an axis whose content fits scrolls only by rubber-banding.
        let bounds = target.spec.frame.size
        let inset = scroll.contentInset
        if scroll.bounces, !scroll.alwaysBounceVertical,
            scroll.contentSize.height <= bounds.height - inset.top - inset.bottom
        {
            result.append(toggle(target, "alwaysBounceVertical", false, actsOnMovement: true))
        }
        if scroll.bounces, !scroll.alwaysBounceHorizontal,
            scroll.contentSize.width <= bounds.width - inset.left - inset.right
        {
            result.append(toggle(target, "alwaysBounceHorizontal", false, actsOnMovement: true))
        }
        if let selection = target.spec.selection {
            var change = toggle(target, "allowsSelection", selection.allowsSelection)
            if selection.allowsSelection { change.removes = "\(id) selection" }
            result.append(change)
        }
        var scrolling = toggle(target, "scrollEnabled", scroll.scrollEnabled, swiftProperty: "isScrollEnabled")
        if scroll.scrollEnabled { scrolling.removes = "\(id) scrolling" }
        result.append(scrolling)
        return result
    }

    private func rule(
        _ target: SceneIndex.Node, _ method: ScrollViewMethod, kindOf className: String, answer: OverrideRule.Answer,
        before existing: OverrideSpec
    ) -> Change {
        let rules = [OverrideRule(matcher: .kindOf(className), answer: answer)] + OverrideJSON.rules(existing)
        return Change(
            override: KeyOverride(target: target.spec.id, key: method.rawValue, valueText: OverrideJSON.json(rules)),
            swift: SwiftSnippet.scrollViewOverride(target, method: method, rules: rules))
    }

    /// The scroll view's own pan, as `scrollView.panGestureRecognizer` (§5.8): wait for each
    /// recognizer it competes with that drags too (§3.5), two fingers when a trace uses two,
    /// and its own `gestureRecognizerShouldBegin` for each direction the traces drag in on it
    /// (§3.3). Not on UIKit's private scroll views, whose pans an app cannot reach.
    func panChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        guard target.privateOwner == nil else { return [] }
        let id = target.spec.id
        let pan = target.spec.scroll!.panGestureRecognizer
        let panId = UIKitObjectModel.ScrollViewRecognizer.pan.id(ofScrollView: id)
        func change(_ edit: PanEdit.Edit, swift: [String]) -> Change {
            Change(scrollView: id, pan: pan, edit, swift: swift)
        }
        var result: [Change] = []
        for other in competitors(of: node) where !pan.requireToFail.contains(other.id) {
            guard !(other.spec?.requireToFail.contains(panId) ?? false) else { continue }
            var requirement = change(
                .requireToFail(other.id),
                swift: SwiftSnippet.requirement(id + ".panGestureRecognizer", toFail: swiftReference(to: other.id)))
            requirement.partnerAnchor = other.node
            result.append(requirement)
        }
        if multiTouch, pan.minimumNumberOfTouches == 1 {
            var two = change(
                .minimumNumberOfTouches(2), swift: ["\(id).panGestureRecognizer.minimumNumberOfTouches = 2"])
            two.removes = "one-finger scrolling of \(id)"
            result.append(two)
        }
        if pan.shouldBegin == .inherited || pan.shouldBegin == .always(true) {
            let edges = strokeEdges(in: node).map { edge in
                (Self.edgeRules(edge), "\(id) scrolling by a drag that starts away from its \(edge.rawValue) edge")
            }
            for (rules, removes) in strokeDirections(in: node).map({
                (Self.onlyRules($0), lostScrolling(of: target, keeping: $0))
            }) + edges {
                var only = change(
                    .shouldBegin(.rules(rules)), swift: SwiftSnippet.scrollPanShouldBegin(target, rules))
                only.removes = removes
                only.actsOnMovement = true
                result.append(only)
            }
        }
        return result
    }

    /// What a scroll view's pan that begins only in `direction` can no longer do: scroll back
    /// the other way along that axis, or along the other axis where the content is larger.
    private func lostScrolling(of target: SceneIndex.Node, keeping direction: PanDirection) -> String? {
        let id = target.spec.id
        let scroll = target.spec.scroll!
        let size = target.spec.frame.size
        let wider = scroll.contentSize.width > size.width || scroll.alwaysBounceHorizontal
        let taller = scroll.contentSize.height > size.height || scroll.alwaysBounceVertical
        switch direction {
        case .horizontal: return taller ? "\(id) scrolling vertically" : nil
        case .vertical: return wider ? "\(id) scrolling horizontally" : nil
        case .left: return "\(id) scrolling by a drag to the right"
        case .right: return "\(id) scrolling by a drag to the left"
        case .up: return "\(id) scrolling by a drag downward"
        case .down: return "\(id) scrolling by a drag upward"
        }
    }

    /// The rules of a `gestureRecognizerShouldBegin` that lets a pan begin only in `direction`.
    static func onlyRules(_ direction: PanDirection) -> [OverrideRule] {
        [
            OverrideRule(matcher: .any, conditions: [.direction(direction)], answer: .yes),
            OverrideRule(matcher: .any, answer: .no),
        ]
    }

    /// The rules of a `gestureRecognizerShouldBegin` that lets a pan begin only for a drag
    /// that starts within `Constants.edgeRuleWidth` of `edge` of its view (§3.3).
    static func edgeRules(_ edge: RectEdge) -> [OverrideRule] {
        [
            OverrideRule(
                matcher: .any, conditions: [.startsAtEdge(edge, within: Constants.edgeRuleWidth)], answer: .yes),
            OverrideRule(matcher: .any, answer: .no),
        ]
    }

    /// The edges of `node` within `Constants.edgeRuleWidth` of which a trace's finger went down
    /// inside its visible frame and then moved, in the order first seen (of one down: top, left,
    /// bottom, right): where a pan that begins only near an edge could begin (§3.3).
    func strokeEdges(in node: Int) -> [RectEdge] {
        var result: [RectEdge] = []
        let frame = index.windowFrames[node]
        for stroke in strokes where stroke.contains(where: { $0 != stroke[0] }) {
            let p = stroke[0]
            guard index.visibleFrames[node].contains(p) else { continue }
            let insets: [(RectEdge, Double)] = [
                (.top, p.y - frame.minY), (.left, p.x - frame.minX), (.bottom, frame.maxY - p.y),
                (.right, frame.maxX - p.x),
            ]
            for (edge, inset) in insets where inset <= Constants.edgeRuleWidth && !result.contains(edge) {
                result.append(edge)
            }
        }
        return result
    }

    /// The declared recognizers that drag (pan, screen-edge pan, swipe; a navigation
    /// controller's back-swipe included) on `node`'s path or inside it that a touch reaches.
    private func competitors(of node: Int) -> [Partner] {
        interacting(withNode: node, excluding: "").filter { partner in
            guard let spec = partner.spec else { return false }
            switch spec.kind {
            case .pan, .screenEdgePan, .swipe: return true
            default: return false
            }
        }
    }
}
