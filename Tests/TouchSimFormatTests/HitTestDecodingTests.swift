import Testing
import TouchSimCore
import TouchSimFormat

/// The `hitTest` key (docs/format.md §2, docs/model.md §1.6).
@Suite("hitTest key")
struct HitTestDecodingTests {
    private func tree(_ overlay: String, extra: String = "") -> String {
        #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "a", "frame": [0, 0, 9, 9]},"#
            + #"{"id": "o", "frame": [0, 0, 9, 9], "hitTest": \#(overlay)\#(extra)}]}"#
    }

    @Test("§1.6 \"passThrough\" and {\"redirect\": id} are decoded")
    func decoded() throws {
        #expect(try root(tree(#""passThrough""#)).subviews[1].hitTest == .passThrough)
        #expect(try root(tree(#"{"redirect": "a"}"#)).subviews[1].hitTest == .redirect("a"))
        #expect(
            try root(tree(#""passThrough""#), set: ["o.hitTest={\"redirect\":\"a\"}"]).subviews[1].hitTest
                == .redirect("a"))
    }

    @Test("§1.6 A wrong value, an unknown key, an unknown or non-view id and a loop are input errors")
    func errors() {
        #expect(
            failure(scenario(tree: tree(#""through""#)))
                == "<stdin>:1:158: error: view \"o\": hitTest: expected \"passThrough\" or {\"redirect\": VIEW_ID}, found \"through\" (tree.subviews[1].hitTest)"
        )
        #expect(
            failure(scenario(tree: tree(#"{"redirct": "a"}"#)))
                == "<stdin>:1:159: error: view \"o\": hitTest.redirct: unknown key \"redirct\"; did you mean \"redirect\"? (tree.subviews[1].hitTest.redirct)"
        )
        #expect(
            failure(scenario(tree: tree(#"{"redirect": "b"}"#)))
                == "<stdin>:1:171: error: view \"o\": hitTest.redirect: no view has the id \"b\"; did you mean \"a\"? (tree.subviews[1].hitTest.redirect)"
        )
        #expect(
            failure(scenario(tree: tree(#"{"redirect": 3}"#)))
                == "<stdin>:1:171: error: view \"o\": hitTest.redirect: expected a view id, found 3 (tree.subviews[1].hitTest.redirect)"
        )
        #expect(
            failure(scenario(tree: tree(#"{"redirect": "o"}"#)))
                == "<stdin>:1:171: error: view \"o\": hitTest.redirect: redirect loop \"o\" → \"o\"; a redirect must end at a view that does not redirect back (tree.subviews[1].hitTest.redirect)"
        )
        let recognizer = #", "gestureRecognizers": [{"id": "t", "type": "tap"}]"#
        #expect(
            failure(scenario(tree: tree(#"{"redirect": "t"}"#, extra: recognizer)))
                == "<stdin>:1:171: error: view \"o\": hitTest.redirect: \"t\" is a recognizer, not a view (tree.subviews[1].hitTest.redirect)"
        )
    }

    @Test("§1.6 Two views that redirect to each other are a loop, reported at the first")
    func twoViewLoop() {
        let json =
            #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "a", "frame": [0, 0, 9, 9], "hitTest": {"redirect": "o"}},"#
            + #"{"id": "o", "frame": [0, 0, 9, 9], "hitTest": {"redirect": "a"}}]}"#
        #expect(
            failure(scenario(tree: json))
                == "<stdin>:1:136: error: view \"a\": hitTest.redirect: redirect loop \"a\" → \"o\" → \"a\"; a redirect must end at a view that does not redirect back (tree.subviews[0].hitTest.redirect)"
        )
    }
}
