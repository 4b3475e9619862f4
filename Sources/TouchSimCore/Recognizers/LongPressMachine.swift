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
        case tapping(tapsDone: Int, heldUntil: SimTime)
        case betweenTaps(tapsDone: Int, giveUpAt: SimTime)
        /// The pressing fingers are down; the timer runs once all required ones are.
        case pressing(firesAt: SimTime?)
        case pressed
    }

    private var progress = Progress.idle
    /// While `tapping` or `pressing`: the fingers down and where each went down. Kept beside
    /// `progress` rather than in it, so that its list keeps its storage: a list in the state was
    /// made at every `down`. Refilled when a tap or a press starts.
    private var starts = FingerStarts()

    init(pressDuration: Duration, allowableMovement: Double, touchesRequired: Int, tapsRequired: Int) {
        self.pressDuration = pressDuration
        self.allowableMovement = allowableMovement
        self.touchesRequired = touchesRequired
        self.tapsRequired = tapsRequired
    }

    var deadline: SimTime? {
        switch progress {
        case .idle, .pressed: return nil
        case .tapping(_, let heldUntil): return heldUntil
        case .betweenTaps(_, let giveUpAt): return giveUpAt
        case .pressing(let firesAt): return firesAt
        }
    }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        guard let now = touches.first?.time else { return .none }
        switch progress {
        case .idle where tapsRequired > 0:
            progress = .tapping(tapsDone: 0, heldUntil: now + Constants.tapMaximumHold)
            starts.restart(touches)
        case .idle:
            return press(touches, joining: false, now: now)
        case .betweenTaps(let tapsDone, _) where tapsDone < tapsRequired:
            progress = .tapping(tapsDone: tapsDone, heldUntil: now + Constants.tapMaximumHold)
            starts.restart(touches)
        case .betweenTaps:
            return press(touches, joining: false, now: now)
        case .tapping:
            for t in touches { starts.add(t) }
            if starts.count > touchesRequired { return .fail }
        case .pressing:
            return press(touches, joining: true, now: now)
        case .pressed:
            break
        }
        return .none
    }

    /// `touches` start a press, or join the one started (`joining`); too many fingers fail it,
    /// leaving the press as it was.
    private mutating func press(_ touches: [TouchSample], joining: Bool, now: SimTime) -> Intent {
        let count = (joining ? starts.count : 0) + touches.count
        if count > touchesRequired { return .fail }
        if joining {
            for t in touches { starts.add(t) }
        } else {
            starts.restart(touches)
        }
        progress = .pressing(firesAt: count == touchesRequired ? now + pressDuration : nil)
        return .none
    }

    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent {
        switch progress {
        case .pressed:
            return .change
        case .pressing:
            return movedTooFar(touches, allowableMovement) ? .fail : .none
        case .tapping:
            return movedTooFar(touches, Constants.tapAllowableMovement) ? .fail : .none
        case .idle, .betweenTaps:
            return .none
        }
    }

    /// Whether one of `touches` is now farther than `limit` from where it went down.
    private func movedTooFar(_ touches: [TouchSample], _ limit: Double) -> Bool {
        touches.contains { t in starts.start(of: t.touch).map { t.location.distance(to: $0) > limit } ?? false }
    }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        guard let now = touches.first?.time else { return .none }
        switch progress {
        case .pressed:
            return .end(afterChange: false)
        case .pressing:
            // Lifted before the press was long enough.
            return .fail
        case .tapping(let tapsDone, _):
            starts.remove(touches)
            if starts.isEmpty {
                progress = .betweenTaps(tapsDone: tapsDone + 1, giveUpAt: now + Constants.tapMaximumInterval)
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
