import TouchSimOutput

/// What a search found: the minimal solutions, smallest first, and how much it tried.
public struct FixOutcome: Sendable {
    /// The largest set size tried.
    public var maxChanges: Int
    /// Every set that meets every expectation and contains no smaller such set: by size, then
    /// in the order of the changes.
    public var solutions: [FixSolution] = []
    /// How many sets were replayed.
    public var searched = 0
    /// Whether every trace met its expectations without any change; nothing was searched.
    public var alreadyMet = false
    /// When no fix was found: the sets that come closest, best first.
    public var nearMisses: [NearMiss] = []

    /// Whether there is something to report: a fix, or nothing to fix (exit status 0).
    public var succeeded: Bool { alreadyMet || !solutions.isEmpty }

    /// An outcome with nothing found yet.
    public init(maxChanges: Int) { self.maxChanges = maxChanges }
}

/// One fix: the changes, and what else they change in the traces and in the probes.
public struct FixSolution: Sendable {
    /// In the order of the search space.
    public var changes: [Change]
    /// Facts the expectations do not mention that differ from the original replays, the
    /// traces' first, then the probes'.
    public var sideEffects: [SideEffect]
    /// The gestures replayed before and after the fix to find the side effects no trace shows.
    public var probes: [Probe]

    /// What its changes take away, in their order.
    public var removals: [String] { changes.compactMap(\.removes) }

    /// Whether a change takes a capability away.
    public var removesSomething: Bool { changes.contains { $0.removes != nil } }
}

/// A fact of one trace or probe that a fix turns on or off.
public struct SideEffect: Sendable, Equatable {
    /// Where it shows.
    public enum Source: Sendable, Equatable {
        /// A trace, by its path.
        case trace(String)
        /// A probe, by its description.
        case probe(String)
    }

    /// Where it shows.
    public var source: Source
    /// The fact.
    public var fact: Fact
    /// Whether it holds after the fix (it did not before), or no longer holds.
    public var nowHolds: Bool
}
