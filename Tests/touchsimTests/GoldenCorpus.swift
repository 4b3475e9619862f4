import Foundation
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// Every golden scenario under `traces/`, as absolute paths in sorted order.
func goldenScenarios() throws -> [String] {
    try ScenarioDiscovery.cases(in: [Touchsim.repositoryRoot.appendingPathComponent("traces").path]).compactMap {
        guard case .scenario(let path) = $0 else { return nil }
        return path
    }
}

/// The bytes `format` writes for the replay of the scenario at `path`, explained or not.
func replayOutput(_ path: String, format: OutputFormat, explain: Bool = false) throws -> [UInt8] {
    let scenario = try ScenarioFile.load(path: path, readStandardInput: { [] })
    return try ReplayPipeline(schedule: .inline).replay(
        scenario, ReplayRequest(format: format, explain: explain), to: .memory)
}

/// The inline replay of every golden scenario for each request a user can make of `replay`,
/// made once, on first use, for every suite that reads it: the schedule test compares the
/// threads against it, the --explain and chrome-trace tests read it. Each of them replayed the
/// whole corpus itself before (docs/performance.md). Plain strings only: a static that holds
/// the engine's values would be reported by LeakSanitizer.
enum GoldenReplays {
    /// Each request a user can make of `replay`.
    static let requests = [
        ReplayRequest(format: .text), ReplayRequest(format: .text, explain: true), ReplayRequest(format: .jsonl),
        ReplayRequest(format: .jsonl, explain: true), ReplayRequest(format: .chromeTrace),
    ]

    /// A golden scenario's replay that ended in a diagnostic.
    struct Failed: Error, CustomStringConvertible {
        var description: String
    }

    /// By scenario path, the output of each of `requests` in its order, or "diagnostic: " and
    /// the rendered diagnostic.
    private static let outputs: [String: [String]] = {
        var outputs: [String: [String]] = [:]
        for path in (try? goldenScenarios()) ?? [] {
            outputs[path] = requests.map { replayed(path, $0, on: .inline) }
        }
        return outputs
    }()

    /// What `schedule` gives for the scenario at `path`: its bytes, or its diagnostic.
    static func replayed(_ path: String, _ request: ReplayRequest, on schedule: ReplaySchedule) -> String {
        do {
            let bytes = try ReplayPipeline(schedule: schedule).replay(
                path: path, readStandardInput: { [] }, request, to: .memory)
            return String(decoding: bytes, as: UTF8.self)
        } catch {
            return "diagnostic: " + error.rendered
        }
    }

    /// The inline output of `request` for the golden scenario at `path`, its diagnostic
    /// included; a path outside the corpus is replayed now.
    static func output(_ path: String, _ request: ReplayRequest) -> String {
        requests.firstIndex(of: request).flatMap { outputs[path]?[$0] } ?? replayed(path, request, on: .inline)
    }

    /// The text of `output(path, request)`; throws when the replay ended in a diagnostic.
    static func text(_ path: String, format: OutputFormat, explain: Bool = false) throws -> String {
        let text = output(path, ReplayRequest(format: format, explain: explain))
        if text.hasPrefix("diagnostic: ") { throw Failed(description: "\(path): \(text)") }
        return text
    }
}
