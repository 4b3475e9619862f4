/// Hit-testing and coordinate conversion (docs/model.md §1). The bounds origin of a scroll view
/// is its content offset (§1.3), supplied by the caller because it changes over time.
extension ViewTree {
    /// `hitTest(_:with:)` from the root, for a point in window coordinates (§1.1). `skipped`
    /// gets the views that contain the point but were passed over, and why; when it is nil, none
    /// is noted, and the views that can never be hit are not even visited.
    func hitTest(windowPoint: Point, boundsOrigin: (ViewIndex) -> Point, skipped: inout [HitTestSkip]?) -> ViewIndex? {
        let p = windowPoint - nodes[root].frame.origin + origin(of: root, boundsOrigin)
        return hitTest(root, p, boundsOrigin, &skipped)
    }

    private func hitTest(
        _ node: ViewIndex, _ p: Point, _ boundsOrigin: (ViewIndex) -> Point, _ skipped: inout [HitTestSkip]?
    ) -> ViewIndex? {
        // Fields are read one at a time: a copy of the whole node would cost more than the test.
        if nodes[node].hidden || !nodes[node].userInteractionEnabled
            || nodes[node].alpha < Constants.hitTestMinimumAlpha
        {
            if skipped != nil, bounds(node, boundsOrigin).contains(p) {
                let reason: HitTestSkip.Reason =
                    nodes[node].hidden
                    ? .hidden : nodes[node].alpha < Constants.hitTestMinimumAlpha ? .transparent : .interactionDisabled
                skipped!.append(HitTestSkip(view: node, reason: reason))
            }
            return nil
        }
        guard pointInside(node, p, boundsOrigin) else {
            if skipped != nil { noteMissed(node, p, boundsOrigin, &skipped!) }
            return nil
        }
        var subviews = subviews(of: node, near: p, hittableOnly: skipped == nil)
        while let sub = subviews.next() {
            let q = p - nodes[sub].frame.origin + origin(of: sub, boundsOrigin)
            if let hit = hitTest(sub, q, boundsOrigin, &skipped) { return hit }
        }
        // §1.6: the overrides act where UIKit's own hitTest would return the view itself. A
        // pass-through view's nil sends the search on to its earlier siblings and superview; a
        // redirect's target is returned as it is, without being asked.
        switch nodes[node].hitTest {
        case .inherited:
            return node
        case .passThrough:
            skipped?.append(HitTestSkip(view: node, reason: .passThrough))
            return nil
        case .redirect(let target):
            skipped?.append(HitTestSkip(view: node, reason: .redirect))
            return target
        }
    }

    /// A view whose `pointInside` said NO: if the point is in its bounds, its insets left it
    /// out (§1.2); its direct subviews that hold the point lie outside it, unreachable.
    private func noteMissed(
        _ node: ViewIndex, _ p: Point, _ boundsOrigin: (ViewIndex) -> Point, _ skipped: inout [HitTestSkip]
    ) {
        if bounds(node, boundsOrigin).contains(p) {
            skipped.append(HitTestSkip(view: node, reason: .outsideInsets))
            return
        }
        var subviews = subviews(of: node, near: p, hittableOnly: false)
        while let sub = subviews.next() {
            let q = p - nodes[sub].frame.origin + origin(of: sub, boundsOrigin)
            if pointInside(sub, q, boundsOrigin) { skipped.append(HitTestSkip(view: sub, reason: .outsideSuperview)) }
        }
    }

    /// `node`'s subviews, topmost first: all of them, or for a parent with many only those whose
    /// `SiblingGrid` reach holds `p` (`node`'s bounds coordinates), the only ones the walk could
    /// hit or note; with `hittableOnly`, a grid leaves out those that cannot be hit either, as a
    /// walk that notes nothing gets nothing from them (§1.1). An iterator rather than a closure:
    /// a closure here copied the whole tree at every view the walk visited.
    private func subviews(of node: ViewIndex, near p: Point, hittableOnly: Bool) -> SubviewsNear {
        let subviews = nodes[node].subviews
        if let grid = siblingGrid(of: node) {
            return SubviewsNear(
                subviews: subviews, remaining: 0, near: grid.candidates(at: p, hittableOnly: hittableOnly))
        }
        return SubviewsNear(subviews: subviews, remaining: subviews.count, near: nil)
    }

    /// `point(inside:with:)`: the bounds inset by `hitTestInsets`, half-open (§1.2).
    func pointInside(_ node: ViewIndex, _ p: Point, _ boundsOrigin: (ViewIndex) -> Point) -> Bool {
        bounds(node, boundsOrigin).inset(by: nodes[node].hitTestInsets).contains(p)
    }

    /// The view's bounds in its own coordinates.
    func bounds(_ node: ViewIndex, _ boundsOrigin: (ViewIndex) -> Point) -> Rect {
        Rect(origin: origin(of: node, boundsOrigin), size: nodes[node].frame.size)
    }

    /// The bounds origin of `node`: zero but for a scroll view (§1.3), whose offset only
    /// `boundsOrigin` knows. Hit-testing asks for every view it visits, so the others are
    /// answered here.
    private func origin(of node: ViewIndex, _ boundsOrigin: (ViewIndex) -> Point) -> Point {
        nodes[node].scrollIndex == nil ? .zero : boundsOrigin(node)
    }

    /// Converts a window point into `node`'s coordinates.
    func convert(windowPoint: Point, to node: ViewIndex, _ boundsOrigin: (ViewIndex) -> Point) -> Point {
        var p = windowPoint
        for n in pathToRoot(from: node).reversed() {
            p = p - nodes[n].frame.origin + origin(of: n, boundsOrigin)
        }
        return p
    }
}

/// A view's subviews that a point may concern, topmost first (`ViewTree.subviews(of:near:)`).
private struct SubviewsNear: IteratorProtocol {
    let subviews: [ViewIndex]
    /// Without a grid: how many of `subviews` are still to come, from the last.
    var remaining: Int
    var near: SiblingGrid.Candidates?

    mutating func next() -> ViewIndex? {
        if near != nil { return near!.next().map { subviews[$0] } }
        guard remaining > 0 else { return nil }
        remaining -= 1
        return subviews[remaining]
    }
}
