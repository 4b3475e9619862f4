/// What a scroll view does when the finger lets go (docs/model.md §6.2, §6.3).
extension ScrollGeometry {
    /// The animation that follows a release at `offset` with the content moving at `velocity`
    /// (points per second), or nil when the view simply stays. `pageStart` is the offset the
    /// drag started from, for paging.
    func release(offset: Point, velocity: Point, pageStart: Point, at now: SimTime) -> ScrollAnimation? {
        // §6.2 first: a release past an edge bounces back to it, paging or not; only a release
        // within the content turns or settles a page (§6.3) or decelerates.
        if isPastEdge(offset) {
            return .easeOut(
                from: offset, to: clamped(offset), at: now, duration: Constants.bounceDuration, reason: .bounce)
        }
        if spec.pagingEnabled {
            let target = pageTarget(offset: offset, velocity: velocity, pageStart: pageStart)
            guard target != offset else { return nil }
            return .easeOut(from: offset, to: target, at: now, duration: Constants.pageDuration, reason: .page)
        }
        return .deceleration(from: offset, velocity: velocity, at: now, geometry: self)
    }

    /// §6.3: the next page in the direction of motion when the release is fast or more than half
    /// a page was dragged, otherwise the page the drag started from; never more than one page.
    private func pageTarget(offset: Point, velocity: Point, pageStart: Point) -> Point {
        var target = offset
        for axis in scrollableAxes {
            let page = boundsSize[axis]
            guard page > 0 else { continue }
            let startPage = (pageStart[axis] / page).rounded()
            let dragged = offset[axis] - startPage * page
            var step = 0.0
            if abs(velocity[axis]) >= Constants.pageFlickSpeed {
                step = velocity[axis] > 0 ? 1 : -1
            } else if abs(dragged) > page / 2 {
                step = dragged > 0 ? 1 : -1
            }
            let wanted = (startPage + step) * page
            target[axis] = min(max(wanted, minOffset(axis)), maxOffset(axis))
        }
        return target
    }
}
