import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// `touchsim expand`: the scenario with every gesture by name replaced by its raw events.
enum ExpandCommand {
    static func run(_ options: ExpandOptions, on terminal: Terminal) throws(CommandFailure) -> ExitStatus {
        let scenario = try ScenarioOutput.load(path: options.file, sampleRate: options.sampleRate, on: terminal)
        terminal.print(try ScenarioOutput.collect(scenario.writeExpanded))
        return .success
    }
}
