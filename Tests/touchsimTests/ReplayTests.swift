import Foundation
import Testing
import TouchSimReader
import TouchSimReplay

@Suite("touchsim replay")
struct ReplayTests {
    @Test("A valid scenario prints its input lines and ends with the summary, in text")
    func text() throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let result = try workspace.touchsim("replay", "tap.json")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("      0      input      touch 1 down (60, 130) -> ") == true)
        #expect(lines.contains { $0.hasPrefix("     80      input      touch 1 up (60, 130)") })
        #expect(lines.contains { $0.hasSuffix("  summary") })
    }

    @Test("--format jsonl starts each line with t and type and ends with the summary")
    func jsonl() throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let result = try workspace.touchsim("replay", "tap.json", "--format", "jsonl")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(
            lines.first?.hasPrefix(#"{"t":0,"type":"input","touch":1,"phase":"down","x":60,"y":130,"hitView":"#) == true
        )
        #expect(lines.last?.hasPrefix(#"{"t":"#) == true)
        #expect(lines.last?.contains(#""type":"summary""#) == true)
        for line in lines {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }

    @Test("'-' replays standard input exactly as the file")
    func standardInput() throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let fromFile = try workspace.touchsim("replay", "tap.json")
        let fromInput = try workspace.touchsim("replay", "-", input: tapScenario)
        #expect(fromInput.status == 0)
        #expect(fromInput.stdout == fromFile.stdout)
    }

    @Test("Invalid input exits 2 with FILE:LINE:COLUMN: error on stderr and nothing on stdout")
    func invalidInput() throws {
        let workspace = try Workspace()
        try workspace.write("bad.json", invalidScenario)
        for format in ["text", "jsonl"] {
            let result = try workspace.touchsim("replay", "bad.json", "--format", format)
            #expect(result.status == 2)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("bad.json:"))
            #expect(result.stderr.contains(": error: "))
        }
        let missing = try workspace.touchsim("replay", "missing.json")
        #expect(missing.status == 2)
        #expect(missing.stdout.isEmpty)
    }

    @Test(
        "An error in the first events or the last event of a long trace exits 2 with nothing on stdout, in every format"
    )
    func errorEarlyOrAtTheEnd() throws {
        // 2,000 taps make hundreds of KiB of output: more than the writer thread's batches and its
        // 64 KiB buffer, had the replay started before the whole file was checked. Pass 2 runs
        // beside pass 1 (docs/format.md §4.9): an early error must not let it print either.
        let tree =
            #"{"id": "root", "frame": [0, 0, 390, 844], "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 120, 44]}]}"#
        let workspace = try Workspace()
        for broken in [4_000, 2] {
            var events = (0..<4_000).map { i in
                "{\"t\": \(i * 100), \"touch\": 1, \"phase\": \"\(i % 2 == 0 ? "down" : "up")\", \"x\": 60, \"y\": 130}"
            }
            events.insert(
                "{\"t\": \(broken * 100), \"touch\": 1, \"phase\": \"move\", \"x\": 60, \"y\": 130}", at: broken)
            try workspace.write(
                "long.json",
                "{\"touchsim\": 1, \"tree\": \(tree), \"events\": [\n\(events.joined(separator: ",\n"))\n]}")
            for format in ["text", "jsonl", "chrome-trace"] {
                let result = try workspace.touchsim("replay", "long.json", "--format", format)
                #expect(result.status == 2)
                #expect(result.stdout.isEmpty)
                #expect(result.stderr.hasPrefix("long.json:\(broken + 2):"), "\(result.stderr)")
                #expect(result.stderr.contains("events[\(broken)].phase"))
            }
        }
    }

    @Test("--expect is silent on a match and prints the diff with exit 1 on a mismatch")
    func expect() throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        try workspace.write("tap.expected", try workspace.touchsim("replay", "tap.json").stdout)
        let match = try workspace.touchsim("replay", "tap.json", "--expect", "tap.expected")
        #expect(match.status == 0)
        #expect(match.stdout.isEmpty)

        try workspace.write("wrong.expected", "something else\n")
        let mismatch = try workspace.touchsim("replay", "tap.json", "--expect", "wrong.expected")
        #expect(mismatch.status == 1)
        #expect(mismatch.stdout.hasPrefix("--- wrong.expected\n+++ tap.json (actual output)\n@@ "))
        #expect(mismatch.stdout.contains("\n-something else\n"))

        let unreadable = try workspace.touchsim("replay", "tap.json", "--expect", "nope.expected")
        #expect(unreadable.status == 2)
        #expect(unreadable.stderr.contains("nope.expected"))
    }
}
