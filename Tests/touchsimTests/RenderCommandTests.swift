import Foundation
import Testing
import TouchSimReplay

@Suite("touchsim render: the command (docs/format.md §4.13)")
struct RenderCommandTests {
    @Test("render writes one self-contained HTML page: inline scripts and styles, nothing fetched")
    func writesSelfContainedPage() throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let result = try workspace.touchsim("render", "tap.json", "-o", "tap.html")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty && result.stderr.isEmpty)
        let page = try #require(workspace.read("tap.html"))
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.hasSuffix("</html>\n"))
        // Nothing is loaded from elsewhere: no src or href attributes, no @import, no fetch.
        for pattern in [" src=", " href=", "@import", "fetch(", "XMLHttpRequest", "url(http"] {
            #expect(!page.contains(pattern), "the page contains \(pattern)")
        }
        #expect(page.contains(#"<script type="application/json" id="replay-data">"#))
    }

    @Test("render -o - writes the page to standard output; the same input gives the same bytes")
    func writesToStandardOutputDeterministically() throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let first = try workspace.touchsim("render", "tap.json", "-o", "-")
        let second = try workspace.touchsim("render", "tap.json", "--output=-")
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("<!doctype html>"))
        #expect(first.stdout == second.stdout)
    }

    @Test("A name that would close the script element is escaped inside the page's JSON")
    func escapesScriptClosingNames() throws {
        let workspace = try Workspace()
        try workspace.write(
            "tap.json", tapScenario.replacingOccurrences(of: "Quick tap on a button", with: "</script><b>"))
        let result = try workspace.touchsim("render", "tap.json", "-o", "-")
        #expect(result.status == 0)
        #expect(!result.stdout.contains("</script><b>"))
        #expect(result.stdout.contains(#"\u003c/script\u003e\u003cb\u003e"#))
    }

    @Test("Invalid input prints one diagnostic, exits 2 and writes no file")
    func invalidInputWritesNothing() throws {
        let workspace = try Workspace()
        try workspace.write("bad.json", invalidScenario)
        let result = try workspace.touchsim("render", "bad.json", "-o", "bad.html")
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("bad.json:"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(workspace.files() == ["bad.json"])
    }

    @Test("An output that cannot be written is one error naming it as typed; no temp file is left")
    func unwritableOutput() throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let result = try workspace.touchsim("render", "tap.json", "-o", "missing/tap.html")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "touchsim: error: cannot write missing/tap.html: No such file or directory\n")
        #expect(workspace.files() == ["tap.json"])
    }

    @Test(
        "Usage errors name what is missing or unknown",
        arguments: [
            (
                ["render", "tap.json"],
                "touchsim: error: missing '-o FILE' for 'render': where to write the HTML page ('-' for standard output)"
            ),
            (["render", "-o", "x.html"], "touchsim: error: missing FILE for 'render' ('-' reads standard input)"),
            (["render", "tap.json", "-o"], "touchsim: error: option '-o' needs a value"),
            (
                ["render", "tap.json", "-o", "x.html", "--format", "jsonl"],
                "touchsim: error: unknown option '--format' for 'render'"
            ),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let result = try Touchsim.run(arguments, in: workspace.path)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\nSee 'touchsim --help'.\n")
        #expect(workspace.files() == ["tap.json"])
    }
}
