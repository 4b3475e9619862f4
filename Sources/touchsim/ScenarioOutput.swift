import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The steps every command that prints from one scenario shares: load it (its diagnostic or
/// warnings to standard error), then build its output whole in memory, so that a failure
/// leaves no half-written output.
enum ScenarioOutput {
    /// The scenario at `path` with its warnings printed; nil once its diagnostic is printed.
    static func load(path: String, overrides: [KeyOverride] = [], sampleRate: Double? = nil) -> ScenarioFile? {
        do {
            let scenario = try ScenarioFile.load(
                path: path, overrides: overrides, sampleRate: sampleRate, readStandardInput: Console.readStandardInput)
            for warning in scenario.warnings { Console.error(warning.rendered) }
            return scenario
        } catch {
            Console.error(error.rendered)
            return nil
        }
    }

    /// The bytes `produce` writes; nil once its diagnostic is printed.
    static func collect(_ produce: (ByteSink) throws(Diagnostic) -> Void) -> [UInt8]? {
        var bytes: [UInt8] = []
        let sink = ByteSink { bytes += $0 }
        do {
            try produce(sink)
        } catch {
            Console.error(error.rendered)
            return nil
        }
        sink.flush()
        return bytes
    }

    /// Writes `bytes` to standard output.
    static func print(_ bytes: [UInt8]) {
        let out = ByteSink.fileDescriptor(1)
        bytes.withUnsafeBufferPointer { out.append(bytes: $0) }
        out.flush()
    }
}
