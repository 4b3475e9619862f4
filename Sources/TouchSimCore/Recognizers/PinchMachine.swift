/// `UIPinchGestureRecognizer` (docs/model.md §4.6): exactly two fingers; further ones are not
/// given to it.
struct PinchMachine: GestureMachine {
    private var fingers: [(touch: TouchIndex, at: Point)] = []
    private var initialDistance: Double?
    private var active = false

    var touchLimit: Int? { 2 }
    var deadline: SimTime? { nil }

    private var distance: Double { fingers[0].at.distance(to: fingers[1].at) }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        fingers += touches.map { ($0.touch, $0.location) }
        if fingers.count == 2 && initialDistance == nil { initialDistance = distance }
        return .none
    }

    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent {
        for t in touches {
            if let i = fingers.firstIndex(where: { $0.touch == t.touch }) { fingers[i].at = t.location }
        }
        if active { return .change }
        guard fingers.count == 2, let initial = initialDistance,
            abs(distance - initial) >= Constants.pinchHysteresis
        else { return .none }
        active = true
        return .begin
    }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        active ? .end(afterChange: false) : .fail
    }

    mutating func timerFired(at now: SimTime) -> Intent { .none }

    mutating func reset() {
        fingers = []
        initialDistance = nil
        active = false
    }
}
