import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

@testable import TouchSimReplay

/// A button under two transparent views and 25 hidden ones, all over (10, 10), and one tap there.
private func stackedScenario() throws -> ScenarioFile {
    let covers =
        (0..<2).map { #"{"id": "t\#($0)", "frame": [0, 0, 20, 20], "alpha": 0.001}"# }
        + (0..<25).map { #"{"id": "h\#($0)", "frame": [0, 0, 20, 20], "hidden": true}"# }
    let tree =
        #"{"id": "window", "frame": [0, 0, 390, 844], "subviews": [{"id": "buy", "class": "UIButton", "frame": [0, 0, 100, 100]}, "#
        + covers.joined(separator: ", ") + "]}"
    let events =
        #"[{"t": 0, "touch": 1, "phase": "down", "x": 10, "y": 10}, {"t": 50, "touch": 1, "phase": "up", "x": 10, "y": 10}]"#
    return try load(scenario(tree: tree, events: events))
}

/// The text of `replay --explain`, or of `why ID`.
private func output(_ body: (ByteSink) throws -> Void) rethrows -> String {
    var bytes: [UInt8] = []
    let sink = ByteSink { bytes += $0 }
    try body(sink)
    sink.flush()
    return String(decoding: bytes, as: UTF8.self)
}

@Suite("§1.1 --explain names the first 20 views a down passed over and counts the rest")
struct HitTestExplanationTests {
    /// h24 … h5, topmost first: the 20 named.
    private let named = (5...24).reversed().map { "h\($0) (hidden)" }.joined(separator: ", ")

    @Test("§1.1 A down under 27 views that cannot be hit names the topmost 20 and counts the other 7 by reason")
    func cappedNotes() throws {
        let stacked = try stackedScenario()
        let text = try replayed(stacked, explain: true)
        #expect(
            text.contains(
                "because buy is the frontmost view that takes the point; passed over \(named) and 7 more views (5 hidden, 2 alpha < 0.01) (model.md §1.1)\n"
            ))
    }

    @Test("§1.1 touchsim why names its subject among the views a down passed over even past the first 20")
    func whyNamesItsSubject() throws {
        let stacked = try stackedScenario()
        let answer = try output { try stacked.why(try stacked.whySubject("h1"), to: $0) }
        #expect(
            answer.contains(
                "passed over \(named), h1 (hidden) and 6 more views (4 hidden, 2 alpha < 0.01) (model.md §1.1)"))
    }

    @Test("§1.1 Without --explain the replay's lines are those of --explain without its because lines")
    func plainReplayMatchesExplained() throws {
        let stacked = try stackedScenario()
        let plain = try replayed(stacked, explain: false)
        let explained = try replayed(stacked, explain: true)
        let withoutBecause = explained.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingPrefix(while: { $0 == " " }).hasPrefix("because ") }
        #expect(plain.split(separator: "\n", omittingEmptySubsequences: false) == withoutBecause)
    }
}

/// The text of the replay of `scenario`, with each line's cause when `explain`.
private func replayed(_ scenario: ScenarioFile, explain: Bool) throws -> String {
    let bytes = try ReplayPipeline(schedule: .inline).replay(scenario, ReplayRequest(explain: explain), to: .memory)
    return String(decoding: bytes, as: UTF8.self)
}

@Suite("§1.1 Only a request for --explain has the engine note the views a down passed over")
struct HitTestNotesRequestTests {
    @Test(
        "§1.1 A replay request notes the views a down passed over exactly with --explain, and never for a timeline",
        arguments: OutputFormat.allCases, [false, true])
    func notesFollowTheRequest(format: OutputFormat, explain: Bool) {
        let request = ReplayRequest(format: format, explain: explain)
        #expect(request.notesPassedOverViews == (explain && format != .chromeTrace))
    }
}
