import Foundation
import Testing
import TouchSimCore
import TouchSimTestSupport

@testable import TouchSimFormat
@testable import TouchSimOutput
@testable import TouchSimReader
@testable import TouchSimReplay

@Suite("JSON Lines of the common kinds, from encoded pieces")
struct JSONLWriterLinesTests {
    @Test(
        "Random records of every common kind print as docs/format.md §3 lays them out, first and from the cache",
        arguments: [16, 1 << 16])
    func randomRecords(capacity: Int) {
        var random = SplitMix64(seed: 7)
        let records = (0..<3000).map { _ in randomRecord(&random) }
        let names = names(of: sampleScene)
        let expected = records.map { expectedLine($0, names: names) + "}\n" }
        #expect(lines(records, explain: false, capacity: capacity) == expected.joined())
    }

    @Test("With --explain, each line is the same up to its why", arguments: [16, 1 << 16])
    func explainedRecords(capacity: Int) {
        var random = SplitMix64(seed: 11)
        let records = (0..<1000).map { _ in randomRecord(&random) }
        let names = names(of: sampleScene)
        let written = lines(records, explain: true, capacity: capacity).split(separator: "\n")
        #expect(written.count == records.count)
        for (line, record) in zip(written, records) {
            let start = expectedLine(record, names: names)
            #expect(line.hasPrefix(start + ",\"why\":{") || line == start + "}", "\(line)")
        }
    }

    @Test("Past a full cache, a view's forwarding lists each print as laid out, and its cached one after them")
    func forwardingPastAFullCache() {
        // A root whose id alone fills the cache: the first list naming it is the last cached.
        var scene = sampleScene
        scene.windows[0].view.subviews[0].id = String(repeating: "r", count: EncodedNames.maximumBytes)
        let names = names(of: scene)
        let buy = view("buy", in: names)
        let off = view("off", in: names)
        let cell = view("cell", in: names)
        let calls: [(ViewIndex, ViewIndex?)] = [
            (buy, nil), (buy, cell), (off, nil), (buy, cell), (buy, nil), (buy, cell),
        ]
        let records = calls.enumerated().map { i, call in
            Record(time: ms(Double(i)), event: .touches(view: call.0, method: .began, touches: [1], consumer: call.1))
        }
        let expected = records.map { expectedLine($0, names: names) + "}\n" }
        #expect(lines(records, explain: false, capacity: 1 << 16, scene: scene) == expected.joined())
    }

    @Test("The sample replay prints each line the same the first time and from the cache")
    func sampleTwice() {
        let records = sampleRecords
        for explain in [false, true] {
            let once = lines(records, explain: explain, capacity: 1 << 16)
            #expect(lines(records + records, explain: explain, capacity: 1 << 16) == once + once)
        }
    }

