import Foundation
import Testing
import TouchSimReplay

@Suite("touchsim expand and --sample-rate (docs/format.md §4.7, §1.5)")
struct ExpandCommandTests {
    private let scenario = """
        {"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, 390, 844]},
         "events": [{"t": 0, "drag": {"from": [10, 100], "to": [10, 0], "duration": 20}}]}
        """

    @Test("expand prints the scenario with the drag's raw events, and replaying them gives the same output")
    func expandReplaysTheSame() throws {
        let workspace = try Workspace()
        try workspace.write("drag.json", scenario)
        let expanded = try workspace.touchsim("expand", "drag.json", "--sample-rate", "100")
        #expect(expanded.status == 0)
        #expect(expanded.stderr.isEmpty)
        #expect(
            expanded.stdout == """
                {"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, 390, 844]},
                 "events": [
                    {"t": 0, "touch": 1, "phase": "down", "x": 10, "y": 100},
                    {"t": 10, "touch": 1, "phase": "move", "x": 10, "y": 50},
                    {"t": 20, "touch": 1, "phase": "up", "x": 10, "y": 0}
                  ]}
                """)
        try workspace.write("raw.json", expanded.stdout)
        let original = try workspace.touchsim("replay", "drag.json", "--sample-rate=100")
        let raw = try workspace.touchsim("replay", "raw.json")
        #expect(original.status == 0)
        #expect(original.stdout == raw.stdout)
    }

    @Test("expand of invalid input prints only the diagnostic and exits 2")
    func expandInvalid() throws {
        let workspace = try Workspace()
        try workspace.write("bad.json", scenario.replacingOccurrences(of: "\"to\"", with: "\"too\""))
        let result = try workspace.touchsim("expand", "bad.json")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("bad.json:2:50: error: events[0].drag.too: unknown key \"too\""))
    }
}
