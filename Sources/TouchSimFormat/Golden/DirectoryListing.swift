#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The entries of one directory with their kind, read with `readdir`: the kind comes with the
/// name, so a walk over a thousand scenarios costs no `stat` per file (Foundation's
/// `attributesOfItem` did, and built a dictionary each time).
enum DirectoryListing {
    /// One entry: its name and whether it is a directory itself, not a link to one.
    struct Entry {
        var name: String
        var isDirectory: Bool
    }

    /// The entries of `directory` except `.` and `..`, in the order the file system gives;
    /// empty when it cannot be read.
    static func entries(of directory: String) -> [Entry] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while let pointer = readdir(handle) {
            let name = withUnsafeBytes(of: pointer.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let isDirectory: Bool
            switch Int32(pointer.pointee.d_type) {
            case Int32(DT_DIR): isDirectory = true
            case Int32(DT_UNKNOWN): isDirectory = isRealDirectory(join(directory, name))
            default: isDirectory = false
            }
            entries.append(Entry(name: name, isDirectory: isDirectory))
        }
        return entries
    }

    /// `name` inside `directory`, with one `/` between them.
    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Whether `path` is a directory and not a link to one; for file systems that leave
    /// `d_type` unknown.
    private static func isRealDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
