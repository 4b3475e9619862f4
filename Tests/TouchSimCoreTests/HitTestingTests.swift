import Testing

@testable import TouchSimCore

/// docs/model.md §1.1–§1.2: which view a `down` hits. Each test replays taps with the `input`
/// lines kept, so the hit view and the calls it receives are both in the log.
@Suite("§1.1–§1.2 Hit-testing")
struct HitTestingTests {
    // MARK: §1.1 views that hit-testing skips

    @Test("§1.1 A hidden view is skipped: the touch goes to the view behind it")
    func hiddenViewSkipped() {
        let root = window([
            view("back", "UIView", Rect(0, 0, 200, 200)),
            view("front", "UIView", Rect(0, 0, 200, 200)) { $0.hidden = true },
        ])
        #expect(
            replay(root, tap(50, 50), keepInput: true) == [
                "0 input 1 down back",
                "0 back.began[1] -> window,windowScene,application,appDelegate",
                "80 input 1 up",
                "80 back.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§1.1 The subviews of a hidden view are skipped with it")
    func hiddenViewHidesSubviews() {
        let root = window([
            view("back", "UIView", Rect(0, 0, 200, 200)),
            view(
                "sheet", "UIView", Rect(0, 0, 200, 200),
                [
                    view("ok", "UIButton", Rect(20, 20, 100, 44))
                ]
            ) { $0.hidden = true },
        ])
        #expect(replay(root, tap(50, 40), keepInput: true) == plainTapLog("back"))
    }

    @Test("§1.1 A view with userInteractionEnabled = false is skipped, its subviews with it")
    func nonInteractiveViewSkipped() {
        let root = window([
            view(
                "card", "UIView", Rect(0, 0, 200, 200),
                [
                    view("inner", "UIView", Rect(10, 10, 100, 100))
                ]
            ) { $0.userInteractionEnabled = false }
        ])
        #expect(
            replay(root, tap(50, 50), keepInput: true) == [
                "0 input 1 down window",
                "0 window.began[1] -> windowScene,application,appDelegate",
                "80 input 1 up",
                "80 window.ended[1] -> windowScene,application,appDelegate",
            ])
    }

    @Test(
        "§1.1 A view with alpha below 0.01 is skipped; at 0.01 and above it is hit",
        arguments: [(0.0, "back"), (0.009, "back"), (0.01, "overlay"), (0.5, "overlay")])
    func alphaThreshold(alpha: Double, hit: String) {
        let root = window([
            view("back", "UIView", Rect(0, 0, 200, 200)),
            view("overlay", "UIView", Rect(0, 0, 200, 200)) { $0.alpha = alpha },
        ])
        #expect(replay(root, tap(50, 50), keepInput: true) == plainTapLog(hit))
    }

