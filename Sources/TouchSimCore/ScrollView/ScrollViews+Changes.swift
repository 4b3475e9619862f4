/// A `set` event's change to a scroll view (docs/model.md §11.3).
extension ScrollViews {
    /// Sets one key of scroll view `s`. The switches of its own recognizers (`scrollEnabled`,
    /// `delaysContentTouches`) are the engine's to pass on to the arena, which owns them.
    mutating func apply(_ change: ScrollChange, to s: ScrollIndex, at now: SimTime, effects: inout [ScrollEffect]) {
        switch change {
        case .contentOffset(let offset): setContentOffset(s, offset, at: now, reason: .set, effects: &effects)
        case .scrollEnabled(let enabled): states[s].geometry.spec.scrollEnabled = enabled
        case .delaysContentTouches(let delays): states[s].geometry.spec.delaysContentTouches = delays
        case .canCancelContentTouches(let cancels): states[s].geometry.spec.canCancelContentTouches = cancels
        case .contentSize(let size): setContentSize(s, size, at: now, effects: &effects)
        }
    }

    /// `setContentOffset(_:animated: false)`: a running deceleration, bounce or page turn stops
    /// where it was told to be [COMM: rdar://16724593; facebook/pop#100: only the non-animated
    /// call cancels the scroll view's animation]; a drag goes on from the new offset, the
    /// finger's later motion added to it [WWDC11-104: a scroll view recentred while the user
    /// drags it keeps following the finger]; the scroll view shows the new offset at once and
    /// new touches hit-test with it (§1.3). One `scroll` line, reason `set`, when the offset
    /// changed or an animation stopped.
    private mutating func setContentOffset(
        _ s: ScrollIndex, _ offset: Point, at now: SimTime, reason: ScrollReason?, effects: inout [ScrollEffect]
    ) {
        let shown = states.offset(of: s, at: now)
        var stopped = false
        switch states[s].motion {
        case .animating:
            effects.append(.cancelAnimationTimer(s))
            states[s].motion = .idle
            stopped = true
        case .dragging(let rawStart, let pageStart, let locked):
            let geometry = states[s].geometry
            var start = rawStart
            for axis in Axis.allCases {
                start[axis] += geometry.raw(displayed: offset[axis], axis) - geometry.raw(displayed: shown[axis], axis)
            }
            states[s].motion = .dragging(rawStart: start, pageStart: pageStart + (offset - shown), lockedAxis: locked)
        case .idle, .caught:
            break
        }
        states[s].offset = offset
        guard let reason, stopped || offset != shown else { return }
        effects.append(.line(.scroll(view: states[s].view, offset: offset, reason: reason), .setOffset))
    }

    /// A UIView animation of the offset (docs/model.md §17.3): its model value, the bounds origin
    /// hit-testing reads (§1.3), is the new offset at once, so it acts as
    /// `setContentOffset(_:animated: false)` does (§11.3), without a line: the lines are those of
    /// the offset Core Animation draws (`Simulation.drawOffset`). The scroll view has no animation
    /// of its own for a touch to catch (§5.6) [MODEL]. The answer is the offset shown before,
    /// where the drawing starts.
    mutating func animateContentOffset(
        _ s: ScrollIndex, to offset: Point, at now: SimTime, effects: inout [ScrollEffect]
    ) -> Point {
        let shown = states.offset(of: s, at: now)
        setContentOffset(s, offset, at: now, reason: nil, effects: &effects)
        return shown
    }
}
