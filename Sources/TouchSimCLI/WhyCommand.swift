import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// `touchsim why`: what happened to one view or recognizer, and why, for a person.
enum WhyCommand {
    static func run(_ options: WhyOptions, on terminal: Terminal) throws(CommandFailure) -> ExitStatus {
        let scenario = try ScenarioOutput.load(path: options.file, overrides: options.overrides, on: terminal)
        let subject: WhySubject
        do {
            subject = try scenario.whySubject(options.id)
        } catch {
            let file = options.file == "-" ? "<stdin>" : options.file
            throw .failed("\(file): \(error.message)")
        }
        terminal.print(try ScenarioOutput.collect { sink throws(Diagnostic) in try scenario.why(subject, to: sink) })
        return .success
    }
}
