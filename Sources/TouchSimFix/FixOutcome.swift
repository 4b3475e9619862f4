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

    /// Whether there is something to report: a fix, or nothing to fix (exit status 0).
    public var succeeded: Bool { alreadyMet || !solutions.isEmpty }

    /// An outcome with nothing found yet.
    public init(maxChanges: Int) { self.maxChanges = maxChanges }
}

/// One fix: the changes, and what else they change in the traces.
public struct FixSolution: Sendable {
    /// In the order of the search space.
    public var changes: [Change]
    /// Facts the expectations do not mention that differ from the original replays.
    public var sideEffects: [SideEffect]
}

/// A fact of one trace that a fix turns on or off.
public struct SideEffect: Sendable, Equatable {
    /// The trace's path.
    public var path: String
    /// The fact.
    public var fact: Fact
    /// Whether it holds after the fix (it did not before), or no longer holds.
    public var nowHolds: Bool
}
