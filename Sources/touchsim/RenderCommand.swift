import TouchSimFormat

/// `touchsim render`: the picture of a replay as one self-contained HTML file.
enum RenderCommand {
    static func run(_ options: RenderOptions) -> ExitStatus {
        guard let scenario = ScenarioOutput.load(path: options.file, overrides: options.overrides),
            let page = ScenarioOutput.collect(scenario.render)
        else { return .invalid }
        if options.output == "-" {
            ScenarioOutput.print(page)
            return .success
        }
        do {
            try AtomicFile.write(page, to: options.output)
        } catch {
            Console.error("touchsim: error: -o: \((error as? AtomicFile.Failure)?.message ?? "\(error)")")
            return .invalid
        }
        return .success
    }
}
