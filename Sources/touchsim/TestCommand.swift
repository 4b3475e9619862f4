import Foundation
import TouchSimFormat
import TouchSimReader

/// `touchsim test`: the golden run over the scenarios under the given paths.
enum TestCommand {
    static func run(_ options: TestOptions, environment: [String: String]) -> ExitStatus {
        if options.update, let refusal = UpdatePolicy.refusal(environment: environment, force: options.force) {
            Console.error("touchsim: error: \(refusal)")
            return .invalid
        }
        // Bazel's test-sharding protocol; the command line wins over the environment.
        var shard = options.shard
        do throws(GoldenShard.Invalid) {
            if shard == nil { shard = try GoldenShard.bazel(environment: environment) }
        } catch {
            Console.error("touchsim: error: \(error.message)")
            return .invalid
        }
        if let status = nonEmpty(environment["TEST_SHARD_STATUS_FILE"]), !touch(status) {
            Console.error("touchsim: error: cannot create TEST_SHARD_STATUS_FILE '\(status)'")
            return .invalid
        }
        let junit = options.junit ?? nonEmpty(environment["XML_OUTPUT_FILE"])

        let discovered: [GoldenCase]
        do {
            discovered = try ScenarioDiscovery.cases(in: options.paths)
        } catch {
            Console.error("touchsim: error: \(error.message)")
            return .invalid
        }
        if discovered.isEmpty {
            Console.error("touchsim: warning: no scenarios under \(options.paths.joined(separator: ", "))")
        }
        let cases = shard?.select(discovered) ?? discovered
        let run = GoldenRun(
            update: options.update, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            overrides: options.overrides)
        let report = run.run(cases)
        // A shard sees only part of the corpus, so only a whole run can tell a typo in a --set id
        // from a what-if that fits some scenarios only.
        if shard == nil, report.skippedEveryScenario, let first = report.results.first(where: \.skipped),
            case .skipped(let reason) = first.outcome
        {
            Console.error(
                "touchsim: error: no scenario has every id that --set names, so the what-if applies to nothing; "
                    + "\(first.case.path): \(reason)")
            return .invalid
        }
        for warning in report.warnings { Console.error(warning) }
        for diagnostic in report.diagnostics { Console.error(diagnostic) }
        Console.output(report.text)
        if let junit {
            do {
                try AtomicFile.write(Array(report.junitXML.utf8), to: junit)
            } catch {
                let source = options.junit == nil ? "XML_OUTPUT_FILE" : "--junit"
                Console.error("touchsim: error: \(source): \((error as? AtomicFile.Failure)?.message ?? "\(error)")")
                return .invalid
            }
        }
        switch report.status {
        case .passed: return .success
        case .failed: return .mismatch
        case .invalidInput: return .invalid
        }
    }

    /// An environment variable's value, nil when unset or empty.
    private static func nonEmpty(_ value: String?) -> String? {
        value.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Creates `path` or updates its modification time, as `touch` does; Bazel checks that the
    /// file exists to know the runner honoured the shard variables.
    private static func touch(_ path: String) -> Bool {
        if FileManager.default.fileExists(atPath: path) {
            return (try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)) != nil
        }
        return FileManager.default.createFile(atPath: path, contents: nil)
    }
}
