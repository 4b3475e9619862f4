import Foundation
import Testing
import TouchSimReplay

@Suite("touchsim test: the golden-file workflow")
struct GoldenTests {
    @Test("A missing expected file fails, names the command that records it, and writes nothing")
    func missingExpected() throws {
        let workspace = try Workspace()
        try workspace.write("traces/tap.json", tapScenario)
        let result = try workspace.touchsim("test")
        #expect(result.status == 1)
        #expect(result.stdout.contains("record it with: touchsim test traces/tap.json --update\n"))
        #expect(result.stdout.hasSuffix("\n0 passed, 1 failed\n"))
        #expect(workspace.files() == ["traces", "traces/tap.json"])
    }

    @Test("--update records, the next run passes, and an edited expected file fails with a diff")
    func updateThenCompare() throws {
        let workspace = try Workspace()
        try workspace.write("traces/tap.json", tapScenario)
        let update = try workspace.touchsim("test", "--update")
        #expect(update.status == 0)
        #expect(update.stdout == "RECORDED  traces/tap.expected\n1 passed, 0 failed\n")
        #expect(workspace.read("traces/tap.expected") == (try workspace.touchsim("replay", "traces/tap.json").stdout))

        let pass = try workspace.touchsim("test", "traces")
        #expect(pass.status == 0)
        #expect(pass.stdout == "PASS      traces/tap.json\n1 passed, 0 failed\n")

        try workspace.write("traces/tap.expected", "edited\n")
        let fail = try workspace.touchsim("test")
        #expect(fail.status == 1)
        #expect(fail.stdout.contains("--- traces/tap.expected\n+++ traces/tap.json (actual output)\n@@ "))
        #expect(fail.stdout.contains("\n-edited\n"))
        #expect(workspace.read("traces/tap.expected") == "edited\n")
    }

    @Test("With CI set, --update is refused with exit 2 unless --force")
    func ciRefusesUpdate() throws {
        let workspace = try Workspace()
        try workspace.write("traces/tap.json", tapScenario)
        let refused = try workspace.touchsim("test", "--update", environment: ["CI": "1"])
        #expect(refused.status == 2)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("--force"))
        #expect(workspace.read("traces/tap.expected") == nil)

        let forced = try workspace.touchsim("test", "--update", "--force", environment: ["CI": "1"])
        #expect(forced.status == 0)
        #expect(workspace.read("traces/tap.expected") != nil)
    }

    @Test("--jobs 1 and --jobs 8 print identical reports")
    func jobsIdentical() throws {
        let workspace = try Workspace()
        for i in 0..<12 {
            try workspace.write("traces/t\(i).json", tapScenario)
            if i % 3 == 1 { try workspace.write("traces/t\(i).expected", "stale content \(i)\n") }
        }
        try workspace.write("traces/bad.json", invalidScenario)
        try workspace.write("traces/orphan.expected", "x\n")
        let serial = try workspace.touchsim("test", "--jobs", "1")
        let parallel = try workspace.touchsim("test", "--jobs", "8")
        #expect(serial.status == 2)
        #expect(serial.stdout == parallel.stdout)
        #expect(serial.stderr == parallel.stderr)
        #expect(serial.stdout.hasSuffix("\n0 passed, 14 failed\n"))
    }

