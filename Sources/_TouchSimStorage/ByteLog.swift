/// Bytes appended in chunks of at most 64 KiB, with unsigned LEB128 varints on top: the store
/// of the summary data that grows with the trace (the engine's `TouchLog`, `RunList`).
///
/// Chunks, not one array: a growing array doubles its capacity and copies, so at the moment it
/// grows it holds up to three times its contents; a 10M-event trace's summary data would then
/// set the replay's peak memory. A log that stays small stays one small array.
public struct ByteLog: Sendable {
    private static let chunkCapacity = 1 << 16
    /// The most bytes one append writes: three varints of 64 bits.
    private static let longestAppend = 30
    /// The chunks before the last, each as full as the appends before the next chunk left it.
    private var full: [[UInt8]] = []
    /// The last chunk, the one appended to: its first `used` bytes are the log's, the rest is
    /// room, zeros. Apart from `full`: as its last element, each append checked the storage of
    /// both lists. An append writes its varints into the room through one pointer, the array
    /// checked unique once, not at each byte.
    private var tail: [UInt8] = []
    private var used = 0

    /// An empty log.
    public init() {}

    /// Appends `value` in 7-bit groups, low first, the high bit set on all but the last.
    public mutating func append(varint value: UInt64) {
        makeRoom(for: 10)
        let at = used
        used += tail.withUnsafeMutableBufferPointer { Self.write(value, at: $0.baseAddress! + at) }
    }

    /// Appends the three values as varints, one after the other.
    public mutating func append(varints values: (UInt64, UInt64, UInt64)) {
        makeRoom(for: Self.longestAppend)
        let at = used
        used += tail.withUnsafeMutableBufferPointer { bytes in
            var next = bytes.baseAddress! + at
            next += Self.write(values.0, at: next)
            next += Self.write(values.1, at: next)
            next += Self.write(values.2, at: next)
            return next - (bytes.baseAddress! + at)
        }
    }

    /// Writes `value` as a varint at `at`, which has room for 10 bytes; how many it wrote.
    private static func write(_ value: UInt64, at: UnsafeMutablePointer<UInt8>) -> Int {
        var rest = value
        var count = 0
        while rest >= 0x80 {
            at[count] = UInt8(truncatingIfNeeded: rest) | 0x80
            rest >>= 7
            count += 1
        }
        at[count] = UInt8(rest)
        return count + 1
    }

    /// Makes room in the last chunk for `count` bytes: the first chunk grows as an ordinary
    /// array (doubling), and once it is 64 KiB an append that does not fit closes it and
    /// starts another, needed whole.
    private mutating func makeRoom(for count: Int) {
        if used + count > tail.count { grow(for: count) }
    }

    private mutating func grow(for count: Int) {
        if tail.count < Self.chunkCapacity {
            let size = min(max(tail.count * 2, 64), Self.chunkCapacity)
            tail.append(contentsOf: repeatElement(0, count: size - tail.count))
            if used + count <= tail.count { return }
        }
        tail.removeLast(tail.count - used)
        full.append(tail)
        tail = [UInt8](repeating: 0, count: Self.chunkCapacity)
        used = 0
    }

    /// Reads the varints back in order.
    public struct Reader {
        private let chunks: [[UInt8]]
        private var chunk = 0
        /// The chunk being read, apart: read through `chunks`, each byte was indexed twice.
        private var current: [UInt8]
        private var offset = 0

        /// A reader from the log's first varint.
        public init(_ log: ByteLog) {
            chunks = log.full + [Array(log.tail[..<log.used])]
            current = chunks[0]
        }

        /// The next varint; nil at the end. An append never splits its varints between chunks.
        public mutating func next() -> UInt64? {
            while offset == current.count {
                guard chunk + 1 < chunks.count else { return nil }
                chunk += 1
                current = chunks[chunk]
                offset = 0
            }
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let byte = current[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) &<< shift
                if byte < 0x80 { return value }
                shift &+= 7
            }
        }
    }
}

extension ByteLog: Equatable {
    /// Two logs are equal when their bytes are, however their appends split them into chunks.
    public static func == (a: ByteLog, b: ByteLog) -> Bool {
        a.chunks.joined().elementsEqual(b.chunks.joined())
    }

    /// The log's bytes, chunk by chunk.
    private var chunks: [ArraySlice<UInt8>] { full.map { $0[...] } + [tail[..<used]] }
}

/// Signed integers as varints: 0, -1, 1, -2 … become 0, 1, 2, 3 … so that small negative
/// values stay short.
extension Int64 {
    /// The value as a zigzag varint's payload.
    public var zigzag: UInt64 { UInt64(bitPattern: (self << 1) ^ (self >> 63)) }

    /// The value whose zigzag payload is `zigzag`.
    public init(zigzag: UInt64) { self = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1) }
}
