import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// The lines of `json`'s replay in `format`.
private func replayLines(_ json: String, as format: OutputFormat = .text) throws -> [String] {
    let scenario = try load(json)
    var bytes: [UInt8] = []
    let sink = ByteSink { bytes += $0 }
    try ReplayPipeline(schedule: .inline).replay(
        scenario, notingPassedOverViews: false, into: format.writer(to: sink, scene: scenario.scene))
    sink.flush()
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
}

/// A form: a scroll view `form` (1200 pt of content, `mode`) holding text fields `email` and
/// `password`, and a text view `notes`; `email` first responder when `emailFirst`.
private func form(mode: String = "none", emailFirst: Bool = false, events: String) -> String {
    let first = emailFirst ? #", "isFirstResponder": true"# : ""
    let tree =
        #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "form", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 1200], "keyboardDismissMode": "\#(mode)", "subviews": ["#
        + #"{"id": "email", "class": "UITextField", "frame": [0, 100, 390, 44]\#(first)}, "#
        + #"{"id": "password", "class": "UITextField", "frame": [0, 200, 390, 44]}, "#
        + #"{"id": "notes", "class": "UITextView", "frame": [0, 300, 390, 200], "contentSize": [390, 200]}]}]}"#
    return scenario(tree: tree, events: events)
}

/// A tap at (100, y) at `t` ms.
private func tap(_ y: Int, at t: Int = 0) -> String {
    #"{"t": \#(t), "touch": 1, "phase": "down", "x": 100, "y": \#(y)}, {"t": \#(t + 80), "touch": 1, "phase": "up", "x": 100, "y": \#(y)}"#
}

/// A drag from (100, 600) up by 200 pt, lifted at y = `liftY` after holding still.
private func drag(liftY: Int = 400) -> String {
    #"{"t": 0, "touch": 1, "phase": "down", "x": 100, "y": 600}, {"t": 40, "touch": 1, "phase": "move", "x": 100, "y": 570}, "#
        + #"{"t": 100, "touch": 1, "phase": "move", "x": 100, "y": \#(liftY)}, {"t": 300, "touch": 1, "phase": "move", "x": 100, "y": \#(liftY)}, "#
        + #"{"t": 350, "touch": 1, "phase": "up", "x": 100, "y": \#(liftY)}"#
}

@Suite("Text input and the keyboard (docs/format.md §2.16, §3.3; docs/model.md §19)")
struct TextInputTests {
    @Test("§19.1 A tap on a text field or a text view makes it first responder at the lift, after its calls")
    func tapBeginsEditing() throws {
        let lines = try replayLines(form(events: "[\(tap(120))]"))
        #expect(lines.filter { $0.contains("firstResponder  ") } == ["     80      firstResponder  email became"])
        #expect(lines.firstIndex { $0.contains("email touchUpInside") }! < lines.firstIndex { $0.contains("became") }!)
        let notes = try replayLines(form(events: "[\(tap(400))]"))
        #expect(notes.filter { $0.contains("firstResponder  ") } == ["     80      firstResponder  notes became"])
    }

