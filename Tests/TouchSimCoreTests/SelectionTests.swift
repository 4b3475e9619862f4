import Testing

@testable import TouchSimCore

/// docs/model.md §10: a table or collection view highlights, unhighlights and selects its cells
/// as the `touches…` calls of a touch on a cell reach it.
@Suite("§10 Table and collection selection")
struct SelectionTests {
    /// A contacts table: row0 with a plain avatar view, row1 with a call button.
    private func contacts(delays: Bool = true, configure: (inout ViewSpec) -> Void = { _ in }) -> ViewSpec {
        window([
            view(
                "table", "UITableView", Rect(0, 0, 390, 844),
                [
                    view(
                        "row0", "UITableViewCell", Rect(0, 0, 390, 60),
                        [view("avatar0", "UIView", Rect(16, 10, 40, 40))]),
                    view(
                        "row1", "UITableViewCell", Rect(0, 60, 390, 60),
                        [view("call1", "UIButton", Rect(320, 10, 60, 40))]),
                ]
            ) {
                $0.scroll!.contentSize = Size(390, 2000)
                $0.scroll!.delaysContentTouches = delays
                configure(&$0)
            }
        ])
    }

    /// The `selection` lines of a replay: `T VIEW EVENT CELL` (a control's highlight line ends in
    /// true or false).
    private func selections(_ lines: [String]) -> [String] {
        lines.filter { line in
            let words = line.split(separator: " ")
            return words.count == 4 && ["highlight", "unhighlight", "select", "deselect"].contains(words[2])
                && !["true", "false"].contains(words[3])
        }
    }

