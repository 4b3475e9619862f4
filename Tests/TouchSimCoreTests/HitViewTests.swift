import Testing

@testable import TouchSimCore

/// docs/model.md §1.3–§1.5: the hit view inside a scrolled scroll view, the touch bound to its
/// view for life, and a disabled control that is hit but does not track.
@Suite("§1.3–§1.5 The hit view")
struct HitViewTests {
    // MARK: §1.3 scroll views

    /// A scroll view 390×400 at y = 100 scrolled to `offset`, its delay off so that its content
    /// hears of a touch at `down` (§5.3).
    private func scrolled(_ offset: Point, _ content: [ViewSpec]) -> ViewSpec {
        window([
            view("feed", "UIScrollView", Rect(0, 100, 390, 400), content) { v in
                v.scroll!.contentSize = Size(800, 1000)
                v.scroll!.contentOffset = offset
                v.scroll!.delaysContentTouches = false
            }
        ])
    }

    @Test("§1.3 A scroll view's subviews sit in content coordinates, shifted by the content offset on both axes")
    func contentOffsetShiftsSubviews() {
        let root = scrolled(
            Point(100, 200),
            [
                view("left", "UIView", Rect(0, 250, 150, 50)),
                view("right", "UIView", Rect(150, 250, 150, 50)),
            ])
        // Window (60, 160) is (60, 60) in the scroll view's frame, (160, 260) in its content.
        #expect(
            replay(root, [ev(0, 1, .down, 60, 160)], keepInput: true) == [
                "0 input 1 down right",
                "0 ask feed.touchesShouldBegin(right)=true",
                "0 right.began[1] -> feed,window,windowScene,application,appDelegate",
            ])
    }

    @Test("§1.3 A subview scrolled out of sight is not hit at the window position of its frame")
    func scrolledAwaySubviewNotHit() {
        let root = scrolled(Point(0, 200), [view("top", "UIView", Rect(0, 0, 390, 100))])
        // Window (10, 150) is content (10, 250): below `top`, which now lies above the scroll view.
        #expect(
            replay(root, [ev(0, 1, .down, 10, 150)], keepInput: true) == [
                "0 input 1 down feed",
                "0 feed.began[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§1.3 A negative content offset (inside a content inset) shows content at negative coordinates")
    func negativeContentOffset() {
        let root = window([
            view(
                "feed", "UIScrollView", Rect(0, 0, 390, 844),
                [
                    view("header", "UIView", Rect(0, -50, 390, 50)),
                    view("row", "UIView", Rect(0, 0, 390, 100)),
                ]
            ) { v in
                v.scroll!.contentSize = Size(390, 3000)
                v.scroll!.contentInset = insets(50, 0, 0, 0)
                v.scroll!.contentOffset = Point(0, -50)
                v.scroll!.delaysContentTouches = false
            }
        ])
        // Window y 20 is content y -30, in the header above the content's origin; window y 60
        // is content y 10, in the row.
        let events = [ev(0, 1, .down, 10, 20), ev(0, 2, .down, 10, 60)]
        #expect(
            replay(root, events, keepInput: true) == [
                "0 input 1 down header",
                "0 input 2 down row",
                "0 ask feed.touchesShouldBegin(header)=true",
                "0 ask feed.touchesShouldBegin(row)=true",
                "0 header.began[1] -> feed,window,windowScene,application,appDelegate",
                "0 row.began[2] -> feed,window,windowScene,application,appDelegate",
            ])
    }

    // MARK: §1.4 the touch's view

    @Test("§1.4 A touch stays bound to the view it went down in, wherever the finger goes")
    func touchBoundForLife() {
        let root = window([
            view("left", "UIView", Rect(0, 0, 100, 100)),
            view("right", "UIView", Rect(100, 0, 100, 100)),
        ])
        let events = [
            ev(0, 1, .down, 50, 50), ev(50, 1, .move, 150, 50), ev(100, 1, .move, 500, 900), ev(150, 1, .up, 150, 50),
        ]
        #expect(
            replay(root, events, keepInput: true) == [
                "0 input 1 down left",
                "0 left.began[1] -> window,windowScene,application,appDelegate",
                "50 input 1 move",
                "50 left.moved[1] -> window,windowScene,application,appDelegate",
                "100 input 1 move",
                "100 left.moved[1] -> window,windowScene,application,appDelegate",
                "150 input 1 up",
                "150 left.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }

    // MARK: §1.5 disabled controls

    @Test("§1.5 A disabled control is still hit; it sends no control event and its touches go up the chain")
    func disabledControlForwards() {
        let root = window([
            view(
                "card", "UIView", Rect(0, 0, 390, 300),
                [
                    view("buy", "UIButton", Rect(100, 100, 200, 44)) { $0.control!.enabled = false }
                ]
            ) { $0.handlesTouches = true }
        ])
        let events = [ev(0, 1, .down, 150, 120), ev(50, 1, .move, 150, 250), ev(100, 1, .up, 150, 250)]
        #expect(
            replay(root, events, keepInput: true) == [
                "0 input 1 down buy",
                "0 buy.began[1] -> card",
                "50 input 1 move",
                "50 buy.moved[1] -> card",
                "100 input 1 up",
                "100 buy.ended[1] -> card",
            ])
    }

    @Test("§1.5 A disabled control still covers the view behind it")
    func disabledControlCoversViewBehind() {
        let root = window([
            view("behind", "UIView", Rect(0, 0, 390, 300)),
            view("buy", "UIButton", Rect(100, 100, 200, 44)) { $0.control!.enabled = false },
        ])
        #expect(replay(root, tap(150, 120), keepInput: true) == plainTapLog("buy"))
    }
}
