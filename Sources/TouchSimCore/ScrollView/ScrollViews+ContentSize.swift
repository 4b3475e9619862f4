/// A `set` event's `contentSize` (docs/model.md §11.10): the content grows or shrinks under a
/// scroll view, as when a feed appends the page it loaded while the user scrolls.
extension ScrollViews {
    /// Sets scroll view `s`'s content size. The offset does not move at the change; everything
    /// measured from then reads the new range: a drag's rubber band at its next move, a release.
    /// A running deceleration goes on from where it is at the speed it has now, against the new
    /// range (it may now travel further, or meet the new edge and bounce); a bounce or page turn
    /// whose end is still in range goes on, and one whose end is not settles from where it is, as
    /// a release with no velocity does (§6.2, §6.3). [MODEL]
    mutating func setContentSize(_ s: ScrollIndex, _ size: Size, at now: SimTime, effects: inout [ScrollEffect]) {
        let shown = states.offset(of: s, at: now)
        states[s].geometry.spec.contentSize = size
        guard case .animating(let animation) = states[s].motion else { return }
        if case .easeOut = animation.curve, states[s].geometry.clamped(animation.to) == animation.to { return }
        states[s].offset = shown
        states[s].motion = .idle
        let velocity = animation.velocity(at: now)
        guard let next = states[s].geometry.release(offset: shown, velocity: velocity, pageStart: shown, at: now) else {
            // Too slow to go on: it rests where it is, and its line says so now.
            effects.append(.cancelAnimationTimer(s))
            effects.append(
                .line(
                    .scroll(view: states[s].view, offset: shown, reason: animation.endReason),
                    .animationEnded(startedAt: animation.startedAt)))
            return
        }
        states[s].motion = .animating(next)
        effects.append(.startAnimationTimer(s, endsAt: next.endsAt))
    }
}