    @Test(
        "§10.2 A quick tap on a cell's plain subview highlights, unhighlights and selects the cell at the lift (§5.2)")
    func quickTapSelectsAtLift() {
        #expect(
            selections(replay(contacts(), tap(36, 30))) == [
                "80 table highlight row0", "80 table unhighlight row0", "80 table select row0",
            ])
    }

    @Test("§10.2 A held touch highlights when the content delay lets it through, at 150 ms; the lift selects")
    func heldTouchHighlightsAt150() {
        #expect(
            selections(replay(contacts(), tap(200, 30, holding: 400))) == [
                "150 table highlight row0", "400 table unhighlight row0", "400 table select row0",
            ])
    }

    @Test("§10.2 §5.3 Without the content delay the cell highlights at down")
    func noDelayHighlightsAtDown() {
        #expect(
            selections(replay(contacts(delays: false), tap(200, 30, holding: 100))) == [
                "0 table highlight row0", "100 table unhighlight row0", "100 table select row0",
            ])
    }

    @Test("§10.2 §5.4 A drag after the delay cancels the cell's touch: unhighlight, no select")
    func dragUnhighlightsWithoutSelect() {
        let events = [ev(0, 1, .down, 200, 30), ev(250, 1, .move, 200, 10), ev(270, 1, .up, 200, 0)]
        let lines = replay(contacts(), events)
        #expect(selections(lines) == ["150 table highlight row0", "250 table unhighlight row0"])
        #expect(lines.contains("250 row0.cancelled[1] -> table,window,windowScene,application,appDelegate"))
    }

    @Test("§10.1 A button in a cell handles its touches itself: no highlight, no selection")
    func buttonInCellIsNotASelection() {
        let lines = replay(contacts(), tap(350, 90, holding: 300))
        #expect(lines.contains("300 call1 touchUpInside"))
        #expect(selections(lines).isEmpty)
    }

    @Test("§10.1 §1.5 A disabled button passes its calls up to the cell, which is selected")
    func disabledButtonSelectsTheCell() {
        let root = contacts { $0.subviews[1].subviews[0].control!.enabled = false }
        #expect(selections(replay(root, tap(350, 90, holding: 300))).last == "300 table select row1")
    }

    @Test("§10.1 A subview that handles touches, or a cell that does, keeps the calls from the table")
    func consumerOnTheWayStopsSelection() {
        let handlingAvatar = contacts { $0.subviews[0].subviews[0].handlesTouches = true }
        #expect(selections(replay(handlingAvatar, tap(36, 30, holding: 300))).isEmpty)
        let handlingCell = contacts { $0.subviews[0].handlesTouches = true }
        #expect(selections(replay(handlingCell, tap(200, 30, holding: 300))).isEmpty)
    }

    @Test("§10.1 A touch on the table itself, outside every cell, selects nothing")
    func touchOnTableSelectsNothing() {
        #expect(selections(replay(contacts(), tap(200, 500, holding: 300))).isEmpty)
    }

    @Test("§10.1 A collection view in a table cell takes the calls of its own cells; the table row is not selected")
    func nestedCollectionViewTakesItsCells() {
        let root = window([
            view(
                "table", "UITableView", Rect(0, 0, 390, 844),
                [
                    view(
                        "row0", "UITableViewCell", Rect(0, 0, 390, 200),
                        [
                            view(
                                "carousel", "UICollectionView", Rect(0, 0, 390, 200),
                                [view("item0", "UICollectionViewCell", Rect(0, 0, 150, 200))]
                            ) { $0.scroll!.contentSize = Size(1000, 200) }
                        ])
                ]
            ) { $0.scroll!.contentSize = Size(390, 2000) }
        ])
        #expect(selections(replay(root, tap(75, 100, holding: 300))).last == "300 carousel select item0")
        #expect(!replay(root, tap(75, 100, holding: 300)).contains { $0.contains("table select") })
        // The carousel's background: the first table or collection view on the way has no cell.
        #expect(selections(replay(root, tap(300, 100, holding: 300))).isEmpty)
    }

    @Test("§10.1 A cell of the other kind selects nothing: a UICollectionViewCell in a UITableView")
    func mismatchedCellKind() {
        let root = window([
            view(
                "table", "UITableView", Rect(0, 0, 390, 844), [view("odd", "UICollectionViewCell", Rect(0, 0, 390, 60))]
            )
        ])
        #expect(selections(replay(root, tap(200, 30, holding: 300))).isEmpty)
    }

    @Test("§10.1 A UICollectionViewCell laid in a table row is a plain view to the table: the row selects")
    func otherKindOfCellInsideRowIsPlainView() {
        // Issue 35's fourth break: the nearest cell of any kind stopped the row's selection.
        let root = contacts { $0.subviews[0].subviews[0].className = "UICollectionViewCell" }
        #expect(
            selections(replay(root, tap(36, 30))) == [
                "80 table highlight row0", "80 table unhighlight row0", "80 table select row0",
            ])
    }

    @Test("§10.2 §11.5 A table hears the end of a touch on a control enabled under the finger, and follows the next")
    func controlEnabledUnderFingerLetsTableFinish() {
        // Issue 35's third break: the switch took the touch's end, the table kept following it.
        let root = contacts(delays: false) {
            $0.subviews[0].subviews.append(
                view("wifi", "UISwitch", Rect(300, 10, 51, 31)) { $0.control!.enabled = false })
        }
        let lines = replay(root) { a in
            [
                .touches([ev(0, 1, .down, 320, 25)]),
                .changes([.controlEnabled(a.control(a.view("wifi")!)!, true)], at: SimTime(milliseconds: 50)),
                .touches([ev(100, 1, .up, 320, 25)]), .touches([ev(500, 2, .down, 100, 90)]),
                .touches([ev(580, 2, .up, 100, 90)]),
            ]
        }
        #expect(
            selections(lines) == [
                "0 table highlight row0", "100 table unhighlight row0", "100 table select row0",
                "500 table highlight row1", "580 table unhighlight row1", "580 table deselect row0",
                "580 table select row1",
            ])
        #expect(!lines.contains { $0.contains("wifi valueChanged") || $0.contains("wifi touch") })
    }

    @Test("§10.3 A re-tap selects the selected cell again; another cell deselects it first")
    func singleSelection() {
        let events =
            tap(200, 30, holding: 300) + tap(200, 30, at: 1000, holding: 300) + tap(36, 90, at: 2000, holding: 300)
        let root = window([
            view(
                "table", "UITableView", Rect(0, 0, 390, 844),
                [
                    view("row0", "UITableViewCell", Rect(0, 0, 390, 60)),
                    view("row1", "UITableViewCell", Rect(0, 60, 390, 60)),
                ])
        ])
        let lines = replay(root, events).filter { $0.contains("select") }
        #expect(
            lines == [
                "300 table select row0", "1300 table select row0", "2300 table deselect row0", "2300 table select row1",
            ])
        guard case .summary(let summary)? = records(root, events).last?.event else {
            Issue.record("no summary")
            return
        }
        #expect(
            summary.selections == [
                .init(view: "table", selects: RunList(["row0", "row0", "row1"]), selected: ["row1"])
            ])
    }

    @Test("§10.4 allowsSelection false: the cell gets its touches, but no highlight and no selection")
    func allowsSelectionFalse() {
        let lines = replay(contacts { $0.selection!.allowsSelection = false }, tap(200, 30, holding: 300))
        #expect(lines.contains("300 row0.ended[1] -> table,window,windowScene,application,appDelegate"))
        #expect(selections(lines).isEmpty)
    }

    @Test("§10.2 A lift outside the cell unhighlights it and selects nothing")
    func liftOutsideSelectsNothing() {
        let root = contacts(delays: false) { $0.scroll!.scrollEnabled = false }
        let events = [ev(0, 1, .down, 200, 30), ev(100, 1, .move, 200, 90), ev(200, 1, .up, 200, 90)]
        #expect(selections(replay(root, events)) == ["0 table highlight row0", "200 table unhighlight row0"])
    }

    @Test("§10.2 The table follows one touch: a second finger on another cell meanwhile is ignored")
    func oneTouchAtATime() {
        let root = contacts(delays: false) { $0.scroll!.scrollEnabled = false }
        let events = [
            ev(0, 1, .down, 200, 30), ev(50, 2, .down, 36, 90), ev(100, 2, .up, 36, 90), ev(200, 1, .up, 200, 30),
        ]
        #expect(
            selections(replay(root, events)) == [
                "0 table highlight row0", "200 table unhighlight row0", "200 table select row0",
            ])
    }

    @Test("§10.2 §3.6 A tap on the table's superview swallows the selection, unless it leaves the touches alone")
    func dismissTapOnSuperview() {
        func screen(cancels: Bool) -> ViewSpec {
            var root = contacts()
            root.gestureRecognizers = [tapGesture("dismiss") { $0.cancelsTouchesInView = cancels }]
            return root
        }
        let events = tap(200, 30) + tap(200, 30, at: 1000, holding: 300)
        #expect(
            selections(replay(screen(cancels: true), events)) == [
                "1150 table highlight row0", "1300 table unhighlight row0",
            ])
        #expect(
            selections(replay(screen(cancels: false), events)) == [
                "80 table highlight row0", "80 table unhighlight row0", "80 table select row0",
                "1150 table highlight row0", "1300 table unhighlight row0", "1300 table select row0",
            ])
    }
}

