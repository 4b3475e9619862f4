/// One recognizer as the arena holds it: how it arbitrates, its state and the touches of its
/// current sequence (docs/model.md §3); its logic is in the arena's `MachineStore`.
struct ArenaMember {
    var settings: ArenaSettings
    var state = RecognizerState.possible
    /// Its touches, in the order received (§3.1, §3.2): the first of its sequence since its last
    /// reset, then those still in play. A touch that is over leaves it (`touchIsOver`), so a
    /// finger held down while thousands tap beside it costs a step only the fingers in play;
    /// the first stays until the reset, for §3.3's rules on where it went down.
    var touches: [TouchIndex] = []
    /// `began`/`recognized` it is waiting to enter until its requirements fail (§3.5).
    var pending: RecognizerState?
    /// The deadline last announced with `ArenaDecision.deadline`.
    var announcedDeadline: SimTime?
    /// Every state it reported, for the summary.
    var reported = RunList<GestureStateName>()
    /// How many times it reset: tells its current entries in `TouchHolders` from stale ones.
    var generation: UInt32 = 0
    /// How many of `touches` are down.
    var touchesDown = 0
    /// The most touches it tracks at once (`MachineStore.touchLimit`), `Int.max` for no limit:
    /// a machine's limit never changes, so the arena reads it once, not at every touch it hands
    /// out.
    var touchLimit = Int.max
    /// How many of its requirements are unresolved (`MemberStanding.unresolved`), and how many
    /// succeeded (`MemberStanding.succeeded`): §3.5 answered without walking a long `requireToFail` list.
    var unresolvedRequirements = 0
    var succeededRequirements = 0

    init(settings: ArenaSettings) {
        self.settings = settings
    }
}

/// The facts the arena keeps indexed about a member (`GestureArena.update(_:_:)` compares
/// them before and after a change), as bits: the facts that changed are one exclusive or.
/// Built from its fields, never from the whole member: a method called on a member copies it
/// first.
struct MemberStanding: OptionSet {
    let rawValue: UInt8

    /// §3.5: it has seen the touches and not yet failed, so it holds up those that require
    /// it to fail. One that never saw them counts as failed.
    static let unresolved = MemberStanding(rawValue: 1)
    /// §3.5: it began or recognized in this sequence, which fails those that require it to fail.
    static let succeeded = MemberStanding(rawValue: 2)
    static let active = MemberStanding(rawValue: 4)
    static let terminal = MemberStanding(rawValue: 8)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(state: RecognizerState, hasTouches: Bool) {
        // One switch, not four questions of the state: `update(_:_:)` asks twice per change.
        switch state {
        case .possible: self = hasTouches ? .unresolved : []
        case .began, .changed: self = [.succeeded, .active]
        case .ended, .cancelled, .recognized: self = [.succeeded, .terminal]
        case .failed: self = .terminal
        }
    }
}

extension RecognizerState {
    /// §3.5: began or recognized in this sequence (whatever came after).
    var hasSucceeded: Bool { self != .possible && self != .failed }
}

extension Array where Element: Comparable {
    /// Whether the array, sorted in ascending order, holds `element`: a binary search.
    func sortedContains(_ element: Element) -> Bool {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < element { low = middle + 1 } else { high = middle }
        }
        return low < count && self[low] == element
    }
}
