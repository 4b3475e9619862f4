import Foundation
import Testing
import TouchSimFormat
import TouchSimReader
import TouchSimReplay

/// The repository's `traces/` folder.
private let tracesFolder = Touchsim.repositoryRoot.appendingPathComponent("traces").path

private let window = #"{"id": "w", "frame": [0, 0, 390, 844]"#
private let down = #"{"t": 0, "touch": 1, "phase": "down", "x": 1, "y": 1}"#

/// One broken input per error class of docs/format.md §1, §2, §4. Their exact messages are pinned
/// by the reader's tests; here the process must exit 2 with one diagnostic and no output.
private let brokenInputs: [(name: String, text: String)] = [
    ("syntax error", #"{"touchsim": 1 "tree": 1}"#),
    ("truncated", #"{"touchsim": 1, "tree": "#),
    ("binary garbage", "\u{7F}ELF\u{02}\u{01}\u{00}\u{FF}"),
    ("empty file", ""),
    ("wrong type", #"{"touchsim": 1, "tree": \#(window)}, "events": {}}"#),
    ("missing key", #"{"touchsim": 1, "events": []}"#),
    ("unknown key", #"{"touchsim": 1, "tree": \#(window), "hiden": true}, "events": []}"#),
    (
        "duplicate id",
        #"{"touchsim": 1, "tree": \#(window), "subviews": [{"id": "w", "frame": [0, 0, 1, 1]}]}, "events": []}"#
    ),
    (
        "unknown class",
        #"{"touchsim": 1, "tree": \#(window), "subviews": [{"id": "b", "class": "UIButon", "frame": [0, 0, 1, 1]}]}, "events": []}"#
    ),
    (
        "unknown recognizer",
        #"{"touchsim": 1, "tree": \#(window), "gestureRecognizers": [{"id": "t", "type": "tap", "requireToFail": ["nope"]}]}, "events": []}"#
    ),
    (
        "time backwards",
        #"{"touchsim": 1, "tree": \#(window)}, "events": [\#(down), {"t": -0, "touch": 1, "phase": "up", "x": 1, "y": 1}, {"t": 5, "touch": 2, "phase": "down", "x": 1, "y": 1}, {"t": 4, "touch": 2, "phase": "up", "x": 1, "y": 1}]}"#
    ),
    (
        "move of a finger not down",
        #"{"touchsim": 1, "tree": \#(window)}, "events": [{"t": 0, "touch": 1, "phase": "move", "x": 1, "y": 1}]}"#
    ),
    (
        "up of a finger not down",
        #"{"touchsim": 1, "tree": \#(window)}, "events": [{"t": 0, "touch": 3, "phase": "up", "x": 1, "y": 1}]}"#
    ),
    (
        "down of a finger already down",
        #"{"touchsim": 1, "tree": \#(window)}, "events": [\#(down), {"t": 1, "touch": 1, "phase": "down", "x": 1, "y": 1}]}"#
    ),
    (
        "same finger twice at one t",
        #"{"touchsim": 1, "tree": \#(window)}, "events": [\#(down), {"t": 0, "touch": 1, "phase": "move", "x": 1, "y": 1}]}"#
    ),
    ("format version", #"{"touchsim": 2, "tree": \#(window)}, "events": []}"#),
    ("negative size", #"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, -1, 844]}, "events": []}"#),
    ("tree file missing", #"{"touchsim": 1, "tree": "nowhere.json", "events": []}"#),
    ("deep nesting", String(repeating: "[", count: 100_000)),
    ("key of another class", #"{"touchsim": 1, "tree": \#(window), "contentSize": [1, 1]}, "events": []}"#),
    (
        "bad phase",
        #"{"touchsim": 1, "tree": \#(window)}, "events": [{"t": 0, "touch": 1, "phase": "press", "x": 1, "y": 1}]}"#
    ),
    ("trailing data", #"{"touchsim": 1, "tree": \#(window)}, "events": []} {"#),
]

@Suite("touchsim end to end")
struct EndToEndTests {
    @Test(
        "Every broken scenario exits 2 with one FILE:LINE:COLUMN diagnostic and nothing on stdout (docs/format.md §4)")
    func brokenScenarios() throws {
        let workspace = try Workspace()
        for (name, text) in brokenInputs {
            try workspace.write("bad.json", text)
            let result = try workspace.spawn("replay", "bad.json")
            #expect(result.status == 2, "\(name)")
            #expect(result.stdout.isEmpty, "\(name)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(name): \(result.stderr)")
            let prefix = lines.first.map { $0.split(separator: ":", maxSplits: 3) } ?? []
            #expect(
                prefix.count == 4 && prefix[0] == "bad.json" && Int(prefix[1]) != nil && Int(prefix[2]) != nil,
                "\(name): \(result.stderr)")
            #expect(lines.first?.contains(": error: ") == true, "\(name)")
        }
    }

    /// The golden suite already replays every trace in a fresh process and compares its text
    /// byte for byte, and the randomized test replays thousands of scenes twice; what is left is
    /// jsonl: every trace twice in this process, and a few in a fresh one (each process has its
    /// own hash seed, so a Set's order reaching the output would show there).
    @Test("jsonl output is byte-identical run to run, in this process and in a fresh one")
    func deterministic() throws {
        let files = (FileManager.default.subpaths(atPath: tracesFolder) ?? [])
            .filter { $0.hasSuffix(".json") && !$0.hasPrefix("trees/") }.sorted()
        #expect(files.count > 50)
        for (i, file) in files.enumerated() {
            let first = try jsonl(tracesFolder + "/" + file)
            #expect(first == (try jsonl(tracesFolder + "/" + file)), "\(file)")
            if i % 25 == 0 {
                let fresh = try Touchsim.spawn(["replay", file, "--format", "jsonl"], in: tracesFolder)
                #expect(fresh.status == 0, "\(file)")
                #expect(fresh.stdout == first, "\(file)")
            }
        }
    }

    /// The schema's objects are dictionaries in the code: two processes, two hash seeds, one
    /// output (docs/format.md §4.17).
    @Test("touchsim schema prints the same bytes in two fresh processes and in this one")
    func schemaIsDeterministic() throws {
        let first = try Touchsim.spawn(["schema"], in: tracesFolder)
        let second = try Touchsim.spawn(["schema"], in: tracesFolder)
        #expect(first.status == 0 && first.stdout.count > 10_000)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout == (try Touchsim.run(["schema"], in: tracesFolder)).stdout)
    }

    /// `touchsim replay FILE --format jsonl`, in this process.
    private func jsonl(_ path: String) throws -> String {
        String(decoding: try replayOutput(path, format: .jsonl), as: UTF8.self)
    }

    @Test(
        "--set feed.delaysContentTouches=false makes the seed's quick tap highlight at down (docs/model.md §5.3, §7.4)")
    func setTurnsDelayOff() throws {
        let seed = "seeds/button-in-scroll-view-quick-tap.json"
        let delayed = try Touchsim.spawn(["replay", seed], in: tracesFolder)
        let undelayed = try Touchsim.spawn(
            ["replay", seed, "--set", "feed.delaysContentTouches=false"], in: tracesFolder)
        #expect(delayed.stdout.contains("     80      highlight  buy on\n"))
        #expect(undelayed.status == 0)
        #expect(undelayed.stdout.contains("      0      highlight  buy on\n"))
        #expect(undelayed.stdout.contains("     80      highlight  buy off\n"))
        #expect(!undelayed.stdout.contains("delayedTouchesBegan (feed) failed"))
    }

    @Test(
        "The binary reads standard input, writes standard output and standard error, and exits with the status the command line returns (docs/format.md §4.5)"
    )
    func processStreams() throws {
        let workspace = try Workspace()
        let replay = try workspace.spawn("replay", "-", input: tapScenario)
        #expect(replay.status == 0)
        #expect(replay.stdout.hasPrefix("      0      input      touch 1 down (60, 130) -> buy\n"))
        #expect(replay.stderr.isEmpty)
        #expect(try workspace.touchsim("replay", "-", input: tapScenario).stdout == replay.stdout)

        let usage = try workspace.spawn("replay")
        #expect(usage.status == 2)
        #expect(usage.stdout.isEmpty)
        #expect(
            usage.stderr
                == "touchsim: error: missing FILE for 'replay' ('-' reads standard input)\nSee 'touchsim --help'.\n")

        try workspace.write("tap.json", tapScenario)
        try workspace.write("tap.expected", "not the output\n")
        let mismatch = try workspace.spawn("test", "tap.json")
        #expect(mismatch.status == 1)
        #expect(mismatch.stdout.hasSuffix("0 passed, 1 failed\n"))
        #expect(try workspace.spawn("--version").stdout == "touchsim 0.1.0\n")
    }
}
