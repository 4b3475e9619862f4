/// A touch as a recognizer sees it: which finger, where (window coordinates) and when.
struct TouchSample {
    let key: Int
    let location: Point
    let time: SimTime
}

/// What a recognizer's own logic asks for after seeing input. The engine decides whether it
/// happens: failure requirements, exclusivity and `gestureRecognizerShouldBegin` may stop it.
enum Intent: Equatable {
    case none
    case begin
    case change
    /// A continuous recognizer ends; `afterChange` when the final lift moved it once more
    /// (docs/model.md §4.3: an `up` away from the last move is one more `changed`).
    case end(afterChange: Bool)
    case recognize
    case fail
    /// The content-touch delay is over and the scroll view must decide (docs/model.md §5.2).
    case decide
}

/// The private progress of one recognizer class: it sees the touches it was given and says
/// what it wants, assuming the engine grants it. Timers are a single `deadline`.
protocol GestureMachine {
    /// The most touches it tracks at once; further touches are not given to it.
    var touchLimit: Int? { get }
    /// When it wants `timerFired`; nil for no timer.
    var deadline: SimTime? { get }
    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent
    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent
    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent
    mutating func timerFired(at now: SimTime) -> Intent
    /// Back to the start, after a terminal state once its touches ended (docs/model.md §3.1).
    mutating func reset()
}

extension GestureMachine {
    var touchLimit: Int? { nil }
}
