import Foundation
import Synchronization
import TouchSimFix
import TouchSimFormat

/// `touchsim fix`: reads the scenarios and expectations, runs the search, prints the fixes.
enum FixCommand {
    /// A search that has run this long reports its progress on standard error.
    static let quietSeconds = 1.0

    static func run(_ options: FixOptions) -> ExitStatus {
        let search: FixSearch
        do throws(Diagnostic) {
            var scenarios: [(path: String, file: ScenarioFile)] = []
            for path in options.files {
                let file = try ScenarioFile.load(path: path, readStandardInput: Console.readStandardInput)
                for warning in file.warnings { Console.error(warning.rendered) }
                scenarios.append((path, file))
            }
            search = try FixSearch(
                scenarios: scenarios, extraWants: options.wants.map { SourceText(text: $0, file: "--want") })
        } catch {
            Console.error(error.rendered)
            return .invalid
        }
        let reporter = ProgressReporter(quietSeconds: quietSeconds)
        let outcome = search.run(
            maxChanges: options.maxChanges, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            progress: reporter.report)
        reporter.finish()
        let sink = ByteSink.fileDescriptor(1)
        FixReport.write(outcome, of: search, format: options.format, to: sink)
        sink.flush()
        return outcome.succeeded ? .success : .mismatch
    }
}

/// Progress lines on standard error, once a search has run for a while, at most one a second.
final class ProgressReporter: Sendable {
    private let start = Date()
    private let quietSeconds: Double
    private let lastLine = Mutex<(at: Double, printed: Bool)>((0, false))

    init(quietSeconds: Double) { self.quietSeconds = quietSeconds }

    /// Called by the search's threads.
    func report(_ progress: FixProgress) {
        let elapsed = Date().timeIntervalSince(start)
        let due = lastLine.withLock { last in
            guard elapsed >= quietSeconds, elapsed - last.at >= 1 || progress.tried == progress.total else {
                return false
            }
            last = (elapsed, true)
            return true
        }
        if due {
            Console.error(
                "touchsim fix: \(progress.changes) change\(progress.changes == 1 ? "" : "s"): tried \(progress.tried) of \(progress.total) sets (\(Int(elapsed)) s)"
            )
        }
    }

    /// Ends the progress report.
    func finish() {
        if lastLine.withLock({ $0.printed }) { Console.error("touchsim fix: done") }
    }
}
