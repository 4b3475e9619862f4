import Testing

@testable import TouchSimCore

/// docs/model.md §7.5: from iOS 26 a control's highlight lasts at least 120 ms.
@Suite("§7.5 The minimum highlight of iOS 26")
struct MinimumHighlightTests {
    private let ios26 = IOSVersion(26, 0)
    private let button = window([view("buy", "UIButton", Rect(100, 100, 200, 44))])

    /// The seed's feed: a button in a scroll view whose content delay holds the touch.
    private let feed = window([
        view("feed", "UIScrollView", Rect(0, 0, 390, 844), [view("buy", "UIButton", Rect(20, 100, 160, 44))]) {
            $0.scroll!.contentSize = Size(390, 3000)
        }
    ])

    @Test("§7.5 On iOS 26 the quick tap of §7.4 flashes: on at the lift, touchUpInside, off 120 ms later")
    func quickTapFlashesOnIOS26() {
        let lines = replay(feed, ios: ios26, tap(60, 120)).filter { $0.contains("buy") }
        #expect(
            lines == [
                "80 ask feed.touchesShouldBegin(buy)=true", "80 buy.began[1]", "80 buy highlight true",
                "80 buy touchDown", "80 buy.ended[1]", "80 buy touchUpInside", "200 buy highlight false",
            ])
    }

    @Test("§7.4 Before iOS 26 the same tap turns the highlight on and off in one instant")
    func quickTapNeverSeenOnIOS17() {
        let lines = replay(feed, tap(60, 120)).filter { $0.contains("highlight") }
        #expect(lines == ["80 buy highlight true", "80 buy highlight false"])
    }

    @Test("§7.5 A 50 ms tap keeps the highlight until 120 ms after it went on; a 200 ms tap loses it at the lift")
    func heldOnlyWhenShort() {
        #expect(
            replay(button, ios: ios26, tap(150, 120, holding: 50)).suffix(3) == [
                "50 buy.ended[1]", "50 buy touchUpInside", "120 buy highlight false",
            ])
        #expect(
            replay(button, ios: ios26, tap(150, 120, holding: 200)).suffix(3) == [
                "200 buy.ended[1]", "200 buy highlight false", "200 buy touchUpInside",
            ])
    }

    @Test("§7.5 A lift outside is not held: the highlight goes at the lift")
    func liftOutsideNotHeld() {
        let events = [ev(0, 1, .down, 150, 120), ev(50, 1, .up, 150, 300)]
        #expect(
            replay(button, ios: ios26, events).suffix(4) == [
                "50 buy.ended[1]", "50 buy highlight false", "50 buy touchDragExit", "50 buy touchUpOutside",
            ])
    }

    @Test("§7.5 A second touch during the held highlight keeps it on: no off line in between")
    func secondTouchKeepsHeldHighlight() {
        let lines = replay(button, ios: ios26, tap(150, 120, holding: 50) + tap(150, 120, at: 100, holding: 300))
        #expect(lines.filter { $0.contains("highlight") } == ["0 buy highlight true", "400 buy highlight false"])
    }
}
