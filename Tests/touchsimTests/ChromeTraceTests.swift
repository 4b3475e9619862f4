import Foundation
import Testing
import TouchSimFormat
import TouchSimReader

/// What a Trace Event Format file must hold for Perfetto and `chrome://tracing` to draw it, as
/// a list of problems (empty when it is valid).
///
/// Every event has `name`, `ph`, `pid` and `tid`; every event but metadata a whole `ts` ≥ 0;
/// a complete event (`X`) a `dur` ≥ 0; `B` and `E` pair up per track; the spans of a track nest
/// or are disjoint; every track that has events is named by a `thread_name` event.
func traceEventProblems(_ bytes: [UInt8]) -> [String] {
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
        let events = object["traceEvents"] as? [[String: Any]]
    else { return ["not a JSON object with a traceEvents array"] }
    var problems: [String] = []
    var named: Set<[Int]> = []
    var used: Set<[Int]> = []
    var stacks: [[Int]: [Int]] = [:]
    var spans: [[Int]: [(start: Int, end: Int)]] = [:]
    for (i, event) in events.enumerated() {
        guard event["name"] is String, let ph = event["ph"] as? String, let pid = event["pid"] as? Int,
            let tid = event["tid"] as? Int
        else {
            problems.append("event \(i): missing name, ph, pid or tid")
            continue
        }
        let track = [pid, tid]
        if ph == "M" {
            if event["name"] as? String == "thread_name" { named.insert(track) }
            continue
        }
        guard let ts = event["ts"] as? Int, ts >= 0 else {
            problems.append("event \(i): ts missing, negative or not whole")
            continue
        }
        let global = ph == "i" && event["s"] as? String == "g"
        if !global { used.insert(track) }
        switch ph {
        case "X":
            guard let dur = event["dur"] as? Int, dur >= 0 else {
                problems.append("event \(i): X without a whole dur ≥ 0")
                continue
            }
            spans[track, default: []].append((ts, ts + dur))
        case "B": stacks[track, default: []].append(ts)
        case "E":
            guard let start = stacks[track]?.popLast() else {
                problems.append("event \(i): E without B on track \(track)")
                continue
            }
            spans[track, default: []].append((start, ts))
        case "i", "C": break
        default: problems.append("event \(i): unexpected phase \(ph)")
        }
    }
    for (track, stack) in stacks where !stack.isEmpty { problems.append("track \(track): B without E") }
    for track in used.subtracting(named) { problems.append("track \(track): events but no thread_name") }
    for (track, list) in spans {
        // Sorted by start, longest first: each span must end before the next one starts or
        // contain it entirely.
        var open: [Int] = []
        for span in list.sorted(by: { ($0.start, -$0.end) < ($1.start, -$1.end) }) {
            while let end = open.last, end <= span.start {
                open.removeLast()
            }
            if let end = open.last, span.end > end { problems.append("track \(track): spans overlap without nesting") }
            open.append(span.end)
        }
    }
    return problems
}

@Suite("--format chrome-trace: Trace Event Format for Perfetto (docs/format.md §3.7)")
struct ChromeTraceTests {
    @Test("Every golden trace's chrome trace is valid Trace Event Format JSON with balanced spans")
    func everyGoldenTraceIsValid() throws {
        let scenarios = try goldenScenarios()
        #expect(scenarios.count > 100)
        for path in scenarios {
            let problems = traceEventProblems(Array(try GoldenReplays.text(path, format: .chromeTrace).utf8))
            #expect(problems.isEmpty, "\(path): \(problems.joined(separator: "; "))")
        }
    }

    @Test("The checker rejects an unbalanced begin, an overlap and an unnamed track")
    func checkerFindsProblems() {
        let bad = """
            {"traceEvents":[
            {"name":"a","ph":"B","pid":1,"tid":1,"ts":0},
            {"name":"b","ph":"X","pid":1,"tid":2,"ts":0,"dur":10},
            {"name":"c","ph":"X","pid":1,"tid":2,"ts":5,"dur":10},
            {"name":"thread_name","ph":"M","pid":1,"tid":2,"args":{"name":"two"}}
            ]}
            """
        let problems = traceEventProblems(Array(bad.utf8))
        #expect(
            problems.sorted() == [
                "track [1, 1]: B without E", "track [1, 1]: events but no thread_name",
                "track [1, 2]: spans overlap without nesting",
            ])
    }

    @Test("The same trace gives byte-identical chrome traces")
    func deterministic() throws {
        let path = Touchsim.repositoryRoot.appendingPathComponent("traces/seeds/button-in-scroll-view-held.json").path
        #expect(try replayOutput(path, format: .chromeTrace) == replayOutput(path, format: .chromeTrace))
    }
}
