/// An animation of the content offset on the virtual clock (docs/model.md §6.2, §6.3, §6.5).
/// Only its end (or interruption) is reported; in between, `offset(at:)` answers hit-testing.
struct ScrollAnimation: Equatable {
    enum Curve: Equatable {
        /// Ease-out progress 1 − (1 − p)³ from `from` to `to`: bounce and paging.
        case easeOut(from: Point)
        /// Speed decaying as v·r^ms from `from` (§6.2); `velocity` in points per second,
        /// signed like the offset's motion.
        case decay(from: Point, velocity: Point, rate: Double)
    }

    let curve: Curve
    let startedAt: SimTime
    let endsAt: SimTime
    /// The resting offset, clamped to the edges.
    let to: Point
    /// The reason its end line gives.
    let endReason: ScrollReason

    /// The offset at `time`, kept within `range`, the scroll view's `ScrollGeometry.ranges` (a
    /// plain value, not the geometry: docs/performance.md).
    func offset(at time: SimTime, within range: OffsetRange) -> Point {
        if time >= endsAt { return to }
        let elapsed = (time - startedAt).milliseconds
        switch curve {
        case .easeOut(let from):
            let total = (endsAt - startedAt).milliseconds
            let p = total > 0 ? elapsed / total : 1
            let k = 1 - power(1 - p, 3)
            return from + (to - from) * k
        case .decay(let from, let velocity, let r):
            // The discrete sum of v·r^k over the elapsed milliseconds, as in the resting offset.
            let travelled = r * (1 - power(r, elapsed)) / (1 - r)
            return range.clamped(from + velocity * (travelled / 1000))
        }
    }

    /// The content's velocity at `time`, in points per second: a deceleration's speed decayed
    /// so far (§6.2); none for a bounce or a page turn, whose curves end at rest.
    func velocity(at time: SimTime) -> Point {
        guard case .decay(_, let velocity, let r) = curve, time < endsAt else { return .zero }
        return velocity * power(r, (time - startedAt).milliseconds)
    }

    /// A bounce back to the edge (§6.2) or a page turn (§6.3).
    static func easeOut(from: Point, to: Point, at now: SimTime, duration: Duration, reason: ScrollReason)
        -> ScrollAnimation
    {
        ScrollAnimation(curve: .easeOut(from: from), startedAt: now, endsAt: now + duration, to: to, endReason: reason)
    }

    /// A deceleration (§6.2), or nil when the release is too slow to fling.
    static func deceleration(from: Point, velocity: Point, at now: SimTime, geometry: ScrollGeometry)
        -> ScrollAnimation?
    {
        let r = geometry.spec.decelerationRate
        let speed = velocity.length
        guard speed >= Constants.decelerationMinimumSpeed else { return nil }
        let resting = from + velocity * (r / (1 - r) / 1000)
        let clamped = geometry.clamped(resting)
        // ln(0.001/|v/1000|)/ln(r): when the speed falls below 1 pt/s.
        let ms = naturalLog(Constants.decelerationStopSpeed / speed) / geometry.logDecelerationRate
        let reason: ScrollReason = clamped != resting && geometry.spec.bounces ? .bounce : .decelerate
        return ScrollAnimation(
            curve: .decay(from: from, velocity: velocity, rate: r), startedAt: now,
            endsAt: now + .milliseconds(max(ms, 0)), to: clamped, endReason: reason)
    }
}
