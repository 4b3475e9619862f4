import Testing
import TouchSimCore

@testable import TouchSimFormat

/// docs/format.md §4.9: at most 100 gesture recognizers on one view's path, counted before
/// anything is replayed.
@Suite struct RecognizerLimitTests {
    private func recognizers(_ count: Int, from first: Int = 0) -> String {
        (first..<first + count).map { #"{"id": "r\#($0)", "type": "tap"}"# }.joined(separator: ", ")
    }

    @Test(
        "100 recognizers on one view are accepted; a 101st on the same path is an error at the view (docs/format.md §4.9)"
    )
    func limitOnOneView() throws {
        let accepted = scenario(
            tree: #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [\#(recognizers(100))]}"#)
        #expect(try load(accepted).scene.root.gestureRecognizers.count == 100)
        let refused = scenario(
            tree: #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [\#(recognizers(101))]}"#)
        #expect(
            failure(refused)
                == #"<stdin>:1:32: error: tree.id: view "w" and its superviews hold 101 gesture recognizers, a scroll view's own two each included; at most 100 are accepted (docs/format.md §4.9)"#
        )
    }

    @Test(
        "Recognizers count along the path: 60 on the window and 41 on a subview refuse the subview (docs/format.md §4.9)"
    )
    func limitAlongThePath() {
        let tree =
            #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "a", "frame": [0, 0, 1, 1]}, {"id": "b", "frame": [0, 0, 1, 1], "gestureRecognizers": [\#(recognizers(41, from: 60))]}], "gestureRecognizers": [\#(recognizers(60))]}"#
        #expect(
            failure(scenario(tree: tree))?.hasSuffix(
                #"error: tree.subviews[1].id: view "b" and its superviews hold 101 gesture recognizers, a scroll view's own two each included; at most 100 are accepted (docs/format.md §4.9)"#
            ) == true)
    }

    @Test(
        "A scroll view's own pan and content delay count: 99 above a scroll view make 101 (§5.1; docs/format.md §4.9)")
    func scrollViewsCount() {
        let tree =
            #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [\#(recognizers(99))], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1]}]}"#
        #expect(failure(scenario(tree: tree))?.contains(#"view "s" and its superviews hold 101"#) == true)
    }

    @Test("100,000 recognizers spread over sibling views, 1 per path, are accepted (docs/format.md §4.9)")
    func siblingsDoNotAddUp() throws {
        let subviews = (0..<100_000).map {
            #"{"id": "v\#($0)", "frame": [0, 0, 1, 1], "gestureRecognizers": [{"id": "r\#($0)", "type": "tap"}]}"#
        }.joined(separator: ", ")
        let tree = #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [\#(subviews)]}"#
        #expect(try load(scenario(tree: tree)).scene.root.subviews.count == 100_000)
    }
}
