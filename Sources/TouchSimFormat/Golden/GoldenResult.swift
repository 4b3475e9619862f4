import TouchSimReader

/// What a golden run found for one case.
public struct GoldenResult: Equatable, Sendable {
    /// The verdict, with what a person needs to act on it.
    public enum Outcome: Equatable, Sendable {
        /// The output matches the expected file byte for byte.
        case passed
        /// `--update` created the missing expected file.
        case recorded
        /// `--update` rewrote the expected file with the new output.
        case updated
        /// The output differs; the unified diff from expected to actual.
        case mismatch(diff: String)
        /// No expected file; the exact command that records one.
        case missingExpected(recordCommand: String)
        /// An expected file without its scenario.
        case stale
        /// The scenario is not valid input; the rendered diagnostic.
        case invalid(diagnostic: String)
        /// A `--set` names an id the scenario does not have, so the what-if does not apply to
        /// it and it is not run; why, in the reader's words (docs/format.md §4.4).
        case skipped(reason: String)
        /// An expected file could not be read or written; the path and reason.
        case fileError(String)
    }

    /// The case this result is about.
    public var `case`: GoldenCase
    /// The verdict.
    public var outcome: Outcome
    /// The reader's warnings, rendered; they never change the verdict.
    public var warnings: [String]

    /// Creates a result.
    public init(case: GoldenCase, outcome: Outcome, warnings: [String] = []) {
        self.case = `case`
        self.outcome = outcome
        self.warnings = warnings
    }

    /// Whether the case ends the run in agreement with its expected file.
    public var passed: Bool {
        switch outcome {
        case .passed, .recorded, .updated: return true
        case .mismatch, .missingExpected, .stale, .invalid, .fileError, .skipped: return false
        }
    }

    /// Whether the case was not run: neither passed nor failed.
    public var skipped: Bool {
        if case .skipped = outcome { true } else { false }
    }

    /// The path a report names: the expected file when that is what changed or is stale.
    public var path: String {
        switch outcome {
        case .recorded, .updated: return self.case.expectedPath
        default: return self.case.path
        }
    }

    /// One line saying what went wrong; nil for a pass.
    public var headline: String? {
        let expected = self.case.expectedPath
        switch outcome {
        case .passed, .recorded, .updated: return nil
        case .mismatch: return "output differs from \(expected)"
        case .missingExpected(let command): return "no expected output \(expected); record it with: \(command)"
        case .stale:
            let scenario = GoldenCase.stem(expected) + GoldenCase.scenarioSuffix
            return "stale: its scenario \(scenario) does not exist; delete it or restore the scenario"
        case .invalid: return "invalid scenario"
        case .skipped(let reason): return "--set does not apply: \(reason)"
        case .fileError(let message): return message
        }
    }

    /// What the JUnit report carries under the headline: the diff or the diagnostic, ending in a
    /// newline.
    public var detail: String? {
        switch outcome {
        case .mismatch(let diff): return diff
        case .invalid(let diagnostic): return diagnostic + "\n"
        default: return nil
        }
    }
}
