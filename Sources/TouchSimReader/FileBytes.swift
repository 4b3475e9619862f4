/// The bytes of a whole file, for the inputs that are not scenarios (a dump to import, an
/// `--expect` file), read as scenarios are so that a file that cannot be read is reported
/// alike by every command (docs/format.md §4.6).
public enum FileBytes {
    /// Everything in the file at `path`; `Diagnostic.unreadable` when it cannot be read.
    public static func read(_ path: String) throws(Diagnostic) -> [UInt8] {
        do {
            let source = try ByteSource(path: path)
            var bytes: [UInt8] = []
            let size = 1 << 16
            return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: size) {
                buffer throws(ByteSource.SystemError) in
                while true {
                    let n = try source.read(into: buffer.baseAddress!, count: size, at: bytes.count)
                    if n == 0 { return bytes }
                    bytes.append(contentsOf: buffer[..<n])
                }
            }
        } catch {
            throw .unreadable(path, reason: error.message)
        }
    }
}
