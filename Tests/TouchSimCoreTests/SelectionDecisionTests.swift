import Testing

@testable import TouchSimCore

/// docs/model.md §10.5-§10.7, §11.6: the selection the app decides: multiple selection and
/// editing, the delegate's answers, a deselection in `didSelectRowAt`, `allowsSelection` set
/// during a trace.
@Suite("§10.5-§10.7 Selection the app decides")
struct SelectionDecisionTests {
    /// A photo grid without the content delay (a tap's lines all come at down and lift): three
    /// cells in a row, 100 pt wide.
    private func photos(_ configure: (inout SelectionSpec) -> Void = { _ in }) -> ViewSpec {
        window([
            view(
                "grid", "UICollectionView", Rect(0, 0, 300, 600),
                [
                    view("p0", "UICollectionViewCell", Rect(0, 0, 100, 100)),
                    view("p1", "UICollectionViewCell", Rect(100, 0, 100, 100)),
                    view("p2", "UICollectionViewCell", Rect(200, 0, 100, 100)),
                ]
            ) {
                $0.scroll!.contentSize = Size(300, 2000)
                $0.scroll!.delaysContentTouches = false
                configure(&$0.selection!)
            }
        ])
    }

    /// The table's lines, `ask` lines included, without the touches and gestures.
    private func lines(_ root: ViewSpec, _ events: [TouchEvent]) -> [String] {
        replay(root, events).filter {
            $0.contains(" grid ") || ($0.contains("ask grid.") && !$0.contains("touchesShouldBegin"))
        }
    }

    private func summary(_ root: ViewSpec, _ events: [TouchEvent]) -> Summary.SelectionEntry? {
        guard case .summary(let summary)? = records(root, events).last?.event else { return nil }
        return summary.selections.first
    }

