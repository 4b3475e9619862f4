import Testing
import TouchSimTestSupport

@testable import _TouchSimStorage

/// `ByteLog`, the summary's store of varints: what goes in reads back, in order, across chunks.
struct ByteLogTests {
    @Test("Varints of 1 to 10 bytes read back in order, across the ends of the 64 KiB chunks")
    func readsBackAcrossChunks() {
        var log = ByteLog()
        var written: [UInt64] = []
        var random = SplitMix64(seed: 0xB7E1)
        // ~250 KB: four chunks, each closed by an append of every length that did not fit its end.
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

    @Test("Logs of the same bytes are equal however their appends split them into chunks")
    func equalAcrossChunkings() {
        var triples = ByteLog()
        var singles = ByteLog()
        // ~150 KB of 10-byte varints: three at a time leave up to 29 bytes unused at a chunk's
        // end, one at a time at most 9, so the two logs' chunks end at different bytes.
        for i in 0..<5_000 {
            let values: (UInt64, UInt64, UInt64) = (.max - UInt64(i), .max, .max - 1)
            triples.append(varints: values)
            singles.append(varint: values.0)
            singles.append(varint: values.1)
            singles.append(varint: values.2)
        }
        #expect(triples == singles)
        singles.append(varint: 0)
        #expect(triples != singles)
    }
}
