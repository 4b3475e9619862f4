import Testing

@testable import TouchSimCore

/// `ByteLog`, the summary's store of varints: what goes in reads back, in order, across chunks.
struct ByteLogTests {
    @Test("Varints of 1 to 10 bytes read back in order, across the ends of the 64 KiB chunks")
    func readsBackAcrossChunks() {
        var log = ByteLog()
        var written: [UInt64] = []
        var random = SplitMix64(seed: 0xB7E1)
        // ~250 KB: four chunks, the varints that straddle their ends of every length.
        for _ in 0..<50_000 {
            let value = random.next() >> UInt64(random.int(0...63))
            if random.int(0...2) == 0 {
                let more = (random.next() >> 57, random.next() >> 1)
                log.append(varints: (value, more.0, more.1))
                written += [value, more.0, more.1]
            } else {
                log.append(varint: value)
                written.append(value)
            }
        }
        var reader = ByteLog.Reader(log)
        var read: [UInt64] = []
        while let value = reader.next() { read.append(value) }
        #expect(read == written)
    }

    @Test("An empty log reads nothing; logs of the same values are equal")
    func emptyAndEqual() {
        var reader = ByteLog.Reader(ByteLog())
        #expect(reader.next() == nil)
        var a = ByteLog()
        var b = ByteLog()
        for value: UInt64 in [0, 127, 128, 300, .max] {
            a.append(varint: value)
            b.append(varint: value)
        }
        #expect(a == b)
        b.append(varint: 1)
        #expect(a != b)
    }
}
