import Testing

@testable import TouchSimCore

/// docs/format.md §3's `summary` record: fingers in order of `down`, the rest in tree order.
@Suite("Summary record")
struct SummaryTests {
    private func ms(_ t: Double) -> SimTime { SimTime(milliseconds: t) }

    @Test(
        "§2 §7 The summary lists each finger in order of down with the last touches method its view got, and each control's events"
    )
    func touchesAndControls() {
        let root = window([
            view("buy", "UIButton", Rect(100, 100, 200, 44)),
            view("pad", "UIView", Rect(0, 300, 390, 300)) { $0.gestureRecognizers = [tapGesture("padTap")] },
        ])
        let events =
            tap(150, 120) + tap(155, 120, at: 200, holding: 60)  // a repeat (§7.2)
            + tap(50, 400, at: 400, finger: 2, holding: 50)  // recognized: the pad's touch is cancelled
            + [ev(500, 3, .down, 50, 900)]  // outside the window: no view
            + [ev(600, 4, .down, 50, 400)]  // never lifts; the tap fails after 750 ms
        let expected = Summary(
            touches: [
                .init(touch: 1, downAt: ms(0), view: "buy", last: .ended),
                .init(touch: 1, downAt: ms(200), view: "buy", last: .ended),
                .init(touch: 2, downAt: ms(400), view: "pad", last: .cancelled),
                .init(touch: 3, downAt: ms(500), view: nil, last: nil),
                .init(touch: 4, downAt: ms(600), view: "pad", last: .began),
            ],
            scrollViews: [],
            gestures: [.init(gesture: "padTap", view: "pad", states: RunList([.recognized, .failed]))],
            controls: [
                .init(
                    view: "buy",
                    events: RunList([.touchDown, .touchUpInside, .touchDown, .touchDownRepeat, .touchUpInside]))
            ])
        let result = summaryRecord(root, events)
        #expect(result?.summary == expected)
        #expect(result?.time == ms(1350))
    }

    @Test(
        "§5.1 The summary lists a scroll view's own recognizers first, then those added to it, then its subviews', in tree order"
    )
    func gesturesInTreeOrder() {
        let root = window([
            view(
                "list", "UIScrollView", Rect(0, 0, 390, 400),
                [
                    view("row", "UIView", Rect(0, 0, 390, 100)) { $0.gestureRecognizers = [tapGesture("rowTap")] }
                ]
            ) { v in
                v.scroll!.contentSize = Size(390, 1000)
                v.gestureRecognizers = [longPressGesture("listPress")]
            },
            view("footer", "UIView", Rect(0, 400, 390, 100)) { $0.gestureRecognizers = [tapGesture("footerTap")] },
        ])
        let events = tap(50, 50, holding: 400)
        // The delay ends first (§5.2); the tap then recognizes and fails every recognizer it
        // interacts with (§3.4) and cancels the row's touch (§3.6). The footer's is unrelated.
        #expect(
            replay(root, events) == [
                "150 ask list.touchesShouldBegin(row)=true",
                "150 list.delayedTouchesBegan failed",
                "150 row.began[1] -> list,window,windowScene,application,appDelegate",
                "400 ask row.gestureRecognizerShouldBegin(rowTap)=true",
                "400 rowTap recognized",
                "400 list.pan failed",
                "400 listPress failed",
                "400 row.cancelled[1] -> list,window,windowScene,application,appDelegate",
            ])
        let expected = Summary(
            touches: [.init(touch: 1, downAt: ms(0), view: "row", last: .cancelled)],
            scrollViews: [.init(view: "list", from: .zero, to: .zero)],
            gestures: [
                .init(gesture: "list.pan", view: "list", states: RunList([.failed])),
                .init(gesture: "list.delayedTouchesBegan", view: "list", states: RunList([.failed])),
                .init(gesture: "listPress", view: "list", states: RunList([.failed])),
                .init(gesture: "rowTap", view: "row", states: RunList([.recognized])),
                .init(gesture: "footerTap", view: "footer", states: RunList()),
            ],
            controls: [])
        #expect(summaryRecord(root, events)?.summary == expected)
    }
}
