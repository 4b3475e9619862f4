import Testing
import TouchSimCore

@testable import TouchSimFormat
@testable import TouchSimReader

/// Hostile inputs of the reader (docs/format.md §4.9): each used to take a pass or a table
/// rebuild too many. Big enough to show growth; no timing is asserted.
@Suite struct HostileReaderTests {
    /// `count` ignored keys, `"x-0": 0, "x-1": 0, …`.
    private func ignoredKeys(_ count: Int) -> String {
        (0..<count).map { "\"x-\($0)\": 0" }.joined(separator: ", ")
    }

    /// What pass 1 made of the tree of `json`.
    private func passOne(_ json: String) throws -> TreeDecoder.StreamedTree? {
        var lexer = JSONLexer(source: ByteSource(bytes: Array(json.utf8)), file: "<stdin>")
        return try ScenarioDocument.read(&lexer, overrides: PendingOverrides([])).streamedTree
    }

    /// The error decoding `tree` as values gives, as the tree read only after it is checked.
    private func valuesError(_ tree: String) -> String? {
        do {
            var lexer = JSONLexer(source: ByteSource(bytes: Array(tree.utf8)), file: "<stdin>")
            let value = try JSONValue.parseDocument(&lexer)
            _ = try TreeDecoder.decode(value, path: "tree", ios: .default, overrides: PendingOverrides([]))
            return nil
        } catch {
            return error.rendered
        }
    }

    /// The rendered error with which pass 1 refused the tree of `json`; nil when it did not.
    private func refusedByPassOne(_ json: String) throws -> String? {
        guard case .refused(let error)? = try passOne(json) else { return nil }
        return error.rendered
    }

    @Test(
        "An unknown key after 50,000 ignored keys of a view is refused by pass 1, with the values' error (docs/format.md §2.1)"
    )
    func unknownKeyAfterManyKeys() throws {
        let tree = #"{"id": "w", "frame": [0, 0, 1, 1], \#(ignoredKeys(50_000)), "bogus": 1}"#
        let json = scenario(tree: tree)
        let refused = try refusedByPassOne(json)
        #expect(refused?.contains(#"error: tree.bogus: unknown key "bogus"; the closest known key is "#) == true)
        #expect(refused == failure(json))
        // The values' column counts from the tree's start, the scenario's from its own.
        #expect(
            valuesError(tree)?.contains(#"error: tree.bogus: unknown key "bogus"; the closest known key is "#) == true)
    }

    @Test(
        "A class chain 2,000 deep is refused by pass 1 at its 101st class, the rest only checked (docs/format.md §2.2)")
    func deepClassChain() throws {
        let views = (0..<2_000).map {
            #"{"id": "v\#($0)", "class": "C\#($0)", "superclass": "\#($0 == 0 ? "UIView" : "C\($0 - 1)")", "frame": [0, 0, 1, 1]}"#
        }.joined(separator: ", ")
        let json = scenario(tree: #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [\#(views)]}"#)
        let refused = try refusedByPassOne(json)
        #expect(refused?.contains(#"view "v100": superclass: custom class "C100" would have 101"#) == true)
        #expect(refused == failure(json))
    }

    @Test(
        "A requireToFail chain of 20,000 taps on one view is decoded a tap at a time, 100 kept, refused as its values are (docs/format.md §4.9)"
    )
    func recognizerChain() throws {
        let recognizers = (0..<20_000).map {
            $0 == 0
                ? #"{"id": "r0", "type": "tap"}"#
                : #"{"id": "r\#($0)", "type": "tap", "requireToFail": ["r\#($0 - 1)"]}"#
        }.joined(separator: ", ")
        let tree = #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [\#(recognizers)]}"#
        let json = scenario(tree: tree)
        guard case .decoded(let decoder, let root)? = try passOne(json) else {
            Issue.record("the tree was not decoded as read")
            return
        }
        // The 100 a path may hold are kept; the rest only counted, as the tree is refused.
        #expect(root.gestureRecognizers.count == 100)
        #expect(decoder.recognizersNotKept == ["w": 19_900])
        let message = #"error: tree.id: view "w" and its superviews hold 20000 gesture recognizers"#
        #expect(failure(json)?.contains(message) == true)
        #expect(valuesError(tree)?.contains(message) == true)
    }

    @Test("After a view that does not decode, pass 1 still checks the tree: its later JSON errors come first")
    func laterJSONErrorsComeFirst() throws {
        let bad = #"{"id": "w", "frame": [0, 0, 1, 1], "bogus": 1, "subviews": ["#
        let duplicate = scenario(tree: bad + #"{"id": "a", "frame": [0, 0, 1, 1], "x-a": 1, "x-a": 2}]}"#)
        #expect(failure(duplicate) == #"<stdin>:1:130: error: duplicate key "x-a" (first at 1:120)"#)
        let ids = (0..<101).map { _ in #""a.x""# }.joined(separator: ", ")
        let tooLong = scenario(
            tree: bad
                + #"{"id": "a", "frame": [0, 0, 1, 1], "gestureRecognizers": [{"id": "g", "type": "tap", "requireToFail": [\#(ids)]}]}]}"#
        )
        #expect(
            failure(tooLong)?.contains(
                "error: tree.subviews[0].gestureRecognizers[0].requireToFail[100]: requireToFail names more than 100")
                == true)
        let unknownAfter =
            #"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, 1, 1], "bogus": 1}, "events": [], "tre": 1}"#
        #expect(failure(unknownAfter)?.contains(#"error: tre: unknown key "tre"; did you mean "tree"?"#) == true)
    }

    @Test("A tree refused in pass 1 for the iOS it assumed is decoded again for an ios written after it")
    func refusedForAnotherIOS() throws {
        let tree = #"{"id": "w", "frame": [0, 0, 1, 1], "bogus": 1}"#
        let json = #"{"touchsim": 1, "tree": \#(tree), "events": [], "ios": "9.3"}"#
        #expect(try passOne(json) == nil)
        #expect(failure(json)?.contains(#"error: tree.bogus: unknown key "bogus"; the closest known key is "#) == true)
    }

    @Test("A key written again after 200,000 keys of a view is found, pointing back at the first (docs/format.md §4)")
    func duplicateAfterManyKeys() {
        let tree = #"{"id": "w", "frame": [0, 0, 1, 1], \#(ignoredKeys(200_000)), "x-1": 1}"#
        #expect(failure(scenario(tree: tree))?.hasSuffix(#"error: duplicate key "x-1" (first at 1:70)"#) == true)
    }

    @Test("200,000 ignored top-level keys are each checked once; the missing required key is then named")
    func manyIgnoredTopLevelKeys() {
        #expect(failure("{\(ignoredKeys(200_000))}") == #"<stdin>:1:1: error: missing required key "touchsim""#)
    }

    @Test("A table of 100,000 keys finds each again, at the place first written, as it grows")
    func seenKeysGrow() throws {
        var seen = SeenKeys()
        let count = 100_000
        for index in 0..<count {
            try seen.note("k\(index)", at: SourceLocation(file: "f", line: 1, column: index + 1))
        }
        #expect((0..<count).allSatisfy { seen.contains("k\($0)") })
        #expect(!seen.contains("k\(count)"))
        let again = SourceLocation(file: "f", line: 2, column: 1)
        let earlier = SourceLocation(file: "f", line: 1, column: 77_778)
        #expect(throws: SeenKeys.duplicate("k77777", at: again, earlier: earlier, path: "")) {
            try seen.note("k77777", at: again)
        }
    }
}
