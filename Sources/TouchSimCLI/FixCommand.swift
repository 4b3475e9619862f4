import Foundation
import TouchSimFix
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// `touchsim fix`: reads the scenarios and expectations, runs the search, prints the fixes.
enum FixCommand {
    /// A search that has run this long reports its progress on standard error.
    static let quietSeconds = 1.0

    static func run(_ options: FixOptions, on terminal: Terminal) throws(CommandFailure) -> ExitStatus {
        let search: FixSearch
        do throws(Diagnostic) {
            var scenarios: [(path: String, file: ScenarioFile)] = []
            for path in options.files {
                let file = try ScenarioFile.load(path: path, readStandardInput: terminal.readInput)
                for warning in file.warnings { terminal.printError(warning.rendered) }
                scenarios.append((path, file))
            }
            search = try FixSearch(
                scenarios: scenarios, extraWants: options.wants.map { SourceText(text: $0, file: "--want") })
        } catch {
            throw .invalidInput(error)
        }
        let reporter = progressReporter(on: terminal)
        let outcome = search.run(
            maxChanges: options.maxChanges, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            progress: { reporter?.report($0) })
        reporter?.finish()
        let sink = terminal.output.sink()
        FixReport.write(outcome, of: search, format: options.format, explainProbes: options.explainProbes, to: sink)
        sink.flush()
        return outcome.succeeded ? .success : .mismatch
    }

    /// Progress for a person watching: only when standard error is a terminal, so that what a
    /// script or a test captures never depends on how fast the machine is.
    private static func progressReporter(on terminal: Terminal) -> FixProgressReporter? {
        guard terminal.errorsGoToTerminal else { return nil }
        let clock = ContinuousClock()
        let origin = clock.now
        return FixProgressReporter(
            quietSeconds: quietSeconds,
            now: {
                let elapsed = origin.duration(to: clock.now).components
                return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
            },
            write: terminal.printError)
    }
}
