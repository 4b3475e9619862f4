/// A view removed from its window during the trace (docs/model.md §11.8).
extension Simulation {
    /// `removeFromSuperview()` of `view`: it and its subviews take no new touches, and every
    /// finger still down on one of them is cancelled as a system cancel is (§2.5): the view
    /// hears `touchesCancelled` if it heard of the touch [DOC UIResponder.touchesCancelled: an
    /// interruption is anything that causes the view handling the touch to be removed from its
    /// window], and each recognizer following it is cancelled if it had begun and fails if not
    /// [MODEL]. The finger's later events in the trace reach nothing.
    func removeFromWindow(_ view: ViewIndex) {
        tree.removeFromWindow(view)
        let fingers = touches.fingersDown(inside: view)
        guard !fingers.isEmpty else { return }
        var step = ArenaStep()
        for (finger, location) in fingers {
            let cancel = TouchEvent(time: now, touch: finger, phase: .cancel, location: location)
            if let sample = touches.change(cancel, at: now) { step.cancelled.append(sample) }
        }
        arena.handle(step, delegate: self)
        deliverToViews(step)
    }
}
