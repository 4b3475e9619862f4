import TouchSimReader

/// The results of a golden run, in case order, and what they add up to.
public struct GoldenReport: Equatable, Sendable {
    /// How the run ends, for the exit status.
    public enum Status: Equatable, Sendable {
        /// Every case passed (after `--update`, if given).
        case passed
        /// Some case failed: a mismatch, a missing or stale expected file, a file error.
        case failed
        /// Some scenario is not valid input; that outranks failures (docs/format.md §4: exit 2).
        case invalidInput
    }

    /// One result per case, in case order.
    public var results: [GoldenResult]

    /// Creates a report.
    public init(results: [GoldenResult]) { self.results = results }

    /// How many cases passed, updated and recorded ones included.
    public var passedCount: Int { results.count { $0.passed } }
    /// How many cases were skipped (`--set` naming an id they do not have).
    public var skippedCount: Int { results.count(where: \.skipped) }
    /// How many cases failed.
    public var failedCount: Int { results.count - passedCount - skippedCount }

    /// Whether there were scenarios and `--set` applied to none of them: a typo in its id
    /// rather than a what-if.
    public var skippedEveryScenario: Bool {
        let scenarios = results.filter { if case .scenario = $0.case { true } else { false } }
        return !scenarios.isEmpty && scenarios.allSatisfy(\.skipped)
    }

    /// How the run ends.
    public var status: Status {
        if results.contains(where: { if case .invalid = $0.outcome { true } else { false } }) {
            return .invalidInput
        }
        return failedCount > 0 ? .failed : .passed
    }

    /// The report for standard output: one line per case, the diff under a mismatch, and last the
    /// line `N passed, N failed` alone (`, N skipped` added when `--set` skipped some). The
    /// diagnostic of an invalid scenario is not in it: it goes to standard error (`diagnostics`).
    ///
    ///     PASS      traces/tap/quick.json
    ///     FAIL      traces/tap/slow.json: output differs from traces/tap/slow.expected
    ///     --- traces/tap/slow.expected
    ///     +++ traces/tap/slow.json (actual output)
    ///     @@ -3 +3 @@
    ///     …
    ///     UPDATED   traces/tap/held.expected
    ///     RECORDED  traces/tap/new.expected
    ///     SKIP      traces/tap/other.json: --set does not apply: no view or recognizer has the id "feed"
    ///     3 passed, 1 failed, 1 skipped
    public var text: String {
        var text = ""
        for result in results {
            let label: String
            switch result.outcome {
            case .passed: label = "PASS"
            case .recorded: label = "RECORDED"
            case .updated: label = "UPDATED"
            case .skipped: label = "SKIP"
            default: label = "FAIL"
            }
            text += label.padding(toLength: 10) + result.path
            if let headline = result.headline { text += ": " + headline }
            text += "\n"
            if case .mismatch(let diff) = result.outcome { text += diff }
        }
        let skipped = skippedCount > 0 ? ", \(skippedCount) skipped" : ""
        return text + "\(passedCount) passed, \(failedCount) failed\(skipped)\n"
    }

    /// Every warning of the run, for standard error, in case order.
    public var warnings: [String] { results.flatMap(\.warnings) }

    /// The diagnostic of every invalid scenario, in case order: for standard error, where
    /// format.md §4 puts every `FILE:LINE:COLUMN: error:` line.
    public var diagnostics: [String] {
        results.compactMap { if case .invalid(let diagnostic) = $0.outcome { diagnostic } else { nil } }
    }
}

extension String {
    /// The string followed by spaces up to `length` characters.
    fileprivate func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: max(0, length - count))
    }
}