    @Test("§1.1 UILabel and UIImageView are not interactive by default: even a button inside the image view is not hit")
    func labelAndImageViewNotInteractive() {
        let root = window([
            view(
                "photo", "UIImageView", Rect(0, 0, 390, 300),
                [
                    view("like", "UIButton", Rect(10, 10, 60, 44))
                ]),
            view("caption", "UILabel", Rect(0, 300, 390, 40)),
        ])
        #expect(
            replay(root, tap(30, 30) + tap(30, 320, at: 200), keepInput: true) == [
                "0 input 1 down window",
                "0 window.began[1] -> windowScene,application,appDelegate",
                "80 input 1 up",
                "80 window.ended[1] -> windowScene,application,appDelegate",
                "200 input 1 down window",
                "200 window.began[1] -> windowScene,application,appDelegate",
                "280 input 1 up",
                "280 window.ended[1] -> windowScene,application,appDelegate",
            ])
    }

    @Test("§1.1 A UIImageView with userInteractionEnabled = true lets its button be hit")
    func interactiveImageViewPassesToButton() {
        let root = window([
            view(
                "photo", "UIImageView", Rect(0, 0, 390, 300),
                [
                    view("like", "UIButton", Rect(10, 10, 60, 44))
                ]
            ) { $0.userInteractionEnabled = true }
        ])
        #expect(
            replay(root, tap(30, 30), keepInput: true) == [
                "0 input 1 down like",
                "0 like.began[1]",
                "0 like highlight true",
                "0 like touchDown",
                "80 input 1 up",
                "80 like.ended[1]",
                "80 like highlight false",
                "80 like touchUpInside",
            ])
    }

    // MARK: §1.1 order and coordinates

    @Test("§1.1 Where siblings overlap the frontmost (last) one wins; elsewhere the one behind is hit")
    func frontmostSiblingWins() {
        let root = window([
            view("back", "UIView", Rect(0, 0, 200, 200)),
            view("front", "UIView", Rect(100, 100, 200, 200)),
        ])
        #expect(
            replay(root, tap(150, 150) + tap(50, 50, at: 200), keepInput: true)
                == plainTapLog("front") + plainTapLog("back", at: 200))
    }

    @Test("§1.1 The deepest view holding the point is hit, the point converted through each frame")
    func deepestViewHit() {
        let root = window([
            view(
                "outer", "UIView", Rect(100, 100, 200, 200),
                [
                    view("inner", "UIView", Rect(50, 50, 20, 20))
                ])
        ])
        #expect(
            replay(root, tap(155, 155) + tap(115, 115, at: 200) + tap(55, 55, at: 400), keepInput: true) == [
                "0 input 1 down inner",
                "0 inner.began[1] -> outer,window,windowScene,application,appDelegate",
                "80 input 1 up",
                "80 inner.ended[1] -> outer,window,windowScene,application,appDelegate",
                "200 input 1 down outer",
                "200 outer.began[1] -> window,windowScene,application,appDelegate",
                "280 input 1 up",
                "280 outer.ended[1] -> window,windowScene,application,appDelegate",
                "400 input 1 down window",
                "400 window.began[1] -> windowScene,application,appDelegate",
                "480 input 1 up",
                "480 window.ended[1] -> windowScene,application,appDelegate",
            ])
    }

    // MARK: §1.2 pointInside

    @Test("§1.2 A subview is not hit where it sticks out of its superview's bounds")
    func subviewOutsideSuperviewNotHit() {
        let root = window([
            view(
                "panel", "UIView", Rect(0, 0, 100, 100),
                [
                    view("badge", "UIView", Rect(80, 80, 50, 50))
                ])
        ])
        #expect(
            replay(root, tap(110, 110) + tap(90, 90, at: 200), keepInput: true) == [
                "0 input 1 down window",
                "0 window.began[1] -> windowScene,application,appDelegate",
                "80 input 1 up",
                "80 window.ended[1] -> windowScene,application,appDelegate",
                "200 input 1 down badge",
                "200 badge.began[1] -> panel,window,windowScene,application,appDelegate",
                "280 input 1 up",
                "280 badge.ended[1] -> panel,window,windowScene,application,appDelegate",
            ])
    }

    @Test("§1.2 pointInside is half-open: the right and bottom edges miss, the left and top edges hit")
    func halfOpenEdges() {
        let root = window([view("v", "UIView", Rect(100, 100, 50, 50))])
        let taps = tap(150, 120) + tap(120, 150, at: 200) + tap(100, 100, at: 400) + tap(149.5, 149.5, at: 600)
        #expect(
            replay(root, taps, keepInput: true)
                == plainTapLog("window") + plainTapLog("window", at: 200) + plainTapLog("v", at: 400)
                + plainTapLog("v", at: 600))
    }

    @Test("§1.2 The window's frame origin moves nothing: points are window coordinates, its bounds start at (0, 0)")
    func windowFrameOriginIgnored() {
        var root = window([view("v", "UIView", Rect(0, 0, 10, 10))])
        root.frame = Rect(50, 50, 100, 100)
        let taps = tap(5, 5) + tap(99.5, 99.5, at: 200) + tap(100, 5, at: 400)
        #expect(
            replay(root, taps, keepInput: true)
                == plainTapLog("v") + plainTapLog("window", at: 200) + ["400 input 1 down nil", "480 input 1 up"])
    }

    @Test("§1.2 Negative hitTestInsets enlarge the hit area; its far edges stay half-open")
    func negativeInsetsEnlarge() {
        let root = window([view("tiny", "UIView", Rect(100, 100, 20, 20)) { $0.hitTestInsets = insets(-10) }])
        // The enlarged area is x, y in [90, 130).
        #expect(
            replay(root, tap(92, 125) + tap(130, 110, at: 200), keepInput: true)
                == plainTapLog("tiny") + plainTapLog("window", at: 200))
    }

    @Test("§1.2 One enlarged side: only the bottom inset is negative, so only the bottom grows")
    func oneSideEnlarged() {
        let root = window([view("v", "UIView", Rect(100, 100, 50, 30)) { $0.hitTestInsets = insets(0, 0, -20, 0) }])
        #expect(
            replay(root, tap(120, 140) + tap(120, 95, at: 200), keepInput: true)
                == plainTapLog("v") + plainTapLog("window", at: 200))
    }

    @Test("§1.2 Positive hitTestInsets shrink the hit area: the margin goes to the view behind")
    func positiveInsetsShrink() {
        let root = window([view("v", "UIView", Rect(100, 100, 50, 50)) { $0.hitTestInsets = insets(10) }])
        #expect(
            replay(root, tap(105, 120) + tap(110, 110, at: 200), keepInput: true)
                == plainTapLog("window") + plainTapLog("v", at: 200))
    }

    @Test("§1.2 A point in a superview's shrunk margin never reaches the subview lying there")
    func shrunkSuperviewHidesSubview() {
        let root = window([
            view(
                "parent", "UIView", Rect(100, 100, 100, 100),
                [
                    view("corner", "UIView", Rect(0, 0, 20, 20))
                ]
            ) { $0.hitTestInsets = insets(10) }
        ])
        #expect(
            replay(root, tap(105, 105) + tap(115, 115, at: 200), keepInput: true) == plainTapLog("window") + [
                "200 input 1 down corner",
                "200 corner.began[1] -> parent,window,windowScene,application,appDelegate",
                "280 input 1 up",
                "280 corner.ended[1] -> parent,window,windowScene,application,appDelegate",
            ])
    }

    @Test("§1.2 A button's enlarged hit area does not reach beyond its superview's bounds")
    func enlargedAreaClippedBySuperview() {
        let root = window([
            view(
                "bar", "UIView", Rect(0, 100, 390, 44),
                [
                    view("close", "UIButton", Rect(350, 7, 30, 30)) { $0.hitTestInsets = insets(-20) }
                ])
        ])
        // (360, 95) is in close's enlarged area but 5 pt above the bar; (360, 140) is 3 pt
        // below the button, inside the bar.
        #expect(
            replay(root, tap(360, 95) + tap(360, 140, at: 200), keepInput: true) == plainTapLog("window") + [
                "200 input 1 down close",
                "200 close.began[1]",
                "200 close highlight true",
                "200 close touchDown",
                "280 input 1 up",
                "280 close.ended[1]",
                "280 close highlight false",
                "280 close touchUpInside",
            ])
    }

    @Test("§1.2 A touch outside the window hits nothing, and nothing hears of it")
    func outsideWindowHitsNothing() {
        let root = window([view("v", "UIView", Rect(0, 0, 390, 844))])
        #expect(
            replay(root, tap(400, 100), keepInput: true) == [
                "0 input 1 down nil",
                "80 input 1 up",
            ])
    }
}
