import Testing
import TouchSimCore

@testable import TouchSimFormat
@testable import TouchSimReader

/// A tree is decoded as it is read, view by view (docs/format.md §4.9); it must give the scene and
/// the first error that decoding the whole tree as values gives.
@Suite struct StreamedTreeTests {
    /// Views that give id, frame and class before `subviews`, keys after it, ignored keys.
    private let streamable = """
        {"id": "w", "frame": [0, 0, 390, 844], "comment": "the window", "subviews": [
          {"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000], "subviews": [
            {"id": "cell", "class": "Cell", "superclass": "UIView", "frame": [0, 0, 390, 100],
             "subviews": [{"id": "buy", "class": "UIButton", "frame": [10, 10, 50, 30], "x-note": [1]}],
             "gestureRecognizers": [{"id": "tap", "type": "tap", "requireToFail": ["feed.pan"]}], "hidden": true},
            {"id": "cell2", "class": "Cell", "frame": [0, 100, 390, 100], "hitTest": {"redirect": "buy"}}
          ], "bounces": false},
          {"id": "label", "class": "UILabel", "frame": [0, 0, 10, 10], "subviews": []}
        ], "x-after": {"a": 1}}
        """

    /// The scene of `tree` decoded from its values, as `touchsim fix` decodes it again.
    private func fromValues(_ tree: String) throws -> SceneSpec {
        var lexer = JSONLexer(source: ByteSource(bytes: Array(tree.utf8)), file: "<stdin>")
        let value = try JSONValue.parseDocument(&lexer)
        return try TreeDecoder.decode(value, path: "tree", ios: .default, overrides: PendingOverrides([])).scene
    }

    /// The scene of `tree` decoded as read; `fellBack` tells whether the values were decoded instead.
    private func streamed(_ tree: String, fellBack: inout Bool) throws -> SceneSpec {
        let source = ByteSource(bytes: Array(tree.utf8))
        var lexer = JSONLexer(source: source, file: "<stdin>")
        var parsed = false
        let (scene, _) = try TreeDecoder.decode(
            &lexer, path: "tree", ios: .default, overrides: PendingOverrides([]), ids: 0,
            parsed: { () throws(Diagnostic) -> JSONValue in
                parsed = true
                var again = JSONLexer(source: source, file: "<stdin>")
                return try JSONValue.parseDocument(&again)
            })
        fellBack = parsed
        return scene
    }

    @Test("A tree whose views give id, frame and class before subviews is decoded as read, into its values' scene")
    func streamsWhatItCan() throws {
        var fellBack = true
        let scene = try streamed(streamable, fellBack: &fellBack)
        #expect(!fellBack)
        #expect(scene == (try fromValues(streamable)))
        #expect(scene.root.subviews[0].subviews[0].hidden)
        #expect(scene.root.subviews[0].subviews[1].className == "Cell")
    }

    @Test("A class written after subviews is decoded from the values, with the class it names (§2)")
    func classAfterSubviews() throws {
        let tree = """
            {"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "s", "frame": [0, 0, 100, 100],
              "contentSize": [100, 500], "subviews": [{"id": "b", "frame": [0, 0, 1, 1]}], "class": "UIScrollView"}]}
            """
        var fellBack = false
        let scene = try streamed(tree, fellBack: &fellBack)
        #expect(fellBack)
        #expect(scene == (try fromValues(tree)))
        #expect(scene.root.subviews[0].scroll?.contentSize == Size(100, 500))
    }

    @Test("The first error is the values' one: a parent's unknown class after its subviews before a subview's bad key")
    func firstErrorOfTheValues() {
        let tree = """
            {"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "c", "frame": [0, 0, 1, 1], "bogus": 1}],
             "class": "Nope"}
            """
        #expect(failure(scenario(tree: tree))?.contains(#"error: tree.class: unknown class "Nope""#) == true)
    }

    @Test("A key written twice inside the tree is an error of pass 1, as when the tree was read as values")
    func duplicateKeyInTheTree() {
        let tree = #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "a", "frame": [0, 0, 1, 1], "id": "b"}]}"#
        #expect(failure(scenario(tree: tree)) == #"<stdin>:1:108: error: duplicate key "id" (first at 1:74)"#)
    }

    /// The scene and warnings of `tree` read in pass 1, which decodes an inline tree as it
    /// checks it; `ios` is written after the tree when `iosAfter`.
    private func passOne(_ tree: String, ios: String, iosAfter: Bool) throws -> (SceneSpec, [String]) {
        let version = "\"ios\": \"\(ios)\""
        let json =
            iosAfter
            ? "{\"touchsim\": 1, \"tree\": \(tree), \"events\": [], \(version)}"
            : "{\"touchsim\": 1, \(version), \"tree\": \(tree), \"events\": []}"
        var lexer = JSONLexer(source: ByteSource(bytes: Array(json.utf8)), file: "<stdin>")
        let document = try ScenarioDocument.read(&lexer, overrides: PendingOverrides([]))
        let decoded = if case .decoded? = document.streamedTree { true } else { false }
        #expect(decoded || iosAfter)
        let file = try load(json)
        return (file.scene, file.warnings.map { "\($0.path): \($0.message)" })
    }

