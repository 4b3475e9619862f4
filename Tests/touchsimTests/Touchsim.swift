import Foundation
import Testing

/// Runs the built `touchsim` binary as a subprocess, as a user's shell would.
///
/// The binary sits beside the test bundle in the build products directory (on Linux the bundle
/// is itself an executable there; on macOS it is a `.xctest` directory there).
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

    static let binary: URL = {
        var products = Bundle.main.bundleURL
        if products.pathExtension == "xctest" { products.deleteLastPathComponent() }
        return products.appendingPathComponent("touchsim")
    }()

    /// Runs `touchsim arguments…` in `directory`. The environment is the test's own without
    /// `CI` and Bazel's test variables, so that a CI machine running these tests sees the same
    /// behaviour, plus `environment`.
    static func run(
        _ arguments: [String], in directory: String, environment: [String: String] = [:], input: String? = nil
    ) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            Issue.record("no touchsim binary at \(binary.path); run 'swift build' first")
            return Result(status: -1, stdout: "", stderr: "")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment
        for name in ["CI", "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE", "XML_OUTPUT_FILE"] {
            env[name] = nil
        }
        process.environment = env.merging(environment) { $1 }
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

/// A fresh directory of scenario files for one test, removed afterwards.
final class Workspace {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "touchsim-cli-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `relative`, creating directories on the way.
    func write(_ relative: String, _ text: String) throws {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    }

    /// The text of `relative`, nil when it does not exist.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file under the workspace, relative and sorted: what a command wrote.
    func files() -> [String] {
        (FileManager.default.subpaths(atPath: path) ?? []).filter { !$0.hasSuffix("/") }.sorted()
    }

    /// Runs `touchsim` here.
    func touchsim(_ arguments: String..., environment: [String: String] = [:], input: String? = nil) throws
        -> Touchsim.Result
    {
        try Touchsim.run(arguments, in: path, environment: environment, input: input)
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
