import Testing

@testable import TouchSimFormat
@testable import TouchSimOutput
@testable import TouchSimReader

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

    @Test("Numbers written straight into the buffer arrive whole, even when longer than the sink's buffer")
    func numbersInPlace() {
        var bytes: [UInt8] = []
        let sink = ByteSink(capacity: 8) { bytes += $0 }
        sink.append("ab")
        NumberFormat.append(-123_456.789, to: sink)
        NumberFormat.append(integer: Int.min, to: sink)
        NumberFormat.append(0.5, to: sink)
        sink.flush()
        #expect(String(decoding: bytes, as: UTF8.self) == "ab-123456.789-92233720368547758080.5")
    }
}
