/// One recognizer as the arena holds it: how it arbitrates, its logic, its state and the
/// touches of its current sequence (docs/model.md §3).
struct ArenaMember {
    /// What kind of participant it is.
    enum Role: Equatable {
        /// A recognizer that recognizes on its own account.
        case ordinary
        /// A scroll view's delayed-touches-began recognizer (§5.1): the scroll view decides
        /// whether it recognizes, and its recognizing fails no other recognizer.
        case contentDelay
    }

    /// Which other recognizers it may recognize together with (§3.4).
    enum Simultaneity: Equatable {
        case all
        case some([RecognizerIndex])

        func allows(_ other: RecognizerIndex) -> Bool {
            switch self {
            case .all: return true
            case .some(let others): return others.contains(other)
            }
        }
    }

    /// How the recognizer takes part; only `enabled` and `cancelsTouchesInView` may change after
    /// the scene is built (docs/model.md §11.1).
    struct Settings {
        /// The view it is attached to.
        let view: ViewIndex
        let role: Role
        /// `isEnabled`; a disabled recognizer receives no touches (§3.2).
        var enabled: Bool
        /// §3.6.
        var cancelsTouchesInView: Bool
        /// §3.7.
        let delaysTouchesBegan: Bool
        /// §3.8.
        let delaysTouchesEnded: Bool
        /// `requireToFail` (§3.5).
        var requirements: [RecognizerIndex]
        /// `recognizeSimultaneouslyWith` (§3.4).
        var simultaneity: Simultaneity
    }

    var settings: Settings
    var machine: any GestureMachine
    var state = RecognizerState.possible
    /// Touches given to it since its last reset, in the order received.
    var touches: [TouchIndex] = []
    /// `began`/`recognized` it is waiting to enter until its requirements fail (§3.5).
    var pending: RecognizerState?
    /// The deadline last announced with `ArenaDecision.deadline`.
    var announcedDeadline: SimTime?
    /// Every state it reported, for the summary.
    var reported = RunList<GestureStateName>()

    init(settings: Settings, machine: any GestureMachine) {
        self.settings = settings
        self.machine = machine
    }
}
