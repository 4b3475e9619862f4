/// `UITapGestureRecognizer` (docs/model.md §4.1).
struct TapMachine: GestureMachine {
    let tapsRequired: Int
    let touchesRequired: Int

    private enum Progress {
        case idle
        /// Fingers of tap number `tap` (0-based) are down; `starts` per finger, `count` of
        /// fingers this tap has had.
        case down(tap: Int, firstTap: Point, starts: [(touch: TouchIndex, at: Point)], count: Int, heldUntil: SimTime)
        case waitingForNextTap(tapsDone: Int, firstTap: Point, giveUpAt: SimTime)
    }

    private var progress = Progress.idle

    init(tapsRequired: Int, touchesRequired: Int) {
        self.tapsRequired = tapsRequired
        self.touchesRequired = touchesRequired
    }

    var deadline: SimTime? {
        switch progress {
        case .idle: return nil
        case .down(_, _, _, _, let heldUntil): return heldUntil
        case .waitingForNextTap(_, _, let giveUpAt): return giveUpAt
        }
    }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        guard let now = touches.first?.time else { return .none }
        let added = touches.map { (touch: $0.touch, at: $0.location) }
        switch progress {
        case .idle:
            progress = .down(
                tap: 0, firstTap: added[0].at, starts: added, count: added.count,
                heldUntil: now + Constants.tapMaximumHold)
        case .waitingForNextTap(let tapsDone, let firstTap, _):
            // The next tap must go down near the first one.
            if added.contains(where: { $0.at.distance(to: firstTap) > Constants.tapAllowableMovement }) {
                return .fail
            }
            progress = .down(
                tap: tapsDone, firstTap: firstTap, starts: added, count: added.count,
                heldUntil: now + Constants.tapMaximumHold)
        case .down(let tap, let firstTap, let starts, let count, let heldUntil):
            progress = .down(
                tap: tap, firstTap: firstTap, starts: starts + added, count: count + added.count, heldUntil: heldUntil)
        }
        if case .down(_, _, _, let count, _) = progress, count > touchesRequired { return .fail }
        return .none
    }

    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent {
        guard case .down(_, _, let starts, _, _) = progress else { return .none }
        for t in touches {
            if let start = starts.first(where: { $0.touch == t.touch }),
                t.location.distance(to: start.at) > Constants.tapAllowableMovement
            {
                return .fail
            }
        }
        return .none
    }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        guard case .down(let tap, let firstTap, let starts, let count, let heldUntil) = progress,
            let now = touches.first?.time
        else { return .none }
        if touches.contains(where: { t in
            starts.first(where: { $0.touch == t.touch }).map {
                t.location.distance(to: $0.at) > Constants.tapAllowableMovement
            } ?? false
        }) {
            return .fail
        }
        let remaining = starts.filter { s in !touches.contains { $0.touch == s.touch } }
        guard remaining.isEmpty else {
            progress = .down(tap: tap, firstTap: firstTap, starts: remaining, count: count, heldUntil: heldUntil)
            return .none
        }
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

    mutating func timerFired(at now: SimTime) -> Intent {
        // Held too long, or the next tap came too late.
        progress = .idle
        return .fail
    }

    mutating func reset() { progress = .idle }
}
