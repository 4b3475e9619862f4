import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReplay

/// A contacts table with two cells, the second holding a button; `%KEYS%` are the table's extra
/// keys, `%EVENTS%` the trace.
private let contacts = """
    {"touchsim": 1, "name": "contacts", "tree": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
      {"id": "table", "class": "UITableView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000]%KEYS%, "subviews": [
        {"id": "row0", "class": "UITableViewCell", "frame": [0, 0, 390, 60]},
        {"id": "row1", "class": "UICollectionViewCell", "frame": [0, 60, 390, 60]}]}]},
     "events": [{"t": 0, "touch": 1, "phase": "down", "x": 200, "y": 30}, {"t": 300, "touch": 1, "phase": "up", "x": 200, "y": 30}]}
    """

private func contactsScenario(keys: String = "") -> String {
    contacts.replacingOccurrences(of: "%KEYS%", with: keys)
}

/// The replay of `json` in `format`.
private func replayed(_ json: String, as format: OutputFormat, set overrides: [String] = []) throws -> String {
    let scenario = try load(json, set: overrides)
    var bytes: [UInt8] = []
    let sink = ByteSink(capacity: 16) { bytes += $0 }
    // A small sink: its drain runs mid-line too.
    try ReplayPipeline(schedule: .inline).replay(
        scenario, notingPassedOverViews: false, into: format.writer(to: sink, scene: scenario.scene))
    sink.flush()
    return String(decoding: bytes, as: UTF8.self)
}

@Suite("Table and collection selection in the scenario and the output (docs/format.md §2.12, §3; docs/model.md §10)")
struct SelectionOutputTests {
    @Test("§10.2 The text format prints selection lines as VIEW CELL EVENT and the summary's selections entry")
    func textLines() throws {
        let lines = try replayed(contactsScenario(), as: .text).split(separator: "\n").map(String.init)
        #expect(
            lines.filter { $0.contains("selection") } == [
                "    150      selection  table row0 highlight",
                "    300      selection  table row0 unhighlight",
                "    300      selection  table row0 select",
                "                        selection table selects row0; selected row0",
            ])
    }

    @Test("§10.2 jsonl: a selection line has view, cell and event; the summary lists selects and selected per table")
    func jsonlLines() throws {
        let lines = try replayed(contactsScenario(), as: .jsonl).split(separator: "\n").map(String.init)
        #expect(lines.contains(#"{"t":300,"type":"selection","view":"table","cell":"row0","event":"select"}"#))
        #expect(
            lines.last?.hasSuffix(#","selections":[{"view":"table","selects":["row0"],"selected":["row0"]}]}"#) == true)
    }

    @Test("§10.4 allowsSelection false, in the tree or through --set, prints no selection line")
    func allowsSelectionFalse() throws {
        for text in [
            try replayed(contactsScenario(keys: #", "allowsSelection": false"#), as: .text),
            try replayed(contactsScenario(), as: .text, set: ["table.allowsSelection=false"]),
        ] {
            #expect(!text.contains("selection  "))
            #expect(text.contains("selection table selects none; selected none"))
        }
    }

    @Test("§10.2 chrome-trace: each selection line is an instant on the table's track")
    func chromeTraceInstant() throws {
        let trace = try replayed(contactsScenario(), as: .chromeTrace)
        #expect(trace.contains(#"{"name":"table row0 select","ph":"i""#))
    }

    @Test("allowsSelection of the wrong type, or on a view that is no table or collection view, is an input error")
    func validation() {
        #expect(
            failure(contactsScenario(keys: #", "allowsSelection": "no""#))
                == #"<stdin>:2:117: error: view "table": allowsSelection: expected true or false, found "no" (tree.subviews[0].allowsSelection)"#
        )
        let onCell = contacts.replacingOccurrences(
            of: #""frame": [0, 0, 390, 60]}"#, with: #""frame": [0, 0, 390, 60], "allowsSelection": true}"#
        ).replacingOccurrences(of: "%KEYS%", with: "")
        #expect(
            failure(onCell)
                == #"<stdin>:3:74: error: view "row0": allowsSelection: "allowsSelection" is a key of UITableView and UICollectionView and their subclasses, but this view is a UITableViewCell (tree.subviews[0].subviews[0].allowsSelection)"#
        )
        #expect(
            failure(contactsScenario(), set: ["table.allowsSelection=1"])?.contains(
                "allowsSelection: expected true or false, found 1") == true)
    }

    @Test("UICollectionViewCell is a built-in class whose superclass is UIView, and kindOf rules see it")
    func collectionViewCellClass() throws {
        let classes = try load(contactsScenario()).scene.classes
        #expect(classes.superclass(of: "UICollectionViewCell") == "UIView")
        let custom = contacts.replacingOccurrences(
            of: #""class": "UICollectionViewCell""#, with: #""class": "TileCell", "superclass": "UICollectionViewCell""#
        ).replacingOccurrences(
            of: "%KEYS%", with: #", "touchesShouldBegin": [{"kindOf": "UICollectionViewCell", "return": false}]"#)
        #expect(try load(custom).scene.classes.isKind("TileCell", of: "UICollectionViewCell"))
    }
}
