/// A touch as a recognizer sees it: which touch, where (window coordinates), when, and the
/// view it went down on.
struct TouchSample {
    let touch: TouchIndex
    let location: Point
    let time: SimTime
    let hitView: ViewIndex?
}

/// What a pan hands the owner of its actions, a scroll view (docs/model.md §4.3, §4.4, §6.4).
struct PanReport: Equatable {
    /// Finger movement since the pan started, less the hysteresis.
    let translation: Point
    /// Movement since the start, hysteresis included: what directional lock looks at.
    let rawTranslation: Point
    /// Release velocity of the fingers, points per second.
    let velocity: Point
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
    /// A finger lifted and another is still down: one that has begun goes on, one that has not
    /// fails, also while it waits for its failure requirements (docs/model.md §3.5, §4.7).
    case failUnlessBegun
    /// The content-touch delay is over and the scroll view must decide (docs/model.md §5.2);
    /// `atLift` when a finger lifted before its timer fired.
    case decide(atLift: Bool)
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
    /// Back to the start, after a terminal state once its touches ended (docs/model.md §3.1),
    /// wanting no timer: `deadline` is nil after it.
    mutating func reset()
}

extension GestureMachine {
    var touchLimit: Int? { nil }
}
