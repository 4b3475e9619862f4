/// Which changes of the search one trace can see, worked out once per search from each change's
/// anchors (`FixSearch.visiblePart(of:to:)` reads it for every set).
struct ChangeVisibility: Sendable {
    /// Per change: whether the trace's replay can depend on it at all (not a change that acts
    /// only on movement, for a trace whose fingers never move).
    private let counts: [Bool]
    /// Per change: whether it counts and the trace's touches reach every object it is on.
    private let seen: [Bool]
    /// Whether more than one finger goes down: one seen change then makes every change count.
    private let wholeSet: Bool

    /// The changes of `changes` that `trace`, whose touches reach the nodes `reached`, can see.
    init(_ changes: [Change], trace: FixTrace, reached: Set<Int>) {
        let counts = changes.map { !(trace.isStationary && $0.actsOnMovement) }
        self.counts = counts
        seen = changes.indices.map { i in
            counts[i] && changes[i].anchors.contains(where: reached.contains)
                && changes[i].partnerAnchor.map(reached.contains) ?? true
        }
        wholeSet = trace.hasSeveralDowns
    }

    /// The changes of `set` the trace sees, as `FixSearch.visiblePart(of:to:)` says; `changes`
    /// are the ones this was made from.
    func part(of set: [Int], _ changes: [Change]) -> [Int] {
        guard set.contains(where: { seen[$0] }) else { return [] }
        if wholeSet { return set.filter { counts[$0] } }
        let scopes = set.compactMap { seen[$0] ? changes[$0].rerouteScope : nil }
        guard !scopes.isEmpty else { return set.filter { seen[$0] } }
        return set.filter { change in
            seen[change]
                || counts[change]
                    && scopes.contains { scope in changes[change].anchors.contains(where: scope.contains) }
        }
    }
}
