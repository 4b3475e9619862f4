import Foundation
import Testing
import TouchSimCore
import TouchSimTestSupport

@testable import TouchSimFormat
@testable import TouchSimOutput
@testable import TouchSimReader
@testable import TouchSimReplay
@testable import _TouchSimStorage

/// `touchsim replay` runs pass 1 on a second thread while pass 2 feeds the engine (docs/format.md
/// §4.9). Whatever the input, it must print what `load` then a one-thread replay print, or
/// throw `load`'s diagnostic and print nothing. `make sanitize` runs these under ThreadSanitizer.
@Suite("Overlapped replay: pass 1 beside pass 2 gives load's bytes, warnings and diagnostic")
struct OverlappedReplayTests {
    private static let tree = """
        {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "feed", "class": "UITableView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000],
           "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 160, 44]},
                        {"id": "card", "frame": [200, 0, 190, 3000],
                         "gestureRecognizers": [{"id": "cardTap", "type": "tap"REQUIRE}]}]}]}
        """

    /// The tree, its tap requiring `requireToFail` when given (an unknown id fails the tree).
    private static func tree(requireToFail: String? = nil) -> String {
        tree.replacingOccurrences(
            of: "REQUIRE", with: requireToFail.map { ", \"requireToFail\": [\"\($0)\"]" } ?? "")
    }

