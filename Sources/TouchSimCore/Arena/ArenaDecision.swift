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
/// line can be explained without replaying the reasoning.
enum ArenaCause: Equatable {
    /// Its own logic asked for it (§4).
    case ownLogic
    /// Its requirements failed and it entered the state it was waiting for (§3.5).
    case requirementsFailed
    /// A recognizer it requires to fail began or recognized (§3.5).
    case requirementSucceeded(RecognizerIndex)
    /// An interacting recognizer began or recognized first (§3.4).
    case excludedBy(RecognizerIndex)
    /// `gestureRecognizerShouldBegin`, a control (§3.9) or its scroll view (§5.4) said NO (§3.3).
    case refusedToBegin
    /// The system cancelled one of its touches (§2.5).
    case systemCancel
    /// Its scroll view decided at the end of the content delay (§5.2).
    case contentDelayDecided
    /// A `set` event disabled it in the middle of a sequence (§11.1).
    case disabled

    /// The § of docs/model.md the cause applies.
    var section: String {
        switch self {
        case .ownLogic: return "§4"
        case .requirementsFailed, .requirementSucceeded: return "§3.5"
        case .excludedBy: return "§3.4"
        case .refusedToBegin: return "§3.3"
        case .systemCancel: return "§2.5"
        case .contentDelayDecided: return "§5.2"
        case .disabled: return "§11.1"
        }
    }
}

/// The questions the arena cannot answer alone, and where its decisions go.
protocol ArenaDelegate: AnyObject {
    /// `gestureRecognizer(_:shouldReceive:)` for a new touch whose hit view is `view` (§3.2).
    func arena(_ arena: GestureArena, shouldReceive touch: TouchSample, on view: ViewIndex, recognizer: RecognizerIndex)
        -> Bool
    /// Whether `recognizer` may leave `possible`: a control's veto (§3.9, §3.10), its scroll
    /// view's cancelling of content touches (§5.4), `gestureRecognizerShouldBegin` (§3.3).
    func arena(_ arena: GestureArena, shouldBegin recognizer: RecognizerIndex) -> Bool
    /// The content delay of `recognizer` is over: whether it recognizes (§5.2).
    func arena(_ arena: GestureArena, contentDelayRecognizes recognizer: RecognizerIndex) -> Bool
    /// Carries out one decision, before the arena goes on.
    func arena(_ arena: GestureArena, decided decision: ArenaDecision)
}
