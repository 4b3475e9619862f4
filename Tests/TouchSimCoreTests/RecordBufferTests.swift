import Testing

@testable import TouchSimCore

@Suite("A record buffer hands the output its records in order, each once")
struct RecordBufferTests {
    private func ms(_ t: Double) -> SimTime { SimTime(milliseconds: t) }

    private func record(_ t: Double, _ event: RecordEvent) -> Record {
        Record(time: ms(t), event: event, cause: .traceEvent)
    }

    @Test("Records come out in the order they went in, and the buffer is empty after")
    func inOrder() {
        let buffer = RecordBuffer(capacity: 3)
        let records = (1...3).map { touch in
            record(Double(touch), .touches(view: ViewIndex(raw: 0), method: .began, touches: [touch], consumer: nil))
        }
        for record in records {
            #expect(!buffer.isFull)
            buffer.append(record)
        }
        #expect(buffer.isFull)
        #expect(buffer.count == 3)
        var taken: [Record] = []
        buffer.takeEach { taken.append($0) }
        #expect(taken == records)
        #expect(buffer.count == 0)
        buffer.takeEach { _ in Issue.record("a record taken twice") }
    }

    @Test("An emptied buffer is filled again from its start, as the writer hands it back to the engine")
    func refilled() {
        let buffer = RecordBuffer(capacity: 2)
        let first = record(1, .highlight(view: ViewIndex(raw: 0), highlighted: false))
        let second = record(2, .highlight(view: ViewIndex(raw: 0), highlighted: true))
        buffer.append(first)
        buffer.append(first)
        buffer.takeEach { _ in }
        #expect(buffer.count == 0)
        #expect(!buffer.isFull)
        buffer.append(second)
        var taken: [Record] = []
        buffer.takeEach { taken.append($0) }
        #expect(taken == [second])
    }

    @Test("A buffer dropped unread, as an abandoned queue drops it, frees its records (make sanitize checks for leaks)")
    func droppedUnread() {
        let unread = RecordBuffer(capacity: 2)
        unread.append(record(0, .touches(view: ViewIndex(raw: 0), method: .began, touches: [5], consumer: nil)))
        #expect(unread.count == 1)
        #expect(!unread.isFull)
    }

    /// Three taps on a button, replayed with `output`.
    private func replay(records output: @escaping (NameTable) -> RecordOutput) {
        let scene = SceneSpec(root: window([view("buy", "UIButton", Rect(0, 0, 100, 100))]))
        let sim = Simulation(scene: scene, records: output)
        for tap in 0..<3 {
            sim.handle([ev(Double(tap) * 400, 1, .down, 10, 10)])
            sim.handle([ev(Double(tap) * 400 + 16, 1, .up, 10, 10)])
        }
        sim.finish()
    }

    @Test("A simulation hands off each full buffer and, at its end, the last: the records of one at a time, in order")
    func handedOffByTheBuffer() {
        var each: [Record] = []
        replay { _ in .each { each.append($0) } }
        var batched: [Record] = []
        var sizes: [Int] = []
        replay { _ in
            RecordOutput(first: RecordBuffer(capacity: 4)) { buffer in
                sizes.append(buffer.count)
                buffer.takeEach { batched.append($0) }
                return RecordBuffer(capacity: 4)
            }
        }
        #expect(batched == each)
        #expect(sizes.dropLast().allSatisfy { $0 == 4 })
        #expect(sizes.last.map { (1...4).contains($0) } == true)
        #expect(sizes.reduce(0, +) == each.count)
        if case .summary = each.last?.event {} else { Issue.record("the summary comes last") }
    }
}
