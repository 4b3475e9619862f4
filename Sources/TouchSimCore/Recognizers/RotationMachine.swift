/// `UIRotationGestureRecognizer` (docs/model.md §4.7): it begins once the line between the two
/// fingers has turned far enough, changes while both are down, and ends when both have lifted
/// [DOC]. A finger lifted before it began fails it, as for a pinch [MODEL].
struct RotationMachine: TwoFingerMachine {
    var fingers = TwoFingers()
    var active = false

    static func hasBegun(from initial: (Point, Point), to current: (Point, Point)) -> Bool {
        abs(turn(from: initial.1 - initial.0, to: current.1 - current.0)) >= Constants.rotationHysteresis
    }

    /// `active` says only that it asked to begin: the arena may hold that back until its
    /// failure requirements fail (§3.5), and a finger lifted meanwhile fails it.
    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        guard active else { return .fail }
        return fingers.lift(touches) == 0 ? .end(afterChange: false) : .failUnlessBegun
    }

    /// The signed angle from `u` to `v`, radians in (−π, π].
    static func turn(from u: Point, to v: Point) -> Double {
        arcTangent(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y)
    }
}
