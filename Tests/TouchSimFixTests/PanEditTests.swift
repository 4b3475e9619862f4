import Foundation
import Testing
import TouchSimCore
import TouchSimReader

@testable import TouchSimFix

/// Edits of different keys of one scroll view's own pan go together in one set and print as
/// one `--set` of the pan (docs/format.md §2.8, §4.12; docs/model.md §5.8).
@Suite("touchsim fix: a scroll view's pan changed twice")
struct PanEditTests {
    /// A map that scrolls both ways inside a vertical feed with a screen-edge pan on it: the
    /// edge drag needs the map's pan to wait for the edge pan (§3.5), the vertical drag needs it
    /// to begin only horizontally (§3.3), so that the feed takes it (§5.7).
    private static let tree = """
        {"id": "window", "frame": [0, 0, 390, 844],
         "subviews": [{"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000],
           "gestureRecognizers": [{"id": "edgePan", "type": "screenEdgePan", "edges": ["left"]}],
           "subviews": [{"id": "map", "class": "UIScrollView", "frame": [0, 100, 390, 300], "contentSize": [1200, 900]}]}]}
        """

    private static func drag(from start: (Double, Double), to end: (Double, Double)) -> String {
        (0...4).map { step in
            let f = Double(step) / 4
            let phase = step == 0 ? "down" : step == 4 ? "up" : "move"
            let x = start.0 + (end.0 - start.0) * f
            let y = start.1 + (end.1 - start.1) * f
            return "{\"t\": \(step * 16), \"touch\": 1, \"phase\": \"\(phase)\", \"x\": \(x), \"y\": \(y)}"
        }.joined(separator: ", ")
    }

    private static func scenarios() throws -> [(path: String, file: ScenarioFile)] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "touchsim-pan-edit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let traces = [
            ("edge.json", "edgePan:recognized", drag(from: (5, 250), to: (140, 252))),
            ("vertical.json", "feed:scrolled\", \"!map:scrolled", drag(from: (200, 350), to: (202, 210))),
        ]
        return try traces.map { name, want, events in
            let path = directory.appendingPathComponent(name).path
            let text = "{\"touchsim\": 1, \"tree\": \(tree), \"want\": [\"\(want)\"], \"events\": [\(events)]}"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return (path: name, file: try ScenarioFile.load(path: path, readStandardInput: { [] }))
        }
    }

    @Test("Two edits of the map's pan make one fix, printed as one --set with both, whose replay meets every want")
    func combined() throws {
        let scenarios = try Self.scenarios()
        let search = try FixSearch(scenarios: scenarios, extraWants: [])
        let outcome = search.run(maxChanges: 2, jobs: 2)
        let both = try #require(outcome.solutions.first { $0.changes.allSatisfy { $0.panEdit != nil } })
        #expect(both.changes.count == 2)
        let printed = Change.combined(both.changes)
        #expect(
            printed.map(\.setArgument) == [
                #"map.panGestureRecognizer={"requireToFail":["edgePan"],"shouldBegin":[{"direction":"horizontal","return":true},{"return":false}]}"#
            ])
        #expect(printed[0].swift == both.changes.flatMap(\.swift))
        #expect(printed[0].removes == "map scrolling vertically")
        // The printed --set, applied as the user would apply it, meets every expectation.
        let scene = PreparedScene(try scenarios[0].file.template().scene(applying: printed.compactMap(\.override)))
        for trace in search.traces { #expect(trace.isMet(by: FixTrace.facts(of: scene, steps: trace.steps))) }
        // Each edit alone is not a fix: the set is minimal.
        #expect(!outcome.solutions.contains { $0.changes.count == 1 && $0.changes[0].panEdit != nil })
    }

    @Test("Edits of the same part of a pan never go together: the map's direction rules are one slot")
    func sameSlot() throws {
        let search = try FixSearch(scenarios: try Self.scenarios(), extraWants: [])
        let map = search.changes.filter { $0.override?.target == "map" && $0.panEdit != nil }
        let rules = map.filter { change in
            guard case .shouldBegin = change.panEdit!.edits[0] else { return false }
            return true
        }
        #expect(rules.count > 1)
        #expect(Set(rules.map(\.slot)).count == 1)
        #expect(Set(map.map(\.slot)).count > 1)
    }
}
