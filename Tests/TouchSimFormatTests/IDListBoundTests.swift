import Testing
import TouchSimCore

@testable import TouchSimFormat

/// docs/format.md §4.9: a `requireToFail` or `recognizeSimultaneouslyWith` list names at most
/// 100 recognizers, as many as one path may hold, refused at its 101st entry as the tree is read.
@Suite struct IDListBoundTests {
    private let message =
        "names more than 100 recognizers; at most 100 are accepted, as many as one path may hold (docs/format.md §4.9)"

    /// `count` ids `"r0"`, `"r1"`… of which only `"r0"` exists, so that any list is otherwise valid.
    private func list(_ count: Int) -> String {
        (0..<count).map { _ in #""r0""# }.joined(separator: ",")
    }

    private func tree(_ key: String, _ count: Int) -> String {
        #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "r0", "type": "tap"}, {"id": "g", "type": "tap", "\#(key)": [\#(list(count))]}]}"#
    }

    @Test("A requireToFail list of 100 ids is accepted; the 101st entry is an error there (§3.5; docs/format.md §4.9)")
    func requireToFail() throws {
        let accepted = try load(scenario(tree: tree("requireToFail", 100))).scene.root.gestureRecognizers
        #expect(accepted[1].requireToFail.count == 100)
        // The list's first id is at column 161; each entry takes 5 columns.
        #expect(
            failure(scenario(tree: tree("requireToFail", 101)))
                == "<stdin>:1:\(161 + 5 * 100): error: tree.gestureRecognizers[1].requireToFail[100]: requireToFail \(message)"
        )
    }

    @Test("A recognizeSimultaneouslyWith list is bounded the same way (§3.4; docs/format.md §4.9)")
    func recognizeSimultaneouslyWith() {
        #expect(
            failure(scenario(tree: tree("recognizeSimultaneouslyWith", 1_500)))?.hasSuffix(
                "error: tree.gestureRecognizers[1].recognizeSimultaneouslyWith[100]: recognizeSimultaneouslyWith \(message)"
            ) == true)
    }

    @Test(
        "A list of 20,000 ids among 2,000 recognizers is refused at its 101st entry, before the path limit (docs/format.md §4.9)"
    )
    func refusedBeforeTheTreeIsHeld() {
        let targets = (0..<2_000).map { #"{"id": "r\#($0)", "type": "tap"}"# }.joined(separator: ",")
        let ids = (0..<20_000).map { #""r\#($0 % 2_000)""# }.joined(separator: ",")
        let tree =
            #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "g", "type": "tap", "requireToFail": [\#(ids)]}, \#(targets)]}"#
        #expect(
            failure(scenario(tree: tree))?.contains(
                "error: tree.gestureRecognizers[0].requireToFail[100]: requireToFail \(message)") == true)
    }

    @Test("A scroll view's own pan takes the bound in its panGestureRecognizer object (§5.8; docs/format.md §4.9)")
    func scrollViewPan() {
        let tree =
            #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "r0", "type": "tap"}], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1], "panGestureRecognizer": {"requireToFail": [\#(list(101))]}}]}"#
        #expect(
            failure(scenario(tree: tree))?.contains(
                "tree.subviews[0].panGestureRecognizer.requireToFail[100]: requireToFail \(message)") == true)
    }

    @Test("Lists inside ignored keys are not bounded: they are never read (docs/format.md §1.4, §4.9)")
    func ignoredKeys() throws {
        let tree =
            #"{"id": "w", "frame": [0, 0, 390, 844], "x-draft": {"requireToFail": [\#(list(200))]}}"#
        #expect(try load(scenario(tree: tree)).scene.root.id == "w")
    }

    @Test(
        "A --set value is bounded as the tree's lists are, at its entry on the command line (docs/format.md §4.4, §4.9)"
    )
    func setValue() {
        let tree =
            #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "r0", "type": "tap"}, {"id": "g", "type": "tap"}]}"#
        #expect(
            failure(scenario(tree: tree), set: ["g.requireToFail=[\(list(101))]"])
                == pointed(
                    "g.requireToFail=[\(list(101))]", 18 + 5 * 100,
                    "recognizer \"g\": requireToFail[100]: requireToFail \(message)")
        )
    }
}