    @Test("A line after one at another time prints its own time, and one at the same time again copies it")
    func timeOfTheLineBefore() {
        let buy = view("buy")
        let times = [0, 0, 16, 16, 0, 100_000.5, 100_000.5, -3.25, 1e12, 1e12]
        let records = times.map { Record(time: ms($0), event: .highlight(view: buy, highlighted: true)) }
        let expected = times.map {
            #"{"t":\#(NumberFormat.string(ms($0))),"type":"highlight","view":"buy","highlighted":true}"# + "\n"
        }
        #expect(
            lines(records + records, explain: false, capacity: 1 << 16) == (expected + expected).joined()
        )
    }

    @Test("A summary names each finger's hit view, escaped, however many fingers share it, and runs of words in full")
    func summaryOfManyFingers() throws {
        let views: [String?] = ["a\"b", nil, "feed", "a\"b", "feed", "a\"b", nil]
        let touches: TouchLog = [
            .init(touch: 1, downAt: ms(0), view: views[0], last: .ended),
            .init(touch: 2, downAt: ms(1.5), view: views[1], last: nil),
            .init(touch: 3, downAt: ms(3), view: views[2], last: .ended),
            .init(touch: 4, downAt: ms(4.5), view: views[3], last: nil),
            .init(touch: 5, downAt: ms(6), view: views[4], last: .ended),
            .init(touch: 6, downAt: ms(7.5), view: views[5], last: nil),
            .init(touch: 7, downAt: ms(9), view: views[6], last: .ended),
        ]
        let states = [GestureStateName.began] + Array(repeating: .changed, count: 40) + [.ended, .began, .cancelled]
        let summary = Summary(
            touches: touches, scrollViews: [],
            gestures: [.init(gesture: "pan", view: "feed", states: RunList(states))],
            controls: [.init(view: "off", events: RunList([.touchDown, .touchDown, .valueChanged]))])
        let line = lines(
            [Record(time: ms(9), event: .summary(summary), cause: .replayEnded)], explain: false, capacity: 16)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let entries = try #require(object["touches"] as? [[String: Any]])
        #expect(entries.map { $0["view"] as? String } == views)
        #expect(entries.map { $0["downAt"] as? Double } == views.indices.map { Double($0) * 1.5 })
        #expect(entries.map { $0["last"] as? String } == views.indices.map { $0 % 2 == 0 ? "ended" : nil })
        let gestures = try #require(object["gestures"] as? [[String: Any]])
        #expect(gestures.first?["states"] as? [String] == states.map(\.rawValue))
        let controls = try #require(object["controls"] as? [[String: Any]])
        #expect(controls.first?["events"] as? [String] == ["touchDown", "touchDown", "valueChanged"])
    }

    /// What `records` print as jsonl through one writer and a sink of `capacity` bytes.
    private func lines(_ records: [Record], explain: Bool, capacity: Int, scene: SceneSpec = sampleScene) -> String {
        var bytes: [UInt8] = []
        let sink = ByteSink(capacity: capacity) { bytes += $0 }
        let names = names(of: scene)
        let writer = JSONLWriter(sink: sink, explain: explain)
        for record in records { writer.write(record, names: names) }
        sink.flush()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The oracle: `record`'s line up to its `why` and closing brace, put together key by key
    /// from docs/format.md §3's tables, apart from the writer.
    private func expectedLine(_ record: Record, names: NameTable) -> String {
        func quoted(_ text: String) -> String {
            guard text.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 }) else {
                return "\"" + text + "\""
            }
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        func name(_ view: ViewIndex) -> String { quoted(names.view(view)) }
        func number(_ value: Double) -> String { NumberFormat.string(value) }
        var line = #"{"t":\#(NumberFormat.string(record.time))"#
        switch record.event {
        case .input(let touch, let phase, let location, let hitView):
            line += #","type":"input","touch":\#(touch),"phase":"\#(phase)","x":\#(number(location.x))"#
            line += #","y":\#(number(location.y))"#
            if phase == .down { line += #","hitView":\#(hitView.map(name) ?? "null")"# }
        case .touches(let view, let method, let touches, let consumer):
            var forwarded: [String] = []
            names.forEachForwarding(from: view, to: consumer) { forwarded.append(quoted($0)) }
            line += #","type":"touches","view":\#(name(view)),"method":"\#(method)""#
            line += #","touches":[\#(touches.map(String.init).joined(separator: ","))]"#
            line += #","forwardedTo":[\#(forwarded.joined(separator: ","))]"#
        case .gesture(let gesture, let state):
            line += #","type":"gesture","gesture":\#(quoted(names.recognizer(gesture)))"#
            line += #","view":\#(name(names.view(of: gesture))),"state":"\#(state)""#
        case .ask(let view, let method, let subject, let result, let rule):
            let subjectName: String
            switch subject {
            case .view(let v): subjectName = name(v)
            case .recognizer(let r): subjectName = quoted(names.recognizer(r))
            }
            line += #","type":"ask","view":\#(name(view)),"method":"\#(method)","subject":\#(subjectName)"#
            line += #","result":\#(result)"# + (rule.map { #","rule":\#($0)"# } ?? "")
        case .control(let view, let event, let value):
            line += #","type":"control","view":\#(name(view)),"event":"\#(event)""#
            switch value {
            case nil: break
            case .value(let v): line += #","value":\#(number(v))"#
            case .on(let on): line += #","on":\#(on)"#
            case .selectedSegmentIndex(let index): line += #","selectedSegmentIndex":\#(index)"#
            case .currentPage(let page): line += #","currentPage":\#(page)"#
            }
        case .highlight(let view, let highlighted):
            line += #","type":"highlight","view":\#(name(view)),"highlighted":\#(highlighted)"#
        case .selection(let view, let cell, let event):
            line += #","type":"selection","view":\#(name(view)),"cell":\#(name(cell)),"event":"\#(event)""#
        case .scroll(let view, let offset, let reason):
            line += #","type":"scroll","view":\#(name(view)),"offset":[\#(number(offset.x)),\#(number(offset.y))]"#
            line += #","reason":"\#(reason)""#
        case .zoom(let view, let offset, let scale, let reason):
            line += #","type":"scroll","view":\#(name(view)),"offset":[\#(number(offset.x)),\#(number(offset.y))]"#
            line += #","reason":"\#(reason)","zoom":\#(number(scale))"#
        case .summary, .presentation, .refresh, .firstResponder, .contextMenu, .swipeActions:
            Issue.record("not a common kind: \(record)")
        }
        return line
    }

    /// A record of the sample scene of a common kind, its numbers mostly ordinary, some
    /// huge, negative or not finite, its time often the one before's.
    private func randomRecord(_ random: inout SplitMix64) -> Record {
        let names = names(of: sampleScene)
        let view = ViewIndex(raw: Int32(random.below(names.viewCount)))
        let other = ViewIndex(raw: Int32(random.below(names.viewCount)))
        let recognizer = RecognizerIndex(raw: Int32(random.below(names.recognizerCount)))
        let time = ms(Double(random.below(4)) * [1, 16, 0.001, 1e9][random.below(4)])
        let point = Point(number(&random), number(&random))
        let event: RecordEvent
        let cause: Cause
        switch random.below(9) {
        case 0:
            let phase = [TouchPhase.down, .move, .up, .cancel][random.below(4)]
            event = .input(
                touch: [1, 2, -7, Int.max, Int.min][random.below(5)], phase: phase, location: point,
                hitView: random.below(3) == 0 ? nil : view)
            cause = phase == .down ? .hitTest(skipped: [HitTestSkip(view: other, reason: .hidden)]) : .traceEvent
        case 1:
            let fingers = Fingers((0..<random.below(5)).map { [$0 + 1, 1 << 40, -2][random.below(3)] })
            event = .touches(
                view: view, method: [.began, .moved, .ended, .cancelled][random.below(4)], touches: fingers,
                consumer: random.below(3) == 0 ? nil : other)
            cause = .delivered
        case 2:
            event = .gesture(
                recognizer, state: [.began, .changed, .ended, .cancelled, .failed, .recognized][random.below(6)])
            cause = .arena(.ownLogic)
        case 3:
            event = .ask(
                view: view,
                method: [.touchesShouldBegin, .touchesShouldCancelInContentView, .gestureRecognizerShouldBegin][
                    random.below(3)],
                subject: random.below(2) == 0 ? .view(other) : .recognizer(recognizer), result: random.below(2) == 0,
                rule: random.below(2) == 0 ? nil : random.below(100))
            cause = .contentAtDown
        case 4:
            let value: ControlValue? = [
                nil, nil, .value(point.x), .on(true), .selectedSegmentIndex(-1), .currentPage(3),
            ][
                random.below(6)]
            event = .control(
                view: view, event: [.touchDown, .touchUpInside, .valueChanged][random.below(3)], value: value)
            cause = .control(.began)
        case 5:
            event = .highlight(view: view, highlighted: random.below(2) == 0)
            cause = .control(.highlightHeld)
        case 6:
            event = .selection(
                view: view, cell: other, event: [.highlight, .unhighlight, .select, .deselect][random.below(4)])
            cause = .tableScrollBegan
        case 7:
            event = .zoom(
                view: view, offset: point, scale: number(&random),
                reason: [.drag, .bounce, .animation][random.below(3)])
            cause = .followsFinger
        default:
            event = .scroll(
                view: view, offset: point, reason: [.drag, .decelerate, .bounce, .page, .stop, .set][random.below(6)])
            cause = .followsFinger
        }
        return Record(time: time, event: event, cause: cause)
    }

    /// A coordinate: mostly a few decimals, sometimes whole, tiny, huge or not a number.
    private func number(_ random: inout SplitMix64) -> Double {
        switch random.below(10) {
        case 0: return [0, -0.0004, 0.0005, -0.0005, 1e15, -1e19, 1e300, .nan, .infinity][random.below(9)]
        case 1: return Double(random.below(2000)) - 1000
        default: return (Double(random.below(2_000_000)) - 1_000_000) / [100, 1000, 10_000][random.below(3)]
        }
    }
}

extension SplitMix64 {
    /// A number in `0..<bound`.
    fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
