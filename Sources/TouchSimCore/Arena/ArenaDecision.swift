/// What the arena decided, in the order it decided it. The arena delivers no touches and prints
/// nothing: its delegate carries each decision out before the arena asks its next question.
enum ArenaDecision: Equatable {
    /// A recognizer entered `state`. Its `gesture` line, and for a scroll view's pan its scroll
    /// view's reaction (§6), follow from this.
    case transition(RecognizerIndex, RecognizerState, because: ArenaCause)
    /// A recognizer began or recognized: its touches leave their views (§3.6, §3.7).
    case takeTouches(RecognizerIndex)
    /// A recognizer wants `timerFired` at this time; nil: it wants no timer any more.
    case deadline(RecognizerIndex, SimTime?)
}

/// Why a recognizer changed state: the rule of docs/model.md and the recognizers involved, so a
/// line can be explained without replaying the reasoning (`Cause.arena`).
public enum ArenaCause: Sendable, Equatable {
    /// Its own logic asked for it (§4).
    case ownLogic
    /// It waited for the recognizers it requires to fail; the last of them, this one, failed (§3.5).
    case requirementsFailed(RecognizerIndex)
    /// A recognizer it requires to fail began or recognized (§3.5).
    case requirementSucceeded(RecognizerIndex)
    /// An interacting recognizer began or recognized first (§3.4).
    case excludedBy(RecognizerIndex)
    /// It may not leave `possible` (§3.3).
    case refusedToBegin(Refusal)
    /// The system cancelled one of its touches (§2.5).
    case systemCancel
    /// Its scroll view decided when the content delay ended (§5.2): its timer fired, or
    /// (`atLift`) a finger lifted first and the question was asked at once.
    case contentDelayDecided(atLift: Bool)
    /// A `set` event disabled it in the middle of a sequence (§11.1).
    case disabled

    /// Who said NO when a recognizer wanted to leave `possible`.
    public enum Refusal: Sendable, Equatable {
        /// `gestureRecognizerShouldBegin` of its view's delegate (§3.3).
        case delegate
        /// A control under its touch wins over an ancestor's single tap (§3.9).
        case controlWinsTap(ViewIndex)
        /// A control under its touch wins over an ancestor's parallel pan or swipe (§3.10).
        case controlWinsParallel(ViewIndex)
        /// A scroll view's pan may not take its touches back from the content (§5.4).
        case contentKeepsTouches

        /// The control that refused, for the refusals of a control.
        public var control: ViewIndex? {
            switch self {
            case .controlWinsTap(let view), .controlWinsParallel(let view): return view
            case .delegate, .contentKeepsTouches: return nil
            }
        }
    }
}

/// The questions the arena cannot answer alone, and where its decisions go.
protocol ArenaDelegate<Machines>: AnyObject {
    /// Where the machines of the arena it serves are.
    associatedtype Machines: MachineStore

    /// `gestureRecognizer(_:shouldReceive:)` for a new touch whose hit view is `view` (§3.2).
    func arena(
        _ arena: GestureArena<Machines>, shouldReceive touch: TouchSample, on view: ViewIndex,
        recognizer: RecognizerIndex
    )
        -> Bool
    /// Who refuses to let `recognizer` leave `possible`, nil when it may: a control's veto
    /// (§3.9, §3.10), its scroll view's cancelling of content touches (§5.4),
    /// `gestureRecognizerShouldBegin` (§3.3).
    func arena(_ arena: GestureArena<Machines>, refusalToBegin recognizer: RecognizerIndex) -> ArenaCause.Refusal?
    /// The content delay of `recognizer` is over: whether it recognizes (§5.2).
    func arena(_ arena: GestureArena<Machines>, contentDelayRecognizes recognizer: RecognizerIndex) -> Bool
    /// Carries out one decision, before the arena goes on.
    func arena(_ arena: GestureArena<Machines>, decided decision: ArenaDecision)
}
