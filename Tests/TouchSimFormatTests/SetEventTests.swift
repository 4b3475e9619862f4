import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// `set` events (docs/format.md §1.7): decoded like `--set` (§4.4), into typed changes.

private let tree = """
    {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
      {"id": "card", "frame": [0, 0, 390, 400], "gestureRecognizers": [{"id": "cardPan", "type": "pan"}]},
      {"id": "feed", "class": "UIScrollView", "frame": [0, 400, 390, 444], "contentSize": [390, 2000]},
      {"id": "label", "class": "UILabel", "frame": [0, 0, 10, 10]},
      {"id": "volume", "class": "UISlider", "frame": [0, 0, 200, 44], "continuous": true},
      {"id": "plainStepper", "class": "UIStepper", "frame": [0, 0, 94, 32]},
      {"id": "wifi", "class": "UISwitch", "frame": [0, 0, 51, 31]},
      {"id": "buy", "class": "UIButton", "frame": [0, 0, 100, 44]}]}
    """

private func withSet(_ entries: String) -> String { afterAFingerDown(tree: tree, entries) }

@Test("A set event is its own step between UIEvents, its changes typed and in the order written (docs/format.md §1.7)")
func setEventSteps() throws {
    let json = scenario(
        tree: tree,
        events:
            #"[{"t": 0, "touch": 1, "phase": "down", "x": 1, "y": 1}, {"t": 0, "set": {"card.hidden": true, "cardPan.enabled": false}},"#
            + #"{"t": 0, "touch": 2, "phase": "down", "x": 5, "y": 5}]"#)
    let file = try load(json)
    let addresses = SceneAddresses(scene: file.scene)
    #expect(
        try steps(file) == [
            .touches([TouchEvent(time: .zero, touch: 1, phase: .down, location: Point(1, 1))]),
            .changes(
                [
                    .view(addresses.view("card")!, .hidden(true)),
                    .recognizer(addresses.recognizer("cardPan")!, .enabled(false)),
                ],
                at: .zero),
            .touches([TouchEvent(time: .zero, touch: 2, phase: .down, location: Point(5, 5))]),
        ])
}

