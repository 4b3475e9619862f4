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

    /// Writes the expectations and how they stand now, then every fix, then a last line with
    /// what the search tried.
    public static func write(_ outcome: FixOutcome, of search: FixSearch, format: Format, to sink: ByteSink) {
        switch format {
        case .text: writeText(outcome, of: search, to: sink)
        case .jsonl: writeJSONL(outcome, of: search, to: sink)
        }
    }

    private static func writeText(_ outcome: FixOutcome, of search: FixSearch, to sink: ByteSink) {
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
            let sets = solution.changes.map { "--set " + Shell.quoted($0.setArgument) }
            sink.append("  " + sets.joined(separator: " ") + "\n")
            sink.append("  swift:\n")
            for line in solution.changes.flatMap(\.swift) { sink.append("    \(line)\n") }
            guard !solution.sideEffects.isEmpty else {
                sink.append("  side effects: none\n")
                continue
            }
            sink.append("  side effects:\n")
            for effect in solution.sideEffects {
                sink.append("    \(effect.path): \(effect.fact.change(nowHolds: effect.nowHolds))\n")
            }
        }
        let found = outcome.solutions.count
        let tried = "tried \(outcome.searched) change set\(outcome.searched == 1 ? "" : "s")"
        if found == 0 {
            sink.append(
                "\nno fix within \(outcome.maxChanges) change\(outcome.maxChanges == 1 ? "" : "s") (\(tried))\n")
        } else {
            let plural = found == 1 ? "fix" : "fixes"
            sink.append(
                "\n\(found) \(plural) within \(outcome.maxChanges) change\(outcome.maxChanges == 1 ? "" : "s") (\(tried))\n"
            )
        }
    }

    private static func writeJSONL(_ outcome: FixOutcome, of search: FixSearch, to sink: ByteSink) {
        func array<T>(_ items: [T], _ element: (T) -> Void) {
            sink.append(literal: "[")
            for (i, item) in items.enumerated() {
                if i > 0 { sink.append(literal: ",") }
                element(item)
            }
            sink.append(literal: "]")
        }
        for trace in search.traces {
            for want in trace.wants {
                sink.append(literal: "{\"type\":\"want\",\"file\":")
                sink.append(jsonString: trace.path)
                sink.append(literal: ",\"want\":")
                sink.append(jsonString: want.source.text)
                sink.append(want.holds(in: trace.original) ? ",\"holds\":true}\n" : ",\"holds\":false}\n")
            }
        }
        for solution in outcome.solutions {
            sink.append(literal: "{\"type\":\"fix\",\"changes\":")
            array(solution.changes) { change in
                sink.append(literal: "{\"set\":")
                sink.append(jsonString: change.setArgument)
                sink.append(literal: ",\"swift\":")
                array(change.swift) { sink.append(jsonString: $0) }
                sink.append(literal: "}")
            }
            sink.append(literal: ",\"sideEffects\":")
            array(solution.sideEffects) { effect in
                sink.append(literal: "{\"file\":")
                sink.append(jsonString: effect.path)
                sink.append(literal: ",\"fact\":")
                sink.append(jsonString: effect.fact.expectationText)
                sink.append(effect.nowHolds ? ",\"holds\":true}" : ",\"holds\":false}")
            }
            sink.append(literal: "}\n")
        }
        sink.append(
            "{\"type\":\"summary\",\"alreadyMet\":\(outcome.alreadyMet),\"fixes\":\(outcome.solutions.count),\"maxChanges\":\(outcome.maxChanges),\"searched\":\(outcome.searched)}\n"
        )
    }
}
