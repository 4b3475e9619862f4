/// Hit-testing and coordinate conversion (docs/model.md §1). The bounds origin of a scroll view
/// is its content offset (§1.3), supplied by the caller because it changes over time.
extension ViewTree {
    /// `hitTest(_:with:)` from the root, for a point in window coordinates (§1.1). `skipped`
    /// gets the views that contain the point but were passed over, and why; when it is nil, none
    /// is noted, and the views that can never be hit are not even visited.
    func hitTest(windowPoint: Point, boundsOrigin: some BoundsOrigins, skipped: inout [HitTestSkip]?) -> ViewIndex? {
        let p = windowPoint - nodes[root].frame.origin + origin(of: root, boundsOrigin)
        return hitTest(root, p, boundsOrigin, &skipped)
    }

    private func hitTest(
        _ node: ViewIndex, _ p: Point, _ boundsOrigin: some BoundsOrigins, _ skipped: inout [HitTestSkip]?
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
        let positions = links.subviewPositions(of: node)
        if positions.count < indexedSubviews {
            // Most parents: their subviews one by one, with no iterator to copy at every view.
            for position in positions.reversed() {
                if let hit = hitTest(subviewAt: position, p, boundsOrigin, &skipped) { return hit }
            }
        } else {
            var subviews = subviews(of: node, near: p, hittableOnly: skipped == nil)
            while let position = subviews.next() {
                if let hit = hitTest(subviewAt: position, p, boundsOrigin, &skipped) { return hit }
            }
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

    /// `hitTest` of the subview at `position` of `links`, for `p` in its superview's bounds.
    private func hitTest(
        subviewAt position: Int, _ p: Point, _ boundsOrigin: some BoundsOrigins, _ skipped: inout [HitTestSkip]?
    ) -> ViewIndex? {
        let sub = links.subview(at: position)
        return hitTest(sub, p - nodes[sub].frame.origin + origin(of: sub, boundsOrigin), boundsOrigin, &skipped)
    }

    /// A view whose `pointInside` said NO: if the point is in its bounds, its insets left it
    /// out (§1.2); its direct subviews that hold the point lie outside it, unreachable.
    private func noteMissed(
        _ node: ViewIndex, _ p: Point, _ boundsOrigin: some BoundsOrigins, _ skipped: inout [HitTestSkip]
    ) {
        if bounds(node, boundsOrigin).contains(p) {
            skipped.append(HitTestSkip(view: node, reason: .outsideInsets))
            return
        }
        var subviews = subviews(of: node, near: p, hittableOnly: false)
        while let position = subviews.next() {
            let sub = links.subview(at: position)
            let q = p - nodes[sub].frame.origin + origin(of: sub, boundsOrigin)
            if pointInside(sub, q, boundsOrigin) { skipped.append(HitTestSkip(view: sub, reason: .outsideSuperview)) }
        }
    }

    /// Where `node`'s subviews lie in `links`, topmost first: all of them, or for a parent with many only those whose
    /// `SiblingGrid` reach holds `p` (`node`'s bounds coordinates), the only ones the walk could
    /// hit or note; with `hittableOnly`, a grid leaves out those that cannot be hit either, as a
    /// walk that notes nothing gets nothing from them (§1.1). An iterator rather than a closure:
    /// a closure here copied the whole tree at every view the walk visited.
    private func subviews(of node: ViewIndex, near p: Point, hittableOnly: Bool) -> SubviewsNear {
        let positions = links.subviewPositions(of: node)
        if positions.count >= indexedSubviews, let grid = siblingGrid(of: node) {
            return SubviewsNear(
                start: positions.lowerBound, remaining: 0, near: grid.candidates(at: p, hittableOnly: hittableOnly))
        }
        return SubviewsNear(start: positions.lowerBound, remaining: positions.count, near: nil)
    }

    /// `point(inside:with:)`: the bounds inset by `hitTestInsets`, half-open (§1.2).
    @inline(__always)
    func pointInside(_ node: ViewIndex, _ p: Point, _ boundsOrigin: some BoundsOrigins) -> Bool {
        bounds(node, boundsOrigin).inset(by: nodes[node].hitTestInsets).contains(p)
    }

    /// The view's bounds in its own coordinates.
    @inline(__always)
    func bounds(_ node: ViewIndex, _ boundsOrigin: some BoundsOrigins) -> Rect {
        Rect(origin: origin(of: node, boundsOrigin), size: nodes[node].frame.size)
    }

    /// The bounds origin of `node`: zero but for a scroll view (§1.3), whose offset only
    /// `boundsOrigin` knows. Hit-testing asks for every view it visits, so the others are
    /// answered here.
    @inline(__always)
    private func origin(of node: ViewIndex, _ boundsOrigin: some BoundsOrigins) -> Point {
        guard let s = nodes[node].scrollIndex else { return .zero }
        return boundsOrigin.boundsOrigin(ofScrollView: s)
    }

    /// Converts a window point into `node`'s coordinates, from the root down as UIKit adds the
    /// offsets (the order decides the last bits of the result), with no list of the path.
    func convert(windowPoint: Point, to node: ViewIndex, _ boundsOrigin: some BoundsOrigins) -> Point {
        let outer = nodes[node].parent.map { convert(windowPoint: windowPoint, to: $0, boundsOrigin) } ?? windowPoint
        return outer - nodes[node].frame.origin + origin(of: node, boundsOrigin)
    }
}

/// Where in `TreeLinks` a view's subviews that a point may concern lie, topmost first
/// (`ViewTree.subviews(of:near:)`). Positions only: holding the list would retain it at every
/// view the walk visits.
private struct SubviewsNear: IteratorProtocol {
    /// Where the view's subviews start.
    let start: Int
    /// Without a grid: how many of the subviews are still to come, from the last.
    var remaining: Int
    var near: SiblingGrid.Candidates?

    mutating func next() -> Int? {
        if near != nil { return near!.next().map { start + $0 } }
        guard remaining > 0 else { return nil }
        remaining -= 1
        return start + remaining
    }
}

/// Every scroll view's bounds origin at one time: its content offset (docs/model.md §1.3). A
/// value rather than a closure: a closure's context was retained and released at each view a
/// hit-test visited.
protocol BoundsOrigins {
    /// The bounds origin of scroll view `s`.
    func boundsOrigin(ofScrollView s: ScrollIndex) -> Point
}
