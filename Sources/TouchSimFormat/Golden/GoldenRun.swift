import Foundation
import TouchSimOutput
import TouchSimReader
import TouchSimReplay
import _TouchSimStorage

/// A golden run (`touchsim test`): replay each scenario, compare the text output with its
/// expected file, and with `--update` rewrite the expected files that differ.
///
/// Cases run on up to `jobs` threads, each scenario on one thread; the report is in case order
/// whatever the schedule.
public struct GoldenRun: Sendable {
    /// What a scenario replayed to, or why it could not be.
    public struct Rendering: Sendable {
        /// The text output, or the diagnostic that stopped the scenario.
        public var output: Result<[UInt8], Diagnostic>
        /// The reader's warnings.
        public var warnings: [Diagnostic]

        /// Creates a rendering.
        public init(output: Result<[UInt8], Diagnostic>, warnings: [Diagnostic] = []) {
            self.output = output
            self.warnings = warnings
        }
    }

    /// Whether differing and missing expected files are written instead of reported.
    public var update: Bool
    /// How many cases may run at once.
    public var jobs: Int
    /// `--set` overrides applied to every scenario.
    public var overrides: [KeyOverride]

    /// Configures a run.
    public init(update: Bool = false, jobs: Int = 1, overrides: [KeyOverride] = []) {
        self.update = update
        self.jobs = jobs
        self.overrides = overrides
    }

    /// Runs `cases` through the engine.
    public func run(_ cases: [GoldenCase]) -> GoldenReport {
        run(cases) { [overrides] path in Self.replay(path, overrides: overrides) }
    }

    /// Runs `cases` with `render` standing for the replay, so the run can be tested alone.
    func run(_ cases: [GoldenCase], render: @Sendable (String) -> Rendering) -> GoldenReport {
        let next = Locked(0)
        let results = Locked<[GoldenResult?]>(Array(repeating: nil, count: cases.count))
        withoutActuallyEscaping(render) { render in
            // Each worker takes the next case until none is left, so a slow scenario holds up
            // one worker only.
            let work: @Sendable () -> Void = {
                while true {
                    let i = next.withLock { i in
                        defer { i += 1 }
                        return i
                    }
                    guard i < cases.count else { return }
                    let result = evaluate(cases[i], render: render)
                    results.withLock { $0[i] = result }
                }
            }
            // Threads of this one rather than the system's pool: they share its working
            // directory, which a test running the command line in-process gives a thread of
            // its own.
            let helpers = (1..<max(1, min(jobs, cases.count))).compactMap { _ in JoinableThread(work) }
            work()
            for helper in helpers { helper.join() }
        }
        // Every slot is filled: each index went to exactly one worker, and all have returned.
        return GoldenReport(results: results.withLock { $0.map { $0! } })
    }

    private func evaluate(_ goldenCase: GoldenCase, render: (String) -> Rendering) -> GoldenResult {
        guard case .scenario(let path) = goldenCase else {
            return GoldenResult(case: goldenCase, outcome: .stale)
        }
        let rendering = render(path)
        let warnings = rendering.warnings.map(\.rendered)
        let result = { (outcome: GoldenResult.Outcome) in
            GoldenResult(case: goldenCase, outcome: outcome, warnings: warnings)
        }
        let actual: [UInt8]
        switch rendering.output {
        case .failure(let diagnostic) where diagnostic.isMissingOverrideTarget:
            return result(.skipped(reason: diagnostic.message))
        case .failure(let diagnostic): return result(.invalid(diagnostic: diagnostic.rendered))
        case .success(let bytes): actual = bytes
        }
        let expectedPath = goldenCase.expectedPath
        let expected: [UInt8]?  // nil: there is no expected file
        if let data = FileManager.default.contents(atPath: expectedPath) {
            expected = [UInt8](data)
        } else if FileManager.default.fileExists(atPath: expectedPath) {
            return result(.fileError("cannot read \(expectedPath)"))
        } else {
            expected = nil
        }
        if expected == actual { return result(.passed) }
        guard update else {
            guard let expected else { return result(.missingExpected(recordCommand: recordCommand(path))) }
            let diff = UnifiedDiff.diff(
                from: expected, to: actual, oldLabel: expectedPath, newLabel: "\(path) (actual output)")
            return result(.mismatch(diff: diff ?? ""))
        }
        do {
            try AtomicFile.write(actual, to: expectedPath)
        } catch {
            return result(.fileError((error as? AtomicFile.Failure)?.message ?? "\(error)"))
        }
        return result(expected == nil ? .recorded : .updated)
    }

    /// The command that records `scenario`'s expected file, overrides included, quoted for a
    /// POSIX shell so that it can be pasted as it is.
    func recordCommand(_ scenario: String) -> String {
        let sets = overrides.flatMap { ["--set", "\($0.target).\($0.key)=\($0.valueText)"] }
        return (["touchsim", "test", scenario, "--update"] + sets).map(Shell.quoted).joined(separator: " ")
    }

    /// Replays one scenario into text, as its expected file holds it.
    static func replay(_ path: String, overrides: [KeyOverride]) -> Rendering {
        do {
            // Scenarios of a golden run are files; standard input is never one of them.
            let scenario = try ScenarioFile.load(path: path, overrides: overrides, readStandardInput: { [] })
            // Inline: `--jobs` runs many replays at once already.
            let bytes = try ReplayPipeline(schedule: .inline).replay(scenario, ReplayRequest(), to: .memory)
            return Rendering(output: .success(bytes), warnings: scenario.warnings)
        } catch {
            return Rendering(output: .failure(error))
        }
    }
}
