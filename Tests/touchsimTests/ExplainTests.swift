import Foundation
import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// Keeps every record of a replay with the replay's names.
private final class RecordLog: RecordWriter {
    var records: [Record] = []
    var names: NameTable?

    func write(_ record: Record, names: NameTable) {
        records.append(record)
        self.names = names
    }
}

/// The lines that a rule decides, which `--explain` must explain (docs/format.md §4.2).
private func isDecided(_ event: RecordEvent) -> Bool {
    switch event {
    case .touches, .gesture, .ask, .control, .highlight, .scroll, .selection, .presentation, .refresh, .firstResponder,
        .contextMenu, .swipeActions, .zoom:
        return true
    case .input, .summary: return false
    }
}

@Suite("replay --explain says why each line happened, citing docs/model.md, and changes nothing else")
struct ExplainTests {
    @Test(
        "Every touches, gesture, ask, control, highlight and scroll line of every golden trace has a cause whose § is a heading of docs/model.md"
    )
    func everyDecidedLineHasACause() throws {
        let model = try String(
            contentsOf: Touchsim.repositoryRoot.appendingPathComponent("docs/model.md"), encoding: .utf8)
        let sections = headings(in: model)
        var problems: [String] = []
        var explained = 0
        let lines = LineFacts()
        for path in try goldenScenarios() {
            let log = RecordLog()
            let scenario = try ScenarioFile.load(path: path, readStandardInput: { [] })
            try ReplayPipeline(schedule: .inline).replay(scenario, notingPassedOverViews: true, into: log)
            let names = try #require(log.names)
            for record in log.records {
                let why = Explanation.of(record, names: names)
                let line = lines.facts(of: record.event, names: names).map { "\($0.type) \($0.facts)" } ?? "summary"
                if isDecided(record.event) && why == nil {
                    problems.append("\(path) at \(NumberFormat.string(record.time)): no cause for '\(line)'")
                }
                if let why, !sections.contains(why.rule) {
                    problems.append("\(path): '\(line)' cites §\(why.rule), which docs/model.md does not have")
                }
                if why != nil { explained += 1 }
            }
        }
        #expect(problems == [])
        #expect(explained > 1000)
    }

    @Test("§4.2 Without --explain, text and jsonl are the explained output with the explanations taken out")
    func explainOnlyAdds() throws {
        for path in try goldenScenarios() {
            let text = try GoldenReplays.text(path, format: .text)
            let explainedText = try GoldenReplays.text(path, format: .text, explain: true)
            let because = String(repeating: " ", count: 24) + "because "
            let stripped = explainedText.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix(because) }.joined(separator: "\n")
            #expect(stripped == text, "\(path)")
            #expect(explainedText != text, "\(path): --explain added nothing")

            let jsonl = try GoldenReplays.text(path, format: .jsonl)
            let explainedJSONL = try GoldenReplays.text(path, format: .jsonl, explain: true)
            let withoutWhy = explainedJSONL.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                guard let start = line.range(of: ",\"why\":{", options: .backwards) else { return String(line) }
                return line[..<start.lowerBound] + "}"
            }.joined(separator: "\n")
            #expect(withoutWhy == jsonl, "\(path)")
        }
    }

    @Test("§1.1 §1.6 The hit line names the views passed over on the way down, and why")
    func hitTestNamesSkippedViews() throws {
        let path = Touchsim.repositoryRoot.appendingPathComponent("traces/hit-testing/pass-through-overlay.json").path
        let text = String(decoding: try replayOutput(path, format: .text, explain: true), as: UTF8.self)
        #expect(
            text.contains(
                "because photo is the frontmost view that takes the point; passed over overlay (its hitTest passes touches through) (model.md §1.6)"
            ))
    }

    @Test("§13.3 A bounce that rests below a refreshing control says so; one back to the top stays §6.2's")
    func refreshingBounceCitesTheControl() throws {
        func bounceCause(_ trace: String) throws -> String? {
            let path = Touchsim.repositoryRoot.appendingPathComponent("traces/refresh/\(trace).json").path
            let lines = String(decoding: try replayOutput(path, format: .text, explain: true), as: UTF8.self)
                .split(separator: "\n")
            guard let i = lines.firstIndex(where: { $0.contains("scroll     feed ") && $0.hasSuffix(" bounce") }) else {
                return nil
            }
            return String(lines[i + 1])
        }
        let refreshing = try #require(try bounceCause("short-feed-pull-begins-refreshing"))
        #expect(
            refreshing.hasSuffix(
                "because the release at 400 ms flung it past its top and it bounced back to rest below its refreshing control, 60 pt tall (model.md §13.3)"
            ))
        let short = try #require(try bounceCause("short-pull-does-not-refresh"))
        #expect(short.hasSuffix("(model.md §6.2)"))
    }

    @Test("§5.2 The touchesShouldBegin ask says whether the content delay's timer or a lift ended the delay")
    func contentDelayAskSaysTimerOrLift() throws {
        func explained(_ trace: String) throws -> String {
            let path = Touchsim.repositoryRoot.appendingPathComponent("traces/seeds/\(trace).json").path
            return String(decoding: try replayOutput(path, format: .text, explain: true), as: UTF8.self)
        }
        let lifted = "because the finger lifted before the content delay (delaysContentTouches) was over"
        let timer = "because the content delay (delaysContentTouches) is over"
        let quickTap = try explained("button-in-scroll-view-quick-tap")
        #expect(quickTap.contains(lifted) && !quickTap.contains(timer))
        let slowDrag = try explained("slow-drag-on-button-does-not-scroll")
        #expect(slowDrag.contains(timer) && !slowDrag.contains(lifted))
    }

    @Test("§5.2 The delay recognizer's line says whether its timer or a lift ended the delay")
    func contentDelayGestureSaysTimerOrLift() throws {
        func delayLine(_ trace: String) throws -> String? {
            let path = Touchsim.repositoryRoot.appendingPathComponent("traces/seeds/\(trace).json").path
            let text = String(decoding: try replayOutput(path, format: .text, explain: true), as: UTF8.self)
            let lines = text.split(separator: "\n")
            // The clause is the indented line under the delay recognizer's gesture line.
            guard let i = lines.firstIndex(where: { $0.contains("delayedTouchesBegan (feed) failed") }) else {
                return nil
            }
            return String(lines[i + 1])
        }
        let quickTap = try #require(try delayLine("button-in-scroll-view-quick-tap"))
        #expect(
            quickTap.hasSuffix(
                "because the finger lifted before the content delay was over and touchesShouldBegin said true for every held view (model.md §5.2)"
            ))
        let slowDrag = try #require(try delayLine("slow-drag-on-button-does-not-scroll"))
        #expect(
            slowDrag.hasSuffix(
                "because the content delay is over and touchesShouldBegin said true for every held view (model.md §5.2)"
            ))
    }
}
