import Foundation
import Testing
import TouchSimCore
import TouchSimTestSupport

@testable import TouchSimFormat
@testable import TouchSimOutput
@testable import TouchSimReader
@testable import TouchSimReplay

@Suite("JSON Lines from encoded pieces: the same bytes as piece by piece")
struct JSONLWriterLinesTests {
    @Test(
        "Random records of every kind print the same from encoded pieces as piece by piece",
        arguments: [false, true], [16, 1 << 16])
    func randomRecords(explain: Bool, capacity: Int) {
        var random = SplitMix64(seed: 7)
        let records = (0..<3000).map { _ in randomRecord(&random) }
        #expect(
            lines(records, explain: explain, capacity: capacity, encoded: true)
                == lines(records, explain: explain, capacity: capacity, encoded: false))
    }

    @Test("The sample replay prints the same from encoded pieces, each line written twice")
    func sampleTwice() {
        let records = sampleRecords.flatMap { [$0, $0] }
        for explain in [false, true] {
            #expect(
                lines(records, explain: explain, capacity: 1 << 16, encoded: true)
                    == lines(records, explain: explain, capacity: 1 << 16, encoded: false))
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
            lines(records + records, explain: false, capacity: 1 << 16, encoded: true) == (expected + expected).joined()
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
            [Record(time: ms(9), event: .summary(summary), cause: .replayEnded)], explain: false, capacity: 16,
            encoded: true)
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

    /// What `records` print as jsonl through a sink of `capacity` bytes: through one writer,
    /// which writes a line from encoded pieces once it has printed them all before; or, not
    /// `encoded`, the oracle: each through a writer of its own, which has printed nothing yet and
    /// so writes every line piece by piece.
    private func lines(_ records: [Record], explain: Bool, capacity: Int, encoded: Bool) -> String {
        var bytes: [UInt8] = []
        let sink = ByteSink(capacity: capacity) { bytes += $0 }
        let names = names(of: sampleScene)
        let writer = JSONLWriter(sink: sink, explain: explain)
        for record in records {
            (encoded ? writer : JSONLWriter(sink: sink, explain: explain)).write(record, names: names)
        }
        sink.flush()
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A record of the sample scene: any kind but a summary, its numbers mostly ordinary, some
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
        switch random.below(8) {
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
            let value: ControlValue? = [nil, nil, .value(point.x), .on(true), .selectedSegmentIndex(-1)][
                random.below(5)]
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
