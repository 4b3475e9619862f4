import Foundation
import Testing
import TouchSimFormat
import TouchSimReader

/// The corpus the suite replays: every scenario `touchsim test` finds under `traces/` and
/// `docs/examples/`, and the tree files beside them (docs/format.md §1.1).
private func corpus() throws -> [SchemaValidator.Document] {
    let root = Touchsim.repositoryRoot
    let folders = ["traces", "docs/examples"].map { root.appendingPathComponent($0).path }
    let scenarios = try ScenarioDiscovery.cases(in: folders).compactMap { found -> String? in
        guard case .scenario(let path) = found else { return nil }
        return path
    }
    var trees: [String] = []
    for folder in folders {
        let walker = FileManager.default.enumerator(atPath: folder)
        while let file = walker?.nextObject() as? String {
            let isTree =
                file.hasSuffix(".tree.json")
                || (file.hasSuffix(".json") && file.split(separator: "/").contains("trees"))
            if isTree { trees.append(folder + "/" + file) }
        }
    }
    let documents =
        try scenarios.map { ($0, SchemaValidator.Document.Kind.scenario) } + trees.sorted().map { ($0, .tree) }
    return try documents.map { path, kind in
        let name = String(path.dropFirst(root.path.count + 1))
        return SchemaValidator.Document(name: name, kind: kind, text: try String(contentsOfFile: path, encoding: .utf8))
    }
}

/// The corpus's scenarios the reader refuses for what the schema cannot see
/// (docs/format.md §4.17): each shows a diagnostic of the reference.
private let refusedBeyondShape = [
    // A finger a gesture holds, used by another entry: the events' order, not their shape.
    "docs/examples/gesture-finger-conflict.json"
]

/// A scenario with one view of `keys` and one event: each refused input below changes one thing.
private func scenario(top: String = "", view: String = "", events: String = #"{"t": 0, "tap": [10, 10]}"#) -> String {
    #"{"touchsim": 1, \#(top)"tree": {"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "v", "frame": [0, 0, 100, 100]\#(view)}]}, "events": [\#(events)]}"#
}

