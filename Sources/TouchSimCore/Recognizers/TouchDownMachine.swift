/// UIKit's `UISwipeDismissalGestureRecognizer` (docs/model.md §14.4): a discrete recognizer that
/// recognizes as soon as a finger goes down, so that its `delaysTouchesBegan` keeps the touch
/// from every view. Its delegate decides whether it may (the table, whether a row is open).
struct TouchDownMachine: GestureMachine {
    var deadline: SimTime? { nil }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent { .recognize }
    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent { .none }
    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent { .none }
    mutating func timerFired(at now: SimTime) -> Intent { .none }
    mutating func reset() {}
}