    @Test("§10.5 Multiple selection: each tap adds a cell, a tap on a selected cell deselects it")
    func multipleSelection() {
        let root = photos { $0.allowsMultipleSelection = true }
        let events = tap(50, 50) + tap(150, 50, at: 200) + tap(50, 50, at: 400)
        #expect(
            lines(root, events).filter { !$0.contains("highlight") } == [
                "80 grid select p0", "280 grid select p1", "480 grid deselect p0",
            ])
        #expect(summary(root, events) == .init(view: "grid", selects: RunList(["p0", "p1"]), selected: ["p1"]))
    }

    @Test("§10.3 §10.5 Cells selected beforehand: single selection deselects one, multiple deselects the tapped one")
    func selectedBeforehand() {
        let single = photos { $0.selectedCells = ["p2"] }
        #expect(
            lines(single, tap(50, 50)).filter { !$0.contains("highlight") } == [
                "80 grid deselect p2", "80 grid select p0",
            ])
        let multiple = photos {
            $0.allowsMultipleSelection = true
            $0.selectedCells = ["p2", "p0"]
        }
        #expect(lines(multiple, tap(250, 50)).filter { !$0.contains("highlight") } == ["80 grid deselect p2"])
        #expect(summary(multiple, tap(250, 50))?.selected == ["p0"])
    }

    @Test("§10.5 Editing: the editing pair decides, and multiple selection during editing allows selection by itself")
    func editing() {
        let off = photos { $0.editing = true }
        #expect(lines(off, tap(50, 50)).isEmpty)
        let single = photos {
            $0.editing = true
            $0.allowsSelection = false
            $0.allowsSelectionDuringEditing = true
        }
        #expect(lines(single, tap(50, 50)).contains("80 grid select p0"))
        let multiple = photos {
            $0.editing = true
            $0.allowsMultipleSelectionDuringEditing = true
            $0.allowsMultipleSelection = false
        }
        #expect(summary(multiple, tap(50, 50) + tap(150, 50, at: 200))?.selected == ["p0", "p1"])
    }

    @Test("§10.6 shouldHighlightRow false: no highlight and no selection; the delegate is asked at touchesBegan")
    func shouldHighlightFalse() {
        let root = photos { $0.shouldHighlightRow = .rules([OverrideRule(matcher: .id("p0"), answer: .no)]) }
        #expect(lines(root, tap(50, 50)) == ["0 ask grid.shouldHighlightRowAt(p0)=false rule 0"])
        #expect(
            lines(root, tap(150, 50)) == [
                "0 ask grid.shouldHighlightRowAt(p1)=true", "0 grid highlight p1", "80 grid unhighlight p1",
                "80 grid select p1",
            ])
    }

    @Test("§10.6 willSelectRow: false selects nothing and keeps the old selection; a cell's id selects that cell")
    func willSelect() {
        let refuses = photos {
            $0.selectedCells = ["p2"]
            $0.willSelectRow = .always(false)
        }
        #expect(
            lines(refuses, tap(50, 50)) == [
                "0 grid highlight p0", "80 grid unhighlight p0", "80 ask grid.willSelectRowAt(p0)=false",
            ])
        #expect(summary(refuses, tap(50, 50))?.selected == ["p2"])
        let redirects = photos { $0.willSelectRow = .rules([OverrideRule(matcher: .id("p0"), answer: .cell("p1"))]) }
        #expect(
            lines(redirects, tap(50, 50)) == [
                "0 grid highlight p0", "80 grid unhighlight p0", "80 ask grid.willSelectRowAt(p0)=true rule 0",
                "80 grid select p1",
            ])
    }

    @Test(
        "§10.6 shouldDeselectRow false keeps a cell selected: in multiple selection, and the old one in single selection"
    )
    func shouldDeselectFalse() {
        let multiple = photos {
            $0.allowsMultipleSelection = true
            $0.selectedCells = ["p0"]
            $0.shouldDeselectRow = .always(false)
        }
        #expect(lines(multiple, tap(50, 50)).last == "80 ask grid.willDeselectRowAt(p0)=false")
        #expect(summary(multiple, tap(50, 50))?.selected == ["p0"])
        let single = photos {
            $0.selectedCells = ["p0"]
            $0.shouldDeselectRow = .always(false)
        }
        #expect(
            lines(single, tap(150, 50)).filter { !$0.contains("highlight") } == [
                "80 ask grid.willDeselectRowAt(p0)=false", "80 grid select p1",
            ])
        #expect(summary(single, tap(150, 50))?.selected == ["p0", "p1"])
    }

    @Test(
        "§10.7 deselectsOnSelect: the app deselects the cell right after didSelectRowAt, and a re-tap selects it again")
    func deselectsOnSelect() {
        let root = photos { $0.deselectsOnSelect = true }
        let events = tap(50, 50) + tap(50, 50, at: 200)
        #expect(
            lines(root, events).filter { !$0.contains("highlight") } == [
                "80 grid select p0", "80 grid appDeselect p0", "280 grid select p0", "280 grid appDeselect p0",
            ])
        #expect(summary(root, events) == .init(view: "grid", selects: RunList(["p0", "p0"]), selected: []))
    }

    @Test("§11.6 allowsSelection set to false during a held touch: the lift unhighlights and selects nothing")
    func allowsSelectionSetDuringTouch() {
        let root = photos()
        let out = replay(root) { addresses in
            let list = addresses.selection(addresses.view("grid")!)!
            return [
                .touches([ev(0, 1, .down, 50, 50)][...]),
                .changes([.allowsSelection(list, false)], at: SimTime(milliseconds: 40)),
                .touches([ev(80, 1, .up, 50, 50)][...]),
                .changes([.allowsSelection(list, true)], at: SimTime(milliseconds: 100)),
                .touches([ev(200, 1, .down, 150, 50)][...]), .touches([ev(280, 1, .up, 150, 50)][...]),
            ]
        }
        #expect(
            out.filter { $0.contains(" grid ") } == [
                "0 grid highlight p0", "80 grid unhighlight p0", "200 grid highlight p1", "280 grid unhighlight p1",
                "280 grid select p1",
            ])
    }
}
