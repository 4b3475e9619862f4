/// UIScrollViewDelayedTouchesBeganGestureRecognizer (docs/model.md §5.1, §5.2): holds the
/// content's touches for 150 ms; when the time is up or a finger lifts, the scroll view decides.
/// It never recognizes on its own account.
struct DelayedTouchesBeganMachine: GestureMachine {
    private var endsAt: SimTime?

    var deadline: SimTime? { endsAt }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        if endsAt == nil, let now = touches.first?.time { endsAt = now + Constants.contentTouchDelay }
        return .none
    }

    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent { .none }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        endsAt = nil
        return .decide(atLift: true)
    }

    mutating func timerFired(at now: SimTime) -> Intent {
        endsAt = nil
        return .decide(atLift: false)
    }

    mutating func reset() { endsAt = nil }
}
