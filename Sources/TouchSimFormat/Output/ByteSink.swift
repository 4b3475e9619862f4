/// Where writers put their bytes: a buffer handed to `drain` whenever it fills and at `flush()`.
///
/// A replay of a million events then costs one system call per 64 KiB, not one per line, and
/// its output never sits in memory whole.
public final class ByteSink {
    private var buffer: [UInt8] = []
    private let capacity: Int
    private let drain: ([UInt8]) -> Void

    /// A sink that hands `drain` chunks of at least `capacity` bytes, and the rest at `flush()`.
    public init(capacity: Int = 1 << 16, drain: @escaping ([UInt8]) -> Void) {
        self.capacity = capacity
        self.drain = drain
        buffer.reserveCapacity(capacity)
    }

    /// A sink writing to an open file descriptor such as standard output.
    ///
    /// A chunk the system refuses (a full disk) is dropped rather than retried forever.
    public static func fileDescriptor(_ fd: Int32) -> ByteSink {
        ByteSink { _ = writeAll($0, to: fd) }
    }

    /// Appends the UTF-8 bytes of `text`.
    public func append(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    /// Appends one byte.
    public func append(byte: UInt8) {
        buffer.append(byte)
        if buffer.count >= capacity { flush() }
    }

    /// Hands everything buffered to the drain.
    public func flush() {
        guard !buffer.isEmpty else { return }
        drain(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
