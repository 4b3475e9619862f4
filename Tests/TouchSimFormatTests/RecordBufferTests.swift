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

    @Test("A buffer dropped unread, as an abandoned queue drops it, frees its records (make sanitize checks for leaks)")
    func droppedUnread() {
        let unread = RecordBuffer(capacity: 2)
        unread.append(
            Record(time: ms(0), event: .touches(view: ViewIndex(raw: 0), method: .began, touches: [5], consumer: nil)))
        #expect(unread.count == 1)
        #expect(!unread.isFull)
    }
}
