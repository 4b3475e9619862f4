/// `UIGestureRecognizer.State` (docs/model.md §3.1). `transition(to:)` holds the legal moves; an
/// illegal one is an engine bug, never something an input can cause.
enum RecognizerState: Equatable {
    case possible
    case began
    case changed
    case ended
    case cancelled
    case failed
    /// A discrete recognizer's `.ended`, reported as `recognized`.
    case recognized

    /// `began` or `changed`: a continuous recognizer in progress.
    var isActive: Bool { self == .began || self == .changed }

    /// A state after which the recognizer waits for its touches to end, then resets.
    var isTerminal: Bool {
        switch self {
        case .ended, .cancelled, .failed, .recognized: return true
        case .possible, .began, .changed: return false
        }
    }

    /// The name reported in `gesture` lines.
    var reportedName: GestureStateName? {
        switch self {
        case .possible: return nil
        case .began: return .began
        case .changed: return .changed
        case .ended: return .ended
        case .cancelled: return .cancelled
        case .failed: return .failed
        case .recognized: return .recognized
        }
    }

    /// Moves to `next`; discrete: possible → recognized | failed; continuous: possible → began
    /// → changed* → ended | cancelled, or possible → failed.
    mutating func transition(to next: RecognizerState) {
        let legal: Bool
        switch (self, next) {
        case (.possible, .began), (.possible, .recognized), (.possible, .failed): legal = true
        case (.began, .changed), (.changed, .changed): legal = true
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled): legal = true
        default: legal = false
        }
        precondition(legal, "illegal recognizer transition \(self) → \(next)")
        self = next
    }
}
