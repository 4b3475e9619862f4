/// Bytes appended in chunks of at most 64 KiB, with unsigned LEB128 varints on top: the store
/// of summary data that grows with the trace (`TouchLog`).
///
/// Chunks, not one array: a growing array doubles its capacity and copies, so at the moment it
/// grows it holds up to three times its contents; a 10M-event trace's summary data would then
/// set the replay's peak memory. A log that stays small stays one small array.
struct ByteLog: Sendable, Equatable {
    private static let chunkCapacity = 1 << 16
    private var chunks: [[UInt8]] = []

    /// Appends `value` in 7-bit groups, low first, the high bit set on all but the last.
    mutating func append(varint value: UInt64) {
        // A varint has at most 10 bytes: when they fit in the last chunk they go there without
        // asking at each byte whether a new chunk is due, the same bytes in the same chunks.
        if let last = chunks.indices.last, chunks[last].count <= Self.chunkCapacity - 10 {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { bytes in
                let count = Self.encode(value, into: bytes.baseAddress!)
                chunks[last].append(contentsOf: UnsafeBufferPointer(start: bytes.baseAddress, count: count))
            }
            return
        }
        appendByBytes(value)
    }

    /// Appends the three values as varints, one after the other: the last chunk is reached
    /// once for all three when they fit, rather than once per byte.
    mutating func append(varints values: (UInt64, UInt64, UInt64)) {
        guard let last = chunks.indices.last, chunks[last].count <= Self.chunkCapacity - 30 else {
            append(varint: values.0)
            append(varint: values.1)
            append(varint: values.2)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 30) { bytes in
            let start = bytes.baseAddress!
            var count = Self.encode(values.0, into: start)
            count += Self.encode(values.1, into: start + count)
            count += Self.encode(values.2, into: start + count)
            chunks[last].append(contentsOf: UnsafeBufferPointer(start: start, count: count))
        }
    }

    /// Writes `value` as a varint at `bytes`, which has room for its 10 bytes at most, and
    /// returns how many it took. Put together apart and appended at once: appended a byte at a
    /// time, the chunk's storage was checked at each.
    private static func encode(_ value: UInt64, into bytes: UnsafeMutablePointer<UInt8>) -> Int {
        var rest = value
        var count = 0
        while rest >= 0x80 {
            bytes[count] = UInt8(truncatingIfNeeded: rest) | 0x80
            count += 1
            rest >>= 7
        }
        bytes[count] = UInt8(rest)
        return count + 1
    }

    /// Appends `value` a byte at a time, starting a new chunk where one is full.
    private mutating func appendByBytes(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            append(byte: UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        append(byte: UInt8(rest))
    }

    private mutating func append(byte: UInt8) {
        if chunks.isEmpty || chunks[chunks.count - 1].count == Self.chunkCapacity {
            var chunk: [UInt8] = []
            // The first chunk grows as an ordinary array; later ones are needed whole.
            if !chunks.isEmpty { chunk.reserveCapacity(Self.chunkCapacity) }
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(byte)
    }

    /// Reads the varints back in order.
    struct Reader {
        private let chunks: [[UInt8]]
        private var chunk = 0
        private var offset = 0

        init(_ log: ByteLog) { chunks = log.chunks }

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
