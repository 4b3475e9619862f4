import Foundation
import Testing

/// Runs `tool arguments…` on `text` written to a file; its status and standard error.
private func check(_ tool: String, _ arguments: [String], on text: String, environment: [String: String] = [:]) throws
    -> (status: Int32, stderr: String)?
{
    let paths = ["/usr/bin/" + tool, "/bin/" + tool]
    guard let executable = paths.first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
    let workspace = try Workspace()
    let file = try workspace.write("input", text)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments + [file]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, stderr)
}

/// Whether a missing tool must fail the test: under CI, where `.ci/run` installs it.
private var toolsRequired: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

@Suite("Shell completion scripts and the manual page (docs/format.md §4.16)")
struct CompletionsTests {
    @Test("Each shell's script parses in that shell (bash -n, zsh -n, fish -n)", arguments: ["bash", "zsh", "fish"])
    func scriptsParse(shell: String) throws {
        let script = try Touchsim.run(["completions", shell], in: Touchsim.repositoryRoot.path)
        #expect(script.status == 0)
        #expect(script.stdout.contains("completions ids"))
        guard let result = try check(shell, ["-n"], on: script.stdout) else {
            if toolsRequired { Issue.record("\(shell) is not installed; .ci/run installs it") }
            return
        }
        #expect(result.status == 0, "\(shell) -n: \(result.stderr)")
        #expect(result.stderr.isEmpty, "\(shell) -n: \(result.stderr)")
    }

    @Test("The scripts offer every option of every command, as the command line parses them")
    func everyOption() throws {
        let bash = try Touchsim.run(["completions", "bash"], in: Touchsim.repositoryRoot.path).stdout
        for (command, _) in [("replay", 0), ("test", 0), ("fix", 0), ("render", 0), ("import", 0)] {
            let help = try Touchsim.run(["help", command], in: Touchsim.repositoryRoot.path).stdout
            let options = Set(help.matches(of: /\s\s(--[a-z][a-z-]*)/).map { String($0.output.1) })
            let line = bash.split(separator: "\n").first { $0.contains("\(command)) options=") } ?? ""
            for option in options.sorted() where !line.contains(option) {
                Issue.record("the bash script does not offer \(option) for \(command)")
            }
        }
    }

    @Test("bash completes import's two formats, then files")
    func importFormats() throws {
        let bash = try Touchsim.run(["completions", "bash"], in: Touchsim.repositoryRoot.path).stdout
        let probe =
            bash + #"""
                COMP_WORDS=(touchsim import s); COMP_CWORD=2; _touchsim; echo "${COMPREPLY[*]}" >&2
                COMP_WORDS=(touchsim import ""); COMP_CWORD=2; _touchsim; echo "${COMPREPLY[*]}" >&2
                """#
        guard let result = try check("bash", [], on: probe) else {
            if toolsRequired { Issue.record("bash is not installed") }
            return
        }
        #expect(result.stderr == "storyboard\nrecursive-description storyboard\n")
    }

    @Test("completions ids lists the views and recognizers in tree order; an invalid file lists nothing")
    func ids() throws {
        let workspace = try Workspace()
        try workspace.write(
            "feed.json",
            #"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "tap", "type": "tap"}], "subviews": [{"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844]}, {"id": "buy", "class": "UIButton", "frame": [0, 0, 10, 10]}]}, "events": []}"#
        )
        let ids = try workspace.touchsim("completions", "ids", "feed.json")
        #expect(ids.status == 0)
        #expect(ids.stdout == "w\ntap\nfeed\nbuy\n")
        try workspace.write("bad.json", invalidScenario)
        let bad = try workspace.touchsim("completions", "ids", "bad.json")
        #expect(bad.status == 2)
        #expect(bad.stdout.isEmpty)
    }

    @Test("touchsim help --man is a manual page man renders without a warning, with every command's help in it")
    func manPage() throws {
        let page = try Touchsim.run(["help", "--man"], in: Touchsim.repositoryRoot.path)
        #expect(page.status == 0)
        #expect(page.stdout.hasPrefix(".TH TOUCHSIM 1 "))
        for command in ["REPLAY", "TEST", "EXPAND", "RENDER", "WHY", "IMPORT", "NEW", "FIX", "COMPLETIONS"] {
            #expect(page.stdout.contains(".SH \"TOUCHSIM \(command)\""))
        }
        #expect(page.stdout.contains("message1:selected"))
        guard
            let result = try check(
                "man", ["--warnings", "-E", "UTF-8", "-l"], on: page.stdout, environment: ["MANWIDTH": "120"])
        else {
            if toolsRequired { Issue.record("man is not installed; .ci/run installs man-db") }
            return
        }
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "man -l: \(result.stderr)")
    }
}
