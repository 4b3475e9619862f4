import Foundation
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// `touchsim replay`: one scenario to standard output, or compared with `--expect`.
enum ReplayCommand {
    static func run(_ options: ReplayOptions, on terminal: Terminal) throws(CommandFailure) -> ExitStatus {
        // Read before replaying, so that a bad --expect path costs no replay.
        var expected: [UInt8]?
        if let path = options.expect {
            do throws(Diagnostic) {
                expected = try FileBytes.read(path)
            } catch {
                throw .invalidInput(error)
            }
        }
        // Standard output streams as the replay goes; anything else (a test's collector, or the
        // --expect comparison) gets the bytes once the replay is over.
        var destination = ReplayDestination.memory
        if expected == nil, case .fileDescriptor(let fd) = terminal.output { destination = .fileDescriptor(fd) }
        let actual: [UInt8]
        do throws(Diagnostic) {
            // Nothing is written unless the whole input is valid (docs/cli/limits.md §4.9).
            actual = try ReplayPipeline(schedule: .threads).replay(
                path: options.file, overrides: options.overrides, sampleRate: options.sampleRate,
                readStandardInput: terminal.readInput,
                ReplayRequest(format: options.format, explain: options.explain), to: destination
            ) { [errors = terminal.errors] warnings in
                for warning in warnings { errors.write(warning.rendered + "\n") }
            }
        } catch {
            throw .invalidInput(error)
        }
        guard let expected, let path = options.expect else {
            if case .memory = destination { terminal.print(actual) }
            return .success
        }
        let label = "\(options.file == "-" ? "standard input" : options.file) (actual output)"
        guard let diff = UnifiedDiff.diff(from: expected, to: actual, oldLabel: path, newLabel: label)
        else { return .success }
        terminal.print(diff)
        return .mismatch
    }
}