    @Test("§19.2 The first responder resigns before another view becomes it; a tap on it again prints nothing")
    func oneFirstResponder() throws {
        let lines = try replayLines(form(emailFirst: true, events: "[\(tap(220)), \(tap(220, at: 1000))]"))
        #expect(
            lines.filter { $0.contains("firstResponder  ") } == [
                "     80      firstResponder  email resigned", "     80      firstResponder  password became",
            ])
        let jsonl = try replayLines(form(emailFirst: true, events: "[\(tap(220))]"), as: .jsonl)
        #expect(
            jsonl.filter { $0.contains(#""type":"firstResponder""#) } == [
                #"{"t":80,"type":"firstResponder","view":"email","event":"resigned"}"#,
                #"{"t":80,"type":"firstResponder","view":"password","event":"became"}"#,
            ])
    }

    @Test("§19.3 onDrag resigns when the drag begins; none never does")
    func onDrag() throws {
        let lines = try replayLines(form(mode: "onDrag", emailFirst: true, events: "[\(drag())]"))
        let resigned = try #require(lines.firstIndex { $0.contains("firstResponder  email resigned") })
        #expect(lines[resigned].hasPrefix("     40"))
        #expect(lines[resigned + 1].contains("scroll     form"))
        let none = try replayLines(form(mode: "none", emailFirst: true, events: "[\(drag())]"))
        #expect(!none.contains { $0.contains("firstResponder  ") })
    }

    @Test("§19.3 interactive resigns at the lift only when the finger lifts in the keyboard's 336 pt")
    func interactive() throws {
        let above = try replayLines(form(mode: "interactive", emailFirst: true, events: "[\(drag(liftY: 400))]"))
        #expect(!above.contains { $0.contains("firstResponder  ") })
        let inKeyboard = try replayLines(
            form(mode: "interactive", emailFirst: true, events: "[\(drag(liftY: 844 - 336))]"))
        #expect(
            inKeyboard.filter { $0.contains("firstResponder  ") } == ["    350      firstResponder  email resigned"])
    }

    @Test(
        "§19 The summary names the first responder at the end: the view tapped, none once a drag resigned it, absent without a text input"
    )
    func summaryEntry() throws {
        let tapped = try replayLines(form(emailFirst: true, events: "[\(tap(220))]"))
        #expect(tapped.last == "                        firstResponder password")
        let jsonl = try replayLines(form(emailFirst: true, events: "[\(tap(220))]"), as: .jsonl)
        #expect(jsonl.last?.hasSuffix(#""selections":[],"firstResponder":"password"}"#) == true)
        let dragged = try replayLines(form(mode: "onDrag", emailFirst: true, events: "[\(drag())]"))
        #expect(dragged.last == "                        firstResponder none")
        let resigned = try replayLines(form(mode: "onDrag", emailFirst: true, events: "[\(drag())]"), as: .jsonl)
        #expect(resigned.last?.hasSuffix(#""firstResponder":null}"#) == true)
        let plain = scenario(tree: #"{"id": "w", "frame": [0, 0, 390, 844]}"#, events: "[\(tap(220))]")
        #expect(try !replayLines(plain).contains { $0.contains("firstResponder") })
        #expect(try !replayLines(plain, as: .jsonl).contains { $0.contains("firstResponder") })
    }

    @Test(
        "§19.4 A read-only text view's tap recognizes and begins no editing; an unselectable one leaves the tap to its ancestor"
    )
    func editableAndSelectable() throws {
        /// A text view `notes` with `keys` in a view `card` whose tap is `cardTap`, tapped.
        func tapped(_ keys: String) throws -> [String] {
            let tree =
                #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "card", "frame": [0, 0, 390, 400], "gestureRecognizers": [{"id": "cardTap", "type": "tap"}], "subviews": ["#
                + #"{"id": "notes", "class": "UITextView", "frame": [0, 100, 390, 200], "contentSize": [390, 200]\#(keys)}]}]}"#
            return try replayLines(scenario(tree: tree, events: "[\(tap(150))]"))
        }
        let editable = try tapped("")
        #expect(editable.contains("     80      gesture    notes.textTap (notes) recognized"))
        #expect(editable.contains("     80      firstResponder  notes became"))
        let readOnly = try tapped(#", "editable": false"#)
        #expect(readOnly.contains("     80      gesture    notes.textTap (notes) recognized"))
        #expect(readOnly.contains("     80      gesture    cardTap (card) failed"))
        #expect(!readOnly.contains { $0.contains("firstResponder  ") })
        #expect(readOnly.last == "                        firstResponder none")
        for keys in [#", "selectable": false"#, #", "editable": false, "selectable": false"#] {
            let unselectable = try tapped(keys)
            #expect(unselectable.contains("     80      gesture    cardTap (card) recognized"))
            #expect(unselectable.contains("                        gesture notes.textTap (notes) none"))
            #expect(!unselectable.contains { $0.contains("firstResponder  ") })
        }
    }

    @Test("§19.4 editable and selectable are booleans of UITextView only")
    func editableAndSelectableErrors() {
        let field =
            #"{"id": "w", "frame": [0, 0, 9, 9], "subviews": [{"id": "f", "class": "UITextField", "frame": [0, 0, 9, 9], "editable": false}]}"#
        #expect(
            failure(scenario(tree: field))?.contains(
                #"view "f": editable: "editable" is a key of UITextView and its subclasses, but this view is a UITextField (tree.subviews[0].editable)"#
            ) == true)
        let text =
            #"{"id": "w", "frame": [0, 0, 9, 9], "subviews": [{"id": "t", "class": "UITextView", "frame": [0, 0, 9, 9], "selectable": "no"}]}"#
        #expect(
            failure(scenario(tree: text))?.contains(
                #"view "t": selectable: expected true or false, found "no" (tree.subviews[0].selectable)"#) == true)
    }

    @Test("§19 isFirstResponder off a text input, twice, a bad keyboardDismissMode and a textTap id are input errors")
    func errors() {
        let plain =
            #"{"id": "w", "frame": [0, 0, 9, 9], "subviews": [{"id": "v", "frame": [0, 0, 9, 9], "isFirstResponder": true}]}"#
        #expect(
            failure(scenario(tree: plain))?.contains(
                #""isFirstResponder" is a key of UITextField and UITextView and their subclasses, but this view is a UIView"#
            )
                == true)
        let two =
            #"{"id": "w", "frame": [0, 0, 9, 9], "subviews": [{"id": "a", "class": "UITextField", "frame": [0, 0, 9, 9], "isFirstResponder": true}, {"id": "b", "class": "UITextView", "frame": [0, 0, 9, 9], "isFirstResponder": true}]}"#
        #expect(
            failure(scenario(tree: two))
                == #"<stdin>:1:217: error: view "b": isFirstResponder: "a" is first responder already: at most one view is (docs/model.md §19) (tree.subviews[1].isFirstResponder)"#
        )
        let mode =
            #"{"id": "w", "frame": [0, 0, 9, 9], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 9, 9], "keyboardDismissMode": "drag"}]}"#
        #expect(
            failure(scenario(tree: mode))
                == #"<stdin>:1:156: error: view "s": keyboardDismissMode: expected "none", "onDrag" or "interactive", found "drag" (tree.subviews[0].keyboardDismissMode)"#
        )
        let clash =
            #"{"id": "w", "frame": [0, 0, 9, 9], "subviews": [{"id": "a", "class": "UITextField", "frame": [0, 0, 9, 9]}, {"id": "a.textTap", "frame": [0, 0, 9, 9]}]}"#
        #expect(failure(scenario(tree: clash))?.contains(#"the text tap UIKit installs on text input "a""#) == true)
    }
}