@Test("A scroll view's changeable keys become scroll changes, its view keys view changes (docs/format.md §1.7)")
func scrollViewSetEvent() throws {
    let file = try load(
        withSet(
            #"{"t": 5, "set": {"feed.contentOffset": [0, 120.5], "feed.scrollEnabled": false, "feed.hidden": true}}"#))
    let addresses = SceneAddresses(scene: file.scene)
    let feed = addresses.view("feed")!
    let scroll = addresses.scrollView(feed)!
    #expect(
        try steps(file).last
            == .changes(
                [
                    .scrollView(scroll, .contentOffset(Point(0, 120.5))), .scrollView(scroll, .scrollEnabled(false)),
                    .view(feed, .hidden(true)),
                ],
                at: SimTime(milliseconds: 5)))
}

@Test("A control's enabled and value keys become control changes (docs/format.md §1.7)")
func controlValueSetEvent() throws {
    let file = try load(withSet(#"{"t": 5, "set": {"volume.value": 0.5, "wifi.on": true, "buy.enabled": false}}"#))
    let a = SceneAddresses(scene: file.scene)
    #expect(
        try steps(file).last
            == .changes(
                [
                    .controlValue(a.control(a.view("volume")!)!, .value(0.5)),
                    .controlValue(a.control(a.view("wifi")!)!, .on(true)),
                    .controlEnabled(a.control(a.view("buy")!)!, false),
                ],
                at: SimTime(milliseconds: 5)))
}

@Test("A set event's value goes on top of the run's --set overrides (docs/format.md §1.7, §4.4)")
func setEventAfterOverrides() throws {
    let file = try load(withSet(#"{"t": 5, "set": {"card.alpha": 0.5}}"#), set: ["card.hidden=true"])
    let card = SceneAddresses(scene: file.scene).view("card")!
    #expect(try steps(file).last == .changes([.view(card, .alpha(0.5))], at: SimTime(milliseconds: 5)))
}

@Test(
    "A bad set entry is an input error at the entry, with the path of the pair (docs/format.md §1.7)",
    arguments: [
        (
            #"{"t": 5, "set": {"cardPn.enabled": false}}"#,
            #"events[1].set["cardPn.enabled"]: no view or recognizer has the id "cardPn"; did you mean "cardPan"?"#
        ),
        (
            #"{"t": 5, "set": {"card.hiden": true}}"#,
            #"events[1].set["card.hiden"]: unknown key "hiden"; did you mean "hidden"?"#
        ),
        (
            #"{"t": 5, "set": {"cardPan.enabled": 1}}"#,
            #"events[1].set["cardPan.enabled"]: expected true or false, found 1"#
        ),
        (
            #"{"t": 5, "set": {"card.alpha": 1.5}}"#,
            #"events[1].set["card.alpha"]: expected a number from 0 to 1, found 1.5"#
        ),
        (
            #"{"t": 5, "set": {"card.frame": [0, 0, -1, 1]}}"#,
            #"events[1].set["card.frame"][2]: expected a width ≥ 0, found -1"#
        ),
        (
            #"{"t": 5, "set": {"feed.frame": [0, 0, 1, 1]}}"#,
            #"events[1].set["feed.frame"]: "frame" cannot change during a trace; a scroll view's keys that can are "hidden", "alpha", "userInteractionEnabled", "contentOffset", "scrollEnabled", "delaysContentTouches", "canCancelContentTouches", "contentSize", "contextMenu", "zoomScale", "minimumZoomScale", "maximumZoomScale", "refreshControl", "refreshing" (docs/format.md §1.7)"#
        ),
        (
            #"{"t": 5, "set": {"window.frame": [0, 0, 1, 1]}}"#,
            #"events[1].set["window.frame"]: the frame of "window" cannot change during a trace: it is a window (docs/model.md §11.7)"#
        ),
        (
            #"{"t": 5, "set": {"cardPan.delaysTouchesBegan": true}}"#,
            #"events[1].set["cardPan.delaysTouchesBegan"]: "delaysTouchesBegan" cannot change during a trace; a recognizer's keys that can are "enabled", "cancelsTouchesInView" (docs/format.md §1.7)"#
        ),
        (
            #"{"t": 5, "set": {"feed.pagingEnabled": true}}"#,
            #"events[1].set["feed.pagingEnabled"]: "pagingEnabled" cannot change during a trace; a scroll view's keys that can are "hidden", "alpha", "userInteractionEnabled", "contentOffset", "scrollEnabled", "delaysContentTouches", "canCancelContentTouches", "contentSize", "contextMenu", "zoomScale", "minimumZoomScale", "maximumZoomScale", "refreshControl", "refreshing" (docs/format.md §1.7)"#
        ),
        (
            #"{"t": 5, "set": {"feed.contentOffset": [0]}}"#,
            #"events[1].set["feed.contentOffset"]: expected [x, y], found an array of 1"#
        ),
        (
            #"{"t": 5, "set": {"feed.contentOffset": [0, "a"]}}"#,
            #"events[1].set["feed.contentOffset"][1]: expected a y, found "a""#
        ),
        (
            #"{"t": 5, "set": {"card.contentOffset": [0, 0]}}"#,
            #"events[1].set["card.contentOffset"]: "contentOffset" is a key of UIScrollView and its subclasses, but this view is a UIView"#
        ),
        (
            #"{"t": 5, "set": {"buy.exclusiveTouch": true}}"#,
            #"events[1].set["buy.exclusiveTouch"]: "exclusiveTouch" cannot change during a trace; a control's keys that can are "hidden", "alpha", "userInteractionEnabled", "frame", "transform", "enabled", "contextMenu" (docs/format.md §1.7)"#
        ),
        (
            #"{"t": 5, "set": {"volume.value": 2}}"#,
            #"events[1].set["volume.value"]: expected a value from minimumValue (0) to maximumValue (1), found 2"#
        ),
        (#"{"t": 5, "set": {"wifi.on": 1}}"#, #"events[1].set["wifi.on"]: expected true or false, found 1"#),
        (
            // docs/model.md §7.3: a stepper given no value key in the tree has no value to set.
            #"{"t": 5, "set": {"plainStepper.value": 2}}"#,
            #"events[1].set["plainStepper.value"]: "plainStepper" has no value to change: a UIStepper given no value key in the tree tracks like a plain UIControl (docs/model.md §7.3); give it "value" there (docs/format.md §2.10)"#
        ),
        (
            #"{"t": 5, "set": {"card.id": "x"}}"#,
            #"events[1].set["card.id"]: "id" cannot change during a trace (docs/format.md §1.7)"#
        ),
        (
            #"{"t": 5, "set": {"card": true}}"#,
            #"events[1].set["card"]: expected "ID.KEY", an id and a key joined by ".", such as "buy.enabled""#
        ),
        (
            #"{"t": 5, "set": {}}"#,
            #"events[1].set: a set event changes at least one key: {"ID.KEY": value, …}, such as {"buy.enabled": false}"#
        ),
        (#"{"t": 5, "set": true}"#, #"events[1].set: expected an object of "ID.KEY": value pairs, found true"#),
        (#"{"set": {"card.hidden": true}}"#, #"events[1]: missing required key "t""#),
        (
            #"{"t": 5, "touch": 1, "set": {"card.hidden": true}}"#,
            #"events[1].touch: a set event has only "t" and "set"; give the finger's event an entry of its own"#
        ),
        (#"{"t": -1, "set": {"card.hidden": true}}"#, #"events[1].t: expected a time ≥ 0 in milliseconds, found -1"#),
        (
            #"{"t": 5, "set": {"feed.pan.enabled": false}}"#,
            #"events[1].set["feed.pan.enabled"]: "feed.pan" is a recognizer UIKit gives scroll view "feed"; it has no keys to set"#
        ),
    ])
func badSetEntry(entry: String, expected: String) {
    let message = failure(withSet(entry))
    #expect(message?.hasSuffix(expected) == true, "\(message ?? "no error")")
}

@Test("A set event's t may not go back in time, like any event's (docs/format.md §1.2, §1.7)")
func setEventOrder() {
    let json = scenario(
        tree: tree,
        events: #"[{"t": 10, "touch": 1, "phase": "down", "x": 1, "y": 1}, {"t": 5, "set": {"card.hidden": true}}]"#)
    #expect(
        failure(json)?.hasSuffix("events[1].t: t 5 is before the previous event's t 10; t must never decrease") == true)
}

@Test("A set event's error points at the pair in the file: its key, or the value that is wrong (docs/format.md §4.6)")
func setEventLocations() {
    let events = #"[{"t": 5, "set": {"card.alpha": 2}}]"#
    let json = scenario(tree: #"{"id": "card", "frame": [0, 0, 1, 1]}"#, events: events)
    let column = json.distance(from: json.startIndex, to: json.range(of: "2}}")!.lowerBound) + 1
    #expect(
        failure(json)
            == "<stdin>:1:\(column): error: events[0].set[\"card.alpha\"]: expected a number from 0 to 1, found 2")
    let unknown = scenario(
        tree: #"{"id": "card", "frame": [0, 0, 1, 1]}"#, events: #"[{"t": 5, "set": {"cart.alpha": 1}}]"#)
    let keyColumn = unknown.distance(from: unknown.startIndex, to: unknown.range(of: "\"cart.alpha")!.lowerBound) + 1
    #expect(failure(unknown)?.hasPrefix("<stdin>:1:\(keyColumn): error: events[0].set[\"cart.alpha\"]: ") == true)
}

@Test("touchsim expand keeps a set event's text as written (docs/format.md §1.7, §4.7)")
func expandKeepsSetEvents() throws {
    let json = scenario(
        tree: tree, events: #"[{"t": 0, "tap": "card"}, {"t": 40,   "set": {"card.hidden": true}}]"#)
    let text = try expandedText(json)
    #expect(text.contains(#"{"t": 40,   "set": {"card.hidden": true}}"#))
    #expect(try replayText(text) == replayText(json))
}

@Test("A view's and a control's frame become frame changes (docs/format.md §1.7, docs/model.md §11.7)")
func frameSetEvent() throws {
    let file = try load(withSet(#"{"t": 5, "set": {"card.frame": [10, 20, 30, 40], "buy.frame": [1, 2, 3, 4]}}"#))
    let a = SceneAddresses(scene: file.scene)
    #expect(
        try steps(file).last
            == .changes(
                [
                    .view(a.view("card")!, .frame(Rect(10, 20, 30, 40))),
                    .view(a.view("buy")!, .frame(Rect(1, 2, 3, 4))),
                ],
                at: SimTime(milliseconds: 5)))
}

@Test("§11.10 A set of contentSize decodes; a zooming scroll view's and an iOS 9 table's cannot change")
func contentSizeSet() throws {
    let file = try load(withSet(#"{"t": 5, "set": {"feed.contentSize": [390, 5000]}}"#))
    let a = SceneAddresses(scene: file.scene)
    #expect(
        try steps(file).last
            == .changes(
                [.scrollView(a.scrollView(a.view("feed")!)!, .contentSize(Size(390, 5000)))],
                at: SimTime(milliseconds: 5)))
    let zooming = scenario(
        tree:
            #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 390, 844], "maximumZoomScale": 3, "viewForZooming": "photo", "subviews": [{"id": "photo", "frame": [0, 0, 390, 844]}]}]}"#,
        events: #"[{"t": 5, "set": {"s.contentSize": [390, 900]}}]"#)
    #expect(failure(zooming)?.contains("it zooms, and UIKit sets the content size of a zooming scroll view") == true)
    let table = scenario(
        tree:
            #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 390, 844]}]}"#,
        events: #"[{"t": 5, "set": {"t.contentSize": [390, 900]}}]"#, ios: "9.0")
    #expect(
        failure(table)?.contains("on iOS 9.0 it holds a scroll view UIKit inserts") == true, "\(failure(table) ?? "")")
}

@Test(
    "§11.11 A transform decodes in the tree and in a set event; rotation, a zero scale and a scroll view's are input errors"
)
func transformKey() throws {
    let file = try load(withSet(#"{"t": 5, "set": {"card.transform": [0.5, 0, 0, 2, 10, -20]}}"#))
    let a = SceneAddresses(scene: file.scene)
    let half = ViewTransform(scaleX: 0.5, scaleY: 2, translationX: 10, translationY: -20)
    #expect(try steps(file).last == .changes([.view(a.view("card")!, .transform(half))], at: SimTime(milliseconds: 5)))
    let inTree = scenario(
        tree:
            #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "v", "frame": [0, 0, 10, 10], "transform": [0.5, 0, 0, 2, 10, -20]}]}"#
    )
    #expect(try load(inTree).scene.root.subviews[0].transform == half)
    let errors = [
        (
            #"{"t": 5, "set": {"card.transform": [0.7, 0.7, -0.7, 0.7, 0, 0]}}"#,
            #"events[1].set["card.transform"]: touchsim models a transform's scale and translation, not rotation or shear"#
        ),
        (
            #"{"t": 5, "set": {"card.transform": [0, 0, 0, 1, 0, 0]}}"#,
            #"events[1].set["card.transform"]: a scale of 0 draws the view as a line or a point"#
        ),
        (
            #"{"t": 5, "set": {"card.transform": [1, 0, 0, 1]}}"#,
            #"events[1].set["card.transform"]: expected a transform [a, b, c, d, tx, ty], such as [0.5, 0, 0, 0.5, 0, 100], found an array of 4"#
        ),
        (#"{"t": 5, "set": {"feed.transform": [1, 0, 0, 1, 0, 0]}}"#, #""transform" cannot change during a trace"#),
        (
            #"{"t": 5, "set": {"window.transform": [1, 0, 0, 1, 0, 0]}}"#,
            #"the transform of "window" cannot change during a trace: it is a window"#
        ),
    ]
    for (entry, expected) in errors {
        let message = failure(withSet(entry))
        #expect(message?.contains(expected) == true, "\(message ?? "no error")")
    }
}
