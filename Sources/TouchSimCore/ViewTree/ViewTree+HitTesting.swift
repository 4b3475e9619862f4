/// Hit-testing and coordinate conversion (docs/model.md §1). The bounds origin of a scroll view
/// is its content offset (§1.3), supplied by the caller because it changes over time.
extension ViewTree {
    /// `hitTest(_:with:)` of each window, frontmost first, for a point in window coordinates
    /// (§1.1): the first view a window answers with gets the touch (§18.1). `skipped` gets the
    /// views that contain the point but were passed over, and why; when it is nil, none is noted,
    /// and the views that can never be hit are not even visited.
    func hitTest(windowPoint: Point, boundsOrigin: some BoundsOrigins, skipped: inout [HitTestSkip]?) -> ViewIndex? {
        guard skipped != nil else {
            var none = NoHitTestNotes()
            return hitTestWindows(windowPoint, boundsOrigin, &none)
        }
        return hitTestWindows(windowPoint, boundsOrigin, &skipped!)
    }

    /// §18.1: a window whose `hitTest` returns nil (hidden, not taking touches, or passing
    /// them through, §1.6) lets the windows behind it be asked.
    private func hitTestWindows<Notes: HitTestNotes>(
        _ p: Point, _ boundsOrigin: some BoundsOrigins, _ notes: inout Notes
    ) -> ViewIndex? {
        for window in windowsFrontToBack {
            if let hit = hitTest(window, p, boundsOrigin, &notes) { return hit }
        }
        return nil
    }

    /// `hitTest` of `view` for `p` in its superview's bounds coordinates (the window's, for the
    /// root), for each kind of `notes`: the plain replay's walk reads only `targets` and
    /// `links`, notes nothing, and calls itself only for the views that hold the point.
    private func hitTest<Notes: HitTestNotes>(
        _ view: ViewIndex, _ p: Point, _ boundsOrigin: some BoundsOrigins, _ notes: inout Notes
    ) -> ViewIndex? {
        let target = targets[view]
        if !Notes.isNoting && !target.canBeHit { return nil }
        let origin = self.origin(of: target, boundsOrigin)
        let q = local(p, view, target, boundsOrigin) + origin
        guard target.canBeHit else {
            noteUnhittable(view, q, origin, &notes)
            return nil
        }
        guard target.pointInside(q, boundsOrigin: origin) else {
            if Notes.isNoting { noteMissed(view, q, origin, boundsOrigin, &notes) }
            return nil
        }
        return hitTest(inside: view, target.hitTest, q, boundsOrigin, &notes)
    }

    /// The rest of §1.1 for `node`, which can be hit and holds `p` (its bounds coordinates): its
    /// subviews, frontmost first, then the view itself, as its override (§1.6) says.
    private func hitTest<Notes: HitTestNotes>(
        inside node: ViewIndex, _ override: NodeHitTest, _ p: Point, _ boundsOrigin: some BoundsOrigins,
        _ notes: inout Notes
    ) -> ViewIndex? {
        let positions = links.subviewPositions(of: node)
        if positions.count < indexedSubviews {
            // Most parents: their subviews one by one, with no iterator to copy at every view. A
            // walk that notes nothing first asks the subview's box, and passes over those that
            // cannot hold the point without reading their view or target (`SubviewAreas`).
            var position = positions.upperBound
            while position > positions.lowerBound {
                position -= 1
                if !Notes.isNoting && !subviewAreas.mayHold(position, p) { continue }
                if let hit = hitTest(links.subview(at: position), p, boundsOrigin, &notes) { return hit }
            }
        } else if let hit = hitTest(subviewsNear: node, p, boundsOrigin, &notes) {
            return hit
        }
        // §1.6: the overrides act where UIKit's own hitTest would return the view itself. A
        // pass-through view's nil sends the search on to its earlier siblings and superview; a
        // redirect's target is returned as it is, without being asked.
        switch override {
        case .inherited:
            return node
        case .passThrough:
            notes.append(HitTestSkip(view: node, reason: .passThrough))
            return nil
        case .redirect(let redirected):
            notes.append(HitTestSkip(view: node, reason: .redirect))
            return redirected
        }
    }

    /// The hit among the subviews of `node`, a parent with many, that its `SiblingGrid` finds
    /// near `p`; nil when none is.
    private func hitTest<Notes: HitTestNotes>(
        subviewsNear node: ViewIndex, _ p: Point, _ boundsOrigin: some BoundsOrigins, _ notes: inout Notes
    ) -> ViewIndex? {
        var subviews = subviews(of: node, near: p, hittableOnly: !Notes.isNoting)
        while let position = subviews.next() {
            if let hit = hitTest(links.subview(at: position), p, boundsOrigin, &notes) { return hit }
        }
        return nil
    }

    /// A view that cannot be hit (§1.1): noted, with why, if the point is in its bounds.
    private func noteUnhittable(_ node: ViewIndex, _ p: Point, _ origin: Point, _ notes: inout some HitTestNotes) {
        // A view removed from the window (§11.8) is not there to be passed over.
        guard nodes[node].inWindow, Rect(origin: origin, size: nodes[node].frame.size).contains(p) else { return }
        let reason: HitTestSkip.Reason =
            nodes[node].hidden
            ? .hidden
            : nodes[node].alpha < Constants.hitTestMinimumAlpha
                ? .transparent : nodes[node].userInteractionEnabled ? .animating : .interactionDisabled
        notes.append(HitTestSkip(view: node, reason: reason))
    }

