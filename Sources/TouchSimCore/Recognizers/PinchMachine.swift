/// `UIPinchGestureRecognizer` (docs/model.md §4.6): it begins once the fingers' distance has
/// changed by 8 pt, and ends at the first lift; lifted before it began, it fails.
struct PinchMachine: TwoFingerMachine {
    var fingers = TwoFingers()
    var active = false

    static func hasBegun(from initial: (Point, Point), to current: (Point, Point)) -> Bool {
        abs(current.0.distance(to: current.1) - initial.0.distance(to: initial.1)) >= Constants.pinchHysteresis
    }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        active ? .end(afterChange: false) : .fail
    }
}
