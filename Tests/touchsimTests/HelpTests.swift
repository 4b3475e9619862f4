import Foundation
import Testing

/// The command pages of docs/cli/ whose option tables `touchsim help COMMAND` must cover.
private let commandPages = [
    ("replay", "replay.md"), ("test", "test.md"), ("expand", "expand.md"), ("render", "render.md"),
    ("why", "why.md"), ("import", "import.md"), ("fix", "fix.md"),
]

@Suite("touchsim help COMMAND is complete: every option of the reference, fix's whole language, examples")
struct HelpTests {
    @Test(
        "Every option in a command's table of docs/cli/ is in its help, which ends with examples",
        arguments: commandPages)
    func everyOption(command: String, page: String) throws {
        let text = try String(
            contentsOf: Touchsim.repositoryRoot.appendingPathComponent("docs/cli/" + page), encoding: .utf8)
        let options = Set(
            text.split(separator: "\n").filter { $0.hasPrefix("| `-") }.flatMap { row in
                row.split(separator: "|")[0].matches(of: /--?[a-z][a-z-]*/).map { String($0.output) }
            })
        #expect(!options.isEmpty, "\(page) lost its option table")
        let help = try Touchsim.run(["help", command], in: Touchsim.repositoryRoot.path)
        #expect(help.status == 0)
        for option in options.sorted() where !help.stdout.contains(option) {
            Issue.record("'touchsim help \(command)' does not mention \(option), which docs/cli/\(page) lists")
        }
        let examples = help.stdout.components(separatedBy: "\nEXAMPLES\n")
        #expect(examples.count == 2, "'touchsim help \(command)' has no EXAMPLES section")
        let lines = examples.last?.split(separator: "\n") ?? []
        #expect(!lines.isEmpty && lines.allSatisfy { $0.contains("touchsim \(command)") })
    }

    @Test("The README's command table shows each command's usage as touchsim --help prints it")
    func readmeTable() throws {
        let readme = try String(
            contentsOf: Touchsim.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let help = try Touchsim.run(["--help"], in: Touchsim.repositoryRoot.path)
        let block = help.stdout.components(separatedBy: "\nUSAGE\n").last?.components(separatedBy: "\n\n")[0] ?? ""
        // A usage wraps onto lines indented deeper than its `touchsim`; join them back.
        var usages: [String] = []
        for line in block.split(separator: "\n") {
            let words = line.split(separator: " ").joined(separator: " ")
            if line.hasPrefix("  touchsim ") {
                usages.append(words)
            } else if !usages.isEmpty {
                usages[usages.count - 1] += " " + words
            }
        }
        #expect(usages.count >= 10, "touchsim --help lost its USAGE section")
        for usage in usages where !usage.hasPrefix("touchsim --") {
            let row =
                "| `" + usage.replacingOccurrences(of: "...", with: "…").replacingOccurrences(of: "|", with: "\\|")
                + "` |"
            #expect(readme.contains(row), "README.md's command table lacks \(row)")
        }
    }

    @Test(
        "touchsim help fix names every fact of the expectation language, as the parser lists them (docs/format.md §4.12)"
    )
    func everyFact() throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let refused = try workspace.touchsim("fix", "tap.json", "--want", "buy:zzz")
        let facts =
            refused.stderr.components(separatedBy: "facts are ").last?
            .trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: ", ") ?? []
        #expect(facts.count > 20, "\(refused.stderr)")
        let help = try workspace.touchsim("help", "fix").stdout
        for fact in facts where !help.contains(fact) {
            Issue.record("'touchsim help fix' leaves out the fact \(fact)")
        }
        #expect(help.contains("message1:selected"))
        #expect(help.contains("!buy:touchCancel"))
    }
}
