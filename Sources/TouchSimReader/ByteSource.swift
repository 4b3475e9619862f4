#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of one input text, read at explicit offsets so that a lexer can go back to an
/// earlier place (pass 2 of `ScenarioFile`) and several lexers can read one source at once.
package final class ByteSource {
    private enum Backing {
        /// A regular file, read with `pread`.
        case file(Int32)
        /// A pipe or device: what has been read so far is kept, and more is read on demand,
        /// so that garbage from an endless device is reported at its first byte, not read
        /// forever.
        case stream(Int32, buffered: [UInt8], atEnd: Bool)
        case memory([UInt8])
    }

    /// A failed system call, with the C library's description of `errno`.
    package struct SystemError: Error {
        package var message: String

        /// The description of the current `errno`.
        static func current() -> SystemError { SystemError(message: String(cString: strerror(errno))) }
    }

    private var backing: Backing

    /// Whether several threads may read it at once: a regular file or bytes in memory, which
    /// `read` does not change, unlike a stream's buffer.
    package var isShareable: Bool {
        switch backing {
        case .file, .memory: return true
        case .stream: return false
        }
    }

    /// Bytes already in memory (standard input, a `--set` value).
    init(bytes: [UInt8]) { backing = .memory(bytes) }

    /// Opens the file at `path` for reading.
    init(path: String) throws(SystemError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .current() }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let error = SystemError.current()
            close(fd)
            throw error
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: backing = .file(fd)
        case S_IFDIR:
            close(fd)
            throw SystemError(message: "Is a directory")
        default: backing = .stream(fd, buffered: [], atEnd: false)
        }
    }

    deinit {
        switch backing {
        case .file(let fd), .stream(let fd, _, _): close(fd)
        case .memory: break
        }
    }

    /// Copies up to `count` bytes starting at `offset` into `buffer`; returns how many, 0 at
    /// the end of the input.
    package func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int, at offset: Int)
        throws(SystemError) -> Int
    {
        switch backing {
        case .file(let fd):
            while true {
                let n = pread(fd, buffer, count, off_t(offset))
                if n >= 0 { return n }
                if errno != EINTR { throw .current() }
            }
        case .stream(let fd, var buffered, var atEnd):
            // Drop the array out of the enum while it grows, so that it is not copied.
            backing = .memory([])
            defer { backing = .stream(fd, buffered: buffered, atEnd: atEnd) }
            while !atEnd && buffered.count < offset + count {
                let n = try Self.append(from: fd, to: &buffered, upTo: offset + count)
                atEnd = n == 0
            }
            return Self.copy(buffered, into: buffer, count: count, at: offset)
        case .memory(let bytes):
            return Self.copy(bytes, into: buffer, count: count, at: offset)
        }
    }

    private static func append(from fd: Int32, to bytes: inout [UInt8], upTo wanted: Int)
        throws(SystemError) -> Int
    {
        let old = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: wanted - old))
        while true {
            let n = bytes.withUnsafeMutableBufferPointer { systemRead(fd, $0.baseAddress! + old, wanted - old) }
            if n >= 0 {
                bytes.removeLast(wanted - old - n)
                return n
            }
            if errno != EINTR {
                bytes.removeLast(wanted - old)
                throw .current()
            }
        }
    }

    private static func copy(
        _ bytes: [UInt8], into buffer: UnsafeMutablePointer<UInt8>, count: Int, at offset: Int
    ) -> Int {
        let n = max(0, min(count, bytes.count - offset))
        if n > 0 {
            bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: n) }
        }
        return n
    }
}

/// `read(2)`, named apart from `ByteSource.read` so the class can call it.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
