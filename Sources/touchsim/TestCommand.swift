import Foundation
import TouchSimFormat

/// `touchsim test`: the golden run over the scenarios under the given paths.
enum TestCommand {
    static func run(_ options: TestOptions, environment: [String: String]) -> ExitStatus {
        if options.update, let refusal = UpdatePolicy.refusal(environment: environment, force: options.force) {
            Console.error("touchsim: error: \(refusal)")
            return .invalid
        }
        let cases: [GoldenCase]
        do {
            cases = try ScenarioDiscovery.cases(in: options.paths)
        } catch {
            Console.error("touchsim: error: \(error.message)")
            return .invalid
        }
        if cases.isEmpty {
            Console.error("touchsim: warning: no scenarios under \(options.paths.joined(separator: ", "))")
        }
        let run = GoldenRun(
            update: options.update, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            overrides: options.overrides)
        let report = run.run(cases)
        for warning in report.warnings { Console.error(warning) }
        Console.output(report.text)
        if let junit = options.junit {
            do {
                try AtomicFile.write(Array(report.junitXML.utf8), to: junit)
            } catch {
                Console.error("touchsim: error: --junit: \((error as? AtomicFile.Failure)?.message ?? "\(error)")")
                return .invalid
            }
        }
        switch report.status {
        case .passed: return .success
        case .failed: return .mismatch
        case .invalidInput: return .invalid
        }
    }
}
