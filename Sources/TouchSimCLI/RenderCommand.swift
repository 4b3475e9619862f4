import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// `touchsim render`: the picture of a replay as one self-contained HTML file.
enum RenderCommand {
    static func run(_ options: RenderOptions, on terminal: Terminal) throws(CommandFailure) -> ExitStatus {
        let scenario = try ScenarioOutput.load(path: options.file, overrides: options.overrides, on: terminal)
        let page = try ScenarioOutput.collect(scenario.render)
        if options.output == "-" {
            terminal.print(page)
            return .success
        }
        do {
            try AtomicFile.write(page, to: options.output)
        } catch {
            throw .failed((error as? AtomicFile.Failure)?.message ?? "\(error)")
        }
        return .success
    }
}
