import TouchSimFormat
import TouchSimReader

/// `touchsim why`: what happened to one view or recognizer, and why, for a person.
enum WhyCommand {
    static func run(_ options: WhyOptions) -> ExitStatus {
        guard let scenario = ScenarioOutput.load(path: options.file, overrides: options.overrides) else {
            return .invalid
        }
        let subject: WhySubject
        do {
            subject = try scenario.whySubject(options.id)
        } catch {
            let file = options.file == "-" ? "<stdin>" : options.file
            Console.error("touchsim: error: \(file): \(error.message)")
            return .invalid
        }
        guard let answer = ScenarioOutput.collect({ sink throws(Diagnostic) in try scenario.why(subject, to: sink) })
        else { return .invalid }
        ScenarioOutput.print(answer)
        return .success
    }
}
