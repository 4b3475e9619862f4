/// Where writers put their bytes: a buffer handed to `drain` whenever it fills and at `flush()`.
///
/// A replay of a million events then costs one system call per 64 KiB, not one per line, and
/// its output never sits in memory whole. The buffer and its fill level live in memory the sink
/// allocates once and reaches through `let` pointers: a stored `var` of a class would pay a
/// dynamic exclusivity check on every byte.
public final class ByteSink {
    private let storage: UnsafeMutableBufferPointer<UInt8>
    private let filled: UnsafeMutablePointer<Int>
    private let drain: ([UInt8]) -> Void

    /// A sink that hands `drain` chunks of at most `capacity` bytes, and the rest at `flush()`.
    public init(capacity: Int = 1 << 16, drain: @escaping ([UInt8]) -> Void) {
        storage = .allocate(capacity: max(capacity, 1))
        filled = .allocate(capacity: 1)
        filled.initialize(to: 0)
        self.drain = drain
    }

    deinit {
        storage.deallocate()
        filled.deallocate()
    }

    /// A sink writing to an open file descriptor such as standard output.
    ///
    /// A chunk the system refuses (a full disk) is dropped rather than retried forever.
    public static func fileDescriptor(_ fd: Int32) -> ByteSink {
        ByteSink { _ = writeAll($0, to: fd) }
    }

    /// Appends the UTF-8 bytes of `text`.
    public func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable(append(bytes:)) == nil {
            for byte in text.utf8 { append(byte: byte) }
        }
    }

    /// Appends a literal: no string storage to retain and release.
    @inline(__always)
    public func append(literal text: StaticString) {
        append(bytes: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends bytes; most pieces are a few bytes and fit the space left.
    @inline(__always)
    public func append(bytes: UnsafeBufferPointer<UInt8>) {
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

    /// Lets `body` write at most `count` bytes straight into the buffer; `body` returns how
    /// many it wrote. A number then goes in without a copy.
    @inline(__always)
    public func write(atMost count: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if count > storage.count - filled.pointee {
            flush()
            guard count <= storage.count else {
                // A sink smaller than the piece: through a buffer of the piece's size.
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
                    append(bytes: UnsafeBufferPointer(rebasing: buffer[..<body(buffer.baseAddress!)]))
                }
            }
        }
        filled.pointee += body(storage.baseAddress.unsafelyUnwrapped + filled.pointee)
    }

    /// Appends one byte.
    @inline(__always)
    public func append(byte: UInt8) {
        if filled.pointee == storage.count { flush() }
        storage[filled.pointee] = byte
        filled.pointee += 1
    }

    /// Hands everything buffered to the drain.
    public func flush() {
        guard filled.pointee > 0 else { return }
        drain(Array(storage[0..<filled.pointee]))
        filled.pointee = 0
    }
}