    @Test(
        "An inline tree decoded in pass 1 follows an ios written after it: iOS 9's wrapper view, iOS 17's warning (§8)")
    func iosAfterTheTree() throws {
        let table = """
            {"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "t", "class": "UITableView",
             "frame": [0, 0, 390, 844], "wrapperView": {"delaysContentTouches": false}}]}
            """
        for ios in ["9.3", "17.0"] {
            let (after, afterWarnings) = try passOne(table, ios: ios, iosAfter: true)
            let (before, beforeWarnings) = try passOne(table, ios: ios, iosAfter: false)
            #expect(after == before)
            #expect(afterWarnings == beforeWarnings)
            #expect(afterWarnings.count == (ios == "9.3" ? 0 : 1))
            #expect((after.root.subviews[0].wrapperView != nil) == (ios == "9.3"))
        }
    }

    @Test("A tree that does not decode in pass 1 is only checked there: a later error in the events comes first")
    func eventsErrorAfterABadTree() {
        let tree = #"{"id": "w", "frame": [0, 0, 1, 1], "class": "Nope"}"#
        let events = #"[{"t": 0, "touch": 1, "phase": "dwn", "x": 0, "y": 0}]"#
        #expect(failure(scenario(tree: tree, events: events))?.contains("error: events[0].phase:") == true)
        #expect(failure(scenario(tree: tree))?.contains(#"error: tree.class: unknown class "Nope""#) == true)
    }

    @Test(
        "A key written twice in a view is found by pass 1 though the tree decodes as read: a frame, a comment, subviews"
    )
    func duplicateViewKeys() {
        let view = #"{"id": "w", "frame": [0, 0, 1, 1], "#
        #expect(
            failure(scenario(tree: view + #""frame": [0, 0, 2, 2]}"#))
                == #"<stdin>:1:60: error: duplicate key "frame" (first at 1:37)"#)
        #expect(
            failure(scenario(tree: view + #""comment": 1, "comment": 2}"#))
                == #"<stdin>:1:74: error: duplicate key "comment" (first at 1:60)"#)
        #expect(
            failure(scenario(tree: view + #""subviews": [], "subviews": []}"#))
                == #"<stdin>:1:76: error: duplicate key "subviews" (first at 1:60)"#)
    }

    @Test(
        "Recognizers are decoded as read, one at a time, into their values' scene; before a view's id, at its end (docs/format.md §2.7)"
    )
    func streamsRecognizers() throws {
        let trees = [
            #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "g", "type": "tap"}, {"id": "p", "type": "pan", "requireToFail": ["g"]}], "subviews": [{"id": "a", "frame": [0, 0, 1, 1], "gestureRecognizers": [{"id": "h", "type": "tap"}]}], "navigationController": {}}"#,
            #"{"gestureRecognizers": [{"id": "g", "type": "tap"}], "id": "w", "frame": [0, 0, 390, 844]}"#,
        ]
        for tree in trees {
            var fellBack = true
            let scene = try streamed(tree, fellBack: &fellBack)
            #expect(!fellBack)
            #expect(scene == (try fromValues(tree)))
        }
    }

    @Test(
        "A class written after gestureRecognizers is decoded from the values, with the class it names (docs/format.md §2.2)"
    )
    func classAfterRecognizers() throws {
        let tree =
            #"{"id": "w", "frame": [0, 0, 1, 1], "gestureRecognizers": [{"id": "g", "type": "tap"}], "class": "UIScrollView"}"#
        var fellBack = false
        let scene = try streamed(tree, fellBack: &fellBack)
        #expect(fellBack)
        #expect(scene == (try fromValues(tree)))
        #expect(scene.root.className == "UIScrollView")
    }

    @Test("A view whose out-of-line settings return to their defaults equals a plain view")
    func rareSettingsCompareByValue() {
        var view = ViewSpec(id: "v", className: "UIView", frame: Rect(0, 0, 1, 1))
        view.scroll = ScrollSpec()
        view.viewController = "Feed"
        #expect(view != ViewSpec(id: "v", className: "UIView", frame: Rect(0, 0, 1, 1)))
        view.scroll?.contentSize = Size(10, 20)
        #expect(view.scroll?.contentSize == Size(10, 20))
        view.scroll = nil
        view.viewController = nil
        #expect(view == ViewSpec(id: "v", className: "UIView", frame: Rect(0, 0, 1, 1)))
    }

    @Test("A decoded tree taken for the engine's thread leaves only `.taken` in the reader, which pass 1 copies (§4.9)")
    func takenTree() throws {
        let json = "{\"touchsim\": 1, \"tree\": \(streamable), \"events\": []}"
        var lexer = JSONLexer(source: ByteSource(bytes: Array(json.utf8)), file: "<stdin>")
        var reader = try ScenarioDocument.Reader(&lexer)
        #expect(try reader.readMembers(&lexer, overrides: PendingOverrides([]), pausingAtEvents: true))
        let taken = reader.takeDecodedTree()
        #expect(taken?.root.id == "w")
        let again = reader.takeDecodedTree()
        #expect(again == nil)
        _ = try reader.readMembers(&lexer, overrides: PendingOverrides([]), pausingAtEvents: false)
        let document = try reader.document(&lexer)
        let isTaken = if case .taken? = document.streamedTree { true } else { false }
        #expect(isTaken)
    }
}
