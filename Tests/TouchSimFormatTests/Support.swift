import Foundation
import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader
import TouchSimTestSupport

/// Reads `json` as standard input, with `--set` overrides.
func load(_ json: String, set overrides: [String] = []) throws -> ScenarioFile {
    try ScenarioFile.load(
        path: "-", overrides: overrides.map { try KeyOverride.parse($0) },
        readStandardInput: { Array(json.utf8) })
}

/// The rendered diagnostic that reading `json` fails with, nil if it succeeds.
func failure(_ json: String, set overrides: [String] = []) -> String? {
    do {
        _ = try load(json, set: overrides)
        return nil
    } catch let diagnostic as Diagnostic {
        return diagnostic.rendered
    } catch {
        return "unexpected error \(error)"
    }
}

/// A one-line scenario around `tree` (JSON text) with `events` (JSON text).
func scenario(tree: String, events: String = "[]", ios: String? = nil) -> String {
    let iosMember = ios.map { "\"ios\": \"\($0)\", " } ?? ""
    return "{\"touchsim\": 1, \(iosMember)\"tree\": \(tree), \"events\": \(events)}"
}

/// The root of a scenario whose tree is `tree`.
func root(_ tree: String, ios: String? = nil, set overrides: [String] = []) throws -> ViewSpec {
    try load(scenario(tree: tree, ios: ios), set: overrides).scene.root
}

/// Whole-value comparison of core specs, which are not `Equatable`: their reflected
/// descriptions name every stored property, nested values included.
func same<T>(_ a: T, _ b: T) -> Bool { String(reflecting: a) == String(reflecting: b) }

/// Runs `body` with a fresh temporary directory, removed afterwards.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-reader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
}

/// Every UIEvent of `file`, pass 2, without its `set` events.
func groups(_ file: ScenarioFile) throws -> [[TouchEvent]] {
    try steps(file).compactMap { step in
        guard case .touches(let events) = step else { return nil }
        return Array(events)
    }
}

/// Every step of `file`, pass 2.
func steps(_ file: ScenarioFile) throws -> [TraceStep] {
    var result: [TraceStep] = []
    try file.forEachStep { result.append($0) }
    return result
}

/// How an error in the `--set` argument `text` reads: the argument as typed, then a caret under
/// its `column` (docs/format.md §4.6).
func pointed(_ text: String, _ column: Int, _ message: String) -> String {
    let indent = String(repeating: " ", count: "--set ".count)
    return "--set \(text): error: \(message)\n\(indent)\(text)\n\(indent)\(String(repeating: " ", count: column - 1))^"
}

/// A scenario of `tree` whose events are a finger's down at (1, 1), then `entries` (JSON text).
func afterAFingerDown(tree: String, _ entries: String) -> String {
    scenario(tree: tree, events: #"[{"t": 0, "touch": 1, "phase": "down", "x": 1, "y": 1}, "# + entries + "]")
}
