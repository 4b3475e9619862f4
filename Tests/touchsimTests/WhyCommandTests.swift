import Foundation
import Testing
import TouchSimReader
import TouchSimReplay

/// The pinned answers under traces/why: each file's first line is the command, `$ touchsim why
/// FILE ID`, and the rest is what it prints. `make why-goldens` writes them again.
private func pinnedAnswers() throws -> [(name: String, arguments: [String], expected: String)] {
    let directory = Touchsim.repositoryRoot.appendingPathComponent("traces/why")
    return try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".txt") }.sorted()
        .map { name in
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            let command = text.prefix { $0 != "\n" }
            let arguments = command.dropFirst("$ touchsim ".count).split(separator: " ").map(String.init)
            return (name, arguments, String(text.dropFirst(command.count + 1)))
        }
}

@Suite("touchsim why: the command (docs/format.md §4.14)")
struct WhyCommandTests {
    @Test(
        "The pinned answers of traces/why are what touchsim why prints for the classic conflicts: the late highlight (§5.2), a drag from a button (§5.4), a tap that steals a control's touch (§3.6, §3.9), a table cell's button (§5.3, §8)"
    )
    func pinnedAnswersHold() throws {
        let pinned = try pinnedAnswers()
        #expect(pinned.count >= 4)
        for answer in pinned {
            #expect(answer.arguments.first == "why", "\(answer.name): the first line must be '$ touchsim why FILE ID'")
            let result = try Touchsim.run(answer.arguments, in: Touchsim.repositoryRoot.path)
            #expect(result.status == 0, "\(answer.name): \(result.stderr)")
            #expect(
                result.stdout == answer.expected,
                "traces/why/\(answer.name) differs; if the new answer is right, run 'make why-goldens' and read the diff"
            )
        }
    }

    @Test("An id that names nothing exits 2 with the close id on standard error, and prints nothing")
    func unknownIdIsAnError() throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let result = try workspace.touchsim("why", "tap.json", "byu")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "touchsim: error: tap.json: no view or recognizer has the id \"byu\"; did you mean \"buy\"?\n")
        let far = try workspace.touchsim("why", "tap.json", "scrollView")
        #expect(far.status == 2)
        #expect(
            far.stderr
                == "touchsim: error: tap.json: no view or recognizer has the id \"scrollView\"; the ids are \"root\", \"buy\"\n"
        )
    }

    @Test(
        "§16.1 §15.1: the pinch of a scroll view that does not zoom, and the press of a view without a menu, say why they are absent"
    )
    func absentUIKitRecognizers() throws {
        let trace = "traces/zooming/unzoomable-scroll-view-has-no-pinch.json"
        let pinch = try Touchsim.run(["why", trace, "photoScroll.pinch"], in: Touchsim.repositoryRoot.path)
        #expect(pinch.status == 2)
        #expect(
            pinch.stderr
                == "touchsim: error: \(trace): no view or recognizer has the id \"photoScroll.pinch\"; \"photoScroll\" does not zoom: UIKit adds its pinch only while its delegate returns a view for zooming and maximumZoomScale is above minimumZoomScale (docs/model.md §16.1)\n"
        )
        let menu = try Touchsim.run(["why", trace, "photo.contextMenu"], in: Touchsim.repositoryRoot.path)
        #expect(
            menu.stderr.hasSuffix(
                "; \"photo\" has no context menu: its press exists only with \"contextMenu\": true (docs/model.md §15.1)\n"
            ))
        // A plain view's ".pinch" is only an unknown id.
        let plain = try Touchsim.run(["why", trace, "photo.pinch"], in: Touchsim.repositoryRoot.path)
        #expect(!plain.stderr.contains("does not zoom"))
    }

    @Test("Invalid input is reported as by replay: one diagnostic, exit 2, nothing on standard output")
    func invalidInput() throws {
        let workspace = try Workspace()
        try workspace.write("bad.json", invalidScenario)
        let result = try workspace.touchsim("why", "bad.json", "buy")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("bad.json:"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("why reads standard input for '-', and --set changes the scene first (docs/format.md §4.4)")
    func standardInputAndSet() throws {
        let workspace = try Workspace()
        let result = try workspace.touchsim("why", "-", "buy", "--set", "buy.hidden=true", input: tapScenario)
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                buy (UIButton), in root

                No touch reached buy, and nothing happened to it. Where each touch went down, and why:
                      0      touch 1 went down at (60, 130) on root, because root is the frontmost view that takes the point; passed over buy (hidden) (model.md §1.1).

                """)
    }

    @Test(
        "Usage errors name what is missing or unknown",
        arguments: [
            (
                ["why", "tap.json"],
                "touchsim: error: missing ID for 'why': the id of a view, scroll view, control or recognizer"
            ),
            (["why"], "touchsim: error: missing FILE for 'why' ('-' reads standard input)"),
            (
                ["why", "tap.json", "buy", "root"],
                "touchsim: error: unexpected argument 'root'; why takes one FILE and one ID"
            ),
            (["why", "tap.json", "buy", "--format", "jsonl"], "touchsim: error: unknown option '--format' for 'why'"),
        ])
    func usageErrors(arguments: [String], message: String) throws {
        let workspace = try Workspace()
        try workspace.write("tap.json", tapScenario)
        let result = try Touchsim.run(arguments, in: workspace.path)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == message + "\nSee 'touchsim --help'.\n")
    }

    @Test("why --help shows its usage, and the main help lists the command")
    func help() throws {
        let workspace = try Workspace()
        let help = try workspace.touchsim("why", "--help")
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("USAGE: touchsim why FILE|- ID [OPTIONS]\n"))
        #expect(try workspace.touchsim("help", "why").stdout == help.stdout)
        let overview = try workspace.touchsim("--help")
        #expect(overview.stdout.contains("  touchsim why FILE|- ID [--set ID.KEY=VALUE]...\n"))
        #expect(
            overview.stdout.contains("  why      say what happened to one view or recognizer, and why, in sentences\n"))
    }
}