    /// A tree whose button's frame is not a rectangle: pass 1 reads on, and `load` reports it
    /// after the events' errors.
    private static let refusedTree = tree().replacingOccurrences(
        of: #""frame": [20, 100, 160, 44]"#, with: #""frame": "x""#)

    /// `count` downs and ups 100 ms apart, alternating between the button and the card; the
    /// entry at `broken` gets a phase that does not exist, and `extra[i]`, with `%T` replaced
    /// by a time between them, follows entry `i`.
    private static func events(_ count: Int, broken: Int? = nil, extra: [Int: String] = [:]) -> String {
        var entries: [String] = []
        for i in 0..<count {
            let phase = i == broken ? "ux" : i % 2 == 0 ? "down" : "up"
            let x = (i / 2) % 2 == 0 ? 60 : 250
            entries.append("{\"t\": \(i * 100), \"touch\": 1, \"phase\": \"\(phase)\", \"x\": \(x), \"y\": 120}")
            if let entry = extra[i] { entries.append(entry.replacingOccurrences(of: "%T", with: "\(i * 100 + 50)")) }
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n]"
    }

    /// How many raw events each input has: enough for its records to fill more than two of the
    /// writer's batches (checked below), few enough to keep the suite quick in a debug build.
    private static let count = 800

    /// Shorthands and `set` events among the raw events: pass 2 waits for pass 1 at the first.
    private static let gesturesAndChanges = [
        100: #"{"t": %T, "tap": "buy", "touch": 2}"#,
        400: #"{"t": %T, "set": {"buy.hidden": true}}"#,
        650: #"{"t": %T, "drag": {"from": "card", "to": [250, 100], "duration": 100}, "touch": 3}"#,
    ]

    /// Named inputs: valid ones, and invalid ones whose first error is early, late, after the
    /// events, or in what pass 1 finds once it has read them all.
    private static let inputs: [(name: String, text: String)] = [
        ("plain", #"{"touchsim": 1, "name": "plain", "tree": \#(tree()), "events": \#(events(count))}"#),
        (
            "gestures and set events",
            #"{"touchsim": 1, "tree": \#(tree()), "events": \#(events(count, extra: gesturesAndChanges))}"#
        ),
        ("ios after the events", #"{"touchsim": 1, "tree": \#(tree()), "events": \#(events(count)), "ios": "8.0"}"#),
        ("name after the events", #"{"touchsim": 1, "tree": \#(tree()), "events": \#(events(count)), "name": "late"}"#),
        ("tree after the events", #"{"touchsim": 1, "events": \#(events(count)), "tree": \#(tree())}"#),
        ("an early error", #"{"touchsim": 1, "tree": \#(tree()), "events": \#(events(count, broken: 5))}"#),
        (
            "the last event's error",
            #"{"touchsim": 1, "tree": \#(tree()), "events": \#(events(count, broken: count - 1))}"#
        ),
        ("an error after the events", #"{"touchsim": 1, "tree": \#(tree()), "events": \#(events(count)), "ios": "x"}"#),
        (
            "an unknown key after the events",
            #"{"touchsim": 1, "tree": \#(tree()), "events": \#(events(count)), "tre": 1}"#
        ),
        ("no version", #"{"tree": \#(tree()), "events": \#(events(count))}"#),
        (
            "a tree that does not finish",
            #"{"touchsim": 1, "tree": \#(tree(requireToFail: "nope")), "events": \#(events(count))}"#
        ),
        (
            "a tree that does not finish and a later event's error",
            #"{"touchsim": 1, "tree": \#(tree(requireToFail: "nope")), "events": \#(events(count, broken: 500))}"#
        ),
        (
            "a tree value that does not decode and a later event's error",
            #"{"touchsim": 1, "tree": \#(refusedTree), "events": \#(events(count, broken: 500))}"#
        ),
        (
            "a tree value that does not decode",
            #"{"touchsim": 1, "tree": \#(refusedTree), "events": \#(events(count))}"#
        ),
        (
            "a set event that does not decode",
            #"{"touchsim": 1, "tree": \#(tree()), "events": \#(events(count, extra: [400: #"{"t": %T, "set": {"buy.nope": true}}"#]))}"#
        ),
        (
            "a gesture naming no view",
            #"{"touchsim": 1, "tree": \#(tree()), "events": \#(events(count, extra: [100: #"{"t": %T, "tap": "nope", "touch": 2}"#]))}"#
        ),
        (
            "an error after gestures and set events",
            #"{"touchsim": 1, "tree": \#(tree()), "events": \#(events(count, broken: 750, extra: gesturesAndChanges))}"#
        ),
    ]

    /// What `load` and a one-thread replay give: the bytes and warnings, or the diagnostic.
    private func reference(_ path: String, format: OutputFormat) -> (
        bytes: String, warnings: [Diagnostic], error: Diagnostic?
    ) {
        do {
            let scenario = try ScenarioFile.load(path: path, readStandardInput: { [] })
            let bytes = try ReplayPipeline(schedule: .inline).replay(
                scenario, ReplayRequest(format: format), to: .memory)
            return (String(decoding: bytes, as: UTF8.self), scenario.warnings, nil)
        } catch {
            return ("", [], error)
        }
    }

    /// What the overlapped replay writes to a file, the warnings it accepted, and what it threw.
    private func overlapped(_ path: String, format: OutputFormat, in directory: TemporaryDirectory) throws -> (
        bytes: String, warnings: [Diagnostic], error: Diagnostic?
    ) {
        let output = directory.path + "/out"
        let fd = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(fd >= 0)
        let warnings = Locked<[Diagnostic]>([])
        var thrown: Diagnostic?
        do {
            try ReplayPipeline(schedule: .threads).replay(
                path: path, readStandardInput: { [] }, ReplayRequest(format: format), to: .fileDescriptor(fd),
                accepted: { accepted in warnings.withLock { $0 += accepted } })
        } catch {
            thrown = error
        }
        close(fd)
        let bytes = FileManager.default.contents(atPath: output) ?? Data()
        return (String(decoding: bytes, as: UTF8.self), warnings.withLock { $0 }, thrown)
    }

    @Test("Every input, valid or not, in every format", arguments: inputs.indices)
    func sameAsLoad(_ index: Int) throws {
        let (name, text) = Self.inputs[index]
        let directory = try TemporaryDirectory()
        let path = try directory.write("scenario.json", text)
        for format in OutputFormat.allCases {
            let expected = reference(path, format: format)
            let actual = try overlapped(path, format: format, in: directory)
            #expect(actual.error == expected.error, "\(name), \(format)")
            #expect(actual.warnings == expected.warnings, "\(name), \(format)")
            #expect(actual.bytes == expected.bytes, "\(name), \(format)")
            if expected.error == nil {
                // Many batches of records went through the queue.
                #expect(
                    expected.bytes.count(where: { $0 == "\n" }) > 2 * ScenarioFile.recordsPerBatch
                        || format == .chromeTrace)
            }
        }
    }

    @Test("The inputs cover what they say: valid ones replay, invalid ones fail where they should")
    func inputsAreWhatTheySay() throws {
        let directory = try TemporaryDirectory()
        var errors: [String: String] = [:]
        for (name, text) in Self.inputs {
            let path = try directory.write("scenario.json", text)
            errors[name] = reference(path, format: .text).error?.path ?? ""
        }
        #expect(errors["plain"] == "")
        #expect(errors["gestures and set events"] == "")
        #expect(errors["ios after the events"] == "")
        #expect(errors["an early error"] == "events[5].phase")
        #expect(errors["the last event's error"] == "events[\(Self.count - 1)].phase")
        #expect(errors["an error after the events"] == "ios")
        #expect(errors["a tree that does not finish"]?.hasSuffix("requireToFail[0]") == true)
        #expect(errors["a tree that does not finish and a later event's error"] == "events[500].phase")
        #expect(errors["a tree value that does not decode"]?.hasSuffix(".frame") == true)
        #expect(errors["a tree value that does not decode and a later event's error"] == "events[500].phase")
        #expect(errors["a set event that does not decode"]?.hasPrefix("events[401].set") == true)
        #expect(errors["an error after gestures and set events"] == "events[753].phase")
    }
}
