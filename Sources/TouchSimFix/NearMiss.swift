import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// A set of changes that meets more expectations than no change, when no set meets them all
/// (docs/format.md §4.12): what it still fails, and why, in the words of `touchsim why`.
public struct NearMiss: Sendable {
    /// An expectation the set still fails.
    public struct Failure: Sendable {
        /// The trace's path.
        public var path: String
        /// The expectation as written.
        public var want: String
        /// The cause: the line of the replay that decided it, with its explanation.
        public var cause: String
    }

    /// In the order of the search space; empty for the screen as it is.
    public var changes: [Change]
    /// How many expectations it meets, of all the traces' together.
    public var met: Int
    /// The expectations it fails, trace by trace.
    public var failing: [Failure]
}

extension FixSearch {
    /// How many near misses are printed.
    static let nearMissCount = 3

    /// The sets that meet the most expectations: the best single changes, the best of them
    /// grown one change at a time while that meets more, up to `maxChanges` (a greedy climb:
    /// the search already tried every set up to that size, and none met them all). Only sets
    /// that meet more than the screen as it is; best first, then in the order of the changes.
    func nearMisses(maxChanges: Int) -> [NearMiss] {
        let baseline = score([])
        var singles: [(set: [Int], met: Int)] = changes.indices.map { ([$0], score([$0])) }
        singles = singles.filter { $0.met > baseline }.enumerated().sorted { a, b in
            (a.element.met, -a.offset) > (b.element.met, -b.offset)
        }.map(\.element)
        guard var best = singles.first else { return [] }
        while best.set.count < maxChanges {
            let grown = changes.indices.filter { next in
                !best.set.contains { slotNumbers[$0] == slotNumbers[next] }
            }.map { next in (set: (best.set + [next]).sorted(), met: score((best.set + [next]).sorted())) }
            guard let better = grown.max(by: { $0.met < $1.met }), better.met > best.met else { break }
            // The first of the best, in the order of the changes.
            best = grown.first { $0.met == better.met }!
        }
        var chosen = [best]
        for single in singles
        where chosen.count < Self.nearMissCount && !chosen.contains(where: { $0.set == single.set }) {
            chosen.append(single)
        }
        return chosen.map(nearMiss)
    }

    /// How many expectations every trace meets under `set`.
    private func score(_ set: [Int]) -> Int {
        // Built at the first trace the search has not replayed under what it sees of `set`.
        var scene: PreparedScene?
        var met = 0
        for (index, trace) in traces.enumerated() {
            let seen = part(of: set, to: index)
            if seen.isEmpty {
                met += trace.wants.count { $0.holds(in: trace.original) }
            } else if let known = memos[index].outcome(of: seen) {
                met += known.wantsMet
            } else if let prepared = scene ?? scenes.prepared(applying: set) {
                scene = prepared
                met += replay(index, on: prepared, seeing: seen).wantsMet
            }
        }
        return met
    }

    private func nearMiss(_ pick: (set: [Int], met: Int)) -> NearMiss {
        let fixed = pick.set.map { changes[$0] }
        var failing: [NearMiss.Failure] = []
        if let scene = scenes.scene(applying: pick.set) {
            for trace in traces {
                let causes = FailureCauses(scene: PreparedScene(scene), steps: trace.steps(editedBy: fixed))
                for want in trace.wants where !want.holds(in: causes.facts) {
                    failing.append(
                        NearMiss.Failure(
                            path: trace.path, want: want.source.text,
                            cause: causes.cause(of: want, in: SceneIndex(scene))))
                }
            }
        }
        return NearMiss(changes: fixed, met: pick.met, failing: failing)
    }
}
