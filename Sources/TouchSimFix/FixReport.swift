import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// `touchsim fix`'s output: for people (`text`) or scripts (`jsonl`), written to a sink.
public enum FixReport {
    /// `touchsim fix --format`.
    public enum Format: String, Sendable {
        /// For people; the default.
        case text
        /// One JSON object per line, for scripts.
        case jsonl
    }

    /// Writes the expectations and how they stand now, then every fix (or, when there is none,
    /// the near misses), then a last line with what the search tried. `explainProbes` lists
    /// each fix's probes in the text format; jsonl always lists them.
    public static func write(
        _ outcome: FixOutcome, of search: FixSearch, format: Format, explainProbes: Bool = false, to sink: ByteSink
    ) {
        switch format {
        case .text: writeText(outcome, of: search, explainProbes: explainProbes, to: sink)
        case .jsonl: FixReport.writeJSONL(outcome, of: search, to: sink)
        }
    }

    private static func writeText(_ outcome: FixOutcome, of search: FixSearch, explainProbes: Bool, to sink: ByteSink) {
        for trace in search.traces {
            for want in trace.wants {
                let state = want.holds(in: trace.original) ? "holds" : "fails"
                sink.append("want \(want.source.text) in \(trace.path): \(state) now\n")
            }
        }
        guard !outcome.alreadyMet else {
            sink.append("every expectation holds already; nothing to fix\n")
            return
        }
        for (rank, solution) in outcome.solutions.enumerated() {
            let count = solution.changes.count
            sink.append("\nfix \(rank + 1): \(count) change\(count == 1 ? "" : "s")\n")
            if solution.removesSomething {
                sink.append("  removes: " + solution.removals.joined(separator: "; ") + "\n")
            }
            for line in actions(solution.changes) { sink.append("  \(line)\n") }
            sink.append("  swift:\n")
            for line in Change.combined(solution.changes).flatMap(\.swift) { sink.append("    \(line)\n") }
            if explainProbes {
                sink.append("  probes:\n")
                for probe in solution.probes { sink.append("    \(probe.description): \(probe.path)\n") }
            }
            let probes = "\(solution.probes.count) probe\(solution.probes.count == 1 ? "" : "s")"
            guard !solution.sideEffects.isEmpty else {
                sink.append("  side effects: none (the traces and \(probes))\n")
                continue
            }
            sink.append("  side effects (the traces and \(probes)):\n")
            for effect in solution.sideEffects {
                let change = effect.fact.change(nowHolds: effect.nowHolds)
                switch effect.source {
                case .trace(let path): sink.append("    \(path): \(change)\n")
                case .probe(let probe): sink.append("    probe: \(probe): \(change)\n")
                }
            }
        }
        let found = outcome.solutions.count
        let within = "within \(outcome.maxChanges) change\(outcome.maxChanges == 1 ? "" : "s")"
        let tried = "tried \(outcome.searched) change set\(outcome.searched == 1 ? "" : "s")"
        guard found == 0 else {
            sink.append("\n\(found) \(found == 1 ? "fix" : "fixes") \(within) (\(tried))\n")
            return
        }
        writeNearMisses(outcome.nearMisses, total: search.traces.reduce(0) { $0 + $1.wants.count }, to: sink)
        sink.append("\nno fix \(within) (\(tried))\n")
    }

    private static func writeNearMisses(_ misses: [NearMiss], total: Int, to sink: ByteSink) {
        guard !misses.isEmpty else {
            sink.append("\nno near miss: no change meets more expectations than the screen as it is\n")
            return
        }
        for (rank, miss) in misses.enumerated() {
            let count = miss.changes.count
            sink.append(
                "\nnear miss \(rank + 1): \(count) change\(count == 1 ? " meets" : "s meet") \(miss.met) of \(total) expectations\n"
            )
            for line in actions(miss.changes) { sink.append("  \(line)\n") }
            for failure in miss.failing {
                sink.append("  \(failure.want) in \(failure.path) fails: \(failure.cause)\n")
            }
        }
    }

    /// `--set A --set 'B'`, quoted for a POSIX shell, the edits of one scroll view's pan in one
    /// (`Change.combined`), on one line, then each edit of the traces' events on a line `edit: …`.
    static func actions(_ changes: [Change]) -> [String] {
        let sets = Change.combined(changes).compactMap(\.setArgument).map { "--set " + Shell.quoted($0) }
        let edits = changes.flatMap { $0.eventEdit?.instructions ?? [] }.map { "edit: " + $0 }
        return (sets.isEmpty ? [] : [sets.joined(separator: " ")]) + edits
    }
}
