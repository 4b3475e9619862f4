/// A scroll view following its pan (docs/model.md §6.1, §6.4) and animating after the release
/// (§6.2, §6.3, §6.5).
extension ScrollViews {
    /// The scroll view's reaction to its own pan entering `state`, given the pan's report.
    /// UIKit sends a recognizer's actions after the views got their calls, so the engine calls
    /// this then (§5.4: "the view gets touchesCancelled and the scroll view scrolls").
    mutating func panDidChange(
        _ s: ScrollIndex, to state: RecognizerState, report: PanReport, at now: SimTime, effects: inout [ScrollEffect]
    ) {
        switch state {
        case .began:
            startDrag(s, report: report, effects: &effects)
        case .changed:
            followFinger(s, report: report, effects: &effects)
        case .ended:
            followFinger(s, report: report, effects: &effects)
            let velocity = report.velocity
            release(s, contentVelocity: Point(-velocity.x, -velocity.y), at: now, effects: &effects)
        case .cancelled, .failed:
            // A caught animation lifted without a drag is released like a drag with zero
            // velocity (§5.6); so is a drag cut short by a system cancel.
            switch states[s].motion {
            case .caught, .dragging: release(s, contentVelocity: .zero, at: now, effects: &effects)
            case .idle, .animating: break
            }
        case .possible, .recognized:
            break
        }
    }

    /// An animation reached its end: one `scroll` line with the resting offset (§6.5).
    mutating func animationEnded(_ s: ScrollIndex, effects: inout [ScrollEffect]) {
        guard case .animating(let animation) = states[s].motion else { return }
        states[s].offset = animation.to
        states[s].motion = .idle
        effects.append(
            .line(
                .scroll(view: states[s].view, offset: animation.to, reason: animation.endReason),
                .animationEnded(startedAt: animation.startedAt)))
    }

    /// The geometry is read where it lies: a copy of it retained and released its spec's
    /// references at every drag.
    private mutating func startDrag(_ s: ScrollIndex, report: PanReport, effects: inout [ScrollEffect]) {
        let shown = states[s].offset
        var rawStart = shown
        for axis in Axis.allCases { rawStart[axis] = states[s].geometry.raw(displayed: shown[axis], axis) }
        var locked: Axis?
        if states[s].geometry.spec.directionalLockEnabled, states[s].geometry.scrollableAxes.count == 2 {
            // §6.4: one axis's motion at least twice the other's locks the drag to it.
            let raw = report.rawTranslation
            if abs(raw.x) >= Constants.directionalLockRatio * abs(raw.y) {
                locked = .horizontal
            } else if abs(raw.y) >= Constants.directionalLockRatio * abs(raw.x) {
                locked = .vertical
            }
        }
        states[s].motion = .dragging(rawStart: rawStart, pageStart: shown, lockedAxis: locked)
        followFinger(s, report: report, effects: &effects)
    }

    /// §6.1: the offset follows the finger; one `scroll` line when it changes.
    private mutating func followFinger(_ s: ScrollIndex, report: PanReport, effects: inout [ScrollEffect]) {
        guard let line = panChanged(s, report: report) else { return }
        effects.append(.line(line.event, line.cause))
    }

    /// The pan's `changed` (§6.1): the offset follows the finger, and the `scroll` line to print
    /// when it changed. Returned rather than appended to a list of effects: it is the only
    /// effect of most steps of a drag, and the list cost more than the line. The state is changed
    /// where it lies: each `states[s]` was an access of its own, a dozen per move.
    mutating func panChanged(_ s: ScrollIndex, report: PanReport) -> (event: RecordEvent, cause: Cause)? {
        guard let offset = states[s].followFinger(translation: report.translation) else { return nil }
        return (.scroll(view: states[s].view, offset: offset, reason: .drag), .followsFinger)
    }

    /// §6.2, §6.3: bounce, page or decelerate from the current offset.
    private mutating func release(
        _ s: ScrollIndex, contentVelocity: Point, at now: SimTime, effects: inout [ScrollEffect]
    ) {
        var velocity = Point.zero
        for axis in Axis.allCases where states[s].drags(axis) { velocity[axis] = contentVelocity[axis] }
        let offset = states[s].offset
        var pageStart = offset
        if case .dragging(_, let start, _) = states[s].motion { pageStart = start }
        states[s].motion = .idle
        // The offset read before: read within the call, it made the call copy the geometry.
        guard
            let animation = states[s].geometry.release(
                offset: offset, velocity: velocity, pageStart: pageStart, at: now)
        else {
            return
        }
        states[s].motion = .animating(animation)
        effects.append(.startAnimationTimer(s, endsAt: animation.endsAt))
    }
}