/// docs/model.md §10.2: one table's state machine, driven directly.
@Suite("§10.2 The selection state machine of one table")
struct ListSelectionTests {
    private let cell = ViewIndex(2)
    private let touch = TouchIndex(0)
    /// A delegate that implements none of its optional methods.
    private let none: ListSelection.Delegate = { _, _ in nil }

    @Test("§10.2 An end or cancel of a touch the table does not follow changes nothing")
    func otherTouchesIgnored() {
        var list = ListSelection(view: ViewIndex(1), spec: SelectionSpec(), selected: [])
        _ = list.began(touch, on: cell, delegate: none)
        #expect(list.ended(TouchIndex(1), inside: true, delegate: none).isEmpty)
        #expect(list.cancelled(TouchIndex(1)).isEmpty)
        #expect(list.ended(touch, inside: true, delegate: none) == [.event(.unhighlight, cell), .event(.select, cell)])
        #expect(list.selected == [cell])
    }

    @Test("§10.2 The table beginning to scroll unhighlights the cell; the touch's end then selects nothing")
    func scrollBeganDropsTheTouch() {
        var list = ListSelection(view: ViewIndex(1), spec: SelectionSpec(), selected: [])
        _ = list.began(touch, on: cell, delegate: none)
        #expect(list.scrollBegan() == [.event(.unhighlight, cell)])
        #expect(list.ended(touch, inside: true, delegate: none).isEmpty)
        #expect(list.scrollBegan().isEmpty)
        #expect(list.selected.isEmpty)
    }

    @Test("§10.4 allowsSelection false: began highlights nothing")
    func allowsSelectionFalse() {
        var spec = SelectionSpec()
        spec.allowsSelection = false
        var list = ListSelection(view: ViewIndex(1), spec: spec, selected: [])
        #expect(list.began(touch, on: cell, delegate: none).isEmpty)
        #expect(list.ended(touch, inside: true, delegate: none).isEmpty)
    }
}
