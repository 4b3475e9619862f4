import Testing

@testable import TouchSimCore

/// A scroll view 390×844 with 3000 pt of content and a button at (20, 100, 120, 44).
func feed(_ configure: (inout ScrollSpec) -> Void = { _ in }) -> ViewSpec {
    window([
        view(
            "feed", "UIScrollView", Rect(0, 0, 390, 844),
            [
                view("buy", "UIButton", Rect(20, 100, 120, 44)),
                view("card", "UIView", Rect(20, 300, 300, 200)),
            ]
        ) { v in
            v.scroll!.contentSize = Size(390, 3000)
            configure(&v.scroll!)
        }
    ])
}

@Test("§5.2 §7.4 A quick tap on a button in a scroll view: began and ended arrive together at the lift")
func quickTapOnButton() {
    let log = replay(feed(), [ev(0, 1, .down, 60, 120), ev(80, 1, .up, 60, 120)])
    #expect(
        log == [
            "80 feed.pan failed",
            "80 ask feed.touchesShouldBegin(buy)=true",
            "80 feed.delayedTouchesBegan failed",
            "80 buy.began[1]",
            "80 buy highlight true",
            "80 buy touchDown",
            "80 buy.ended[1]",
            "80 buy highlight false",
            "80 buy touchUpInside",
        ])
}

@Test("§5.2 A held touch reaches the button when the 150 ms delay ends")
func heldTouchBeginsAt150() {
    let log = replay(feed(), [ev(0, 1, .down, 60, 120), ev(400, 1, .up, 60, 120)])
    #expect(
        log == [
            "150 ask feed.touchesShouldBegin(buy)=true",
            "150 feed.delayedTouchesBegan failed",
            "150 buy.began[1]",
            "150 buy highlight true",
            "150 buy touchDown",
            "400 feed.pan failed",
            "400 buy.ended[1]",
            "400 buy highlight false",
            "400 buy touchUpInside",
        ])
}

@Test("§5.2 §7.4 A fast swipe that starts on a button scrolls; the button never hears of it")
func fastSwipeOnButtonScrolls() {
    let log = replay(
        feed(),
        [
            ev(0, 1, .down, 60, 300), ev(16, 1, .move, 60, 280), ev(32, 1, .move, 60, 240), ev(48, 1, .up, 60, 200),
        ])
    print(log.joined(separator: "\n"))
    #expect(
        log.prefix(4) == [
            "16 ask feed.gestureRecognizerShouldBegin(feed.pan)=true",
            "16 feed.pan began",
            "16 feed.delayedTouchesBegan failed",
            "16 feed scroll (0, 10) drag",
        ])
    #expect(!log.contains { $0.contains("buy") || $0.contains("card.") })
}

@Test("§5.4 A slow drag on a button does not scroll: the button keeps the touch")
func slowDragOnButtonKeepsTouch() {
    let log = replay(
        feed(),
        [
            ev(0, 1, .down, 60, 120), ev(200, 1, .move, 60, 100), ev(300, 1, .move, 60, 60), ev(400, 1, .up, 60, 60),
        ])
    #expect(log.contains("200 ask feed.touchesShouldCancelInContentView(buy)=false"))
    #expect(log.contains("200 feed.pan failed"))
    #expect(!log.contains { $0.contains("scroll (") })
    #expect(log.suffix(2) == ["400 buy highlight false", "400 buy touchUpInside"])
}

@Test("§5.4 A slow drag on a plain view cancels the view's touch and scrolls")
func slowDragOnPlainViewScrolls() {
    let log = replay(
        feed(),
        [
            ev(0, 1, .down, 60, 320), ev(200, 1, .move, 60, 300), ev(300, 1, .move, 60, 260), ev(400, 1, .up, 60, 260),
        ])
    print(log.joined(separator: "\n"))
    #expect(log.contains("200 ask feed.touchesShouldCancelInContentView(card)=true"))
    #expect(log.contains("200 card.cancelled[1] -> feed,window,windowScene,application,appDelegate"))
}
