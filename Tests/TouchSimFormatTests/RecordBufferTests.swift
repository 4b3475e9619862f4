import Testing
import TouchSimCore

@testable import TouchSimFormat

@Suite("A record buffer hands the writer thread its records in order, each once")
struct RecordBufferTests {
    @Test("Records come out in the order they went in, and the buffer is empty after")
    func inOrder() {
        let buffer = RecordBuffer(capacity: 3)
        let records = (1...3).map { touch in
            Record(
                time: ms(Double(touch)),
                event: .touches(view: ViewIndex(raw: 0), method: .began, touches: [touch], consumer: nil))
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
        let first = Record(time: ms(1), event: .highlight(view: ViewIndex(raw: 0), highlighted: false))
        let second = Record(time: ms(2), event: .highlight(view: ViewIndex(raw: 0), highlighted: true))
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
        unread.append(
            Record(time: ms(0), event: .touches(view: ViewIndex(raw: 0), method: .began, touches: [5], consumer: nil)))
        #expect(unread.count == 1)
        #expect(!unread.isFull)
    }
}
