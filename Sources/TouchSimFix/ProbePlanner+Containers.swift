import TouchSimCore
import TouchSimFormat

/// The probes of the containers' changes (docs/format.md §4.12, docs/model.md §12–§16): the
/// gesture each container answers, which the probes of a view (a tap) and of a scroll view (a
/// drag up) do not make, so that a fix that takes it away shows what it takes.
extension ProbePlanner {
    /// The container's own gesture for a change of `key` on `node`, from the centre of its
    /// visible part: a drag down on a sheet (§12.3), a long press on a view with a context menu
    /// (§15.1), a pinch on a scroll view whose zooming changes (§16.1), a pull down on one whose
    /// refresh control does (§13.2), a drag across a row the way its changed actions are
    /// revealed (§14.1), or a full swipe when its full swipe changes (§14.3). None for any
    /// other key.
    func containerProbes(on node: Int, key: String, at p: Point) -> [Probe] {
        let id = index.nodes[node].spec.id
        let d = Constants.probeDragDistance
        switch key {
        case "presentation":
            return [drag("a drag down on \(id)", from: [p], by: Point(0, d))]
        case "contextMenu":
            let press = Duration.milliseconds(
                Constants.contextMenuPressDuration.milliseconds + Constants.probeTapHold.milliseconds)
            return [Probe.taps("a long press on \(id)", at: p, hold: press)]
        case "viewForZooming", "minimumZoomScale", "maximumZoomScale":
            return [pinch(on: id, at: p)]
        case "refreshControl":
            // Far enough that the rubber band shows the trigger's 120 pt (§6.1, §13.2).
            return [drag("a pull down on \(id)", from: [p], by: Point(0, 2.5 * d))]
        case "trailingSwipeActions":
            return [drag("a drag left across \(id)", from: [p], by: Point(-d, 0))]
        case "performsFirstActionWithFullSwipe":
            // Past the full swipe's 60% of the row's width (§14.3), from near its right edge.
            let frame = index.visibleFrames[node]
            let start = Point(frame.maxX - 10, p.y)
            return [drag("a full swipe left across \(id)", from: [start], by: Point(-0.7 * frame.size.width, 0))]
        case "leadingSwipeActions":
            return [drag("a drag right across \(id)", from: [p], by: Point(d, 0))]
        default:
            return []
        }
    }
}
