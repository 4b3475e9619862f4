import Foundation
import Testing
import TouchSimReplay

@Suite("The command line: help, version, usage errors (docs/format.md §4)")
struct CommandLineTests {
    @Test("--version prints the version alone")
    func version() throws {
        let result = try Workspace().touchsim("--version")
        #expect(result.status == 0)
        #expect(result.stdout == "touchsim 0.1.0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test(
        "Every way of asking for help prints it and succeeds",
        arguments: [
            ["--help"], ["help"], ["-h"], ["replay", "--help"], ["help", "replay"], ["test", "-h"], ["help", "test"],
            ["expand", "--help"], ["help", "expand"], ["import", "--help"], ["help", "import"], ["help", "new"],
        ])
    func help(arguments: [String]) throws {
        let workspace = try Workspace()
        let result = try Touchsim.run(arguments, in: workspace.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE"))
        #expect(result.stderr.isEmpty)
    }

    @Test(
        "A usage error exits 2, names the bad argument, suggests --help and prints nothing on stdout",
        arguments: [
            ([], "missing command"),
            (["frobnicate"], "'frobnicate'"),
            (["replay"], "missing FILE"),
            (["replay", "a.json", "b.json"], "'b.json'"),
            (["replay", "a.json", "--fromat", "jsonl"], "'--fromat'"),
            (["replay", "a.json", "--format", "xml"], "'xml'"),
            (["replay", "a.json", "--format"], "'--format' needs a value"),
            (["test", "--jobs", "0"], "'0'"),
            (["test", "--shard", "0/2"], "'0/2'"),
            (["test", "--shard"], "'--shard' needs a value"),
            (["test", "--update=yes"], "'--update' takes no value"),
            (["--version", "extra"], "'extra'"),
            (["expand"], "missing FILE"),
            (["expand", "a.json", "b.json"], "'b.json'"),
            (["expand", "a.json", "--sample-rate", "0"], "'0'"),
            (["replay", "a.json", "--sample-rate", "fast"], "'fast'"),
            (["replay", "a.json", "--explain", "--format", "chrome-trace"], "'--explain'"),
            (["replay", "a.json", "--explain=yes"], "'--explain' takes no value"),
            (["expand", "a.json", "--format", "jsonl"], "'--format'"),
            (["import"], "missing FORMAT"),
            (["import", "xml", "a.txt"], "'xml'"),
            (["import", "recursive-description"], "missing DUMP"),
            (["import", "recursive-description", "a.txt", "b.txt"], "'b.txt'"),
            (["import", "recursive-description", "a.txt", "--ios", "8"], "'8'"),
            (["new", "x.json"], "'x.json'"),
            (["new", "--force"], "'--force'"),
        ])
    func usageErrors(arguments: [String], named: String) throws {
        let workspace = try Workspace()
        let result = try Touchsim.run(arguments, in: workspace.path)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(named))
        #expect(result.stderr.contains("touchsim --help"))
    }
}