/// Inputs the reader refuses for their shape: a wrong type, an unknown key, a missing required
/// key, a value out of range or not among the names (docs/format.md §1–§2).
private let refusedForShape: [(name: String, text: String)] = [
    (
        "a format version that is a string",
        scenario().replacingOccurrences(of: #""touchsim": 1"#, with: #""touchsim": "1""#)
    ),
    ("an unknown top-level key", scenario(top: #""treee": 1, "#)),
    ("no events", #"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, 1, 1]}}"#),
    ("neither tree nor windows", #"{"touchsim": 1, "events": []}"#),
    ("both tree and windows", scenario(top: #""windows": [{"id": "x", "frame": [0, 0, 1, 1]}], "#)),
    ("a $schema that is no string", scenario(top: #""$schema": 5, "#)),
    ("an ios version without minor", scenario(top: #""ios": "17", "#)),
    ("a sample rate of 0", scenario(top: #""sampleRate": 0, "#)),
    ("a want that is a string", scenario(top: #""want": "buy:highlight", "#)),
    ("an unknown phase", scenario(events: #"{"t": 0, "touch": 1, "phase": "lift", "x": 1, "y": 1}"#)),
    ("a raw event without y", scenario(events: #"{"t": 0, "touch": 1, "phase": "down", "x": 1}"#)),
    ("a touch id of 0", scenario(events: #"{"t": 0, "touch": 0, "phase": "down", "x": 1, "y": 1}"#)),
    ("a negative time", scenario(events: #"{"t": -1, "touch": 1, "phase": "down", "x": 1, "y": 1}"#)),
    ("two gestures in one entry", scenario(events: #"{"t": 0, "tap": "v", "longPress": "v"}"#)),
    ("a drag without its end", scenario(events: #"{"t": 0, "drag": {"from": "v"}}"#)),
    ("a swipe to no direction", scenario(events: #"{"t": 0, "swipe": {"from": "v", "direction": "diagonal"}}"#)),
    ("a tap held for no time", scenario(events: #"{"t": 0, "tap": {"at": "v", "duration": 0}}"#)),
    ("an unknown curve", scenario(events: #"{"t": 0, "drag": {"from": "v", "to": [1, 1], "curve": "bouncy"}}"#)),
    ("an empty set event", scenario(events: #"{"t": 0, "set": {}}"#)),
    ("an animation without duration", scenario(events: #"{"t": 0, "animate": {"v.alpha": 0}}"#)),
    (
        "an unknown animation option",
        scenario(events: #"{"t": 0, "animate": {"v.alpha": 0}, "duration": 1, "options": ["spring"]}"#)
    ),
    ("a remove of a number", scenario(events: #"{"t": 0, "remove": 3}"#)),
    ("an add without its superview", scenario(events: #"{"t": 0, "add": {"id": "n", "frame": [0, 0, 1, 1]}}"#)),
    (
        "an add at a negative index",
        scenario(events: #"{"t": 0, "add": {"id": "n", "frame": [0, 0, 1, 1]}, "to": "w", "at": -1}"#)
    ),
    ("an added view without frame", scenario(events: #"{"t": 0, "add": {"id": "n"}, "to": "w"}"#)),
    ("an unknown view key", scenario(view: #", "hiden": true"#)),
    ("a view without frame", #"{"touchsim": 1, "tree": {"id": "w"}, "events": []}"#),
    ("insets of three numbers", scenario(view: #", "hitTestInsets": [1, 2, 3]"#)),
    ("a negative width", #"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, -1, 1]}, "events": []}"#),
    ("an alpha above 1", scenario(view: #", "alpha": 2"#)),
    ("an id with a space", #"{"touchsim": 1, "tree": {"id": "a b", "frame": [0, 0, 1, 1]}, "events": []}"#),
    ("a scroll key on a plain view", scenario(view: #", "contentSize": [1, 1]"#)),
    ("a control key on a label", scenario(view: #", "class": "UILabel", "enabled": false"#)),
    ("a slider key on a switch", scenario(view: #", "class": "UISwitch", "value": 1"#)),
    (
        "a negative segment index",
        scenario(view: #", "class": "UISegmentedControl", "segments": 2, "selectedSegmentIndex": -2"#)
    ),
    ("a deceleration rate of 1.5", scenario(view: #", "class": "UIScrollView", "decelerationRate": 1.5"#)),
    (
        "an unknown keyboard dismiss mode",
        scenario(view: #", "class": "UIScrollView", "keyboardDismissMode": "sometimes""#)
    ),
    ("a zoom scale of 0", scenario(view: #", "class": "UIScrollView", "zoomScale": 0"#)),
    (
        "a negative number of swipe actions",
        scenario(view: #", "class": "UITableViewCell", "trailingSwipeActions": -1"#)
    ),
    ("windowLevel below the root", scenario(view: #", "windowLevel": "alert""#)),
    (
        "an unknown window level",
        #"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, 1, 1], "windowLevel": "alret"}, "events": []}"#
    ),
    (
        "presentation on the root",
        #"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, 1, 1], "presentation": {}}, "events": []}"#
    ),
    ("an unknown presentation style", scenario(view: #", "presentation": {"style": "sheet"}"#)),
    ("an unknown hitTest override", scenario(view: #", "hitTest": "ignore""#)),
    ("a context menu of 1", scenario(view: #", "contextMenu": 1"#)),
    (
        "an unknown navigation key",
        scenario(view: #", "navigationController": {"interactivePop": true, "animated": true}"#)
    ),
    ("a recognizer without type", scenario(view: #", "gestureRecognizers": [{"id": "g"}]"#)),
    ("an unknown recognizer type", scenario(view: #", "gestureRecognizers": [{"id": "g", "type": "doubleTap"}]"#)),
    (
        "a tap key on a pan",
        scenario(view: #", "gestureRecognizers": [{"id": "g", "type": "pan", "numberOfTapsRequired": 2}]"#)
    ),
    ("an edge pan without edges", scenario(view: #", "gestureRecognizers": [{"id": "g", "type": "screenEdgePan"}]"#)),
    (
        "an edge pan of no edges",
        scenario(view: #", "gestureRecognizers": [{"id": "g", "type": "screenEdgePan", "edges": []}]"#)
    ),
    (
        "no taps required of a tap",
        scenario(view: #", "gestureRecognizers": [{"id": "g", "type": "tap", "numberOfTapsRequired": 0}]"#)
    ),
    (
        "a rule without return",
        scenario(view: #", "gestureRecognizers": [{"id": "g", "type": "pan", "shouldBegin": [{"id": "v"}]}]"#)
    ),
    (
        "a rule of two matchers",
        scenario(
            view:
                #", "gestureRecognizers": [{"id": "g", "type": "pan", "shouldBegin": [{"id": "v", "kindOf": "UIView", "return": true}]}]"#
        )
    ),
    (
        "a rule returning maybe",
        scenario(view: #", "gestureRecognizers": [{"id": "g", "type": "pan", "shouldBegin": [{"return": "maybe"}]}]"#)
    ),
    (
        "an edge without its distance",
        scenario(
            view:
                #", "gestureRecognizers": [{"id": "g", "type": "pan", "shouldBegin": [{"startsAtEdge": "left", "return": true}]}]"#
        )
    ),
    (
        "a direction when a touch is offered",
        scenario(
            view:
                #", "gestureRecognizers": [{"id": "g", "type": "pan", "shouldReceiveTouch": [{"direction": "left", "return": true}]}]"#
        )
    ),
    (
        "an unknown recognizer class",
        scenario(
            view:
                #", "gestureRecognizers": [{"id": "g", "type": "pan", "shouldRequireFailureOf": [{"class": "UIPan", "return": true}]}]"#
        )
    ),
    (
        "a scroll pan of a tap key",
        scenario(view: #", "class": "UIScrollView", "panGestureRecognizer": {"numberOfTapsRequired": 1}"#)
    ),
    (
        "a wrapper's content size",
        scenario(top: #""ios": "9.0", "#, view: #", "class": "UITableView", "wrapperView": {"contentSize": [1, 1]}"#)
    ),
]

@Suite("touchsim schema: a real validator accepts the corpus and refuses what the reader refuses for its shape")
struct SchemaValidationTests {
    private static let schema = try! Touchsim.run(["schema"], in: Touchsim.repositoryRoot.path).stdout

    @Test(
        "Every scenario and tree file of traces/ and docs/examples/ that touchsim reads is valid; one it refuses is invalid unless its error is beyond shape",
        .enabled(if: SchemaValidator.shouldRun, "python3-jsonschema is not installed; skipped outside CI"))
    func corpusValidates() throws {
        let documents = try corpus()
        #expect(documents.count > 300, "the corpus walk found too few files")
        let results = try SchemaValidator.check(documents, against: Self.schema)
        for (document, result) in zip(documents, results) where document.kind == .scenario {
            let path = Touchsim.repositoryRoot.appendingPathComponent(document.name).path
            let readerError: String?
            do throws(Diagnostic) {
                _ = try ScenarioFile.load(path: path, readStandardInput: { [] })
                readerError = nil
            } catch {
                readerError = error.message
            }
            if readerError == nil, let result {
                Issue.record("\(document.name): touchsim reads it, the schema refuses it: \(result)")
            } else if let readerError, result == nil, !refusedBeyondShape.contains(document.name) {
                Issue.record("\(document.name): touchsim refuses it (\(readerError)), the schema accepts it")
            }
        }
        for (document, result) in zip(documents, results) where document.kind == .tree {
            #expect(result == nil, "\(document.name): the schema refuses the tree file: \(result ?? "")")
        }
    }

    @Test(
        "Each input the reader refuses for its shape is refused by the schema too; the unchanged scenario passes both",
        .enabled(if: SchemaValidator.shouldRun, "python3-jsonschema is not installed; skipped outside CI"))
    func refusedInputs() throws {
        let valid = scenario(top: #""$schema": "touchsim.schema.json", "#)
        let documents = ([("the unchanged scenario, with $schema", valid)] + refusedForShape).map {
            SchemaValidator.Document(name: $0.0, kind: .scenario, text: $0.1)
        }
        let results = try SchemaValidator.check(documents, against: Self.schema)
        let accepted = try Touchsim.run(["replay", "-"], in: Touchsim.repositoryRoot.path, input: valid)
        #expect(accepted.status == 0, "the unchanged scenario: \(accepted.stderr)")
        #expect(results.first == .some(nil), "the unchanged scenario: \(results.first.flatMap { $0 } ?? "")")
        for ((name, text), result) in zip(refusedForShape, results.dropFirst()) {
            let replay = try Touchsim.run(["replay", "-"], in: Touchsim.repositoryRoot.path, input: text)
            #expect(replay.status == 2, "\(name): touchsim accepts it")
            #expect(result != nil, "\(name): the schema accepts it; touchsim says \(replay.stderr)")
        }
    }
}
