import Testing

@testable import TouchSimCore

/// docs/model.md §15: a view's context menu interaction, its press a recognizer in the arena.
@Suite("Context menus (docs/model.md §15)")
struct ContextMenuTests {
    /// A collection view whose one cell has a context menu; `appLongPress` adds the app's own
    /// long press of that many seconds to the cell.
    private func grid(appLongPress: Double? = nil) -> ViewSpec {
        window([
            view("grid", "UICollectionView", Rect(0, 0, 390, 844)) { v in
                v.scroll!.contentSize = Size(390, 2000)
                v.subviews = [
                    view("photo", "UICollectionViewCell", Rect(0, 0, 130, 130)) { cell in
                        cell.contextMenu = true
                        if let duration = appLongPress {
                            cell.gestureRecognizers = [
                                RecognizerSpec(
                                    id: "hold",
                                    kind: .longPress(
                                        minimumPressDuration: duration, allowableMovement: 10,
                                        numberOfTouchesRequired: 1,
                                        numberOfTapsRequired: 0))
                            ]
                        }
                    }
                ]
            }
        ])
    }

    /// A finger down on the photo at 0 ms, lifted at `lift`.
    private func press(lift: Double) -> [TouchEvent] { [ev(0, 1, .down, 60, 60), ev(lift, 1, .up, 60, 60)] }

    @Test("§15.1 §15.2: a press held 500 ms shows the menu, cancels the cell's touch and selects nothing")
    func heldPressShowsMenuWithoutSelecting() {
        #expect(
            replay(grid(), press(lift: 800)) == [
                "150 ask grid.touchesShouldBegin(photo)=true", "150 grid.delayedTouchesBegan failed",
                "150 photo.began[1] -> grid,window,windowScene,application,appDelegate", "150 grid highlight photo",
                "500 photo.contextMenu began", "500 photo menu shown", "500 grid.pan failed",
                "500 photo.cancelled[1] -> grid,window,windowScene,application,appDelegate",
                "500 grid unhighlight photo", "800 photo.contextMenu ended",
            ])
    }

    @Test("§15.1: a tap fails the press at the lift and the cell is selected")
    func tapSelects() {
        let lines = replay(grid(), press(lift: 80))
        #expect(lines.first == "80 photo.contextMenu failed")
        #expect(lines.last == "80 grid select photo")
        #expect(!lines.contains { $0.contains("menu") && !$0.contains("contextMenu failed") })
    }

    @Test("§15.1: a drag of 10 pt before 500 ms fails the press and the grid's pan scrolls")
    func dragScrolls() {
        let lines = replay(grid(), [ev(0, 1, .down, 60, 100), ev(30, 1, .move, 60, 80), ev(60, 1, .up, 60, 40)])
        #expect(
            lines.prefix(3) == [
                "30 photo.contextMenu failed", "30 ask grid.gestureRecognizerShouldBegin(grid.pan)=true",
                "30 grid.pan began",
            ])
        #expect(!lines.contains { $0.contains("menu shown") })
    }

    @Test("§15.3: the next touch after the menu goes to the menu: it hits nothing and dismisses the menu")
    func nextTouchDismisses() {
        let events = press(lift: 700) + [ev(1000, 1, .down, 60, 60), ev(1080, 1, .up, 60, 60)]
        let lines = replay(grid(), events, keepInput: true)
        #expect(lines.suffix(3) == ["1000 input 1 down nil", "1000 photo menu dismissed", "1080 input 1 up"])
        #expect(summary(grid(), events)?.contextMenus.map { Array($0.events) } == [[.shown, .dismissed]])
    }

    @Test("The summary lists only the menus that showed (docs/format.md §3.4): a quick tap leaves none")
    func summaryListsOnlyMenusThatShowed() {
        #expect(summary(grid(), press(lift: 80))?.contextMenus.isEmpty == true)
        #expect(summary(grid(), press(lift: 800))?.contextMenus.map(\.view) == ["photo"])
    }

    @Test("§15.3: a system cancel of the press that showed the menu closes it")
    func cancelClosesMenu() {
        let lines = replay(grid(), [ev(0, 1, .down, 60, 60), ev(600, 1, .cancel, 60, 60)])
        #expect(lines.suffix(2) == ["600 photo.contextMenu cancelled", "600 photo menu cancelled"])
    }

    @Test("§15.4: at equal durations the menu's press, added first, fails the app's long press")
    func menuBeatsEqualLongPress() {
        let lines = replay(grid(appLongPress: 0.5), press(lift: 800))
        #expect(lines.contains("500 photo menu shown"))
        #expect(lines.contains("500 hold failed"))
    }

    @Test("§15.4: the app's shorter long press begins first and the menu never shows")
    func shorterLongPressWins() {
        let lines = replay(grid(appLongPress: 0.3), press(lift: 800))
        #expect(lines.contains("300 hold began"))
        #expect(lines.contains("300 photo.contextMenu failed"))
        #expect(!lines.contains { $0.contains("menu shown") })
    }

    @Test("§15.1: before iOS 13 there is no context menu interaction: its press stays disabled")
    func noMenuBeforeIOS13() {
        let lines = replay(grid(), ios: IOSVersion(12, 0), press(lift: 800))
        #expect(!lines.contains { $0.contains("contextMenu") || $0.contains("menu") })
    }
}
