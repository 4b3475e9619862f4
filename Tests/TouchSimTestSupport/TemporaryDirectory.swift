import Foundation

/// A fresh directory for one test, removed when the test is done with it.
public final class TemporaryDirectory {
    /// The directory's path, without a trailing slash.
    public let path: String

    public init() throws {
        path = NSTemporaryDirectory() + "touchsim-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `relative`, creating directories on the way; returns the full path.
    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// The text of `relative`, nil when it does not exist.
    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// When `relative` was last modified.
    public func modified(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: path + "/" + relative)[.modificationDate] as? Date
    }

    /// The names of the directory's entries, hidden ones included, sorted.
    public func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Every file under the directory, relative and sorted: what a command wrote.
    public func files() -> [String] {
        (FileManager.default.subpaths(atPath: path) ?? []).filter { !$0.hasSuffix("/") }.sorted()
    }
}
