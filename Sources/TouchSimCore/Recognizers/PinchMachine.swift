/// `UIPinchGestureRecognizer` (docs/model.md §4.6): exactly two fingers; further ones are not
/// given to it.
struct PinchMachine: GestureMachine {
    private var fingers = TwoFingers()
    private var active = false

    var touchLimit: Int? { 2 }
    var deadline: SimTime? { nil }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        fingers.add(touches)
        return .none
    }

    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent {
        fingers.move(touches)
        if active { return .change }
        guard let (a, b) = fingers.current, let (a0, b0) = fingers.initial,
            abs(a.distance(to: b) - a0.distance(to: b0)) >= Constants.pinchHysteresis
        else { return .none }
        active = true
        return .begin
    }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        active ? .end(afterChange: false) : .fail
    }

    mutating func timerFired(at now: SimTime) -> Intent { .none }

    mutating func reset() {
        fingers.reset()
        active = false
    }
}
