import Testing
import TouchSimCore
import TouchSimFormat

/// docs/format.md §2.15: `contextMenu`, a key of every view checked like the others.
@Suite("Context menus (docs/format.md §2.15)")
struct ContextMenuDecodingTests {
    private let prefix =
        #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "p", "frame": [0, 0, 1, 1], "contextMenu": "#

    @Test("contextMenu is a boolean of any view, false by default (docs/model.md §15)")
    func decodes() throws {
        #expect(try root(prefix + "true}]}").subviews[0].contextMenu)
        #expect(try !root(prefix + "false}]}").subviews[0].contextMenu)
        #expect(try !root(#"{"id": "w", "frame": [0, 0, 1, 1]}"#).contextMenu)
    }

    @Test(
        "A contextMenu that is not a boolean, or an id taken by the menu's press, is an input error naming what was written",
        arguments: [
            (
                "1}]}",
                #"<stdin>:1:123: error: view "p": contextMenu: expected true or false, found 1 (tree.subviews[0].contextMenu)"#
            ),
            (
                #"true, "gestureRecognizers": [{"id": "p.contextMenu", "type": "tap"}]}]}"#,
                #"<stdin>:1:159: error: view "p": gestureRecognizers[0].id: duplicate id "p.contextMenu": already used by the press of the context menu interaction of view "p" at 1:108 (tree.subviews[0].gestureRecognizers[0].id)"#
            ),
        ])
    func errors(tail: String, expected: String) {
        #expect(failure(scenario(tree: prefix + tail)) == expected)
    }

    @Test("Without the interaction the press's id is free, and a recognizer may name the press when it exists")
    func pressIdExistsOnlyWithTheInteraction() throws {
        _ = try root(prefix + #"false, "gestureRecognizers": [{"id": "p.contextMenu", "type": "tap"}]}]}"#)
        _ = try root(
            prefix + #"true, "gestureRecognizers": [{"id": "t", "type": "tap", "requireToFail": ["p.contextMenu"]}]}]}"#
        )
    }
}
