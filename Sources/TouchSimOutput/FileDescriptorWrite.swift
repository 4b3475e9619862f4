#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes all of `bytes` to `fd`, resuming after partial writes and interrupted calls (a pipe
/// takes what fits; a signal can cut a write short). False when the system refused, with
/// `errno` saying why.
package func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    bytes.withUnsafeBufferPointer { writeAll($0, to: fd) }
}

/// Writes all of `bytes` to `fd`, as `writeAll(_:to:)` does, from memory the caller holds.
package func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if n > 0 {
            offset += n
        } else if !(n < 0 && errno == EINTR) {
            return false
        }
    }
    return true
}
