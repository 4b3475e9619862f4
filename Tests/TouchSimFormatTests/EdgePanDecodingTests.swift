import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// docs/format.md §2.10 and §2 (recognizer types): `screenEdgePan`, `rotation` and a
/// navigation controller's back-swipe, decoded and validated.
@Suite("Screen-edge pans, rotations and navigation controllers (docs/format.md §2)")
struct EdgePanDecodingTests {
    private func tree(recognizer object: String) -> String {
        #"{"id": "w", "frame": [0, 0, 1, 1], "gestureRecognizers": ["# + object + "]}"
    }

    @Test("edges is \"all\" or a set of edges, kept in top, left, bottom, right order; rotation has no keys of its own")
    func decodes() throws {
        let decoded = try root(
            #"{"id": "w", "frame": [0, 0, 1, 1], "gestureRecognizers": [{"id": "a", "type": "screenEdgePan", "edges": ["right", "left"]},"#
                + #"{"id": "b", "type": "screenEdgePan", "edges": "all"}, {"id": "c", "type": "rotation"}]}"#
        ).gestureRecognizers
        #expect(
            decoded == [
                RecognizerSpec(id: "a", kind: .screenEdgePan(edges: [.left, .right])),
                RecognizerSpec(id: "b", kind: .screenEdgePan(edges: [.top, .left, .bottom, .right])),
                RecognizerSpec(id: "c", kind: .rotation),
            ])
    }

    @Test("navigationController installs UIKit's back-swipe first on that view (docs/model.md §4.9)")
    func navigationController() throws {
        let decoded = try root(
            #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "n", "frame": [0, 0, 1, 1], "#
                + #""gestureRecognizers": [{"id": "t", "type": "tap"}], "navigationController": {"interactivePop": false}}]}"#
        ).subviews[0].gestureRecognizers
        #expect(decoded.map(\.id) == ["n.interactivePop", "t"])
        #expect(decoded[0] == UIKitObjectModel.interactivePopRecognizer(ofNavigationView: "n", canPop: false))
        #expect(decoded[0].kind == .screenEdgePan(edges: [.left]) && decoded[0].delaysTouchesBegan)
    }

    @Test(
        "Broken edges, keys of another type and broken navigation controllers are input errors",
        arguments: [
            (
                #"{"id": "e", "type": "screenEdgePan"}"#,
                #"<stdin>:1:83: error: recognizer "e": edges: a screenEdgePan recognizer needs "edges": "all" or an array of "top", "left", "bottom", "right" (tree.gestureRecognizers[0].edges)"#
            ),
            (
                #"{"id": "e", "type": "screenEdgePan", "edges": []}"#,
                #"<stdin>:1:129: error: recognizer "e": edges: expected "all" or a non-empty array of "top", "left", "bottom" or "right", found an array (tree.gestureRecognizers[0].edges)"#
            ),
            (
                #"{"id": "e", "type": "screenEdgePan", "edges": ["lefft"]}"#,
                #"<stdin>:1:130: error: recognizer "e": edges[0]: expected "top", "left", "bottom" or "right", found "lefft" (tree.gestureRecognizers[0].edges[0])"#
            ),
            (
                #"{"id": "e", "type": "screenEdgePan", "edges": ["left", "left"]}"#,
                #"<stdin>:1:138: error: recognizer "e": edges[1]: edge "left" is listed twice (tree.gestureRecognizers[0].edges[1])"#
            ),
            (
                #"{"id": "e", "type": "pan", "edges": ["left"]}"#,
                #"<stdin>:1:110: error: recognizer "e": edges: "edges" is a key of screenEdgePan recognizers, but this one is a pan (tree.gestureRecognizers[0].edges)"#
            ),
            (
                #"{"id": "r", "type": "rotation", "direction": "up"}"#,
                #"<stdin>:1:115: error: recognizer "r": direction: "direction" is a key of swipe recognizers, but this one is a rotation (tree.gestureRecognizers[0].direction)"#
            ),
        ])
    func recognizerErrors(object: String, expected: String) {
        #expect(failure(scenario(tree: tree(recognizer: object))) == expected)
    }

    @Test(
        "A navigation controller object takes only interactivePop, a boolean; its back-swipe's id is taken",
        arguments: [
            (
                #"{"interactivePop": 1}"#,
                #"<stdin>:1:151: error: view "n": navigationController.interactivePop: expected true or false, found 1 (tree.subviews[0].navigationController.interactivePop)"#
            ),
            (
                #"{"pop": true}"#,
                #"<stdin>:1:133: error: view "n": navigationController.pop: unknown key "pop"; the closest known key is "interactivePop" (tree.subviews[0].navigationController.pop)"#
            ),
            (
                "true",
                #"<stdin>:1:132: error: view "n": navigationController: expected a navigation controller object, found true (tree.subviews[0].navigationController)"#
            ),
            (
                #"{}, "gestureRecognizers": [{"id": "n.interactivePop", "type": "tap"}]"#,
                #"<stdin>:1:166: error: view "n": gestureRecognizers[0].id: duplicate id "n.interactivePop": already used by the back-swipe UIKit installs on navigation controller view "n" at 1:132 (tree.subviews[0].gestureRecognizers[0].id)"#
            ),
        ])
    func navigationErrors(object: String, expected: String) {
        let tree =
            #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "n", "frame": [0, 0, 1, 1], "navigationController": "#
        #expect(failure(scenario(tree: tree + object + "}]}")) == expected)
    }
}
