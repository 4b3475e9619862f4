import _TouchSimStorage

/// Where writers put their bytes: a buffer handed to `drain` whenever it fills and at `flush()`.
///
/// A replay of a million events then costs one system call per 64 KiB, not one per line, and
/// its output never sits in memory whole. The buffer is a `SinkBuffer`, memory of the sink's
/// pool reached through `let` addresses: a stored `var` of a class would pay a dynamic
/// exclusivity check on every byte. The record writers append through that buffer
/// directly.
public final class ByteSink {
    /// The buffer, for writers that append without reference counting; valid while the sink lives.
    let buffer: SinkBuffer
    /// The buffer's memory.
    private let memory: MemoryPool

    /// A sink that hands `drain` chunks of at most `capacity` bytes, and the rest at `flush()`.
    public convenience init(capacity: Int = 1 << 16, drain: @escaping ([UInt8]) -> Void) {
        self.init(capacity: capacity, drainingInPlace: { drain(Array($0)) })
    }

    /// A sink whose drain reads the bytes in place.
    private init(capacity: Int, drainingInPlace drain: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        let memory = MemoryPool()
        self.memory = memory
        buffer = SinkBuffer(capacity: capacity, in: memory, drain: drain)
    }

    /// A sink writing to an open file descriptor such as standard output.
    ///
    /// A chunk the system refuses (a full disk) is dropped rather than retried forever.
    public static func fileDescriptor(_ fd: Int32) -> ByteSink {
        ByteSink(capacity: 1 << 16, drainingInPlace: { _ = writeAll($0, to: fd) })
    }

    /// Appends the UTF-8 bytes of `text`.
    public func append(_ text: String) { buffer.append(text) }

    /// Appends a literal: no string storage to retain and release.
    @inline(__always)
    public func append(literal text: StaticString) { buffer.append(literal: text) }

    /// Appends bytes; most pieces are a few bytes and fit the space left.
    @inline(__always)
    public func append(bytes: UnsafeBufferPointer<UInt8>) { buffer.append(bytes: bytes) }

    /// Appends one byte.
    @inline(__always)
    public func append(byte: UInt8) { buffer.append(byte: byte) }

    /// Hands everything buffered to the drain.
    public func flush() { buffer.flush() }
}
