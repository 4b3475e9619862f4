import TouchSimFormat

/// `touchsim expand`: the scenario with every gesture by name replaced by its raw events.
enum ExpandCommand {
    static func run(_ options: ExpandOptions) -> ExitStatus {
        let scenario: ScenarioFile
        do {
            scenario = try ScenarioFile.load(
                path: options.file, sampleRate: options.sampleRate, readStandardInput: Console.readStandardInput)
        } catch {
            Console.error(error.rendered)
            return .invalid
        }
        for warning in scenario.warnings { Console.error(warning.rendered) }
        // Collected first, so that a read error leaves standard output empty.
        var bytes: [UInt8] = []
        let sink = ByteSink { bytes += $0 }
        do {
            try scenario.writeExpanded(to: sink)
        } catch {
            Console.error(error.rendered)
            return .invalid
        }
        sink.flush()
        let out = ByteSink.fileDescriptor(1)
        bytes.withUnsafeBufferPointer { out.append(bytes: $0) }
        out.flush()
        return .success
    }
}
