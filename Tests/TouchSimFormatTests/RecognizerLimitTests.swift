import Testing
import TouchSimCore

@testable import TouchSimFormat

/// docs/format.md §4.9: at most 1,000 gesture recognizers on one view's path, counted before
/// anything is replayed.
@Suite struct RecognizerLimitTests {
    private func recognizers(_ count: Int, from first: Int = 0) -> String {
        (first..<first + count).map { #"{"id": "r\#($0)", "type": "tap"}"# }.joined(separator: ", ")
    }

    @Test("1,000 recognizers on one view are accepted; a 1,001st on the same path is an error at the view (§4.9)")
    func limitOnOneView() throws {
        let accepted = scenario(
            tree: #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [\#(recognizers(1_000))]}"#)
        #expect(try load(accepted).scene.root.gestureRecognizers.count == 1_000)
        let refused = scenario(
            tree: #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [\#(recognizers(1_001))]}"#)
        #expect(
            failure(refused)
                == #"<stdin>:1:32: error: tree.id: view "w" and its superviews hold 1001 gesture recognizers, a scroll view's own two each included; at most 1000 are accepted (docs/format.md §4.9)"#
        )
    }

    @Test("Recognizers count along the path: 600 on the window and 401 on a subview refuse the subview (§4.9)")
    func limitAlongThePath() {
        let tree =
            #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "a", "frame": [0, 0, 1, 1]}, {"id": "b", "frame": [0, 0, 1, 1], "gestureRecognizers": [\#(recognizers(401, from: 600))]}], "gestureRecognizers": [\#(recognizers(600))]}"#
        #expect(
            failure(scenario(tree: tree))?.hasSuffix(
                #"error: tree.subviews[1].id: view "b" and its superviews hold 1001 gesture recognizers, a scroll view's own two each included; at most 1000 are accepted (docs/format.md §4.9)"#
            ) == true)
    }

    @Test("A scroll view's own pan and content delay count: 999 above a scroll view make 1,001 (§4.9 §5.1)")
    func scrollViewsCount() {
        let tree =
            #"{"id": "w", "frame": [0, 0, 390, 844], "gestureRecognizers": [\#(recognizers(999))], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1]}]}"#
        #expect(failure(scenario(tree: tree))?.contains(#"view "s" and its superviews hold 1001"#) == true)
    }

    @Test("100,000 recognizers spread over sibling views, 1 per path, are accepted (§4.9)")
    func siblingsDoNotAddUp() throws {
        let subviews = (0..<100_000).map {
            #"{"id": "v\#($0)", "frame": [0, 0, 1, 1], "gestureRecognizers": [{"id": "r\#($0)", "type": "tap"}]}"#
        }.joined(separator: ", ")
        let tree = #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [\#(subviews)]}"#
        #expect(try load(scenario(tree: tree)).scene.root.subviews.count == 100_000)
    }
}
