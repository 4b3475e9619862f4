import Foundation
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// `touchsim replay`: one scenario to standard output, or compared with `--expect`.
enum ReplayCommand {
    static func run(_ options: ReplayOptions) -> ExitStatus {
        // Read before replaying, so that a bad --expect path costs no replay.
        let expected: (path: String, bytes: [UInt8])?
        if let path = options.expect {
            guard let data = FileManager.default.contents(atPath: path) else {
                Console.error("touchsim: error: cannot read the --expect file '\(path)'")
                return .invalid
            }
            expected = (path, [UInt8](data))
        } else {
            expected = nil
        }
        guard let expected else {
            do {
                // Pass 1 and the formatting run on a second thread, beside pass 2 and the engine
                // (docs/format.md §4.9); nothing is written unless the whole input is valid.
                try ScenarioFile.replay(
                    path: options.file, overrides: options.overrides, sampleRate: options.sampleRate,
                    readStandardInput: Console.readStandardInput, format: options.format, explain: options.explain,
                    toFileDescriptor: 1
                ) { warnings in
                    for warning in warnings { Console.error(warning.rendered) }
                }
            } catch {
                Console.error(error.rendered)
                return .invalid
            }
            return .success
        }
        let scenario: ScenarioFile
        do {
            scenario = try ScenarioFile.load(
                path: options.file, overrides: options.overrides, sampleRate: options.sampleRate,
                readStandardInput: Console.readStandardInput)
        } catch {
            Console.error(error.rendered)
            return .invalid
        }
        for warning in scenario.warnings { Console.error(warning.rendered) }
        var actual: [UInt8] = []
        let sink = ByteSink { actual += $0 }
        do {
            try scenario.replay(
                into: options.format.writer(to: sink, scene: scenario.scene, explain: options.explain))
        } catch {
            Console.error(error.rendered)
            return .invalid
        }
        sink.flush()

        let label = "\(options.file == "-" ? "standard input" : options.file) (actual output)"
        guard let diff = UnifiedDiff.diff(from: expected.bytes, to: actual, oldLabel: expected.path, newLabel: label)
        else { return .success }
        Console.output(diff)
        return .mismatch
    }
}
