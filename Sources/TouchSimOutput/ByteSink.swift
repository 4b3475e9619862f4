/// Where writers put their bytes: a buffer handed to `drain` whenever it fills and at `flush()`.
///
/// A replay of a million events then costs one system call per 64 KiB, not one per line, and
/// its output never sits in memory whole. The buffer is a `SinkBuffer`, memory the sink
/// allocates once and reaches through `let` pointers: a stored `var` of a class would pay a
/// dynamic exclusivity check on every byte. The record writers append through that buffer
/// directly.
public final class ByteSink {
    /// The buffer, for writers that append without reference counting; valid while the sink lives.
    let buffer: SinkBuffer

    /// A sink that hands `drain` chunks of at most `capacity` bytes, and the rest at `flush()`.
    public init(capacity: Int = 1 << 16, drain: @escaping ([UInt8]) -> Void) {
        buffer = SinkBuffer(capacity: capacity) { drain(Array($0)) }
    }

    /// A sink around `buffer`, whose drain reads the bytes in place.
    private init(buffer: SinkBuffer) { self.buffer = buffer }

    deinit { buffer.deallocate() }

    /// A sink writing to an open file descriptor such as standard output.
    ///
    /// A chunk the system refuses (a full disk) is dropped rather than retried forever.
    public static func fileDescriptor(_ fd: Int32) -> ByteSink {
        ByteSink(buffer: SinkBuffer(capacity: 1 << 16) { _ = writeAll($0, to: fd) })
    }

    /// Appends the UTF-8 bytes of `text`.
    public func append(_ text: String) { buffer.append(text) }

    /// Appends a literal: no string storage to retain and release.
    @inline(__always)
    public func append(literal text: StaticString) { buffer.append(literal: text) }

    /// Appends bytes; most pieces are a few bytes and fit the space left.
    @inline(__always)
    public func append(bytes: UnsafeBufferPointer<UInt8>) { buffer.append(bytes: bytes) }

    /// Lets `body` write at most `count` bytes straight into the buffer; `body` returns how
    /// many it wrote. A number then goes in without a copy.
    @inline(__always)
    public func write(atMost count: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        buffer.write(atMost: count, body)
    }

    /// Appends one byte.
    @inline(__always)
    public func append(byte: UInt8) { buffer.append(byte: byte) }

    /// Hands everything buffered to the drain.
    public func flush() { buffer.flush() }
}
