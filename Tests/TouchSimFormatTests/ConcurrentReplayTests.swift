import Foundation
import Testing
import TouchSimCore
import TouchSimTestSupport

@testable import TouchSimFormat
@testable import TouchSimOutput
@testable import TouchSimReader
@testable import TouchSimReplay

/// `touchsim replay` formats on a second thread (docs/format.md §4.9); `make sanitize` runs these
/// under ThreadSanitizer, so both the handover and the abandoned replay are checked for races.
@Suite("Concurrent replay: the writer thread prints the same bytes, and nothing for a broken pass 2")
struct ConcurrentReplayTests {
    /// A feed of buttons and a card with a tap, and `taps` taps and drags, 16 ms apart: many
    /// batches of records for the writer thread.
    private func text(taps: Int) -> String {
        let tree = """
            {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000],
               "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 160, 44]},
                            {"id": "card", "frame": [200, 0, 190, 3000],
                             "gestureRecognizers": [{"id": "cardTap", "type": "tap"}]}]}]}
            """
        var events: [String] = []
        var t = 0
        for i in 0..<taps {
            let x = i % 2 == 0 ? 60 : 250
            events.append("{\"t\": \(t), \"touch\": 1, \"phase\": \"down\", \"x\": \(x), \"y\": 120}")
            if i % 3 == 0 {
                for step in 1...4 {
                    events.append(
                        "{\"t\": \(t + 16 * step), \"touch\": 1, \"phase\": \"move\", \"x\": \(x), \"y\": \(120 - 15 * step)}"
                    )
                }
                t += 64
            }
            events.append("{\"t\": \(t + 16), \"touch\": 1, \"phase\": \"up\", \"x\": \(x), \"y\": 60}")
            t += 500
        }
        return scenario(tree: tree, events: "[\n" + events.joined(separator: ",\n") + "\n]")
    }

    /// What the concurrent replay of `scenario` writes to a file, or the diagnostic it throws.
    private func concurrentOutput(
        of scenario: ScenarioFile, format: OutputFormat, explain: Bool = false, in directory: TemporaryDirectory
    ) throws -> (bytes: String, error: Diagnostic?) {
        let path = directory.path + "/out-\(format.rawValue)"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(fd >= 0)
        var thrown: Diagnostic?
        do {
            try ReplayPipeline(schedule: .threads).replay(
                scenario, ReplayRequest(format: format, explain: explain), to: .fileDescriptor(fd))
        } catch {
            thrown = error
        }
        close(fd)
        let bytes = FileManager.default.contents(atPath: path) ?? Data()
        return (String(decoding: bytes, as: UTF8.self), thrown)
    }

    @Test("Every format, --explain included, prints through the writer thread what one thread prints")
    func sameBytes() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("many.json", text(taps: 600))
        let scenario = try ScenarioFile.load(path: path, readStandardInput: { [] })
        for (format, explain) in [(OutputFormat.jsonl, false), (.text, false), (.text, true), (.chromeTrace, false)] {
            let expected = try ReplayPipeline(schedule: .inline).replay(
                scenario, ReplayRequest(format: format, explain: explain), to: .memory)
            let (bytes, error) = try concurrentOutput(of: scenario, format: format, explain: explain, in: directory)
            #expect(error == nil)
            // Several batches of records crossed over: the comparison covers the handover.
            #expect(expected.count(where: { $0 == UInt8(ascii: "\n") }) > 2 * ScenarioFile.recordsPerBatch)
            #expect(bytes == String(decoding: expected, as: UTF8.self), "\(format) explain \(explain)")
        }
    }

    @Test("A file that turns invalid between the passes gives the diagnostic and prints nothing")
    func brokenSecondPass() throws {
        let directory = try TemporaryDirectory()
        let original = text(taps: 40)
        let path = try directory.write("changing.json", original)
        let scenario = try ScenarioFile.load(path: path, readStandardInput: { [] })
        // Same length, in place, so that pass 2 reads it through the descriptor `load` kept:
        // the last event's phase becomes one that does not exist.
        let last = try #require(original.range(of: "\"up\"", options: .backwards))
        let offset = original.utf8.distance(from: original.startIndex, to: last.lowerBound)
        let fd = open(path, O_WRONLY)
        #expect(pwrite(fd, "\"ux\"", 4, off_t(offset)) == 4)
        close(fd)
        let (bytes, error) = try concurrentOutput(of: scenario, format: .jsonl, in: directory)
        #expect(bytes.isEmpty)
        #expect(error?.path == "events[\(scenario.eventCount - 1)].phase")
    }
}
