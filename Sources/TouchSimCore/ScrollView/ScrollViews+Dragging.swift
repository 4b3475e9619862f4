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

    /// An animation reached its end: one `scroll` line with the resting offset (§6.5). A bounce
    /// to the top of a refreshing scroll view rests below its control (§13.3), and says so.
    mutating func animationEnded(_ s: ScrollIndex, effects: inout [ScrollEffect]) {
        guard case .animating(let animation) = states[s].motion else { return }
        states[s].offset = animation.to
        states[s].motion = .idle
        let held =
            animation.endReason == .bounce && states[s].refresh == .refreshing
            && animation.to.y == states[s].geometry.minOffset(.vertical)
        effects.append(
            .line(
                .scroll(view: states[s].view, offset: animation.to, reason: animation.endReason),
                held
                    ? .refreshControlHolds(startedAt: animation.startedAt)
                    : .animationEnded(startedAt: animation.startedAt)))
    }

    /// §6.4: the drag starts from the shown offset. Changed where the state lies: each
    /// `states[s]` was an access of its own, and reading the geometry through one copied it.
    private mutating func startDrag(_ s: ScrollIndex, report: PanReport, effects: inout [ScrollEffect]) {
        states[s].startDrag(rawTranslation: report.rawTranslation)
        followFinger(s, report: report, effects: &effects)
    }

    /// §6.1: the offset follows the finger; one `scroll` line when it changes. The line is built
    /// into the effect: taken from `panChanged`'s optional, it was copied and the optional
    /// destroyed at every drag's start.
    private mutating func followFinger(_ s: ScrollIndex, report: PanReport, effects: inout [ScrollEffect]) {
        guard let offset = states[s].followFinger(translation: report.translation) else { return }
        effects.append(.line(dragScroll(s, to: offset), .followsFinger))
        if states[s].beginsRefreshing() {
            // §13.2: UIRefreshControl begins refreshing and sends its action.
            let view = states[s].view
            effects.append(.line(.refresh(view: view, event: .beginRefreshing), .refreshPulled))
            effects.append(.line(.refresh(view: view, event: .valueChanged), .refreshPulled))
        }
    }

    /// The pan's `changed` (§6.1): the offset follows the finger, and the `scroll` line to print
    /// when it changed. Returned rather than appended to a list of effects: it is the only
    /// effect of most steps of a drag, and the list cost more than the line. The state is changed
    /// where it lies: each `states[s]` was an access of its own, a dozen per move.
    mutating func panChanged(_ s: ScrollIndex, report: PanReport) -> (event: RecordEvent, cause: Cause)? {
        guard let offset = states[s].followFinger(translation: report.translation) else { return nil }
        return (dragScroll(s, to: offset), .followsFinger)
    }

    /// The `scroll` line of a drag that moved scroll view `s` to `offset` (§6.1).
    private func dragScroll(_ s: ScrollIndex, to offset: Point) -> RecordEvent {
        .scroll(view: states[s].view, offset: offset, reason: .drag)
    }

    /// §6.2, §6.3: bounce, page or decelerate from the current offset; the animation's timer
    /// when one starts. Changed where the state lies, as `startDrag`.
    private mutating func release(
        _ s: ScrollIndex, contentVelocity: Point, at now: SimTime, effects: inout [ScrollEffect]
    ) {
        guard let endsAt = states[s].release(contentVelocity: contentVelocity, at: now) else { return }
        effects.append(.startAnimationTimer(s, endsAt: endsAt))
    }
}
