import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// The steps every command that prints from one scenario shares: load it (its warnings to
/// standard error), then build its output whole in memory, so that a failure leaves no
/// half-written output.
enum ScenarioOutput {
    /// The scenario at `path`, its warnings printed.
    static func load(
        path: String, overrides: [KeyOverride] = [], sampleRate: Double? = nil, on terminal: Terminal
    ) throws(CommandFailure) -> ScenarioFile {
        do throws(Diagnostic) {
            let scenario = try ScenarioFile.load(
                path: path, overrides: overrides, sampleRate: sampleRate, readStandardInput: terminal.readInput)
            for warning in scenario.warnings { terminal.printError(warning.rendered) }
            return scenario
        } catch {
            throw .invalidInput(error)
        }
    }

    /// The bytes `produce` writes.
    static func collect(_ produce: (ByteSink) throws(Diagnostic) -> Void) throws(CommandFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        let sink = ByteSink { bytes += $0 }
        do throws(Diagnostic) {
            try produce(sink)
        } catch {
            throw .invalidInput(error)
        }
        sink.flush()
        return bytes
    }
}
