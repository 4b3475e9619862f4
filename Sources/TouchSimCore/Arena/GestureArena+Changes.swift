/// A `set` event's change to a recognizer (docs/model.md §11.1).
extension GestureArena {
    /// Sets one of the recognizer's settings. Disabling a recognizer in a sequence ends its
    /// gesture the way the arena ends any other: `fail` cancels one that began and fails one
    /// still possible, and its failure lets the recognizers that require it to fail go on (§3.5),
    /// exactly as a failure of its own logic does [DOC UIGestureRecognizer.isEnabled: disabled
    /// while recognizing, it transitions to cancelled; a disabled recognizer receives no
    /// touches]. A recognizer that has no touches is idle and reports nothing.
    func apply(_ change: RecognizerChange, to r: RecognizerIndex, delegate: some ArenaDelegate<Machines>) {
        switch change {
        case .cancelsTouchesInView(let cancels):
            members[r].settings.cancelsTouchesInView = cancels
        case .enabled(let enabled):
            members[r].settings.enabled = enabled
            guard !enabled, !members[r].touches.isEmpty else { return }
            // §3.1: one already done resets at the step's end without waiting for its touches.
            if members[r].state.isTerminal { finished.append(r) } else { fail(r, because: .disabled, delegate) }
        }
    }
}
