import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// docs/format.md §2.8: a scroll view's `panGestureRecognizer` object.
@Suite("A scroll view's own pan, configured (docs/format.md §2.8)")
struct ScrollPanDecodingTests {
    private let prefix =
        #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 1, 1], "panGestureRecognizer": "#

    @Test("Its keys are a pan recognizer's, with UIKit's defaults for the rest")
    func decodes() throws {
        let tree =
            prefix
            + #"{"requireToFail": ["t"], "minimumNumberOfTouches": 2, "recognizeSimultaneouslyWith": "*", "shouldBegin": false}, "#
            + #""gestureRecognizers": [{"id": "t", "type": "tap"}]}]}"#
        var expected = ScrollPanSpec()
        expected.requireToFail = ["t"]
        expected.minimumNumberOfTouches = 2
        expected.recognizeSimultaneouslyWith = .all
        expected.shouldBegin = .always(false)
        #expect(try root(tree).subviews[0].scroll?.panGestureRecognizer == expected)
    }

    @Test(
        "Keys of other recognizers, self-requirements, bad counts and unknown ids are input errors",
        arguments: [
            (
                #"{"requireToFail": ["s.pan"]}"#,
                "<stdin>:1:176: error: view \"s\": panGestureRecognizer.requireToFail[0]: a recognizer cannot require itself to fail (tree.subviews[0].panGestureRecognizer.requireToFail[0])"
            ),
            (
                #"{"direction": "up"}"#,
                #"<stdin>:1:158: error: view "s": panGestureRecognizer.direction: unknown key "direction"; the closest known key is "enabled" (tree.subviews[0].panGestureRecognizer.direction)"#
            ),
            (
                #"{"minimumNumberOfTouches": 2, "maximumNumberOfTouches": 1}"#,
                "<stdin>:1:213: error: view \"s\": panGestureRecognizer.maximumNumberOfTouches: expected a number ≥ minimumNumberOfTouches (2), found 1 (tree.subviews[0].panGestureRecognizer.maximumNumberOfTouches)"
            ),
            (
                #"{"requireToFail": ["nope"]}"#,
                #"<stdin>:1:176: error: view "s": panGestureRecognizer.requireToFail[0]: no recognizer has the id "nope" (tree.subviews[0].panGestureRecognizer.requireToFail[0])"#
            ),
        ])
    func errors(object: String, expected: String) {
        #expect(failure(scenario(tree: prefix + object + "}]}")) == expected)
    }

    @Test("The pan of a private scroll view cannot be configured")
    func privateScrollView() {
        let tree =
            #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 1, 1], "#
            + #""wrapperView": {"panGestureRecognizer": {}}}]}"#
        #expect(
            failure(scenario(tree: tree, ios: "8.0"))?.hasSuffix(
                "view \"t\": wrapperView.panGestureRecognizer: the pan of a scroll view that UIKit inserts cannot be configured: an app has no reference to it (tree.subviews[0].wrapperView.panGestureRecognizer)"
            ) == true)
    }
}
