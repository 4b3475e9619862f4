/// `UILongPressGestureRecognizer` (docs/model.md §4.2): begins from a timer once the required
/// fingers have rested `minimumPressDuration`; with `numberOfTapsRequired` > 0 that many quick
/// taps come first (the tap rules of §4.1 apply to them).
struct LongPressMachine: GestureMachine {
    let pressDuration: Duration
    let allowableMovement: Double
    let touchesRequired: Int
    let tapsRequired: Int

    private enum Progress {
        case idle
        /// A preparatory tap is down.
        case tapping(tapsDone: Int, starts: [(touch: TouchIndex, at: Point)], heldUntil: SimTime)
        case betweenTaps(tapsDone: Int, giveUpAt: SimTime)
        /// The pressing fingers are down; the timer runs once all required ones are.
        case pressing(starts: [(touch: TouchIndex, at: Point)], firesAt: SimTime?)
        case pressed
    }

    private var progress = Progress.idle

    init(pressDuration: Duration, allowableMovement: Double, touchesRequired: Int, tapsRequired: Int) {
        self.pressDuration = pressDuration
        self.allowableMovement = allowableMovement
        self.touchesRequired = touchesRequired
        self.tapsRequired = tapsRequired
    }

    var deadline: SimTime? {
        switch progress {
        case .idle, .pressed: return nil
        case .tapping(_, _, let heldUntil): return heldUntil
        case .betweenTaps(_, let giveUpAt): return giveUpAt
        case .pressing(_, let firesAt): return firesAt
        }
    }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        guard let now = touches.first?.time else { return .none }
        let added = touches.map { (touch: $0.touch, at: $0.location) }
        switch progress {
        case .idle where tapsRequired > 0:
            progress = .tapping(tapsDone: 0, starts: added, heldUntil: now + Constants.tapMaximumHold)
        case .idle:
            return press(added, now: now)
        case .betweenTaps(let tapsDone, _) where tapsDone < tapsRequired:
            progress = .tapping(tapsDone: tapsDone, starts: added, heldUntil: now + Constants.tapMaximumHold)
        case .betweenTaps:
            return press(added, now: now)
        case .tapping(let tapsDone, let starts, let heldUntil):
            progress = .tapping(tapsDone: tapsDone, starts: starts + added, heldUntil: heldUntil)
            if starts.count + added.count > touchesRequired { return .fail }
        case .pressing(let starts, _):
            return press(starts + added, now: now)
        case .pressed:
            break
        }
        return .none
    }

    private mutating func press(_ starts: [(touch: TouchIndex, at: Point)], now: SimTime) -> Intent {
        if starts.count > touchesRequired { return .fail }
        progress = .pressing(starts: starts, firesAt: starts.count == touchesRequired ? now + pressDuration : nil)
        return .none
    }

    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent {
        switch progress {
        case .pressed:
            return .change
        case .pressing(let starts, _):
            return movedTooFar(touches, starts, allowableMovement) ? .fail : .none
        case .tapping(_, let starts, _):
            return movedTooFar(touches, starts, Constants.tapAllowableMovement) ? .fail : .none
        case .idle, .betweenTaps:
            return .none
        }
    }

    private func movedTooFar(_ touches: [TouchSample], _ starts: [(touch: TouchIndex, at: Point)], _ limit: Double)
        -> Bool
    {
        touches.contains { t in
            starts.first { $0.touch == t.touch }.map { t.location.distance(to: $0.at) > limit } ?? false
        }
    }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        guard let now = touches.first?.time else { return .none }
        switch progress {
        case .pressed:
            return .end(afterChange: false)
        case .pressing:
            // Lifted before the press was long enough.
            return .fail
        case .tapping(let tapsDone, let starts, let heldUntil):
            let remaining = starts.filter { s in !touches.contains { $0.touch == s.touch } }
            if remaining.isEmpty {
                progress = .betweenTaps(tapsDone: tapsDone + 1, giveUpAt: now + Constants.tapMaximumInterval)
            } else {
                progress = .tapping(tapsDone: tapsDone, starts: remaining, heldUntil: heldUntil)
            }
            return .none
        case .idle, .betweenTaps:
            return .none
        }
    }

    mutating func timerFired(at now: SimTime) -> Intent {
        if case .pressing = progress {
            progress = .pressed
            return .begin
        }
        progress = .idle
        return .fail
    }

    mutating func reset() { progress = .idle }
}
