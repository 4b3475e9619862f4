import Foundation
import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader
import TouchSimTestSupport

private let window = #"{"id": "w", "frame": [0, 0, 390, 844]"#

@Test("A view gets every default of docs/format.md §2, the root being a UIWindow")
func viewDefaults() throws {
    let decoded = try root(window + #", "subviews": [{"id": "card", "frame": [10, 20, 30, 40]}]}"#)
    var expected = ViewSpec(id: "w", className: "UIWindow", frame: Rect(0, 0, 390, 844))
    expected.subviews = [ViewSpec(id: "card", className: "UIView", frame: Rect(10, 20, 30, 40))]
    #expect(same(decoded, expected))
}

@Test(
    "Labels and image views default to no user interaction, controls to handling touches and enabled (docs/format.md §2)"
)
func classDefaults() throws {
    let decoded = try root(
        window + #", "subviews": [{"id": "l", "class": "UILabel", "frame": [0, 0, 1, 1]},"#
            + #"{"id": "i", "class": "UIImageView", "frame": [0, 0, 1, 1]},"#
            + #"{"id": "b", "class": "UIButton", "frame": [0, 0, 1, 1]}]}"#)
    var label = ViewSpec(id: "l", className: "UILabel", frame: Rect(0, 0, 1, 1))
    label.userInteractionEnabled = false
    var image = ViewSpec(id: "i", className: "UIImageView", frame: Rect(0, 0, 1, 1))
    image.userInteractionEnabled = false
    var button = ViewSpec(id: "b", className: "UIButton", frame: Rect(0, 0, 1, 1))
    button.handlesTouches = true
    button.control = ControlSpec(enabled: true)
    #expect(same(decoded.subviews, [label, image, button]))
}

@Test(
    "A scroll view gets every scroll-view default of docs/format.md §2, a table its selection default (§2.12) and its vertical bounce (docs/model.md §5.5)"
)
func scrollDefaults() throws {
    let decoded = try root(window + #", "subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 1, 1]}]}"#)
    var table = ViewSpec(id: "t", className: "UITableView", frame: Rect(0, 0, 1, 1))
    table.scroll = ScrollSpec()
    table.scroll?.alwaysBounceVertical = true
    table.selection = SelectionSpec()
    #expect(same(decoded.subviews, [table]))
    #expect(ScrollSpec().decelerationRate == 0.998)
}

@Test("Every view key of docs/format.md §2 is decoded")
func everyViewKey() throws {
    let decoded = try root(
        window
            + #", "subviews": [{"id": "c", "class": "UIControl", "frame": [1, 2, 3, 4], "hidden": true, "alpha": 0.5,"#
            + #""userInteractionEnabled": false, "multipleTouchEnabled": true, "exclusiveTouch": true,"#
            + #""hitTestInsets": [-10, -5, 0, 2.5], "handlesTouches": false, "viewController": "CardVC", "enabled": false}]}"#
    )
    var control = ViewSpec(id: "c", className: "UIControl", frame: Rect(1, 2, 3, 4))
    control.hidden = true
    control.alpha = 0.5
    control.userInteractionEnabled = false
    control.multipleTouchEnabled = true
    control.exclusiveTouch = true
    control.hitTestInsets = EdgeInsets(top: -10, left: -5, bottom: 0, right: 2.5)
    control.handlesTouches = false
    control.viewController = "CardVC"
    control.control = ControlSpec(enabled: false)
    #expect(same(decoded.subviews, [control]))
}

@Test("Every scroll-view key of docs/format.md §2 is decoded, decelerationRate by name or number")
func everyScrollKey() throws {
    let keys =
        #""contentSize": [390, 3000], "contentOffset": [0, 50], "contentInset": [1, 2, 3, 4], "scrollEnabled": false,"#
        + #""delaysContentTouches": false, "canCancelContentTouches": false, "bounces": false,"#
        + #""alwaysBounceVertical": true, "alwaysBounceHorizontal": true, "pagingEnabled": true,"#
        + #""directionalLockEnabled": true, "touchesShouldBegin": false, "touchesShouldCancelInContentView": true"#
    let decoded = try root(
        window
            + #", "subviews": [{"id": "a", "class": "UIScrollView", "frame": [0, 0, 1, 1], "decelerationRate": "fast", "#
            + keys + #"}, {"id": "b", "class": "UIScrollView", "frame": [0, 0, 1, 1], "decelerationRate": 0.95}]}"#)
    var scroll = ScrollSpec()
    scroll.contentSize = Size(390, 3000)
    scroll.contentOffset = Point(0, 50)
    scroll.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    scroll.scrollEnabled = false
    scroll.delaysContentTouches = false
    scroll.canCancelContentTouches = false
    scroll.bounces = false
    scroll.alwaysBounceVertical = true
    scroll.alwaysBounceHorizontal = true
    scroll.pagingEnabled = true
    scroll.directionalLockEnabled = true
    scroll.decelerationRate = Constants.decelerationRateFast
    scroll.touchesShouldBegin = .always(false)
    scroll.touchesShouldCancelInContentView = .always(true)
    var other = ScrollSpec()
    other.decelerationRate = 0.95
    #expect(same(decoded.subviews.map(\.scroll), [scroll, other]))
}

@Test("Override rules decode in order, with kindOf, id or no matcher (docs/format.md §2)")
func overrideRules() throws {
    let decoded = try root(
        window + #", "subviews": [{"id": "feed", "class": "UIScrollView", "frame": [0, 0, 1, 1],"#
            + #""touchesShouldCancelInContentView": [{"kindOf": "UIButton", "return": true}, {"id": "slider", "return": false},"#
            + #"{"return": "super", "comment": "everything else"}], "subviews": [{"id": "slider", "class": "UISlider", "frame": [0, 0, 1, 1]}]}]}"#
    )
    let expected = OverrideSpec.rules([
        OverrideRule(matcher: .kindOf("UIButton"), answer: .yes),
        OverrideRule(matcher: .id("slider"), answer: .no),
        OverrideRule(matcher: .any, answer: .callSuper),
    ])
    #expect(decoded.subviews[0].scroll?.touchesShouldCancelInContentView == expected)
}

@Test("A rule takes at most one matcher (docs/format.md §2)")
func ruleWithTwoMatchers() {
    let json = scenario(
        tree: window + #", "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1],"#
            + #""touchesShouldBegin": [{"kindOf": "UIButton", "id": "s", "return": true}]}]}"#)
    #expect(
        failure(json)
            == "<stdin>:1:182: error: view \"s\": touchesShouldBegin[0].id: a rule has at most one matcher; it already has \"kindOf\" (tree.subviews[0].touchesShouldBegin[0].id)"
    )
}

@Test("Custom classes declare their superclass where they first appear and inherit its keys (docs/format.md §2)")
func customClasses() throws {
    let file = try load(
        scenario(
            tree: window
                + #", "subviews": [{"id": "a", "class": "FancyButton", "superclass": "UIButton", "frame": [0, 0, 1, 1], "enabled": false},"#
                + #"{"id": "b", "class": "FancyButton", "frame": [0, 0, 1, 1]}, {"id": "c", "class": "FancyButton", "superclass": "UIButton", "frame": [0, 0, 1, 1]},"#
                + #"{"id": "d", "class": "FeedScroller", "superclass": "UIScrollView", "frame": [0, 0, 1, 1], "touchesShouldBegin": [{"kindOf": "FancyButton", "return": false}]}]}"#
        ))
    let views = file.scene.root.subviews
    #expect(views.map(\.className) == ["FancyButton", "FancyButton", "FancyButton", "FeedScroller"])
    #expect(views.map(\.handlesTouches) == [true, true, true, false])
    #expect(views.map(\.control) == [ControlSpec(enabled: false), ControlSpec(), ControlSpec(), nil])
    #expect(file.scene.classes.isKind("FancyButton", of: "UIControl"))
    #expect(file.scene.classes.superclass(of: "FeedScroller") == "UIScrollView")
    #expect(views[3].scroll?.touchesShouldBegin == .rules([OverrideRule(matcher: .kindOf("FancyButton"), answer: .no)]))
}

@Test("A custom class keeps the superclass it was declared with (docs/format.md §2)")
func customClassRedeclared() {
    let json = scenario(
        tree: window
            + #", "subviews": [{"id": "a", "class": "Fancy", "superclass": "UIButton", "frame": [0, 0, 1, 1]},"#
            + #"{"id": "b", "class": "Fancy", "superclass": "UIView", "frame": [0, 0, 1, 1]}]}"#)
    #expect(
        failure(json)
            == "<stdin>:1:200: error: view \"b\": superclass: class \"Fancy\" was declared with superclass \"UIButton\" at 1:98; found \"UIView\" (tree.subviews[1].superclass)"
    )
}

@Test("comment and x- keys are ignored on every object (docs/format.md §1)")
func ignoredKeys() throws {
    let file = try load(
        #"{"touchsim": 1, "comment": {"any": ["value"]}, "x-author": "me", "tree": {"id": "w", "frame": [0, 0, 1, 1], "comment": 1,"#
            + #""subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 1, 1], "x-note": null, "wrapperView": {"comment": "", "bounces": false},"#
            + #""touchesShouldBegin": [{"return": true, "x-why": "demo"}],"#
            + #""gestureRecognizers": [{"id": "g", "type": "tap", "comment": "double"}]}]},"#
            + #""events": [{"t": 0, "touch": 1, "phase": "down", "x": 1, "y": 1, "comment": "start", "x-finger": "thumb"}]}"#
    )
    let table = file.scene.root.subviews[0]
    #expect(table.gestureRecognizers.map(\.id) == ["g"])
    #expect(table.scroll?.touchesShouldBegin == .rules([OverrideRule(matcher: .any, answer: .yes)]))
    #expect(table.wrapperView == nil)  // iOS 17 has none: ignored with a warning
    #expect(try groups(file).map(\.count) == [1])
}

@Test("An inline tree and the same tree in a file relative to the scenario decode alike (docs/format.md §1)")
func treeFromFile() throws {
    let tree = window + #", "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 120, 44]}]}"#
    let fromFile = try withTemporaryDirectory { directory in
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("trees"), withIntermediateDirectories: true)
        try tree.write(to: directory.appendingPathComponent("trees/feed.json"), atomically: true, encoding: .utf8)
        let path = directory.appendingPathComponent("scenario.json").path
        try scenario(tree: #""trees/feed.json""#).write(toFile: path, atomically: true, encoding: .utf8)
        return try ScenarioFile.load(path: path, readStandardInput: { [] })
    }
    #expect(same(fromFile.scene.root, try root(tree)))
}

@Test("Errors inside a tree file carry that file's name and positions (docs/format.md §1, §4)")
func treeFileErrors() throws {
    try withTemporaryDirectory { directory in
        try "{\"id\": \"w\",\n \"frame\": [0, 0, 1, 1],\n \"subviews\": [{\"id\": \"v\", \"frame\": [0, 0, -1, 1]}]}"
            .write(to: directory.appendingPathComponent("tree.json"), atomically: true, encoding: .utf8)
        let scenarioPath = directory.appendingPathComponent("s.json").path
        try scenario(tree: #""tree.json""#).write(toFile: scenarioPath, atomically: true, encoding: .utf8)
        var rendered: String?
        do {
            _ = try ScenarioFile.load(path: scenarioPath, readStandardInput: { [] })
        } catch {
            rendered = (error as? Diagnostic)?.rendered  // typed throws are lost in the generic closure
        }
        #expect(
            rendered
                == "\(directory.path)/tree.json:3:43: error: view \"v\": frame[2]: expected a width ≥ 0, found -1 (subviews[0].frame[2])"
        )
    }
}

@Test("From standard input, a tree path is relative to the current directory (docs/format.md §1)")
func treeFromStandardInput() throws {
    let file = try withTemporaryDirectory { directory in
        try (window + "}").write(to: directory.appendingPathComponent("tree.json"), atomically: true, encoding: .utf8)
        // A relative path from the current directory, which tests must not change.
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + directory.path.dropFirst() + "/tree.json"
        return try load(scenario(tree: "\"\(relative)\""))
    }
    #expect(file.scene.root.id == "w")
}

@Test("A scenario without ios or name is unnamed and reads as iOS 17.0 (docs/format.md §1)")
func scenarioDefaults() throws {
    let scene = try load(scenario(tree: window + "}")).scene
    #expect(scene.name == nil)
    #expect(scene.ios == IOSVersion(17, 0))
    #expect(scene.classes == ClassHierarchy())
}

@Test(
    "An error deep in the tree names the nearest view or recognizer by its id, the whole index path after it; the one streamed and the one read as values say the same (docs/format.md §4.6)",
    arguments: [false, true])
func deepErrorsNameTheirView(streamed: Bool) {
    // A class written after the subviews makes the streaming reader read the whole tree again as
    // values (`TreeDecoder.streamView`).
    let tail = streamed ? "" : #", "class": "UIWindow""#
    let deep =
        window + #", "subviews": [{"id": "content", "frame": [0, 0, 1, 1], "subviews": ["#
        + #"{"id": "tableView", "class": "UITableView", "frame": [0, 0, 1, 1], "contentInsets": [0, 0, 0, 0]}]}]"#
        + tail + "}"
    #expect(
        failure(scenario(tree: deep))?.hasSuffix(
            #"error: view "tableView": contentInsets: unknown key "contentInsets"; did you mean "contentInset"? (tree.subviews[0].subviews[0].contentInsets)"#
        ) == true)
    let missingID =
        window + #", "subviews": [{"id": "content", "frame": [0, 0, 1, 1], "subviews": [{"frame": [0, 0, 1, 1]}]}]"#
        + tail + "}"
    #expect(
        failure(scenario(tree: missingID))?.hasSuffix(
            #"error: view "content": subviews[0]: missing required key "id" (tree.subviews[0].subviews[0])"#) == true)
    let reference =
        window
        + #", "subviews": [{"id": "card", "frame": [0, 0, 1, 1], "gestureRecognizers": [{"id": "tap", "type": "tap", "requireToFail": ["pann"]}]}]"#
        + tail + "}"
    #expect(
        failure(scenario(tree: reference))?.hasSuffix(
            #"error: recognizer "tap": requireToFail[0]: no recognizer has the id "pann" (tree.subviews[0].gestureRecognizers[0].requireToFail[0])"#
        ) == true)
}
