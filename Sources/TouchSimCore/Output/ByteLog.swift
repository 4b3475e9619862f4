/// Bytes appended in chunks of at most 64 KiB, with unsigned LEB128 varints on top: the store
/// of summary data that grows with the trace (`TouchLog`).
///
/// Chunks, not one array: a growing array doubles its capacity and copies, so at the moment it
/// grows it holds up to three times its contents; a 10M-event trace's summary data would then
/// set the replay's peak memory. A log that stays small stays one small array.
struct ByteLog: Sendable, Equatable {
    private static let chunkCapacity = 1 << 16
    /// The chunks before the last, each full.
    private var full: [[UInt8]] = []
    /// The last chunk, the one appended to. Apart from `full`: as its last element, each append
    /// checked the storage of both lists, and a varint went through a generic
    /// `append(contentsOf:)`, ~150 instructions for a run's one-byte length.
    private var tail: [UInt8] = []

    /// Appends `value` in 7-bit groups, low first, the high bit set on all but the last.
    mutating func append(varint value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            append(byte: UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        append(byte: UInt8(rest))
    }

    /// Appends the three values as varints, one after the other.
    mutating func append(varints values: (UInt64, UInt64, UInt64)) {
        append(varint: values.0)
        append(varint: values.1)
        append(varint: values.2)
    }

    @inline(__always)
    private mutating func append(byte: UInt8) {
        if tail.count == Self.chunkCapacity { startChunk() }
        tail.append(byte)
    }

    /// Closes the full last chunk and starts another. The first chunk grows as an ordinary
    /// array; later ones are needed whole.
    private mutating func startChunk() {
        full.append(tail)
        tail = []
        tail.reserveCapacity(Self.chunkCapacity)
    }

    /// Reads the varints back in order.
    struct Reader {
        private let chunks: [[UInt8]]
        private var chunk = 0
        private var offset = 0

        init(_ log: ByteLog) { chunks = log.full + [log.tail] }

        /// The next varint; nil at the end.
        mutating func next() -> UInt64? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while chunk < chunks.count {
                guard offset < chunks[chunk].count else {
                    chunk += 1
                    offset = 0
                    continue
                }
                let byte = chunks[chunk][offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
            return nil
        }
    }
}

/// Signed integers as varints: 0, -1, 1, -2 … become 0, 1, 2, 3 … so that small negative
/// values stay short.
extension Int64 {
    var zigzag: UInt64 { UInt64(bitPattern: (self << 1) ^ (self >> 63)) }

    init(zigzag: UInt64) { self = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1) }
}
