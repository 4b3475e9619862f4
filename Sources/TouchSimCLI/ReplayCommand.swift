import Foundation
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// `touchsim replay`: one scenario to standard output, or compared with `--expect`.
enum ReplayCommand {
    static func run(_ options: ReplayOptions, on terminal: Terminal) throws(CommandFailure) -> ExitStatus {
        // Read before replaying, so that a bad --expect path costs no replay.
        guard let expectPath = options.expect else {
            do throws(Diagnostic) {
                // Pass 1 and the formatting run on a second thread, beside pass 2 and the engine
                // (docs/format.md §4.9); nothing is written unless the whole input is valid.
                try ScenarioFile.replay(
                    path: options.file, overrides: options.overrides, sampleRate: options.sampleRate,
                    readStandardInput: terminal.readInput, format: options.format, explain: options.explain,
                    to: terminal.output
                ) { [errors = terminal.errors] warnings in
                    for warning in warnings { errors.write(warning.rendered + "\n") }
                }
            } catch {
                throw .invalidInput(error)
            }
            return .success
        }
        guard let data = FileManager.default.contents(atPath: expectPath) else {
            throw .failed("cannot read the --expect file '\(expectPath)'")
        }
        let scenario = try ScenarioOutput.load(
            path: options.file, overrides: options.overrides, sampleRate: options.sampleRate, on: terminal)
        let actual = try ScenarioOutput.collect { sink throws(Diagnostic) in
            try scenario.replay(into: options.format.writer(to: sink, scene: scenario.scene, explain: options.explain))
        }
        let label = "\(options.file == "-" ? "standard input" : options.file) (actual output)"
        guard
            let diff = UnifiedDiff.diff(
                from: [UInt8](data), to: actual, oldLabel: expectPath, newLabel: label)
        else { return .success }
        terminal.print(diff)
        return .mismatch
    }
}
