/// Which changes of the search one trace can see, worked out once per search from each change's
/// anchors (`FixSearch.part(of:to:)` reads it for every set). A class: reading a struct
/// of the search's list copied it, a retain and a release of each of its lists per set.
final class ChangeVisibility: Sendable {
    /// Per change: whether the trace's replay can depend on it at all (not a change that acts
    /// only on movement, for a trace whose fingers never move).
    private let counts: [Bool]
    /// Per change: whether it counts and the trace's touches reach every object it is on.
    private let seen: [Bool]
    /// Per change: whether it counts, is seen and can move a touch to another view.
    private let reroutes: [Bool]
    /// Whether more than one finger goes down: one seen change then makes every change count.
    private let wholeSet: Bool

    /// The changes of `changes` that `trace`, whose touches reach the nodes `reached`, can see.
    init(_ changes: [Change], trace: FixTrace, reached: Set<Int>) {
        let counts = changes.map { !(trace.isStationary && $0.actsOnMovement) }
        let seen = changes.indices.map { i in
            counts[i] && changes[i].anchors.contains(where: reached.contains)
                && changes[i].partnerAnchor.map(reached.contains) ?? true
        }
        self.counts = counts
        self.seen = seen
        reroutes = changes.indices.map { seen[$0] && changes[$0].rerouteScope != nil }
        wholeSet = trace.hasSeveralDowns
    }

    /// The changes of `set` the trace sees, as `FixSearch.part(of:to:)` says; `changes`
    /// are the ones this was made from.
    func part(of set: ArraySlice<Int>, _ changes: [Change]) -> ChangePart {
        var part = ChangePart()
        guard set.contains(where: { seen[$0] }) else { return part }
        if wholeSet {
            for change in set where counts[change] { part.append(change) }
        } else if !set.contains(where: { reroutes[$0] }) {
            for change in set where seen[change] { part.append(change) }
        } else {
            let scopes = set.compactMap { reroutes[$0] ? changes[$0].rerouteScope : nil }
            for change in set
            where seen[change]
                || counts[change] && scopes.contains(where: { changes[change].anchors.contains(where: $0.contains) })
            {
                part.append(change)
            }
        }
        return part
    }
}
