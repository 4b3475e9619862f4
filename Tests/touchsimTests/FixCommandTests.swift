import Foundation
import Testing
import TouchSimReader

/// `touchsim fix` from the shell: its output streams and exit statuses (docs/format.md §4.12).
@Suite("touchsim fix")
struct FixCommandTests {
    private let pair = ["traces/fix/quick-tap-highlights.json", "traces/fix/drag-from-button-scrolls.json"]

    private func fix(_ arguments: [String]) throws -> Touchsim.Result {
        try Touchsim.run(["fix"] + arguments, in: Touchsim.repositoryRoot.path)
    }

    @Test("A fix found: exit 0, the fixes on standard output, nothing on standard error (§5.2, §5.4)")
    func found() throws {
        let result = try fix(pair)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("\nfix 1: 2 changes\n  --set feed.delaysContentTouches=false --set "))
        #expect(result.stdout.hasSuffix("\n1 fix within 3 changes (tried 114 change sets)\n"))
    }

    @Test("No fix within --max-changes: exit 1")
    func noneFound() throws {
        let result = try fix(pair + ["--max-changes", "1"])
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("\nno fix within 1 change (tried 9 change sets)\n"))
    }

    @Test("--want adds an expectation; jsonl ends with the summary object")
    func wantAndJSONL() throws {
        let result = try fix(["traces/fix/quick-tap-highlights.json", "--want", "!feed:scrolled", "--format=jsonl"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(
            lines[2]
                == #"{"type":"want","file":"traces/fix/quick-tap-highlights.json","want":"!feed:scrolled","holds":true}"#
        )
        #expect(lines.last?.hasPrefix(#"{"type":"summary","alreadyMet":false,"fixes":"#) == true)
        for line in lines { #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any]) }
    }

    @Test("A bad expectation: exit 2, one diagnostic on standard error, nothing on standard output")
    func badExpectation() throws {
        let result = try fix([pair[0], "--want", "buy:highlight<100"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "--want:1:18: error: expected the unit \"ms\" after 100, such as \"<100ms\"\n")
    }

    @Test("Bad arguments are usage errors: exit 2")
    func usage() throws {
        let cases: [([String], String)] = [
            ([], "touchsim: error: missing FILE for 'fix'\n"),
            (
                [pair[0], "--max-changes", "0"],
                "touchsim: error: invalid value '0' for '--max-changes'; expected a whole number from 1 to 6\n"
            ),
            (
                [pair[0], "--jobs", "none"],
                "touchsim: error: invalid value 'none' for '--jobs'; expected a whole number of at least 1\n"
            ),
            ([pair[0], "--set", "feed.bounces=false"], "touchsim: error: unknown option '--set' for 'fix'\n"),
        ]
        for (arguments, message) in cases {
            let result = try fix(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr == message + "See 'touchsim --help'.\n", "\(arguments)")
        }
    }
}
