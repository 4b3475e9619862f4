import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

private let window = #"{"id": "w", "frame": [0, 0, 390, 844]"#
private let table =
    window
    + #", "subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 390, 844], "wrapperView": {"delaysContentTouches": false},"#
    + #""subviews": [{"id": "c", "class": "UITableViewCell", "frame": [0, 0, 390, 44], "cellScrollView": {"canCancelContentTouches": false}}]}]}"#

@Test(
    "On iOS 8–10 a table's wrapperView configures its wrapper view, and a cell's cellScrollView is ignored with a warning (docs/model.md §8)"
)
func wrapperViewOnIOS9() throws {
    let file = try load(scenario(tree: table, ios: "9.3"))
    var wrapper = ScrollSpec()
    wrapper.delaysContentTouches = false
    let tableView = file.scene.root.subviews[0]
    #expect(same(tableView.wrapperView, wrapper))
    #expect(same(tableView.subviews[0].cellScrollView, nil))
    #expect(
        file.warnings.map(\.rendered) == [
            "<stdin>:1:280: warning: view \"c\": cellScrollView: iOS 9.3 has no UITableViewCellScrollView (only iOS 7.x do, docs/model.md §8); \"cellScrollView\" is ignored (tree.subviews[0].subviews[0].cellScrollView)"
        ])
}

@Test("On iOS 7 a cell's cellScrollView configures its cell scroll view (docs/model.md §8)")
func cellScrollViewOnIOS7() throws {
    let file = try load(scenario(tree: table, ios: "7.1"))
    var cellScrollView = ScrollSpec()
    cellScrollView.canCancelContentTouches = false
    #expect(same(file.scene.root.subviews[0].subviews[0].cellScrollView, cellScrollView))
    #expect(file.warnings.map(\.path) == ["tree.subviews[0].wrapperView"])
}

@Test("On iOS 11 and later both keys are ignored with warnings (docs/model.md §8)")
func neitherOnIOS17() throws {
    let file = try load(scenario(tree: table))
    #expect(file.warnings.map(\.severity) == [.warning, .warning])
    #expect(file.scene.ios == IOSVersion(17, 0))
    #expect(same(file.scene.root.subviews[0].wrapperView, nil))
}

@Test("A private scroll view's content size is fixed by UIKit (docs/format.md §2)")
func privateContentSize() {
    let json = scenario(
        tree: window
            + #", "subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 1, 1], "wrapperView": {"contentSize": [1, 1]}}]}"#,
        ios: "9.0")
    #expect(
        failure(json)
            == "<stdin>:1:166: error: view \"t\": wrapperView.contentSize: UIKit fixes the content size of this private scroll view to its bounds; remove \"contentSize\" (tree.subviews[0].wrapperView.contentSize)"
    )
}

@Test(
    "The private scroll views' ids and their recognizers' ids exist only where the iOS has them (docs/model.md §8, docs/format.md §2)"
)
func privateIds() throws {
    let tree =
        window + #", "gestureRecognizers": [{"id": "g", "type": "pan", "requireToFail": ["t.wrapper.pan"]}],"#
        + #""subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 1, 1]}]}"#
    let file = try load(scenario(tree: tree, ios: "10.0"))
    #expect(file.scene.root.gestureRecognizers[0].requireToFail == ["t.wrapper.pan"])
    #expect(
        failure(scenario(tree: tree, ios: "11.0"))
            == "<stdin>:1:147: error: recognizer \"g\": requireToFail[0]: no recognizer has the id \"t.wrapper.pan\" (tree.gestureRecognizers[0].requireToFail[0])"
    )
    let clash =
        window
        + #", "subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 1, 1]}, {"id": "t.wrapper", "frame": [0, 0, 1, 1]}]}"#
    #expect(
        failure(scenario(tree: clash, ios: "8.0"))
            == "<stdin>:1:158: error: tree.subviews[1].id: duplicate id \"t.wrapper\": already used by the private scroll view UIKit inserts for \"t\" at 1:98"
    )
}

/// A table with a background view and one cell, its wrapper at `index`.
private func tableWithBackground(index: String) -> String {
    window
        + #", "subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 390, 844], "wrapperIndex": "# + index
        + #", "subviews": [{"id": "bg", "frame": [0, 0, 390, 844]}, {"id": "c", "class": "UITableViewCell", "frame": [0, 0, 390, 44]}]}]}"#
}

@Test(
    "wrapperIndex puts the iOS 8–10 wrapper after that many of the table's other subviews, so a background view listed first stays behind the cells (docs/model.md §8)"
)
func wrapperIndexPlacesTheWrapper() throws {
    let front = try load(scenario(tree: tableWithBackground(index: "1"), ios: "8.0")).scene.liveWindows[0].subviews[0]
    #expect(front.subviews.map(\.id) == ["bg", "t.wrapper"])
    #expect(front.subviews[1].subviews.map(\.id) == ["c"])
    let back = try load(scenario(tree: tableWithBackground(index: "0"), ios: "8.0")).scene.liveWindows[0].subviews[0]
    #expect(back.subviews.map(\.id) == ["t.wrapper", "bg"])
    #expect(
        failure(scenario(tree: tableWithBackground(index: "2"), ios: "8.0"))
            == "<stdin>:1:170: error: view \"t\": wrapperIndex: the wrapper can sit at most at index 1: the table has 1 subview that is not a cell (tree.subviews[0].wrapperIndex)"
    )
    #expect(failure(scenario(tree: tableWithBackground(index: "-1"), ios: "8.0"))?.contains("wrapperIndex") == true)
    let ios17 = try load(scenario(tree: tableWithBackground(index: "1")))
    #expect(ios17.warnings.map(\.path) == ["tree.subviews[0].wrapperIndex"])
}

@Test(
    "An iOS 7 cell scroll view takes a content size wider than the row, and scrolls horizontally to close an open row (docs/model.md §8)"
)
func cellScrollViewContentSize() throws {
    let tree =
        window
        + #", "subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 320, 568], "subviews": [{"id": "c", "class": "UITableViewCell", "frame": [0, 0, 320, 44], "cellScrollView": {"contentOffset": [82, 0], "contentSize": [402, 44]}}]}]}"#
    let file = try load(scenario(tree: tree, ios: "7.0"))
    let cellScroll = try #require(file.scene.liveWindows[0].subviews[0].subviews[0].subviews.first?.scroll)
    #expect(cellScroll.contentSize == Size(402, 44))
    #expect(cellScroll.contentOffset == Point(82, 0))
    // Never less than the row: a smaller one is the row's bounds.
    let small = tree.replacingOccurrences(of: "[402, 44]", with: "[10, 10]")
    let bounded = try load(scenario(tree: small, ios: "7.0"))
    #expect(bounded.scene.liveWindows[0].subviews[0].subviews[0].subviews.first?.scroll?.contentSize == Size(320, 44))
}
