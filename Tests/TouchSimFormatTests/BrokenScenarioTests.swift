import Testing
import TouchSimFormat
import TouchSimReader

/// One broken input and the exact diagnostic it must produce.
struct BrokenScenario: CustomTestStringConvertible, Sendable {
    var name: String
    var input: [UInt8]
    var overrides: [String] = []
    var expected: String

    init(_ name: String, _ input: String, set overrides: [String] = [], _ expected: String) {
        self.name = name
        self.input = Array(input.utf8)
        self.overrides = overrides
        self.expected = expected
    }

    init(_ name: String, bytes: [UInt8], _ expected: String) {
        self.name = name
        input = bytes
        self.expected = expected
    }

    var testDescription: String { name }
}

private let window = #"{"id": "w", "frame": [0, 0, 390, 844]"#
private let down1 = #"{"t": 0, "touch": 1, "phase": "down", "x": 1, "y": 1}"#

/// One scenario per error class of docs/format.md §1, §2 and §4.
let brokenScenarios: [BrokenScenario] = [
    BrokenScenario(
        "a JSON syntax error names the line and column of the offending byte",
        "{\"touchsim\": 1,\n  \"tree\": \(window)},\n  \"events\": [{\"t\": 0 \"touch\": 1}]}",
        "<stdin>:3:22: error: unexpected \"\"\"; expected \",\" or \"}\""),
    BrokenScenario(
        "a truncated file", "{\"touchsim\": 1, \"events\": [\(down1)",
        "<stdin>:1:81: error: unexpected end of file; expected \",\" or \"]\""),
    BrokenScenario(
        "binary garbage", bytes: [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01],
        "<stdin>:1:1: error: unexpected byte 0x7F; expected a value"),
    BrokenScenario(
        "invalid UTF-8 inside a string", bytes: Array(#"{"name": "caf"#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8),
        "<stdin>:1:15: error: invalid UTF-8 byte 0x28 in a string"),
    BrokenScenario(
        "an empty file", "",
        "<stdin>:1:1: error: the file is empty; expected a scenario object {\"touchsim\": 1, \"tree\": …, \"events\": […]}"
    ),
    BrokenScenario(
        "data after the document", scenario(tree: window + "}") + "\n{}",
        "<stdin>:2:1: error: unexpected \"{\" after the end of the JSON document"),
    BrokenScenario(
        "a value of the wrong type", scenario(tree: window + #", "hidden": "yes"}"#),
        "<stdin>:1:74: error: tree.hidden: expected true or false, found \"yes\""),
    BrokenScenario(
        "a missing required key", scenario(tree: #"{"id": "w"}"#),
        "<stdin>:1:25: error: tree: missing required key \"frame\""),
    BrokenScenario(
        "a missing required top-level key", #"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, 1, 1]}}"#,
        "<stdin>:1:1: error: missing required key \"events\""),
    BrokenScenario(
        "an unknown key, with the closest known key",
        scenario(
            tree: window
                + #", "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1], "delaysContentTouchs": false}]}"#
        ),
        "<stdin>:1:137: error: view \"s\": delaysContentTouchs: unknown key \"delaysContentTouchs\"; did you mean \"delaysContentTouches\"? (tree.subviews[0].delaysContentTouchs)"
    ),
    BrokenScenario(
        "a misspelt key of another class names that class",
        scenario(tree: window + #", "subviews": [{"id": "v", "frame": [0, 0, 1, 1], "contentSise": [1, 1]}]}"#),
        "<stdin>:1:112: error: view \"v\": contentSise: unknown key \"contentSise\"; did you mean \"contentSize\"? It is a key of UIScrollView and its subclasses, and this view is a UIView (tree.subviews[0].contentSise)"
    ),
    BrokenScenario(
        "more than 64 fingers down at once",
        scenario(
            tree: window + "}",
            events: "["
                + (1...65).map { #"{"t": 0, "touch": \#($0), "phase": "down", "x": 1, "y": 1}"# }.joined(
                    separator: ", ") + "]"),
        "<stdin>:1:3669: error: events[64].touch: touch 65 goes down while 64 fingers are down; at most 64 may be down at once"
    ),
    BrokenScenario(
        "a duplicate id",
        scenario(tree: window + #", "subviews": [{"id": "w", "frame": [0, 0, 1, 1]}]}"#),
        "<stdin>:1:84: error: tree.subviews[0].id: duplicate id \"w\": already used by the view at 1:32"),
    BrokenScenario(
        "an id a scroll view gives its own recognizer",
        scenario(
            tree: window
                + #", "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1]}, {"id": "s.pan", "frame": [0, 0, 1, 1]}]}"#
        ),
        "<stdin>:1:145: error: tree.subviews[1].id: duplicate id \"s.pan\": already used by a recognizer of scroll view \"s\" at 1:84"
    ),
    BrokenScenario(
        "an unknown class",
        scenario(tree: window + #", "subviews": [{"id": "b", "class": "UIButon", "frame": [0, 0, 1, 1]}]}"#),
        "<stdin>:1:98: error: view \"b\": class: unknown class \"UIButon\"; did you mean \"UIButton\"? (a custom class needs \"superclass\" where it first appears) (tree.subviews[0].class)"
    ),
    BrokenScenario(
        "an unknown recognizer reference",
        scenario(
            tree: window + #", "gestureRecognizers": [{"id": "tap", "type": "tap", "requireToFail": ["taps"]}]}"#),
        "<stdin>:1:134: error: recognizer \"tap\": requireToFail[0]: no recognizer has the id \"taps\"; did you mean \"tap\"? (tree.gestureRecognizers[0].requireToFail[0])"
    ),
    BrokenScenario(
        "time going backwards",
        scenario(
            tree: window + "}",
            events:
                #"[{"t": 80, "touch": 1, "phase": "down", "x": 1, "y": 1}, {"t": 50, "touch": 1, "phase": "up", "x": 1, "y": 1}]"#
        ),
        "<stdin>:1:138: error: events[1].t: t 50 is before the previous event's t 80; t must never decrease"),
    BrokenScenario(
        "a move of a finger that is not down",
        scenario(tree: window + "}", events: #"[{"t": 0, "touch": 2, "phase": "move", "x": 1, "y": 1}]"#),
        "<stdin>:1:106: error: events[0].phase: \"move\" of touch 2, which is not down; it needs a \"down\" first"),
    BrokenScenario(
        "an up of a finger that is not down",
        scenario(
            tree: window + "}", events: "[\(down1), {\"t\": 9, \"touch\": 2, \"phase\": \"up\", \"x\": 1, \"y\": 1}]"),
        "<stdin>:1:161: error: events[1].phase: \"up\" of touch 2, which is not down; it needs a \"down\" first"),
    BrokenScenario(
        "a down of a finger already down",
        scenario(
            tree: window + "}", events: "[\(down1), {\"t\": 9, \"touch\": 1, \"phase\": \"down\", \"x\": 1, \"y\": 1}]"),
        "<stdin>:1:161: error: events[1].phase: \"down\" of touch 1, which is already down since events[0]"),
    BrokenScenario(
        "the same finger twice at one t",
        scenario(
            tree: window + "}", events: "[\(down1), {\"t\": 0, \"touch\": 1, \"phase\": \"move\", \"x\": 2, \"y\": 1}]"),
        "<stdin>:1:149: error: events[1].touch: touch 1 appears twice at t 0 (also events[0]); one UIEvent carries each touch once"
    ),
    BrokenScenario(
        "a format version other than 1", #"{"touchsim": 2, "tree": {}, "events": []}"#,
        "<stdin>:1:14: error: touchsim: unsupported format version 2; this touchsim reads version 1"),
    BrokenScenario(
        "a negative size",
        scenario(
            tree: window
                + #", "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1], "contentSize": [-1, 5]}]}"#
        ),
        "<stdin>:1:153: error: view \"s\": contentSize[0]: expected a width ≥ 0, found -1 (tree.subviews[0].contentSize[0])"
    ),
    BrokenScenario(
        "a tree file that does not exist", scenario(tree: #""trees/none.json""#),
        "<stdin>:1:25: error: tree: cannot read tree file \"trees/none.json\": No such file or directory"),
    BrokenScenario(
        "nesting deeper than the limit",
        // The scenario object is the first level, so the 200th "[" is one too many.
        #"{"comment": "# + String(repeating: "[", count: 300),
        "<stdin>:1:212: error: nesting deeper than 200 arrays and objects"),
    BrokenScenario(
        "a key of another class",
        scenario(tree: window + #", "subviews": [{"id": "v", "frame": [0, 0, 1, 1], "contentSize": [1, 5]}]}"#),
        "<stdin>:1:112: error: view \"v\": contentSize: \"contentSize\" is a key of UIScrollView and its subclasses, but this view is a UIView (tree.subviews[0].contentSize)"
    ),
    BrokenScenario(
        "enabled on a view that is not a control",
        scenario(tree: window + #", "enabled": false}"#),
        "<stdin>:1:64: error: tree.enabled: \"enabled\" is a key of UIControl and its subclasses, but this view is a UIWindow"
    ),
    BrokenScenario(
        "a view controller on the root view",
        scenario(tree: window + #", "viewController": "Feed"}"#),
        "<stdin>:1:64: error: tree.viewController: the root view cannot have a view controller: it is the window, whose next responder is the application"
    ),
    BrokenScenario(
        "a rule naming an unknown class",
        scenario(
            tree: window
                + #", "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1], "touchesShouldBegin": [{"kindOf": "UISlidr", "return": false}]}]}"#
        ),
        "<stdin>:1:171: error: view \"s\": touchesShouldBegin[0].kindOf: unknown class \"UISlidr\"; did you mean \"UISlider\"? (tree.subviews[0].touchesShouldBegin[0].kindOf)"
    ),
    BrokenScenario(
        "a rule naming an unknown view, with no suggestion when no id is close",
        scenario(
            tree: window
                + #", "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1], "touchesShouldBegin": [{"id": "sldr", "return": false}]}]}"#
        ),
        "<stdin>:1:167: error: view \"s\": touchesShouldBegin[0].id: no view has the id \"sldr\" (tree.subviews[0].touchesShouldBegin[0].id)"
    ),
    BrokenScenario(
        "an unknown phase",
        scenario(tree: window + "}", events: #"[{"t": 0, "touch": 1, "phase": "lift", "x": 1, "y": 1}]"#),
        "<stdin>:1:106: error: events[0].phase: expected \"down\", \"move\", \"up\" or \"cancel\", found \"lift\""),
    BrokenScenario(
        "a touch id that is not a positive integer",
        scenario(tree: window + "}", events: #"[{"t": 0, "touch": 1.5, "phase": "down", "x": 1, "y": 1}]"#),
        "<stdin>:1:94: error: events[0].touch: expected a touch id, an integer ≥ 1, found 1.5"),
    BrokenScenario(
        "an absurd coordinate",
        scenario(tree: window + "}", events: #"[{"t": 0, "touch": 1, "phase": "down", "x": 1e12, "y": 1}]"#),
        "<stdin>:1:119: error: events[0].x: expected an x within ±1e9, found 1000000000000"),
    BrokenScenario(
        "an unknown --set id, with no suggestion when no id is close", scenario(tree: window + "}"),
        set: ["wnd.hidden=true"],
        pointed("wnd.hidden=true", 1, "no view or recognizer has the id \"wnd\"")),
    BrokenScenario(
        "a want list that is not an array (touchsim fix)", #"{"touchsim": 1, "want": "buy:touchUpInside"}"#,
        "<stdin>:1:25: error: want: expected an array of expectation strings such as [\"buy:touchUpInside\"], found \"buy:touchUpInside\""
    ),
    BrokenScenario(
        "a want that is not a string (touchsim fix)", #"{"touchsim": 1, "want": ["a:scrolled", 3]}"#,
        "<stdin>:1:40: error: want[1]: expected an expectation string such as \"buy:touchUpInside\", found 3"),
]

@Test(
    "Every broken scenario is reported with its exact message and position (docs/format.md §4)",
    arguments: brokenScenarios)
func brokenScenarioIsReported(_ broken: BrokenScenario) {
    let rendered: String?
    do {
        _ = try ScenarioFile.load(
            path: "-", overrides: try broken.overrides.map { try KeyOverride.parse($0) },
            readStandardInput: { broken.input })
        rendered = nil
    } catch {
        rendered = (error as? Diagnostic)?.rendered
    }
    #expect(rendered == broken.expected)
}

@Test(
    "Every truncation and single-byte corruption of a scenario is read or diagnosed, never a crash (docs/format.md §4)")
func corruptionsAreDiagnosed() throws {
    let valid = Array(
        scenario(
            tree: #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "s", "class": "UIScrollView", "x-é": 1,"#
                + #""frame": [0, 0, 1, 1], "touchesShouldBegin": [{"kindOf": "UIButton", "return": "super"}],"#
                + #""gestureRecognizers": [{"id": "g", "type": "swipe", "requireToFail": ["s.pan"]}]}]}"#,
            events:
                #"[{"t": 0, "touch": 1, "phase": "down", "x": 1.5e1, "y": -2}, {"t": 1, "touch": 1, "phase": "up", "x": 0, "y": 0}]"#
        ).utf8)
    _ = try ScenarioFile.load(path: "-", readStandardInput: { valid })
    var inputs = (0..<valid.count).map { Array(valid[..<$0]) }
    for index in valid.indices {
        for byte: UInt8 in [0x00, 0xFF, 0xC3, 0x22, 0x5C, 0x5B, 0x7B, 0x7D, 0x2C, 0x30] {
            var corrupted = valid
            corrupted[index] = byte
            inputs.append(corrupted)
        }
    }
    var diagnosed = 0
    for input in inputs {
        do {
            let file = try ScenarioFile.load(path: "-", readStandardInput: { input })
            try file.forEachStep { _ in }
        } catch {
            #expect(error.line >= 1 && error.column >= 1)
            diagnosed += 1
        }
    }
    #expect(diagnosed > inputs.count / 2)
}
