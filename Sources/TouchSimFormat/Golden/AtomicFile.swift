import TouchSimOutput

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file so that a reader, or the disk after a crash, sees the old bytes or the new
/// ones, never a torn mix: write a temp file in the same directory, fsync it, rename it over.
public enum AtomicFile {
    /// Why a file could not be written.
    public struct Failure: Error, Equatable, Sendable {
        /// The file asked for and the system's reason; never the temp file, which the caller
        /// did not name and which is gone by the time the message is read.
        public var message: String
    }

    /// Writes `bytes` to `path`, keeping an existing file's permissions.
    ///
    /// `beforeRename` runs between the temp file's fsync and the rename; tests throw from it to
    /// simulate a crash at the one moment both files exist.
    public static func write(
        _ bytes: [UInt8], to path: String, beforeRename: () throws -> Void = {}
    ) throws {
        // Same directory, so the rename never crosses a file system; hidden, so discovery and
        // people skip a temp file a crash left behind.
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temp = "\(directory).\(name).\(getpid()).tmp"

        var existing = stat()
        let exists = stat(path, &existing) == 0
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(writing: path) }
        do {
            // open() applies the umask to a new file; a replaced file keeps its mode exactly.
            let written =
                (!exists || fchmod(fd, existing.st_mode & 0o7777) == 0)
                && writeAll(bytes, to: fd) && fsync(fd) == 0
            guard written else {
                let reason = failure(writing: path)
                close(fd)
                throw reason
            }
            guard close(fd) == 0 else { throw failure(writing: path) }
            try beforeRename()
            guard rename(temp, path) == 0 else { throw failure(writing: path) }
        } catch {
            unlink(temp)
            throw error
        }
        syncDirectory(directory.isEmpty ? "." : directory)
    }

    /// Makes the rename itself durable; a failure only weakens durability, never correctness.
    private static func syncDirectory(_ directory: String) {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// A failure naming `path` and the reason in `errno`; call right after the failure.
    private static func failure(writing path: String) -> Failure {
        Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
    }
}
