import Testing
import TouchSimCore
import TouchSimFormat

/// docs/format.md §2.17: a UITableViewCell's swipe-action keys, decoded and validated like every key.
@Suite("Swipe actions (docs/format.md §2.17)")
struct SwipeActionsDecodingTests {
    private let prefix =
        #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 1, 1], "subviews": [{"id": "c", "class": "UITableViewCell", "frame": [0, 0, 1, 1], "#

    @Test(
        "The three keys decode into the cell's actions; performsFirstActionWithFullSwipe is true by default (docs/model.md §14)"
    )
    func decodes() throws {
        let cell = try root(prefix + #""trailingSwipeActions": 2, "leadingSwipeActions": 1}]}]}"#).subviews[0].subviews[
            0]
        var expected = SwipeActionsSpec()
        expected.trailing = 2
        expected.leading = 1
        #expect(cell.swipeActions == expected)
        let noFull = try root(prefix + #""performsFirstActionWithFullSwipe": false}]}]}"#).subviews[0].subviews[0]
        #expect(noFull.swipeActions?.performsFirstActionWithFullSwipe == false)
        #expect(noFull.swipeActions?.trailing == 0)
    }

    @Test(
        "Broken swipe-action keys are input errors naming what was written; the table's recognizer ids are taken",
        arguments: [
            (
                #""trailingSwipeActions": -1"#,
                #"<stdin>:1:232: error: tree.subviews[0].subviews[0].trailingSwipeActions: expected a number of trailing swipe actions, 0 for none, found -1"#
            ),
            (
                #""leadingSwipeActions": "two""#,
                #"<stdin>:1:231: error: tree.subviews[0].subviews[0].leadingSwipeActions: expected a number of leading swipe actions, 0 for none, found "two""#
            ),
            (
                #""leadingSwipeActions": 1.5"#,
                #"<stdin>:1:231: error: tree.subviews[0].subviews[0].leadingSwipeActions: expected a number of leading swipe actions, 0 for none, found 1.5"#
            ),
            (
                #""performsFirstActionWithFullSwipe": 1"#,
                #"<stdin>:1:244: error: tree.subviews[0].subviews[0].performsFirstActionWithFullSwipe: expected true or false, found 1"#
            ),
            (
                #""gestureRecognizers": [{"id": "t.swipeActions", "type": "tap"}]"#,
                #"<stdin>:1:238: error: tree.subviews[0].subviews[0].gestureRecognizers[0].id: duplicate id "t.swipeActions": already used by a swipe-action recognizer UIKit installs on table "t" at 1:80"#
            ),
        ])
    func errors(keys: String, expected: String) {
        #expect(failure(scenario(tree: prefix + keys + "}]}]}")) == expected)
    }

    @Test("The keys belong to UITableViewCell: on another view they are input errors")
    func onTheWrongClass() {
        #expect(
            failure(
                scenario(
                    tree:
                        #"{"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "v", "frame": [0, 0, 1, 1], "trailingSwipeActions": 2}]}"#
                ))
                == #"<stdin>:1:108: error: tree.subviews[0].trailingSwipeActions: "trailingSwipeActions" is a key of UITableViewCell and its subclasses, but this view is a UIView"#
        )
    }
}
