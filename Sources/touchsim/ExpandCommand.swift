import TouchSimFormat

/// `touchsim expand`: the scenario with every gesture by name replaced by its raw events.
enum ExpandCommand {
    static func run(_ options: ExpandOptions) -> ExitStatus {
        guard let scenario = ScenarioOutput.load(path: options.file, sampleRate: options.sampleRate),
            let expanded = ScenarioOutput.collect(scenario.writeExpanded)
        else { return .invalid }
        ScenarioOutput.print(expanded)
        return .success
    }
}
