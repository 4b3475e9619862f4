/// `UITapGestureRecognizer` (docs/model.md §4.1).
struct TapMachine: GestureMachine {
    let tapsRequired: Int
    let touchesRequired: Int

    private enum Progress {
        case idle
        /// Fingers of tap number `tap` (0-based) are down, each in `starts`; `count` of fingers
        /// this tap has had.
        case down(tap: Int, firstTap: Point, count: Int, heldUntil: SimTime)
        case waitingForNextTap(tapsDone: Int, firstTap: Point, giveUpAt: SimTime)
    }

    private var progress = Progress.idle
    /// While `down`: the tap's fingers still down and where each went down. Kept beside
    /// `progress` rather than in it, so that its list keeps its storage. Read only while `down`,
    /// and refilled when a tap goes down, so that leaving `down` (a reset, a timer) leaves it alone.
    private var starts = FingerStarts()

    /// `Constants.tapMaximumHold`, read once: a static `let` is initialized lazily, and every
    /// read of it went through `swift_once`, at every tap's `down` for each recognizer.
    private let maximumHold = Constants.tapMaximumHold

    init(tapsRequired: Int, touchesRequired: Int) {
        self.tapsRequired = tapsRequired
        self.touchesRequired = touchesRequired
    }

    var deadline: SimTime? {
        switch progress {
        case .idle: return nil
        case .down(_, _, _, let heldUntil): return heldUntil
        case .waitingForNextTap(_, _, let giveUpAt): return giveUpAt
        }
    }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        guard let now = touches.first?.time else { return .none }
        let count: Int
        switch progress {
        case .idle:
            count = touches.count
            progress = .down(
                tap: 0, firstTap: touches[0].location, count: count, heldUntil: now + maximumHold)
            starts.restart(touches)
        case .waitingForNextTap(let tapsDone, let firstTap, _):
            // The next tap must go down near the first one.
            if touches.contains(where: { $0.location.distance(to: firstTap) > Constants.tapAllowableMovement }) {
                return .fail
            }
            count = touches.count
            progress = .down(
                tap: tapsDone, firstTap: firstTap, count: count, heldUntil: now + maximumHold)
            starts.restart(touches)
        case .down(let tap, let firstTap, let before, let heldUntil):
            count = before + touches.count
            progress = .down(tap: tap, firstTap: firstTap, count: count, heldUntil: heldUntil)
            for t in touches { starts.add(t) }
        }
        return count > touchesRequired ? .fail : .none
    }

    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent {
        guard case .down = progress else { return .none }
        return movedTooFar(touches) ? .fail : .none
    }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        guard case .down(let tap, let firstTap, let count, _) = progress, let now = touches.first?.time else {
            return .none
        }
        if movedTooFar(touches) { return .fail }
        starts.remove(touches)
        guard starts.isEmpty else { return .none }
        // The tap is over: every required finger must have been part of it.
        guard count == touchesRequired else { return .fail }
        if tap + 1 == tapsRequired {
            progress = .idle
            return .recognize
        }
        progress = .waitingForNextTap(
            tapsDone: tap + 1, firstTap: firstTap, giveUpAt: now + Constants.tapMaximumInterval)
        return .none
    }

    /// Whether one of the tap's fingers is now farther from where it went down than a tap allows.
    /// A loop, not `contains(where:)` with a method, which copied the machine (docs/performance.md).
    private func movedTooFar(_ touches: [TouchSample]) -> Bool {
        for t in touches {
            guard let start = starts.start(of: t.touch) else { continue }
            if t.location.distance(to: start) > Constants.tapAllowableMovement { return true }
        }
        return false
    }

    mutating func timerFired(at now: SimTime) -> Intent {
        // Held too long, or the next tap came too late.
        progress = .idle
        return .fail
    }

    mutating func reset() {
        progress = .idle
    }
}
