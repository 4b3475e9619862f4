import _TouchSimStorage

/// A `ByteSink`'s buffer as a plain value: addresses only, so that writers append through it
/// with no reference counting and no exclusivity checks, however many pieces a line has.
///
/// Its memory is a `MemoryPool`'s, and whoever holds the buffer holds the pool too (a sink
/// keeps both, and hands its writers' pieces this buffer for the length of one record).
struct SinkBuffer {
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private let filled: UnsafeMutablePointer<Int>
    /// Where a full buffer goes; reached through an address, so that copying this value copies
    /// no closure. It reads the bytes where they are: writing them out copies them no further.
    private let drain: UnsafeMutablePointer<(UnsafeBufferPointer<UInt8>) -> Void>

    /// A buffer of `capacity` bytes (at least 1) in `memory`, that hands `drain` what it holds
    /// when full.
    init(capacity: Int, in memory: MemoryPool, drain: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        // Initialized, as a line's pieces copied in whole blocks may read bytes past their end
        // (`LineBytes`).
        let size = max(capacity, 1)
        storage = UnsafeMutableBufferPointer(start: memory.allocate(size, repeating: 0), count: size)
        filled = memory.allocate(0)
        self.drain = memory.allocate(drain)
    }

    /// Appends a literal.
    @inline(__always)
    func append(literal text: StaticString) {
        append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The spaces `SinkCursor.append(spaces:)` copies, 32: the widest padding of text columns.
    static let spaces: StaticString = "                                "

    /// The first free byte and the end of the buffer, for a `SinkCursor`.
    @inline(__always)
    var freeSpace: (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>) {
        let start = storage.baseAddress.unsafelyUnwrapped
        return (start + filled.pointee, start + storage.count)
    }

    /// Counts the bytes before `next` as written: a `SinkCursor` wrote them.
    @inline(__always)
    func claim(upTo next: UnsafeMutablePointer<UInt8>) {
        filled.pointee = next - storage.baseAddress.unsafelyUnwrapped
    }

    /// Appends bytes; most pieces are a few bytes and fit the space left.
    @inline(__always)
    func append(bytes: UnsafeBufferPointer<UInt8>) {
        let used = filled.pointee
        if bytes.count <= storage.count - used, let source = bytes.baseAddress {
            (storage.baseAddress.unsafelyUnwrapped + used).update(from: source, count: bytes.count)
            filled.pointee = used + bytes.count
        } else {
            appendAcrossFlushes(bytes)
        }
    }

    /// Appends bytes, copied a buffer's worth at a time.
    private func appendAcrossFlushes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard var source = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            if filled.pointee == storage.count { flush() }
            let n = min(left, storage.count - filled.pointee)
            (storage.baseAddress! + filled.pointee).update(from: source, count: n)
            filled.pointee += n
            source += n
            left -= n
        }
    }

    /// Appends the UTF-8 bytes of `text`.
    func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable(append(bytes:)) == nil {
            for byte in text.utf8 { append(byte: byte) }
        }
    }

    /// Lets `body` write at most `count` bytes straight into the buffer; `body` returns how
    /// many it wrote. A number then goes in without a copy.
    @inline(__always)
    func write(atMost count: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count > storage.count - filled.pointee {
            flush()
            guard count <= storage.count else {
                // A sink smaller than the piece: through a buffer of the piece's size.
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                    buffer.initialize(repeating: 0)
                    append(bytes: UnsafeBufferPointer(rebasing: buffer[..<body(buffer.baseAddress!)]))
                }
            }
        }
        filled.pointee += body(storage.baseAddress.unsafelyUnwrapped + filled.pointee)
    }

    /// Appends one byte.
    @inline(__always)
    func append(byte: UInt8) {
        if filled.pointee == storage.count { flush() }
        storage[filled.pointee] = byte
        filled.pointee += 1
    }

    /// Hands everything buffered to the drain.
    func flush() {
        guard filled.pointee > 0 else { return }
        drain.pointee(UnsafeBufferPointer(rebasing: storage[0..<filled.pointee]))
        filled.pointee = 0
    }
}
