import Foundation
import Testing
import TouchSimReplay

/// A `$ touchsim …` command of a `console` block and the output the docs show for it.
private struct DocExample {
    var arguments: [String]
    /// Standard error then standard output, as a terminal shows a diagnostic or warning that
    /// comes before the output.
    var output: [String]
    /// The docs cut the output short with a line `…`: the lines before it must start the output.
    var isPrefix: Bool
    /// Lines shown after a `…`: each must come in the rest of the output, in this order.
    var later: [String] = []
    /// `FILE:LINE` of the command.
    var place: String
}

/// The `$ touchsim …` commands of the ```` ```console ```` blocks of `text`. Each command's
/// output is the lines after it up to the next `$ ` line or the block's end.
private func examples(in text: String, file: String) -> [DocExample] {
    var found: [DocExample] = []
    var inConsole = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.hasPrefix("```") {
            inConsole = line == "```console"
            continue
        }
        guard inConsole else { continue }
        if line.hasPrefix("$ touchsim ") {
            let words = line.dropFirst("$ touchsim ".count).split(separator: " ").map(String.init)
            found.append(DocExample(arguments: words, output: [], isPrefix: false, place: "\(file):\(index + 1)"))
        } else if line.hasPrefix("$ ") {
            Issue.record("\(file):\(index + 1): a console example must be a plain '$ touchsim …' command")
        } else if !found.isEmpty {
            if line == "…" {
                found[found.count - 1].isPrefix = true
            } else if found[found.count - 1].isPrefix {
                found[found.count - 1].later.append(String(line))
            } else {
                found[found.count - 1].output.append(String(line))
            }
        }
    }
    return found
}

/// The Markdown files with console examples, and how many each has at least.
private let documentsWithExamples = [
    ("README.md", 1), ("docs/tutorial.md", 2), ("docs/fix.md", 3), ("docs/format.md", 7), ("docs/model.md", 4),
    ("docs/cli/README.md", 1), ("docs/cli/replay.md", 2), ("docs/cli/test.md", 2), ("docs/cli/set.md", 5),
    ("docs/cli/diagnostics.md", 2), ("docs/cli/expand.md", 1), ("docs/cli/import.md", 1), ("docs/cli/new.md", 1),
    ("docs/cli/fix.md", 3), ("docs/cli/why.md", 3), ("docs/cli/completions.md", 1), ("docs/cli/schema.md", 1),
]

@Suite("The console examples of the docs and the README print what they show")
struct DocExampleTests {
    @Test("Every Markdown file of the project with a console block is among those whose examples are run")
    func everyDocumentIsRun() throws {
        let listed = Set(documentsWithExamples.map(\.0))
        let withConsole = try projectTexts(extensions: ["md"]).filter { $0.text.contains("\n```console\n") }
        #expect(withConsole.count >= 10, "the docs lost their console examples")
        for (file, _) in withConsole where !listed.contains(file) {
            Issue.record("\(file) has console examples that no test runs; add it to documentsWithExamples")
        }
    }

    @Test("Console blocks are read as commands, each with the output up to a '…' line and the lines after one")
    func parsing() {
        let text = """
            ```console
            $ touchsim replay a.json
            line 1
            $ touchsim replay b.json --format jsonl
            first
            …
            later
            …
            last
            ```
            ```
            $ touchsim replay not-checked.json
            ```
            """
        let found = examples(in: text, file: "x.md")
        #expect(found.map(\.arguments) == [["replay", "a.json"], ["replay", "b.json", "--format", "jsonl"]])
        #expect(found.map(\.output) == [["line 1"], ["first"]])
        #expect(found.map(\.isPrefix) == [false, true])
        #expect(found.map(\.later) == [[], ["later", "last"]])
    }

    @Test(
        "Every '$ touchsim' command in a console block of the docs and the README prints the output shown under it",
        arguments: documentsWithExamples)
    func docExamples(file: String, atLeast: Int) throws {
        let text = try String(contentsOf: Touchsim.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        let found = examples(in: text, file: file)
        #expect(found.count >= atLeast, "\(file) lost its console examples")
        for example in found {
            let result = try Touchsim.run(example.arguments, in: Touchsim.repositoryRoot.path)
            var actual = (result.stderr + result.stdout).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            if actual.last == "" { actual.removeLast() }
            var rest = actual.dropFirst(example.output.count)
            if example.isPrefix { actual = Array(actual.prefix(example.output.count)) }
            for line in example.later {
                guard let index = rest.firstIndex(of: line) else {
                    Issue.record(
                        """
                        \(example.place): 'touchsim \(example.arguments.joined(separator: " "))' does not print, \
                        after the lines before it, a line the docs show after a '…':
                          docs:   \(line)
                        """)
                    break
                }
                rest = rest[(index + 1)...]
            }
            guard actual != example.output else { continue }
            let line =
                zip(actual, example.output).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(actual.count, example.output.count)
            Issue.record(
                """
                \(example.place): 'touchsim \(example.arguments.joined(separator: " "))' prints something else than \
                the docs show; output line \(line + 1):
                  docs:   \(line < example.output.count ? example.output[line] : "(nothing)")
                  actual: \(line < actual.count ? actual[line] : "(nothing)")
                """)
        }
    }
}
