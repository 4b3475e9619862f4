import Testing
import TouchSimFix
import TouchSimFormat

/// `touchsim fix` on the classic conflicts of traces/fix: each finds the fix the seed articles
/// and UIKit's documentation give, and the whole printed output is pinned.
@Suite("touchsim fix on the classic conflicts")
struct ClassicConflictTests {
    @Test(
        "The seed's quick tap highlights once the feed has no content delay and a cancel rule for buttons, so the drag still scrolls (§5.2, §5.3, §5.4)"
    )
    func seedQuickTap() throws {
        let expected = #"""
            want buy:highlight<100ms in traces/fix/quick-tap-highlights.json: fails now
            want buy:touchUpInside in traces/fix/quick-tap-highlights.json: holds now
            want feed:scrolled in traces/fix/drag-from-button-scrolls.json: fails now

            fix 1: 2 changes
              --set feed.delaysContentTouches=false --set 'feed.touchesShouldCancelInContentView=[{"kindOf":"UIButton","return":true}]'
              swift:
                feed.delaysContentTouches = false
                // feed: make it a subclass of UIScrollView that overrides
                override func touchesShouldCancel(in view: UIView) -> Bool {
                    if view is UIButton { return true }
                    return super.touchesShouldCancel(in: view)
                }
              side effects:
                traces/fix/drag-from-button-scrolls.json: buy no longer gets touchesMoved
                traces/fix/drag-from-button-scrolls.json: buy no longer sends touchDragInside
                traces/fix/drag-from-button-scrolls.json: buy no longer gets touchesEnded
                traces/fix/drag-from-button-scrolls.json: buy no longer sends touchUpInside
                traces/fix/drag-from-button-scrolls.json: buy now gets touchesCancelled
                traces/fix/drag-from-button-scrolls.json: buy now sends touchCancel

            1 fix within 3 changes (tried 37 change sets)

            """#
        #expect(
            try fixOutput(["traces/fix/quick-tap-highlights.json", "traces/fix/drag-from-button-scrolls.json"])
                == expected)
    }

    @Test("On iOS 8 the fix is on the table's private wrapper view, not on the table (§8)")
    func wrapper() throws {
        let expected = #"""
            want follow0:highlight<100ms in traces/fix/ios8-cell-button-quick-tap-highlights.json: fails now
            want follow0:touchUpInside in traces/fix/ios8-cell-button-quick-tap-highlights.json: holds now

            fix 1: 1 change
              --set table.wrapper.delaysContentTouches=false
              swift:
                // table.wrapper is UIKit's private UITableViewWrapperView, a subview of table
                for case let scrollView as UIScrollView in table.subviews { scrollView.delaysContentTouches = false }
              side effects: none

            fix 2: 1 change
              --set table.wrapper.scrollEnabled=false
              swift:
                // table.wrapper is UIKit's private UITableViewWrapperView, a subview of table
                for case let scrollView as UIScrollView in table.subviews { scrollView.isScrollEnabled = false }
              side effects: none

            2 fixes within 3 changes (tried 131 change sets)

            """#
        #expect(try fixOutput(["traces/fix/ios8-cell-button-quick-tap-highlights.json"]) == expected)
    }

    @Test("A dismiss-keyboard tap keeps the control's tap once it no longer cancels touches in its view (§3.6, §3.9)")
    func dismissTap() throws {
        let expected = #"""
            want terms:touchUpInside in traces/fix/dismiss-keyboard-tap-keeps-control-tap.json: fails now
            want dismiss:recognized in traces/fix/dismiss-keyboard-tap-keeps-control-tap.json: holds now

            fix 1: 1 change
              --set dismiss.cancelsTouchesInView=false
              swift:
                dismiss.cancelsTouchesInView = false
              side effects:
                traces/fix/dismiss-keyboard-tap-keeps-control-tap.json: terms no longer gets touchesCancelled
                traces/fix/dismiss-keyboard-tap-keeps-control-tap.json: terms no longer sends touchCancel
                traces/fix/dismiss-keyboard-tap-keeps-control-tap.json: terms now gets touchesEnded

            1 fix within 3 changes (tried 26 change sets)

            """#
        #expect(try fixOutput(["traces/fix/dismiss-keyboard-tap-keeps-control-tap.json"]) == expected)
    }

    @Test("The single tap requires the double tap to fail, and a lone tap still fires (§3.4, §3.5)")
    func singleDouble() throws {
        let expected = #"""
            want double:recognized in traces/fix/double-tap-without-single-tap.json: fails now
            want !single:recognized in traces/fix/double-tap-without-single-tap.json: fails now
            want single:recognized in traces/fix/single-tap-still-fires.json: holds now
            want !double:recognized in traces/fix/single-tap-still-fires.json: holds now

            fix 1: 1 change
              --set 'single.requireToFail=["double"]'
              swift:
                single.require(toFail: double)
              side effects:
                traces/fix/double-tap-without-single-tap.json: double no longer fails
                traces/fix/double-tap-without-single-tap.json: single now fails

            1 fix within 3 changes (tried 232 change sets)

            """#
        #expect(
            try fixOutput(["traces/fix/double-tap-without-single-tap.json", "traces/fix/single-tap-still-fires.json"])
                == expected)
    }

    @Test("A carousel inside a feed: the fix is on the outer feed, and the carousel still pages (§5.2, §5.4, §5.7)")
    func carousel() throws {
        let expected = #"""
            want card0:highlight<100ms in traces/fix/carousel-quick-tap-highlights.json: fails now
            want card0:touchUpInside in traces/fix/carousel-quick-tap-highlights.json: holds now
            want feed:scrolled in traces/fix/carousel-vertical-drag-scrolls-feed.json: fails now
            want !card0:touchUpInside in traces/fix/carousel-vertical-drag-scrolls-feed.json: fails now
            want carousel:scrolled in traces/fix/carousel-horizontal-drag-pages.json: holds now
            want feed:!scrolled in traces/fix/carousel-horizontal-drag-pages.json: holds now
            want !card0:touchUpInside in traces/fix/carousel-horizontal-drag-pages.json: holds now

            fix 1: 2 changes
              --set feed.delaysContentTouches=false --set 'feed.touchesShouldCancelInContentView=[{"kindOf":"UIButton","return":true}]'
              swift:
                feed.delaysContentTouches = false
                // feed: make it a subclass of UIScrollView that overrides
                override func touchesShouldCancel(in view: UIView) -> Bool {
                    if view is UIButton { return true }
                    return super.touchesShouldCancel(in: view)
                }
              side effects:
                traces/fix/carousel-vertical-drag-scrolls-feed.json: card0 no longer gets touchesMoved
                traces/fix/carousel-vertical-drag-scrolls-feed.json: card0 no longer sends touchDragInside
                traces/fix/carousel-vertical-drag-scrolls-feed.json: card0 no longer gets touchesEnded
                traces/fix/carousel-vertical-drag-scrolls-feed.json: card0 now gets touchesCancelled
                traces/fix/carousel-vertical-drag-scrolls-feed.json: card0 now sends touchCancel

            1 fix within 3 changes (tried 222 change sets)

            """#
        #expect(
            try fixOutput([
                "traces/fix/carousel-quick-tap-highlights.json", "traces/fix/carousel-vertical-drag-scrolls-feed.json",
                "traces/fix/carousel-horizontal-drag-pages.json",
            ]) == expected)
    }
}
