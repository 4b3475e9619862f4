import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimFormat

@Suite("Expected files are replaced atomically")
struct AtomicFileTests {
    private struct Crash: Error {}

    @Test("A crash between the temp write and the rename leaves the old file intact")
    func crashKeepsOldFile() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("x.expected", "old\n")
        #expect(throws: Crash.self) {
            try AtomicFile.write(Array("new\n".utf8), to: path) {
                // At this moment the new bytes are complete and synced beside the old file.
                #expect(try dir.entries().count == 2)
                throw Crash()
            }
        }
        #expect(dir.read("x.expected") == "old\n")
        #expect(try dir.entries() == ["x.expected"])
    }

    @Test("A write replaces the content and keeps the file's permissions")
    func replaces() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("x.expected", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        try AtomicFile.write(Array("new\n".utf8), to: path)
        #expect(dir.read("x.expected") == "new\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
        #expect(try dir.entries() == ["x.expected"])
    }

    @Test("A file that cannot be written is an error naming it, not the hidden temp file beside it")
    func failure() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path + "/missing/x.expected"
        #expect(throws: AtomicFile.Failure(message: "cannot write \(path): No such file or directory")) {
            try AtomicFile.write([], to: path)
        }
        #expect(throws: AtomicFile.Failure(message: "cannot write \(dir.path): Is a directory")) {
            try AtomicFile.write([], to: dir.path)
        }
    }
}
