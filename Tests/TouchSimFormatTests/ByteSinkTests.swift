import Testing

@testable import TouchSimFormat

@Suite("The byte sink buffers output and hands it on in chunks")
struct ByteSinkTests {
    @Test("Nothing reaches the drain until the buffer is full or flushed; chunks are at most the capacity")
    func buffersUntilFull() {
        var chunks: [[UInt8]] = []
        let sink = ByteSink(capacity: 8) { chunks.append($0) }
        sink.append("abc")
        sink.append(byte: UInt8(ascii: "d"))
        #expect(chunks.isEmpty)
        sink.append("efghij")
        #expect(chunks == [Array("abcdefgh".utf8)])
        sink.append("k")
        sink.flush()
        sink.flush()
        #expect(chunks == [Array("abcdefgh".utf8), Array("ijk".utf8)])
    }
}
