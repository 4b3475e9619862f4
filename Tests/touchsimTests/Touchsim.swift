import Foundation
import Testing
import TouchSimCLI
import TouchSimFormat
import TouchSimOutput
import TouchSimTestSupport
import _TouchSimStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the command line as a user's shell would: in this process through `TouchSimCLI.run`, or
/// (the end-to-end suite only) as the built binary in a process of its own.
enum Touchsim {
    /// What a run printed and how it exited.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The repository's root (where `Package.swift` is), found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built binary: beside the test bundle in the build products directory (on Linux the
    /// bundle is itself an executable there; on macOS it is a `.xctest` directory there).
    static let binary: URL = {
        var products = Bundle.main.bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        return products.appendingPathComponent("touchsim")
    }()

    /// The test's environment without `CI` and Bazel's test variables, so that a CI machine
    /// running these tests sees the same behaviour, plus `extra`.
    private static func environment(_ extra: [String: String]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for name in ["CI", "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "XML_OUTPUT_FILE"] {
            env[name] = nil
        }
        return env.merging(extra) { $1 }
    }

    /// Runs `touchsim arguments…` in this process, with `directory` as its working directory
    /// (see `inDirectory`), `input` as standard input and its output collected.
    static func run(
        _ arguments: [String], in directory: String, environment extra: [String: String] = [:], input: String? = nil
    ) throws -> Result {
        let env = environment(extra)
        let stdin = StandardInput.bytes(Array((input ?? "").utf8))
        let (stdout, stderr) = (Collected(), Collected())
        guard
            let status = inDirectory(
                directory,
                {
                    TouchSimCLI.run(
                        arguments: arguments, environment: env, stdin: stdin, stdout: stdout.destination,
                        stderr: stderr.destination)
                })
        else { return try spawn(arguments, in: directory, environment: extra, input: input) }
        return Result(status: status.rawValue, stdout: stdout.text, stderr: stderr.text)
    }

    /// Runs `body` on a thread of its own whose working directory is `directory`, and waits for
    /// it; nil where a thread cannot have a working directory of its own.
    ///
    /// Linux lets a thread stop sharing the process's working directory (`unshare(CLONE_FS)`),
    /// and the threads it starts share its own (the replay's, `test --jobs`'s), so tests run in
    /// parallel, each in its folder, and the process's working directory never changes.
    private static func inDirectory<T: Sendable>(_ directory: String, _ body: @escaping @Sendable () -> T) -> T? {
        #if os(Linux)
            let result = Locked<T?>(nil)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                if unshare(cloneFS) == 0, chdir(directory) == 0 {
                    let value = body()
                    result.withLock { $0 = value }
                }
                done.signal()
            }
            // The reader nests 200 levels deep; a secondary thread's default stack is small.
            thread.stackSize = 16 << 20
            thread.start()
            done.wait()
            return result.withLock { $0 }
        #else
            return nil
        #endif
    }

    /// Runs the built binary `touchsim arguments…` in `directory`, for the end-to-end suite.
    static func spawn(
        _ arguments: [String], in directory: String, environment extra: [String: String] = [:], input: String? = nil
    ) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            Issue.record("no touchsim binary at \(binary.path); run 'swift build' first")
            return Result(status: -1, stdout: "", stderr: "")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = environment(extra)
        // Files rather than pipes: a pipe that fills while nobody reads it would hang the test.
        let id = UUID().uuidString
        let out = NSTemporaryDirectory() + "touchsim-out-" + id
        let err = NSTemporaryDirectory() + "touchsim-err-" + id
        let inPath = NSTemporaryDirectory() + "touchsim-in-" + id
        defer { for path in [out, err, inPath] { try? FileManager.default.removeItem(atPath: path) } }
        for path in [out, err] { try Data().write(to: URL(fileURLWithPath: path)) }
        try Data((input ?? "").utf8).write(to: URL(fileURLWithPath: inPath))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inPath))
        try process.run()
        process.waitUntilExit()
        let text = { (path: String) in
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return Result(status: process.terminationStatus, stdout: text(out), stderr: text(err))
    }
}

#if os(Linux)
    /// `unshare(2)`'s flag for the working directory, root and umask (`<sched.h>`'s `CLONE_FS`).
    private let cloneFS: Int32 = 0x200

    @_silgen_name("unshare")
    private func unshare(_ flags: Int32) -> Int32
#endif

/// What a run wrote to one stream, from whichever threads wrote it.
private final class Collected: Sendable {
    private let bytes = Locked<[UInt8]>([])

    /// The stream to hand the run.
    var destination: ByteDestination {
        .collector { [bytes] chunk in bytes.withLock { $0 += chunk } }
    }

    /// What was written, as text.
    var text: String { String(decoding: bytes.withLock { $0 }, as: UTF8.self) }
}

/// A fresh directory of scenario files for one test, removed afterwards.
typealias Workspace = TemporaryDirectory

extension TemporaryDirectory {
    /// Runs `touchsim` here, in this process.
    func touchsim(_ arguments: String..., environment: [String: String] = [:], input: String? = nil) throws
        -> Touchsim.Result
    {
        try Touchsim.run(arguments, in: path, environment: environment, input: input)
    }

    /// Runs the built binary here, for the end-to-end suite.
    func spawn(_ arguments: String..., environment: [String: String] = [:], input: String? = nil) throws
        -> Touchsim.Result
    {
        try Touchsim.spawn(arguments, in: path, environment: environment, input: input)
    }
}
/// A valid scenario (docs/format.md §1): a button in a window, tapped with one finger.
let tapScenario = """
    {
      "touchsim": 1,
      "name": "Quick tap on a button",
      "tree": {"id": "root", "frame": [0, 0, 390, 844], "subviews": [
        {"id": "buy", "class": "UIButton", "frame": [20, 100, 120, 44]}]},
      "events": [
        {"t": 0,  "touch": 1, "phase": "down", "x": 60, "y": 130},
        {"t": 80, "touch": 1, "phase": "up",   "x": 60, "y": 130}
      ]
    }
    """

/// An invalid scenario: `press` is no phase.
let invalidScenario = tapScenario.replacingOccurrences(of: "\"up\"", with: "\"press\"")
