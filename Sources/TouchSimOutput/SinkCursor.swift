/// Where a writer is in a `SinkBuffer` while it writes one line: the next free byte and the end
/// of the buffer, held as a local value so that they stay in registers from piece to piece.
///
/// Appending through the buffer itself loads and stores its fill count around every piece (a
/// copy could alias it); a line has a dozen pieces. A cursor reads the count once and writes it
/// back once, at `close()`, which must come before anything else uses the buffer.
struct SinkCursor {
    private let buffer: SinkBuffer
    private var next: UnsafeMutablePointer<UInt8>
    private var end: UnsafeMutablePointer<UInt8>

    /// How many bytes `append(padded:)` copies at once; bytes it is given must be readable that far.
    static let paddedWidth = EncodedPiece.blockWidth

    /// A cursor at the end of what `buffer` holds.
    @inline(__always)
    init(_ buffer: SinkBuffer) {
        self.buffer = buffer
        (next, end) = buffer.freeSpace
    }

    /// Hands the bytes written back to the buffer.
    @inline(__always)
    func close() { buffer.claim(upTo: next) }

    /// Lets `body` write through the buffer itself: the slow paths and the rare pieces.
    @inline(__always)
    mutating func through(_ body: (SinkBuffer) -> Void) {
        close()
        body(buffer)
        (next, end) = buffer.freeSpace
    }

    /// Appends a literal.
    @inline(__always)
    mutating func append(literal text: StaticString) {
        append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends bytes; most pieces are a few bytes and fit the space left.
    @inline(__always)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.count <= end - next, let source = bytes.baseAddress {
            next.update(from: source, count: bytes.count)
            next += bytes.count
        } else {
            appendAcrossFlushes(bytes)
        }
    }

    /// A piece that does not fit the space left; kept out of line, so that the pieces' fast
    /// paths stay small enough to inline.
    @inline(never)
    private mutating func appendAcrossFlushes(_ bytes: UnsafeBufferPointer<UInt8>) {
        through { $0.append(bytes: bytes) }
    }

    /// Appends `count` bytes at `start`, behind which at least `paddedWidth` bytes are readable:
    /// a short piece (a name) goes as one fixed-size copy, with no call to `memcpy`, and the
    /// bytes copied past it are written over by the next piece or never handed on.
    @inline(__always)
    mutating func append(padded start: UnsafePointer<UInt8>, count: Int) {
        if count <= Self.paddedWidth, Self.paddedWidth <= end - next {
            next.update(from: start, count: Self.paddedWidth)
            next += count
        } else {
            append(bytes: UnsafeBufferPointer(start: start, count: count))
        }
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(byte: UInt8) {
        if next == end { flushFull() }
        next.pointee = byte
        next += 1
    }

    /// Hands the full buffer on; out of line as `appendAcrossFlushes`.
    @inline(never)
    private mutating func flushFull() { through { $0.flush() } }

    /// Appends `count` spaces, at most as many as `SinkBuffer.spaces` holds (32).
    @inline(__always)
    mutating func append(spaces count: Int) {
        append(bytes: UnsafeBufferPointer(start: SinkBuffer.spaces.utf8Start, count: count))
    }

    /// Lets `body` write at most `count` bytes straight into the buffer; `body` returns how
    /// many it wrote.
    @inline(__always)
    mutating func write(atMost count: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count <= end - next {
            next += body(next)
        } else {
            writeAfterFlush(atMost: count, body)
        }
    }

    /// `write(atMost:_:)` when the space left is too small, out of line as `appendAcrossFlushes`.
    @inline(never)
    private mutating func writeAfterFlush(atMost count: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        through { $0.write(atMost: count, body) }
    }
}
