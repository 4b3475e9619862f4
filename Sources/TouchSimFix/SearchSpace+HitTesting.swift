import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The changes of hit-testing (docs/model.md §1.1, §1.2, §1.6): the views a down passed over
/// made hittable again, a touched container or a window in front of another that lets touches
/// through (§18.1), a touched container that hands them to a control inside it, and a control
/// near a down that missed it given a larger hit area.
extension SearchSpace {
    func hitTestChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        guard target.parent != nil else { return windowPassThrough(node) }
        guard target.privateOwner == nil else { return [] }
        var result: [Change] = []
        if let reason = passedOver.first(where: { $0.node == node })?.reason, holdsSomethingThatTakesTouches(node) {
            let change: Change?
            switch reason {
            case .hidden: change = toggle(target, "hidden", true, swiftProperty: "isHidden")
            case .transparent:
                change = Change(
                    override: KeyOverride(target: target.spec.id, key: "alpha", valueText: "1"),
                    swift: SwiftSnippet.assignment(target, property: "alpha", value: "1"))
            case .interactionDisabled:
                change = toggle(target, "userInteractionEnabled", false, swiftProperty: "isUserInteractionEnabled")
            // An animation's options are code, not a key of the scenario.
            case .outsideSuperview, .outsideInsets, .passThrough, .redirect, .animating: change = nil
            }
            if var change {
                // The touch may now go to the view or anything inside it.
                change.rerouteScope = Set(index.subtree(of: node) + index.pathToRoot(from: node))
                result.append(change)
            }
        }
        // A scroll view returns itself only where no content took the point; handing that away
        // would lose its scrolling, not reach a small target.
        if touched.contains(node), target.spec.control == nil, target.spec.scroll == nil,
            target.spec.hitTest == .inherited
        {
            result += overrides(node)
        }
        if let insets = enlargement(node) {
            var change = Change(
                override: KeyOverride(
                    target: target.spec.id, key: "hitTestInsets",
                    valueText: "[-\(insets),-\(insets),-\(insets),-\(insets)]"
                ),
                swift: SwiftSnippet.pointInside(target, enlargedBy: insets))
            change.anchors = [node] + touched.filter { other in strokes.contains { reaches($0, other, node, insets) } }
            change.rerouteScope = Set(index.subtree(of: node) + index.pathToRoot(from: node))
            result.append(change)
        }
        return result
    }

    /// A touched container's `hitTest` override: pass-through, and a redirect to each control
    /// or scroll view inside it.
    private func overrides(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        let id = target.spec.id
        var result = [passThrough(node, reaching: behind(target.parent!))]
        for inner in index.subtree(of: node).dropFirst() {
            let spec = index.nodes[inner].spec
            guard spec.control != nil || (spec.scroll != nil && index.nodes[inner].privateOwner == nil) else {
                continue
            }
            var redirect = Change(
                override: KeyOverride(target: id, key: "hitTest", valueText: "{\"redirect\":\"\(spec.id)\"}"),
                swift: SwiftSnippet.hitTest(target, returning: spec.id))
            redirect.rerouteScope = Set(index.subtree(of: inner) + index.pathToRoot(from: inner))
            result.append(redirect)
        }
        return result
    }

    /// §18.1: a window in front of another that a touch reached lets the touches none of its
    /// views takes through to the windows behind it (a `hitTest` that returns nil for itself:
    /// the pass-through window of overlays and debug tools). Its root view covers it, so it
    /// takes a touch only together with its root view's pass-through.
    private func windowPassThrough(_ node: Int) -> [Change] {
        guard index.windowCount > 1, reached.contains(node), index.nodes[node].spec.hitTest == .inherited else {
            return []
        }
        return [passThrough(node, reaching: Set(index.nodes.indices))]
    }

    /// `node`'s `hitTest` returning nil where it would return itself (§1.6); the touch may go to
    /// `scope` then. It takes away the touches on the view itself where it has recognizers or
    /// handles them.
    private func passThrough(_ node: Int, reaching scope: Set<Int>) -> Change {
        let target = index.nodes[node]
        var through = Change(
            override: KeyOverride(target: target.spec.id, key: "hitTest", valueText: "passThrough"),
            swift: SwiftSnippet.hitTest(target, returning: nil))
        if !target.spec.gestureRecognizers.isEmpty || target.spec.handlesTouches {
            through.removes = "touches on \(target.spec.id) itself"
        }
        through.rerouteScope = scope
        return through
    }

    /// For a control whose visible frame a down missed by less than half a minimum tap target
    /// (`Constants.minimumTapTarget`): the whole points by which to enlarge it on every side so
    /// that it takes every such down and is at least a minimum tap target; nil otherwise.
    private func enlargement(_ node: Int) -> Int? {
        let spec = index.nodes[node].spec
        guard spec.control != nil, spec.hitTestInsets == .zero else { return nil }
        let frame = index.visibleFrames[node]
        guard frame.size.width > 0, frame.size.height > 0 else { return nil }
        var needed = 0.0
        for stroke in strokes where !frame.contains(stroke[0]) {
            let p = stroke[0]
            // Half-open (§1.2): the left and top edges are inside, the right and bottom outside.
            let grow = max(frame.minX - p.x, p.x - frame.maxX + 1, frame.minY - p.y, p.y - frame.maxY + 1)
            if grow <= Constants.minimumTapTarget / 2 { needed = max(needed, grow.rounded(.up)) }
        }
        guard needed > 0 else { return nil }
        let small = min(frame.size.width, frame.size.height)
        return Int(max(needed, ((Constants.minimumTapTarget - small) / 2).rounded(.up)))
    }

    /// Whether `stroke`'s down fell on `touchedNode` and within `node` enlarged by `insets`.
    private func reaches(_ stroke: [Point], _ touchedNode: Int, _ node: Int, _ insets: Int) -> Bool {
        let grown = index.visibleFrames[node].outset(by: Double(insets))
        return grown.contains(stroke[0]) && index.visibleFrames[touchedNode].contains(stroke[0])
    }

    /// Whether a touch that reached `node` could do anything: it or a view inside it is a
    /// control or a scroll view, handles touches, or carries a recognizer.
    private func holdsSomethingThatTakesTouches(_ node: Int) -> Bool {
        index.subtree(of: node).contains { inner in
            let spec = index.nodes[inner].spec
            return spec.control != nil || spec.scroll != nil || spec.handlesTouches || !spec.gestureRecognizers.isEmpty
        }
    }
}
