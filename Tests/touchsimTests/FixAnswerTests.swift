import Foundation
import Testing

/// The pinned answers under traces/fix/answers: each file's first line is the command, `$
/// touchsim fix FILE…`, and the rest is what it prints. `make fix-goldens` writes them again.
struct FixAnswer {
    var name: String
    var arguments: [String]
    var expected: String

    static func all() throws -> [FixAnswer] {
        let directory = Touchsim.repositoryRoot.appendingPathComponent("traces/fix/answers")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".txt") }
            .sorted().map { name in
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                let command = text.prefix { $0 != "\n" }
                let arguments = command.dropFirst("$ touchsim ".count).split(separator: " ").map(String.init)
                return FixAnswer(name: name, arguments: arguments, expected: String(text.dropFirst(command.count + 1)))
            }
    }

    /// Exit status 1 when no fix was found, else 0 (docs/format.md §4.12).
    var expectedStatus: Int32 { expected.contains("\nno fix within ") ? 1 : 0 }

    /// The Swift of each fix, one array of lines per fix, without the indentation.
    var snippets: [[String]] {
        var result: [[String]] = []
        var current: [String]?
        for line in expected.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "  swift:" {
                current = []
            } else if current != nil, line.hasPrefix("    ") {
                current!.append(String(line.dropFirst(4)))
            } else if let done = current {
                result.append(done)
                current = nil
            }
        }
        return result
    }
}

@Suite("touchsim fix: the pinned answers (docs/format.md §4.12)")
struct FixAnswerTests {
    @Test(
        "The pinned answers of traces/fix/answers are what touchsim fix prints for the conflicts of traces/fix, and no fix exits 1 with its near misses"
    )
    func pinnedAnswersHold() throws {
        let answers = try FixAnswer.all()
        #expect(answers.count >= 10)
        #expect(answers.contains { $0.expectedStatus == 1 && $0.expected.contains("\nnear miss 1: ") })
        for answer in answers {
            #expect(answer.arguments.first == "fix", "\(answer.name): the first line must be '$ touchsim fix FILE…'")
            let result = try Touchsim.run(answer.arguments, in: Touchsim.repositoryRoot.path)
            #expect(result.status == answer.expectedStatus, "\(answer.name): \(result.stderr)")
            #expect(
                result.stdout == answer.expected,
                "traces/fix/answers/\(answer.name) differs; if the new answer is right, run 'make fix-goldens' and read the diff"
            )
        }
    }

    @Test(
        "Every Swift snippet the pinned answers print type-checks against UIKit's declarations (swiftc -typecheck with Tests/SwiftSnippetStub/UIKit.swift)"
    )
    func snippetsTypeCheck() throws {
        let swiftc = SnippetTypeCheck.swiftc
        try #require(FileManager.default.isExecutableFile(atPath: swiftc), "swiftc is needed at \(swiftc)")
        let root = Touchsim.repositoryRoot
        let workspace = try Workspace()
        var checked = 0
        var files: [(answer: String, file: String)] = []
        for answer in try FixAnswer.all() {
            let scenario = root.appendingPathComponent(answer.arguments[1])
            let declarations = try SnippetProgram.declarations(ofScenario: scenario)
            var program = SnippetProgram(declarations: declarations)
            for snippet in answer.snippets { program.add(snippet) }
            guard program.count > 0 else { continue }
            let name = answer.name.replacingOccurrences(of: ".txt", with: ".swift")
            try workspace.write(name, program.source)
            files.append((answer.name, name))
            checked += program.count
        }
        let result = try SnippetTypeCheck.run(files.map(\.file), in: workspace.path)
        #expect(result.status == 0, "the Swift does not type-check:\n\(result.stderr)")
        for (answer, file) in files {
            let errors = result.errors(in: file)
            #expect(errors.isEmpty, "\(answer): the Swift does not type-check:\n\(errors.joined(separator: "\n"))")
        }
        #expect(checked >= 10)
    }

    @Test("The type check fails on a snippet that does not compile, so it can catch one")
    func typeCheckCanFail() throws {
        let workspace = try Workspace()
        var program = SnippetProgram(declarations: ["let feed = UIScrollView()"])
        program.add(["feed.panGestureRecognizer.require(toFail: navigationController?.interactivePopGestureRecognizer)"]
        )
        try workspace.write("bad.swift", program.source)
        // A good program beside it, as the batched check above has them: the error stays the
        // bad file's.
        var good = SnippetProgram(declarations: ["let feed = UIScrollView()"])
        good.add(["feed.delaysContentTouches = false"])
        try workspace.write("good.swift", good.source)
        let result = try SnippetTypeCheck.run(["bad.swift", "good.swift"], in: workspace.path)
        #expect(result.status != 0)
        // The stub itself is fine: the error is the snippet's, an optional where UIKit wants one.
        #expect(!result.errors(in: "bad.swift").isEmpty && !result.stderr.contains("UIKit.swift:"))
        #expect(result.errors(in: "good.swift").isEmpty)
    }
}
