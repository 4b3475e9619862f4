import Foundation
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// `touchsim test`: the golden run over the scenarios under the given paths.
enum TestCommand {
    static func run(_ options: TestOptions, on terminal: Terminal) throws(CommandFailure) -> ExitStatus {
        let environment = terminal.environment
        if options.update, let refusal = UpdatePolicy.refusal(environment: environment, force: options.force) {
            throw .failed(refusal)
        }
        // Bazel's test-sharding protocol; the command line wins over the environment.
        var shard = options.shard
        do throws(GoldenShard.Invalid) {
            if shard == nil { shard = try GoldenShard.bazel(environment: environment) }
        } catch {
            throw .failed(error.message)
        }
        if let status = nonEmpty(environment["TEST_SHARD_STATUS_FILE"]), !touch(status) {
            throw .failed("cannot create TEST_SHARD_STATUS_FILE '\(status)'")
        }
        let junit = options.junit ?? nonEmpty(environment["XML_OUTPUT_FILE"])

        let discovered: [GoldenCase]
        do {
            discovered = try ScenarioDiscovery.cases(in: options.paths)
        } catch {
            throw .invalidInput(error)
        }
        // A mistyped path must not pass CI as an empty run (docs/format.md §4.3).
        if discovered.isEmpty, !options.allowEmpty {
            throw .failed(
                "no scenario under \(options.paths.map { "'\($0)'" }.joined(separator: ", ")) (a scenario is a *.json "
                    + "file that is not a tree file); check the path, or give --allow-empty to accept a run of none")
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
            throw .failed(
                "no scenario has every id that --set names, so the what-if applies to nothing; "
                    + "\(first.case.path): \(reason)")
        }
        for warning in report.warnings { terminal.printError(warning) }
        for diagnostic in report.diagnostics { terminal.printError(diagnostic) }
        terminal.print(report.text)
        if let junit {
            do {
                try AtomicFile.write(Array(report.junitXML.utf8), to: junit)
            } catch {
                let source = options.junit == nil ? "XML_OUTPUT_FILE" : "--junit"
                throw .failed("\(source): \((error as? AtomicFile.Failure)?.message ?? "\(error)")")
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