    /// A view whose `pointInside` said NO: if the point is in its bounds, its insets left it
    /// out (§1.2); its direct subviews that hold the point lie outside it, unreachable.
    private func noteMissed(
        _ node: ViewIndex, _ p: Point, _ origin: Point, _ boundsOrigin: some BoundsOrigins,
        _ notes: inout some HitTestNotes
    ) {
        if Rect(origin: origin, size: nodes[node].frame.size).contains(p) {
            notes.append(HitTestSkip(view: node, reason: .outsideInsets))
            return
        }
        var subviews = subviews(of: node, near: p, hittableOnly: false)
        while let position = subviews.next() {
            let sub = links.subview(at: position)
            let target = targets[sub]
            let subOrigin = self.origin(of: target, boundsOrigin)
            if target.pointInside(local(p, sub, target, boundsOrigin) + subOrigin, boundsOrigin: subOrigin) {
                notes.append(HitTestSkip(view: sub, reason: .outsideSuperview))
            }
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
    func pointInside(_ node: ViewIndex, _ p: Point, _ boundsOrigin: some BoundsOrigins) -> Bool {
        let target = targets[node]
        return target.pointInside(p, boundsOrigin: origin(of: target, boundsOrigin))
    }

    /// The view's bounds in its own coordinates.
    func bounds(_ node: ViewIndex, _ boundsOrigin: some BoundsOrigins) -> Rect {
        Rect(origin: origin(of: node, boundsOrigin), size: nodes[node].frame.size)
    }

    /// The bounds origin of `node`.
    private func origin(of node: ViewIndex, _ boundsOrigin: some BoundsOrigins) -> Point {
        origin(of: targets[node], boundsOrigin)
    }

    /// The bounds origin of the view whose `targets` entry is `target`: zero but for a scroll
    /// view (§1.3), whose offset only `boundsOrigin` knows. Hit-testing asks for every view it
    /// visits, so the others are answered here.
    private func origin(of target: HitTargets.Target, _ boundsOrigin: some BoundsOrigins) -> Point {
        guard let s = target.scrollIndex else { return .zero }
        return boundsOrigin.boundsOrigin(ofScrollView: s)
    }

    /// §16.5: a point in a scroll view's bounds coordinates, where its view for zooming is drawn
    /// scaled by the zoom, taken back to the scale of that view's frame; any other view's point
    /// as it is.
    private func unzoomed(_ p: Point, _ target: HitTargets.Target, _ boundsOrigin: some BoundsOrigins) -> Point {
        guard let s = target.zoomedBy else { return p }
        let scale = boundsOrigin.zoomScale(ofScrollView: s)
        return Point(p.x / scale, p.y / scale)
    }

    /// `p`, in the superview's bounds coordinates of `node` (whose `targets` entry is `target`),
    /// taken into `node`'s coordinates less its bounds origin: back through its transform
    /// (§11.11) or its scroll view's zoom (§16.5), then from its frame's origin.
    private func local(_ p: Point, _ node: ViewIndex, _ target: HitTargets.Target, _ boundsOrigin: some BoundsOrigins)
        -> Point
    {
        var q = unzoomed(p, target, boundsOrigin)
        if target.isTransformed { q = nodes[node].transform.untransformed(q, frame: nodes[node].frame) }
        return q - target.frameOrigin
    }

    /// Converts a window point into `node`'s coordinates, from the root down as UIKit adds the
    /// offsets (the order decides the last bits of the result), with no list of the path; the
    /// zoom of a view for zooming included (§16.5).
    func convert(windowPoint: Point, to node: ViewIndex, _ boundsOrigin: some BoundsOrigins) -> Point {
        let outer = nodes[node].parent.map { convert(windowPoint: windowPoint, to: $0, boundsOrigin) } ?? windowPoint
        return local(outer, node, targets[node], boundsOrigin) + origin(of: node, boundsOrigin)
    }
}

/// Where in `TreeLinks` a view's subviews that a point may concern lie, topmost first
/// (`ViewTree.subviews(of:near:)`), as positions (docs/performance.md).
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
/// value rather than a closure (docs/performance.md).
protocol BoundsOrigins {
    /// The bounds origin of scroll view `s`.
    func boundsOrigin(ofScrollView s: ScrollIndex) -> Point
    /// The zoom scale of scroll view `s`: its view for zooming's transform (docs/model.md §16.5).
    func zoomScale(ofScrollView s: ScrollIndex) -> Double
}

/// Where a hit-test notes the views it passes over, and why (`Cause.hitTest`), or nothing.
protocol HitTestNotes {
    /// Whether anything is noted: when not, the views that can never be hit are not visited.
    static var isNoting: Bool { get }
    /// Notes a view passed over.
    mutating func append(_ skip: HitTestSkip)
}

extension Array: HitTestNotes where Element == HitTestSkip {
    static var isNoting: Bool { true }
}

/// The plain replay's notes: none (`HitTestNotes`).
private struct NoHitTestNotes: HitTestNotes {
    /// Not empty on purpose: a value of an empty type has no address, so ThreadSanitizer's
    /// check of `&notes`, passed on from window to window (§18.1), read a garbage one and crashed.
    private var unused: UInt8 = 0
    static var isNoting: Bool { false }
    func append(_ skip: HitTestSkip) {}
}
