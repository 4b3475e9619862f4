/// How a recognizer takes part in the arena (docs/model.md §3); only `enabled` and
/// `cancelsTouchesInView` may change after the scene is built (§11.1).
struct ArenaSettings {
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
        /// Sorted, each once (`GestureArena` sorts them): looked up by binary search.
        case some([RecognizerIndex])

        /// These and `other` too, when there is one (`GestureArena` sorts them).
        func adding(_ other: RecognizerIndex?) -> Simultaneity {
            guard let other, case .some(let others) = self else { return self }
            return .some(others + [other])
        }

        func allows(_ other: RecognizerIndex) -> Bool {
            switch self {
            case .all: return true
            case .some(let others): return others.sortedContains(other)
            }
        }

        /// The same, its list sorted for `allows`.
        var sorted: Simultaneity {
            guard case .some(let others) = self else { return self }
            return .some(Set(others).sorted())
        }
    }

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

    /// Whether, once it begins or recognizes, the views never hear of its touches they have not
    /// heard of yet (§3.6, §3.7): it cancels touches in view, or it held their `touchesBegan`.
    var takesUnheardTouches: Bool { cancelsTouchesInView || delaysTouchesBegan }
    /// `requireToFail` (§3.5).
    var requirements: [RecognizerIndex]
    /// `recognizeSimultaneouslyWith` (§3.4).
    var simultaneity: Simultaneity
}
