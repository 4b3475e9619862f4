import Testing

@testable import TouchSimCore

/// docs/model.md §12: a presented sheet's dismissal pan, competing with the scroll view inside it.
@Suite("Sheets (docs/model.md §12)")
struct SheetTests {
    /// A page sheet 790 pt tall holding a header and a table of 1400 pt, scrolled to `offset`.
    private func sheet(
        offset: Double = 0, style: PresentationStyle = .pageSheet, modal: Bool = false
    ) -> ViewSpec {
        window([
            view("home", "UIView", Rect(0, 0, 390, 844), [view("compose", "UIButton", Rect(300, 60, 80, 44))]),
            view(
                "sheet", "UIView", Rect(0, 54, 390, 790),
                [
                    view("header", "UIView", Rect(0, 0, 390, 56)),
                    view("list", "UITableView", Rect(0, 56, 390, 734)) { v in
                        v.scroll!.contentSize = Size(390, 1400)
                        v.scroll!.contentOffset = Point(0, offset)
                    },
                ]
            ) { v in
                var presentation = PresentationSpec()
                presentation.style = style
                presentation.modalInPresentation = modal
                v.presentation = presentation
            },
        ])
    }

    /// A drag straight down from (200, y) to (200, y + 15), then to `to`, lifting there at `liftAt`.
    private func dragDown(from y: Double, to end: Double, liftAt: Double = 90) -> [TouchEvent] {
        [
            ev(0, 1, .down, 200, y), ev(30, 1, .move, 200, y + 15), ev(60, 1, .move, 200, end),
            ev(liftAt, 1, .up, 200, end),
        ]
    }

    @Test(
        "§12.2: a downward drag on a table resting at its top moves the sheet, not the table, and a fling dismisses it")
    func tableAtTopHandsTheDragToTheSheet() {
        #expect(
            replay(sheet(), dragDown(from: 200, to: 400)) == [
                "30 ask list.gestureRecognizerShouldBegin(list.pan)=true", "30 list.pan began",
                "30 list.delayedTouchesBegan failed",
                "30 ask sheet.gestureRecognizerShouldBegin(sheet.dismissPan)=true",
                "30 sheet.dismissPan began", "30 sheet dismissDrag began 5", "60 list.pan changed",
                "60 sheet.dismissPan changed", "60 sheet dismissDrag changed 190", "90 list.pan ended",
                "90 sheet.dismissPan ended", "90 sheet dismissDrag ended 190", "90 sheet dismissed",
            ])
        #expect(summary(sheet(), dragDown(from: 200, to: 400))?.scrollViews.map(\.to) == [Point(0, 0)])
    }

    @Test("§12.2: a table scrolled down keeps the whole drag: the sheet says NO and the table rubber-bands at its top")
    func scrolledTableKeepsTheDrag() {
        let lines = replay(sheet(offset: 100), dragDown(from: 200, to: 400, liftAt: 400))
        #expect(lines.contains("30 ask sheet.gestureRecognizerShouldBegin(sheet.dismissPan)=false"))
        #expect(lines.contains("30 sheet.dismissPan failed"))
        #expect(lines.contains("60 list scroll (0, -46.373) drag"))
        #expect(!lines.contains { $0.contains("dismissDrag") || $0.contains("dismissed") })
    }

    @Test("§12.1: an upward drag on the sheet's chrome: the sheet answers NO, as it moves only down")
    func upwardDragIsRefused() {
        let events = [ev(0, 1, .down, 100, 100), ev(30, 1, .move, 100, 80), ev(60, 1, .up, 100, 60)]
        let lines = replay(sheet(), events)
        #expect(
            lines.prefix(3) == [
                "0 header.began[1] -> sheet,window,windowScene,application,appDelegate",
                "30 ask sheet.gestureRecognizerShouldBegin(sheet.dismissPan)=false", "30 sheet.dismissPan failed",
            ])
    }

    @Test("§12.1: a full-screen presentation, and a page sheet before iOS 13, have no working dismissal pan")
    func noDismissalPanWithoutASheet() {
        let events = [ev(0, 1, .down, 100, 80), ev(30, 1, .move, 100, 120), ev(60, 1, .up, 100, 300)]
        #expect(!replay(sheet(style: .fullScreen), events).contains { $0.contains("dismissPan") })
        #expect(!replay(sheet(), ios: IOSVersion(12, 4), events).contains { $0.contains("dismissPan") })
        #expect(replay(sheet(style: .formSheet), events).contains("60 sheet dismissed"))
    }

    @Test("§12.3: a slow short drag springs the sheet back; a dismissed sheet leaves the window for later touches")
    func releaseRestoresOrDismisses() {
        let slow = [
            ev(0, 1, .down, 100, 80), ev(30, 1, .move, 100, 110), ev(400, 1, .move, 100, 140),
            ev(800, 1, .up, 100, 140),
        ]
        #expect(Array(replay(sheet(), slow).suffix(2)) == ["800 sheet dismissDrag ended 50", "800 sheet restored"])
        let thenTap = dragDown(from: 80, to: 600) + [ev(500, 2, .down, 330, 80), ev(550, 2, .up, 330, 80)]
        let lines = replay(sheet(), thenTap, keepInput: true)
        #expect(lines.contains("90 sheet dismissed"))
        #expect(lines.contains("500 input 2 down compose"))
        #expect(lines.contains("550 compose touchUpInside"))
    }

    @Test("§12.4: modalInPresentation resists the drag, reports didAttemptToDismiss for a fling and restores the sheet")
    func modalInPresentationRefuses() {
        let lines = replay(sheet(modal: true), dragDown(from: 80, to: 300))
        // t = 210 shows as 210 × 790 × 0.55 / (790 + 0.55 × 210) = 100.768 (§6.1's band over the height).
        #expect(lines.contains("60 sheet dismissDrag changed 100.768"))
        #expect(Array(lines.suffix(2)) == ["90 sheet didAttemptToDismiss", "90 sheet restored"])
        #expect(summary(sheet(modal: true), dragDown(from: 80, to: 300))?.presentations.map(\.dismissed) == [false])
    }
}
