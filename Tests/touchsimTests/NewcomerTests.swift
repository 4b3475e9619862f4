import Foundation
import Testing

/// What a newcomer found on a fresh clone (issue 29), each pinned as it now behaves.
@Suite("What a newcomer found: one message per problem, the whole path, a failing empty run")
struct NewcomerTests {
    @Test(
        "A missing file reads the same from every command: FILE: error: cannot read: No such file or directory, exit 2, nothing on standard output (docs/format.md §4.6)",
        arguments: [
            ["replay", "missing.json"], ["expand", "missing.json"], ["render", "missing.json", "-o", "page.html"],
            ["why", "missing.json", "buy"], ["fix", "missing.json"], ["test", "missing.json"],
            ["import", "recursive-description", "missing.json"], ["replay", "tap.json", "--expect", "missing.json"],
        ])
    func missingFile(arguments: [String]) throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let result = try Touchsim.run(arguments, in: workspace.path)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "missing.json: error: cannot read: No such file or directory\n")
        #expect(workspace.files() == ["tap.json"])
    }

    @Test("A tree file's path is never shortened in the error that names it (docs/format.md §4.6)")
    func wholeTreePath() throws {
        let workspace = try Workspace()
        let tree = "trees/the-shared-screens-of-the-app/feed-with-buy-button.tree.json"
        try workspace.write("feed.json", #"{"touchsim": 1, "tree": "\#(tree)", "events": []}"#)
        let result = try workspace.touchsim("replay", "feed.json")
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "feed.json:1:25: error: tree: cannot read tree file \"\(tree)\": No such file or directory\n")
    }

    @Test(
        "A --set error quotes the argument as typed and points into it, malformed or not applying (docs/format.md §4.4, §4.6)"
    )
    func setErrorsPointIntoTheArgument() throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let unknownKey = try workspace.touchsim("replay", "tap.json", "--set", "buy.enabld=false")
        #expect(unknownKey.status == 2)
        #expect(unknownKey.stdout.isEmpty)
        #expect(
            unknownKey.stderr == """
                --set buy.enabld=false: error: view "buy": enabld: unknown key "enabld"; did you mean "enabled"?
                      buy.enabld=false
                          ^

                """)
        let badValue = try workspace.touchsim("replay", "tap.json", "--set", "buy.enabled=maybe")
        #expect(
            badValue.stderr == """
                --set buy.enabled=maybe: error: view "buy": enabled: expected true or false, found "maybe"
                      buy.enabled=maybe
                                  ^

                """)
        let malformed = try workspace.touchsim("replay", "tap.json", "--set", "buy.enabled")
        #expect(malformed.status == 2)
        #expect(
            malformed.stderr == """
                --set buy.enabled: error: expected ID.KEY=VALUE, found no "=" in "buy.enabled"
                      buy.enabled
                                 ^

                """)
    }

    @Test("touchsim: error: is spelled at one place in the sources, where every command's failure is rendered")
    func oneErrorEdge() throws {
        let places = try projectTexts(extensions: ["swift"]).filter { $0.file.hasPrefix("Sources/") }.flatMap {
            file, text in
            text.split(separator: "\n").filter { $0.contains("touchsim: error:") }.map { "\(file): \($0)" }
        }
        #expect(places.count == 1, "\(places)")
    }

    @Test("Only the end-to-end suite starts the touchsim binary; every other command-line test runs it in-process")
    func testsRunInProcess() throws {
        let spawning = try projectTexts(extensions: ["swift"]).filter { file, text in
            file.hasPrefix("Tests/") && !file.hasSuffix("/EndToEndTests.swift") && !file.hasSuffix("/Touchsim.swift")
                && (text.contains("." + "spawn(") || text.contains("Touchsim." + "binary"))
        }
        #expect(spawning.map(\.file) == [])
    }

    @Test(
        "make install builds without link-time optimization and installs a stripped binary, so it fits a laptop (docs/performance.md)"
    )
    func installFits() throws {
        let makefile = try String(
            contentsOf: Touchsim.repositoryRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        let lines = makefile.split(separator: "\n")
        let release = lines.first { $0.hasPrefix("RELEASE = ") }
        #expect(release != nil && release?.contains("lto") == false)
        let install = lines.drop { $0 != "install:" }.prefix { !$0.isEmpty }
        #expect(install.contains("\t$(RELEASE)"))
        #expect(install.contains { $0.contains("install -s ") && $0.contains(".build/release/touchsim") })
    }
}
