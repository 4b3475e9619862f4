import Foundation
import Testing
import TouchSimFormat

/// `text` repeated until it is at least `bytes` long.
private func repeated(_ text: String, to bytes: Int) -> String {
    String(repeating: text, count: bytes / text.utf8.count + 1)
}

/// The seconds `work` takes, the best of three (a busy machine only makes a run slower).
private func seconds(_ work: () throws -> Void) rethrows -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

@Suite("The importer takes time in proportion to the paste, with bounded warnings (docs/format.md §4.10)")
struct ImportScalingTests {
    /// Pastes of every hostile shape: many views, one long line, many cut lines, many dumps.
    static let shapes: [(name: String, unit: String)] = [
        (
            "a deep and wide tree",
            "<UIWindow: 0x1; frame = (0 0; 390 844)>\n   | <UIView: 0x2; frame = (0 0; 1 1)>\n   |    | <UIButton: 0x3; frame = (0 0; 1 1); text = 'a; b'>\n"
        ),
        ("one long line", "<UIView: 0x9; frame = (0 0; 1 1); text = 'it''s'; key = <A: 0x1; b = (1; 2)>; "),
        ("cut lines without pipes", "  <UILabel: 0x7; frame = (0 0; 1 1); te\n"),
        ("dumps separated by prompts", "(lldb) po v\n<UIWindow: 0x1; frame = (0 0; 1 1)>\n"),
    ]

    @Test(
        "Forty times the text takes about forty times as long, not 1,600: a ratio, not a time limit",
        arguments: shapes.map(\.name))
    func linear(shape: String) throws {
        let unit = Self.shapes.first { $0.name == shape }!.unit
        let small = repeated(unit, to: 40_000)
        let large = repeated(unit, to: 1_600_000)
        // The large paste's warnings are those of its timed runs: importing it once more would
        // take a quarter of the test's time for the same answer.
        var warnings = 0
        let ratio =
            seconds { warnings = (try? RecursiveDescriptionImport.run(large, file: "dump.txt"))?.warnings.count ?? 0 }
            / max(seconds { _ = try? RecursiveDescriptionImport.run(small, file: "dump.txt") }, 1e-4)
        // Linear work gives about 40; quadratic, 1,600. 400 leaves room for a machine busy with
        // the other tests, which run at the same time.
        #expect(ratio < 400, "\(shape): \(ratio)")
        #expect(warnings <= RecursiveDescriptionImport.maximumWarnings + 1)
    }
}
