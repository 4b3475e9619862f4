import Testing

@testable import TouchSimCore

/// docs/model.md §13: a scroll view's refresh control, watching the scroll view's own drag.
@Suite("Pull to refresh (docs/model.md §13)")
struct RefreshControlTests {
    /// A full-screen scroll view with a refresh control and content `height` tall.
    private func feed(contentHeight height: Double, refreshControl: Bool = true) -> ViewSpec {
        window([
            view("feed", "UIScrollView", Rect(0, 0, 390, 844)) { v in
                v.scroll!.contentSize = Size(390, height)
                v.scroll!.refreshControl = refreshControl
            }
        ])
    }

    /// A pull from y 100 to `end`, resting there before the lift, so the release has no speed.
    private func pull(to end: Double) -> [TouchEvent] {
        [
            ev(0, 1, .down, 200, 100), ev(30, 1, .move, 200, 120), ev(60, 1, .move, 200, end),
            ev(300, 1, .move, 200, end), ev(400, 1, .up, 200, end),
        ]
    }

    @Test("§13.1: content shorter than the bounds is pulled only when the scroll view has a refresh control")
    func refreshControlMakesShortContentBounce() {
        #expect(
            replay(feed(contentHeight: 300, refreshControl: false), pull(to: 200)).allSatisfy { !$0.contains("scroll") }
        )
        #expect(replay(feed(contentHeight: 300), pull(to: 200)).contains("60 feed scroll (0, -46.758) drag"))
    }

    @Test("§13.2 §13.3: a pull shown 120 pt past the top begins refreshing once, and the release rests at -60")
    func pullPastTheTriggerRefreshes() {
        // 290 pt of finger shows as 290 × 844 × 0.55 / (844 + 0.55 × 290) = 134.148 (§6.1).
        #expect(
            replay(feed(contentHeight: 2000), pull(to: 400)) == [
                "30 ask feed.gestureRecognizerShouldBegin(feed.pan)=true", "30 feed.pan began",
                "30 feed.delayedTouchesBegan failed", "30 feed scroll (0, -5.464) drag", "60 feed.pan changed",
                "60 feed scroll (0, -134.148) drag", "60 feed beginRefreshing", "60 feed valueChanged",
                "300 feed.pan changed", "400 feed.pan ended", "900 feed scroll (0, -60) bounce",
            ])
    }

    @Test("§13.2: a pull that stays short of the trigger does not refresh and bounces back to the top")
    func shortPullDoesNotRefresh() {
        let lines = replay(feed(contentHeight: 2000), pull(to: 300))
        #expect(!lines.contains { $0.contains("Refreshing") || $0.contains("valueChanged") })
        #expect(lines.last == "900 feed scroll (0, 0) bounce")
    }
}