    @Test("A stale expected file is reported as a failure")
    func stale() throws {
        let workspace = try Workspace()
        try workspace.write("traces/tap.json", tapScenario)
        _ = try workspace.touchsim("test", "--update")
        try workspace.write("traces/gone.expected", "old\n")
        let result = try workspace.touchsim("test")
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "FAIL      traces/gone.expected: stale: its scenario traces/gone.json does not exist"))
        #expect(result.stdout.hasSuffix("\n1 passed, 1 failed\n"))
    }

    @Test("An invalid scenario fails the run with exit 2, its diagnostic on standard error (format.md §4)")
    func invalidScenarioFailsTheRun() throws {
        let workspace = try Workspace()
        try workspace.write("traces/bad.json", invalidScenario)
        let result = try workspace.touchsim("test")
        #expect(result.status == 2)
        #expect(result.stdout == "FAIL      traces/bad.json: invalid scenario\n0 passed, 1 failed\n")
        #expect(result.stderr.hasPrefix("traces/bad.json:"))
        #expect(result.stderr.contains(": error: events["))
    }

    @Test("--set skips the scenarios without its id, but an id no scenario has is an error (docs/format.md §4.4)")
    func setSkipsScenariosWithoutTheId() throws {
        let workspace = try Workspace()
        try workspace.write("traces/tap.json", tapScenario)
        try workspace.write("traces/other.json", tapScenario.replacingOccurrences(of: "\"buy\"", with: "\"sell\""))
        _ = try workspace.touchsim("test", "--update")

        let whatIf = try workspace.touchsim("test", "--set", "buy.enabled=false")
        #expect(whatIf.status == 1)
        #expect(
            whatIf.stdout.hasPrefix(
                "SKIP      traces/other.json: --set does not apply: no view or recognizer has the id \"buy\""))
        #expect(whatIf.stdout.contains("FAIL      traces/tap.json: output differs"))
        #expect(whatIf.stdout.hasSuffix("\n0 passed, 1 failed, 1 skipped\n"))

        let typo = try workspace.touchsim("test", "--set", "sel.enabled=false")
        #expect(typo.status == 2)
        #expect(typo.stdout.isEmpty)
        #expect(
            typo.stderr
                == "touchsim: error: no scenario has every id that --set names, so the what-if applies to nothing; "
                + "traces/other.json: no view or recognizer has the id \"sel\"; did you mean \"sell\"?\n")

        // A shard sees part of the corpus only: its skips are no typo.
        let shard = try workspace.touchsim("test", "--shard", "1/1", "--set", "sel.enabled=false")
        #expect(shard.status == 0)
        #expect(shard.stdout.hasSuffix("\n0 passed, 0 failed, 2 skipped\n"))

        let badKey = try workspace.touchsim("test", "--set", "buy.enabld=false")
        #expect(badKey.status == 2)
        #expect(badKey.stdout.contains("FAIL      traces/tap.json: invalid scenario\n"))
        #expect(badKey.stderr.hasPrefix("--set buy.enabld=false: error: "))
    }

    @Test("--junit writes the report as XML; a path that does not exist is a usage error")
    func junitAndPaths() throws {
        let workspace = try Workspace()
        try workspace.write("traces/tap.json", tapScenario)
        let result = try workspace.touchsim("test", "--junit", "report.xml")
        #expect(result.status == 1)
        #expect(workspace.read("report.xml")?.contains(#"<testcase classname="traces" name="tap.json">"#) == true)

        let missing = try workspace.touchsim("test", "nowhere")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere"))
    }

    @Test(
        "A PATH that holds no scenario fails the run with exit 2 and names it, so a mistyped path cannot pass CI; --allow-empty accepts it (docs/format.md §4.3)"
    )
    func emptyRun() throws {
        let workspace = try Workspace()
        try workspace.write("adir/notes.txt", "no scenario here")
        try workspace.write("adir/trees/shared.tree.json", #"{"id": "w", "frame": [0, 0, 1, 1]}"#)
        let empty = try workspace.touchsim("test", "adir")
        #expect(empty.status == 2)
        #expect(empty.stdout.isEmpty)
        #expect(
            empty.stderr
                == "touchsim: error: no scenario under 'adir' (a scenario is a *.json file that is not a tree file); check the path, or give --allow-empty to accept a run of none\n"
        )
        let allowed = try workspace.touchsim("test", "adir", "--allow-empty")
        #expect(allowed.status == 0)
        #expect(allowed.stdout == "0 passed, 0 failed\n")
        #expect(allowed.stderr.isEmpty)
    }
}
