import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// `animate` events (docs/format.md §1.8, docs/model.md §17), decoded like `set` pairs, and the
/// `remove` and `add` events that change the tree (docs/format.md §1.9, §1.10).

private let tree = """
    {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
      {"id": "card", "frame": [0, 0, 390, 400], "gestureRecognizers": [{"id": "cardPan", "type": "pan"}]},
      {"id": "feed", "class": "UIScrollView", "frame": [0, 400, 390, 444], "contentSize": [390, 2000]}]}
    """

private func withEntry(_ entries: String) -> String { afterAFingerDown(tree: tree, entries) }

@Test("§17 An animate event becomes one animation: its changes in order, its views once, its duration and options")
func animateEventDecodes() throws {
    let file = try load(
        withEntry(
            #"{"t": 5, "animate": {"card.frame": [0, 10, 390, 400], "card.alpha": 0.5, "feed.contentOffset": [0, 100]}, "duration": 300, "options": ["curveEaseOut", "allowUserInteraction"]}"#
        ))
    let a = SceneAddresses(scene: file.scene)
    let card = a.view("card")!
    let feed = a.view("feed")!
    let expected = ViewAnimation(
        changes: [
            .view(card, .frame(Rect(0, 10, 390, 400))), .view(card, .alpha(0.5)),
            .scrollView(a.scrollView(feed)!, .contentOffset(Point(0, 100))),
        ], views: [card, feed], duration: .milliseconds(300), allowsUserInteraction: true, curve: .easeOut)
    #expect(try steps(file).last == .changes([.animation(expected)], at: SimTime(milliseconds: 5)))
    let plain = try load(withEntry(#"{"t": 5, "animate": {"card.hidden": true}, "duration": 0}"#))
    guard case .changes(let changes, _)? = try steps(plain).last, case .animation(let animation)? = changes.first else {
        Issue.record("no animation")
        return
    }
    #expect(!animation.allowsUserInteraction)
}

@Test(
    "§17 A bad animate entry is an input error at its key or value",
    arguments: [
        (
            #"{"t": 5, "animate": {"card.userInteractionEnabled": false}, "duration": 3}"#,
            #"events[1].animate["card.userInteractionEnabled"]: "userInteractionEnabled" cannot be animated; an animate event's keys are "frame", "alpha", "hidden", "contentOffset", "transform" (docs/format.md §1.8)"#
        ),
        (
            #"{"t": 5, "animate": {"window.frame": [0, 0, 1, 1]}, "duration": 3}"#,
            #"events[1].animate["window.frame"]: the frame of "window" cannot change during a trace: it is a window (docs/model.md §11.7)"#
        ),
        (
            #"{"t": 5, "animate": {"card.alpha": 1}}"#,
            #"events[1].duration: an animate event needs "duration", in milliseconds"#
        ),
        (
            #"{"t": 5, "animate": {"card.alpha": 1}, "duration": -1}"#,
            #"events[1].duration: expected a duration ≥ 0 in milliseconds, found -1"#
        ),
        (
            #"{"t": 5, "animate": {"card.alpha": 1}, "duration": 3, "options": ["allowUserInteractions"]}"#,
            #"events[1].options[0]: unknown animation option "allowUserInteractions"; did you mean "allowUserInteraction"?; the options are allowUserInteraction, beginFromCurrentState, curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear"#
        ),
        (
            #"{"t": 5, "animate": {"card.alpha": 1}, "duration": 3, "options": ["curveLinear", "curveLinear"]}"#,
            #"events[1].options[1]: option "curveLinear" is listed twice"#
        ),
        (
            #"{"t": 5, "set": {"card.alpha": 1}, "duration": 3}"#,
            #"events[1].duration: "duration" belongs to an animate event: {"t": 100, "animate": {"ID.KEY": value, …}, "duration": 300}"#
        ),
        (
            #"{"t": 5, "set": {"card.alpha": 1}, "animate": {"card.alpha": 1}, "duration": 3}"#,
            #"events[1].set: an entry is either a set event or an animate event; give each an entry of its own"#
        ),
        (
            #"{"t": 5, "animate": {}, "duration": 3}"#,
            #"events[1].animate: an animate event animates at least one key: {"ID.KEY": value, …}, such as {"card.alpha": 1}"#
        ),
    ])
func badAnimateEntry(entry: String, expected: String) {
    let message = failure(withEntry(entry))
    #expect(message?.hasSuffix(expected) == true, "\(message ?? "no error")")
}

@Test(
    "§11.8 A bad remove entry is an input error at its value",
    arguments: [
        (#"{"t": 5, "remove": "crad"}"#, #"events[1].remove: no view has the id "crad"; did you mean "card"?"#),
        (
            #"{"t": 5, "remove": "cardPan"}"#,
            #"events[1].remove: "cardPan" is a recognizer; remove the view it is on, or disable it with a set event"#
        ),
        (
            #"{"t": 5, "remove": "window"}"#,
            #"events[1].remove: "window" is a window; a window is hidden, not removed from a superview"#
        ),
        (
            #"{"t": 5, "remove": "card", "set": {"card.alpha": 1}}"#,
            #"events[1].set: a remove event has only "t" and "remove"; give the set an entry of its own"#
        ),
    ])
func badRemoveEntry(entry: String, expected: String) {
    let message = failure(withEntry(entry))
    #expect(message?.hasSuffix(expected) == true, "\(message ?? "no error")")
}

@Test("§11.8 A remove event becomes a removal of its view; a second one of the same view is an input error")
func removeEventDecodes() throws {
    let file = try load(withEntry(#"{"t": 5, "remove": "card"}"#))
    let card = SceneAddresses(scene: file.scene).view("card")!
    #expect(try steps(file).last == .changes([.remove(card)], at: SimTime(milliseconds: 5)))
    let twice = failure(withEntry(#"{"t": 5, "remove": "card"}, {"t": 6, "remove": "card"}"#))
    #expect(twice?.hasSuffix(#"events[2].remove: "card" was removed already, at events[1]"#) == true, "\(twice ?? "")")
}

@Test("§11.9 An add event puts its view in its place, out of the window until a change adds it")
func addEventDecodes() throws {
    let file = try load(
        withEntry(
            #"{"t": 5, "remove": "card"}, {"t": 6, "add": {"id": "banner", "frame": [0, 0, 390, 80], "subviews": [{"id": "close", "class": "UIButton", "frame": [0, 0, 44, 44]}]}, "to": "window", "at": 0}, {"t": 7, "add": {"id": "toast", "frame": [0, 0, 10, 10]}, "to": "window"}"#
        ))
    // `at` counts the window's subviews at the event's instant: "card" was removed, so index 0 is
    // before "feed", behind it; "toast" goes on top.
    #expect(file.scene.root.subviews.map(\.id) == ["card", "banner", "feed", "toast"])
    #expect(file.scene.root.subviews.map(\.addedByEvent) == [false, true, false, true])
    #expect(file.scene.root.subviews[1].subviews.map(\.addedByEvent) == [false])
    let a = SceneAddresses(scene: file.scene)
    let all = try steps(file)
    #expect(all[all.count - 2] == .changes([.add(a.view("banner")!)], at: SimTime(milliseconds: 6)))
    #expect(all.last == .changes([.add(a.view("toast")!)], at: SimTime(milliseconds: 7)))
}

@Test(
    "§11.9 A bad add entry is an input error at its key or value",
    arguments: [
        (
            #"{"t": 5, "add": {"id": "b", "frame": [0, 0, 1, 1]}, "to": "windw"}"#,
            #"events[1].to: no view has the id "windw"; did you mean "window"?"#
        ),
        (
            #"{"t": 5, "add": {"id": "b", "frame": [0, 0, 1, 1]}, "to": "cardPan"}"#,
            #"events[1].to: "cardPan" is a recognizer; "to" names the view that becomes the superview"#
        ),
        (
            #"{"t": 5, "add": {"id": "card", "frame": [0, 0, 1, 1]}, "to": "window"}"#,
            #"duplicate id "card""#
        ),
        (
            #"{"t": 5, "add": {"id": "b", "frame": [0, 0, 1, 1]}, "to": "window", "at": 3}"#,
            #"events[1].at: index 3 is beyond the 2 subviews "window" has at this instant; insertSubview(_:at:) takes 0 to 2 (docs/format.md §1.10)"#
        ),
        (
            #"{"t": 5, "add": {"id": "b", "frame": [0, 0, 1, 1]}, "to": "window", "at": 1.5}"#,
            #"events[1].at: expected an index among the superview's subviews, an integer ≥ 0, found 1.5"#
        ),
        (
            #"{"t": 5, "add": {"id": "b", "frame": [0, 0, 1, 1]}}"#,
            #"events[1].to: an add event needs "to", the id of the view that becomes the superview"#
        ),
        (
            #"{"t": 5, "to": "window"}"#,
            #"events[1].to: "to" belongs to an add event: {"t": 200, "add": {VIEW}, "to": "superviewId", "at": 0}"#
        ),
        (
            #"{"t": 5, "add": {"id": "b", "frame": [0, 0, 1, 1]}, "to": "window", "remove": "card"}"#,
            #"events[1].remove: an add event has only "t", "add", "to" and "at"; give the remove an entry of its own"#
        ),
        (
            #"{"t": 5, "add": {"id": "b", "frame": [0, 0, 1, 1]}, "to": "c"}, {"t": 6, "add": {"id": "c", "frame": [0, 0, 1, 1]}, "to": "window"}"#,
            #"events[1].to: "c" is not in the tree at this instant: this add event or a later one adds it"#
        ),
        (
            #"{"t": 5, "remove": "b"}, {"t": 6, "add": {"id": "b", "frame": [0, 0, 1, 1]}, "to": "window"}"#,
            #"events[1].remove: "b" is not in the window yet: an add event after this one adds it"#
        ),
        (
            #"{"t": 5, "add": {"id": "b", "frame": [0, 0, 1, 1], "alpha": 2}, "to": "window"}"#,
            #"found 2 (events[1].add.alpha)"#
        ),
    ])
func badAddEntry(entry: String, expected: String) {
    let message = failure(withEntry(entry))
    #expect(message?.contains(expected) == true, "\(message ?? "no error")")
}

@Test("§17.3 An animate event lists at most one timing curve")
func oneCurve() {
    let message = failure(
        withEntry(#"{"t": 5, "animate": {"card.alpha": 1}, "duration": 3, "options": ["curveEaseIn", "curveLinear"]}"#))
    #expect(
        message?.hasSuffix(
            #"events[1].options[1]: an animation has one timing curve, and "curveEaseIn" comes before "curveLinear""#)
            == true, "\(message ?? "")")
}
