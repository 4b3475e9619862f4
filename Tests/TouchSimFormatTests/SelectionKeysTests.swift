import Testing
import TouchSimCore
import TouchSimFormat

/// A table of three cells; `%KEYS%` are the table's extra keys.
private let table = """
    {"touchsim": 1, "tree": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
      {"id": "table", "class": "UITableView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000]%KEYS%, "subviews": [
        {"id": "row0", "class": "UITableViewCell", "frame": [0, 0, 390, 60]},
        {"id": "row1", "class": "UITableViewCell", "frame": [0, 60, 390, 60]},
        {"id": "tile", "class": "UICollectionViewCell", "frame": [0, 120, 390, 60]}]}]},
     "events": [{"t": 0, "touch": 1, "phase": "down", "x": 200, "y": 30}, {"t": 300, "touch": 1, "phase": "up", "x": 200, "y": 30}]}
    """

private func scenario(_ keys: String) -> String { table.replacingOccurrences(of: "%KEYS%", with: ", " + keys) }

@Suite("The selection keys the app decides (docs/format.md §2.12; docs/model.md §10.5-§10.7, §11.6)")
struct SelectionKeysTests {
    @Test("§10.5-§10.7 Every selection key is decoded into the table's SelectionSpec")
    func decoded() throws {
        let json = scenario(
            #""allowsMultipleSelection": true, "editing": true, "allowsSelectionDuringEditing": true, "allowsMultipleSelectionDuringEditing": true, "selectedCells": ["row1", "row0"], "shouldHighlightRow": false, "willSelectRow": [{"id": "row0", "return": "row1"}, {"kindOf": "UITableViewCell", "return": "super"}], "shouldDeselectRow": [{"id": "row1", "return": false}], "deselectsOnSelect": true"#
        )
        let spec = try #require(load(json).scene.root.subviews[0].selection)
        var expected = SelectionSpec()
        expected.allowsMultipleSelection = true
        expected.editing = true
        expected.allowsSelectionDuringEditing = true
        expected.allowsMultipleSelectionDuringEditing = true
        expected.selectedCells = ["row1", "row0"]
        expected.shouldHighlightRow = .always(false)
        expected.willSelectRow = .rules([
            OverrideRule(matcher: .id("row0"), answer: .cell("row1")),
            OverrideRule(matcher: .kindOf("UITableViewCell"), answer: .callSuper),
        ])
        expected.shouldDeselectRow = .rules([OverrideRule(matcher: .id("row1"), answer: .no)])
        expected.deselectsOnSelect = true
        #expect(spec == expected)
    }

    @Test(
        "Input errors name what the user wrote: a cell of another kind or of no table, a repeat, several cells in single selection, a gesture key, a cell id where only booleans go",
        arguments: [
            (
                #""selectedCells": ["tile"]"#,
                #"<stdin>:2:116: error: view "table": selectedCells[0]: "tile" is not a cell of "table" (a cell of its kind below it, with no other table or collection view between, docs/model.md §10.1) (tree.subviews[0].selectedCells[0])"#
            ),
            (
                #""selectedCells": ["row0", "row0"]"#,
                #"<stdin>:2:124: error: view "table": selectedCells[1]: "row0" is listed twice (tree.subviews[0].selectedCells[1])"#
            ),
            (
                #""selectedCells": ["row0", "row1"]"#,
                #"<stdin>:2:115: error: view "table": selectedCells: 2 selected cells, but this table selects one cell at a time; set "allowsMultipleSelection" to true or list one cell (tree.subviews[0].selectedCells)"#
            ),
            (
                #""willSelectRow": [{"id": "row0", "return": "window"}]"#,
                #"<stdin>:2:141: error: view "table": willSelectRow[0].return: "window" is not a cell of "table" (a cell of its kind below it, with no other table or collection view between, docs/model.md §10.1) (tree.subviews[0].willSelectRow[0].return)"#
            ),
            (
                #""shouldHighlightRow": [{"id": "row0", "return": "row1"}]"#,
                #"<stdin>:2:146: error: view "table": shouldHighlightRow[0].return: expected true, false or "super", found "row1" (tree.subviews[0].shouldHighlightRow[0].return)"#
            ),
            (
                #""shouldDeselectRow": [{"startsIn": "row0", "return": true}]"#,
                #"<stdin>:2:121: error: view "table": shouldDeselectRow[0].startsIn: "startsIn" looks at a gesture, but a table's delegate is asked about a cell only (docs/format.md §2.12) (tree.subviews[0].shouldDeselectRow[0].startsIn)"#
            ),
            (
                #""editing": 1"#,
                #"<stdin>:2:109: error: view "table": editing: expected true or false, found 1 (tree.subviews[0].editing)"#
            ),
        ])
    func errors(keys: String, message: String) {
        #expect(failure(scenario(keys)) == message)
    }

    @Test("§11.6 allowsSelection may change in a set event; a table's other selection keys cannot")
    func setEvents() {
        let base = table.replacingOccurrences(of: "%KEYS%", with: "")
        let allowed = base.replacingOccurrences(
            of: #"{"t": 300,"#, with: #"{"t": 100, "set": {"table.allowsSelection": false}}, {"t": 300,"#)
        #expect(failure(allowed) == nil)
        let refused = base.replacingOccurrences(
            of: #"{"t": 300,"#, with: #"{"t": 100, "set": {"table.editing": true}}, {"t": 300,"#)
        #expect(
            failure(refused)?.contains(
                #""editing" cannot change during a trace; a table or collection view's keys that can are"#) == true)
    }
}
