/// View animations (docs/model.md §17): the block's changes take effect at once, as UIKit's
/// model values do, and without `allowUserInteraction` the animating views take no new touches
/// until the animation ends. The engine keeps the running animations' ends in order and one
/// clock slot for the earliest.
extension Simulation {
    /// Runs `animation` at `now`.
    func animate(_ animation: ViewAnimation) {
        for change in animation.changes {
            if case .scrollView(let s, .contentOffset(let offset)) = change {
                let from = scrollEffects { $0.animateContentOffset(s, to: offset, at: now, effects: &$1) }
                drawOffset(of: s, from: from, to: offset, duration: animation.duration, curve: animation.curve)
            } else {
                apply(change)
            }
        }
        guard !animation.allowsUserInteraction, animation.duration.microseconds > 0 else { return }
        for view in animation.views { tree.beginAnimating(view) }
        let end = (endsAt: now + animation.duration, views: animation.views)
        // After every animation that ends at the same time or sooner: they end in the order begun.
        let position = viewAnimations.firstIndex { $0.endsAt > end.endsAt } ?? viewAnimations.count
        viewAnimations.insert(end, at: position)
        clock.schedule(slot(of: .viewAnimations), at: viewAnimations[0].endsAt)
    }

    /// The animations due at `now` end: their views take touches again, unless another
    /// animation still runs on them.
    func viewAnimationsEnded() {
        while let first = viewAnimations.first, first.endsAt <= now {
            viewAnimations.removeFirst()
            for view in first.views { tree.endAnimating(view) }
        }
        if let next = viewAnimations.first { clock.schedule(slot(of: .viewAnimations), at: next.endsAt) }
    }
}
