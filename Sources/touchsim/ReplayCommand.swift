import Foundation
import TouchSimFormat
import TouchSimReplay

/// `touchsim replay`: one scenario to standard output, or compared with `--expect`.
enum ReplayCommand {
    static func run(_ options: ReplayOptions) -> ExitStatus {
        // Read before replaying, so that a bad --expect path costs no replay.
        var expected: [UInt8]?
        if let path = options.expect {
            guard let data = FileManager.default.contents(atPath: path) else {
                Console.error("touchsim: error: cannot read the --expect file '\(path)'")
                return .invalid
            }
            expected = [UInt8](data)
        }
        let actual: [UInt8]
        do {
            // Nothing is written unless the whole input is valid (docs/cli/limits.md §4.9).
            actual = try ReplayPipeline(schedule: .threads).replay(
                path: options.file, overrides: options.overrides, sampleRate: options.sampleRate,
                readStandardInput: Console.readStandardInput,
                ReplayRequest(format: options.format, explain: options.explain),
                to: expected == nil ? .fileDescriptor(1) : .memory
            ) { warnings in
                for warning in warnings { Console.error(warning.rendered) }
            }
        } catch {
            Console.error(error.rendered)
            return .invalid
        }
        guard let expected, let path = options.expect else { return .success }
        let label = "\(options.file == "-" ? "standard input" : options.file) (actual output)"
        guard let diff = UnifiedDiff.diff(from: expected, to: actual, oldLabel: path, newLabel: label)
        else { return .success }
        Console.output(diff)
        return .mismatch
    }
}
