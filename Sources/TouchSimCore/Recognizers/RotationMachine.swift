/// `UIRotationGestureRecognizer` (docs/model.md §4.7): two fingers; it begins once the line
/// between them has turned far enough, changes while both are down, and ends when both have
/// lifted [DOC]. A finger lifted before it began fails it, as for a pinch [MODEL].
struct RotationMachine: GestureMachine {
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
        guard let (a, b) = fingers.current else { return .none }
        if active { return .change }
        guard let (a0, b0) = fingers.initial,
            abs(Self.turn(from: b0 - a0, to: b - a)) >= Constants.rotationHysteresis
        else { return .none }
        active = true
        return .begin
    }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        guard active else { return .fail }
        return fingers.lift(touches) == 0 ? .end(afterChange: false) : .none
    }

    mutating func timerFired(at now: SimTime) -> Intent { .none }

    mutating func reset() {
        fingers.reset()
        active = false
    }

    /// The signed angle from `u` to `v`, radians in (−π, π].
    static func turn(from u: Point, to v: Point) -> Double {
        arcTangent(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y)
    }
}
