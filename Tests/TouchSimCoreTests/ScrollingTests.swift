import Testing

@testable import TouchSimCore

private func list(_ configure: (inout ScrollSpec) -> Void) -> ViewSpec {
    window([
        view("list", "UIScrollView", Rect(0, 0, 390, 844), [view("row", "UIView", Rect(0, 0, 390, 100))]) {
            configure(&$0.scroll!)
        }
    ])
}

/// Up 100 pt in 60 ms, lifting 40 pt after the last move.
private let flickUp = [
    ev(0, 1, .down, 100, 400), ev(20, 1, .move, 100, 380), ev(40, 1, .move, 100, 340), ev(60, 1, .up, 100, 300),
]

@Test("§5.5 Content that fits cannot scroll: the pan never begins and the touch goes to the scroll view")
func smallContentDoesNotScroll() {
    #expect(
        replay(list { $0.contentSize = Size(390, 500) }, flickUp) == [
            "60 list.pan failed",
            "60 list.delayedTouchesBegan failed",
            "60 list.began[1] -> window,windowScene,application,appDelegate",
            "60 list.ended[1] -> window,windowScene,application,appDelegate",
        ])
}

@Test("§5.5 §6.1 §6.2 alwaysBounceVertical lets small content rubber-band and bounce back")
func alwaysBounceRubberBands() {
    #expect(
        replay(
            list {
                $0.contentSize = Size(390, 500)
                $0.alwaysBounceVertical = true
            }, flickUp) == [
                "20 ask list.gestureRecognizerShouldBegin(list.pan)=true",
                "20 list.pan began",
                "20 list.delayedTouchesBegan failed",
                "20 list scroll (0, 5.464) drag",
                "40 list.pan changed",
                "40 list scroll (0, 26.632) drag",
                "60 list.pan changed",
                "60 list.pan ended",
                "60 list scroll (0, 46.758) drag",
                "560 list scroll (0, 0) bounce",
            ])
}

@Test("§5.5 A UITableView bounces vertically by default, a UIScrollView and a UICollectionView do not")
func tableBouncesVerticallyByDefault() {
    func short(_ className: String) -> [String] {
        let scene = window([
            view("list", className, Rect(0, 0, 390, 844), [view("row", "UIView", Rect(0, 0, 390, 100))]) {
                $0.scroll!.contentSize = Size(390, 500)
            }
        ])
        return replay(scene, flickUp)
    }
    #expect(short("UITableView").contains("20 list.pan began"))
    #expect(short("UITableView").last == "560 list scroll (0, 0) bounce")
    #expect(!short("UIScrollView").contains("20 list.pan began"))
    #expect(!short("UICollectionView").contains("20 list.pan began"))
    let turnedOff = window([
        view("list", "UITableView", Rect(0, 0, 390, 844)) {
            $0.scroll!.contentSize = Size(390, 500)
            $0.scroll!.alwaysBounceVertical = false
        }
    ])
    #expect(replay(turnedOff, flickUp).first == "60 list.pan failed")
}

@Test("§6.2 A fling decelerates to offset + v/1000·r/(1−r); resting past the edge ends as a bounce at the edge")
func flingIntoEdgeBounces() {
    // Release velocity 0.8 × 2000 + 0.2 × 2000 pt/s (up 40 pt per 20 ms): 2 pt/ms × 499 = 998 pt
    // in ln(1/2000)/ln(0.998) = 3796.65 ms.
    let log = replay(list { $0.contentSize = Size(390, 1000) }, flickUp)
    #expect(
        log.suffix(3) == ["60 list.pan ended", "60 list scroll (0, 90) drag", "3856.65 list scroll (0, 156) bounce"])
    let clamped = replay(
        list {
            $0.contentSize = Size(390, 1000)
            $0.bounces = false
        }, flickUp)
    #expect(clamped.last == "3856.65 list scroll (0, 156) decelerate")
    let free = replay(list { $0.contentSize = Size(390, 3000) }, flickUp)
    #expect(free.last == "3856.65 list scroll (0, 1088) decelerate")
}

@Test("§6.2 decelerationRate fast (0.99) and a number change the distance and the duration")
func decelerationRates() {
    let fast = replay(
        list {
            $0.contentSize = Size(390, 3000)
            $0.decelerationRate = Constants.decelerationRateFast
        }, flickUp)
    #expect(fast.last == "816.283 list scroll (0, 288) decelerate")
    let custom = replay(
        list {
            $0.contentSize = Size(390, 3000)
            $0.decelerationRate = 0.995
        }, flickUp)
    #expect(custom.last == "1576.377 list scroll (0, 488) decelerate")
}

@Test("§6.1 contentInset extends the range: dragging down stays within −inset without rubber band")
func contentInsetRange() {
    let events = [
        ev(0, 1, .down, 100, 400), ev(20, 1, .move, 100, 420), ev(40, 1, .move, 100, 460), ev(200, 1, .move, 100, 460),
        ev(260, 1, .up, 100, 460),
    ]
    #expect(
        replay(
            list {
                $0.contentSize = Size(390, 844)
                $0.contentInset = EdgeInsets(top: 50, left: 0, bottom: 50, right: 0)
            }, events) == [
                "20 ask list.gestureRecognizerShouldBegin(list.pan)=true",
                "20 list.pan began",
                "20 list.delayedTouchesBegan failed",
                "20 list scroll (0, -10) drag",
                "40 list.pan changed",
                "40 list scroll (0, -50) drag",
                "200 list.pan changed",
                "260 list.pan ended",
            ])
}

@Test("§5.1 §5.5 scrollEnabled NO: no pan, no delay; touchesShouldBegin is asked at down")
func scrollDisabled() {
    let events = [ev(0, 1, .down, 100, 50), ev(20, 1, .move, 100, 30), ev(40, 1, .up, 100, 30)]
    #expect(
        replay(
            list {
                $0.contentSize = Size(390, 3000)
                $0.scrollEnabled = false
            }, events) == [
                "0 ask list.touchesShouldBegin(row)=true",
                "0 row.began[1] -> list,window,windowScene,application,appDelegate",
                "20 row.moved[1] -> list,window,windowScene,application,appDelegate",
                "40 row.ended[1] -> list,window,windowScene,application,appDelegate",
            ])
}

@Test("§5.3 §5.4 delaysContentTouches NO: the content begins at down and is cancelled when the drag starts")
func noContentDelay() {
    let events = [ev(0, 1, .down, 100, 50), ev(20, 1, .move, 100, 30), ev(40, 1, .up, 100, 30)]
    #expect(
        replay(
            list {
                $0.contentSize = Size(390, 3000)
                $0.delaysContentTouches = false
            }, events) == [
                "0 ask list.touchesShouldBegin(row)=true",
                "0 row.began[1] -> list,window,windowScene,application,appDelegate",
                "20 ask list.touchesShouldCancelInContentView(row)=true",
                "20 ask list.gestureRecognizerShouldBegin(list.pan)=true",
                "20 list.pan began",
                "20 row.cancelled[1] -> list,window,windowScene,application,appDelegate",
                "20 list scroll (0, 10) drag",
                "40 list.pan ended",
                "2686.509 list scroll (0, 109.8) decelerate",
            ])
}

@Test("§5.6 A touch stops a decelerating scroll view where it is and never reaches the content")
func touchCatchesDeceleration() {
    let events = [
        ev(0, 1, .down, 100, 500), ev(16, 1, .move, 100, 450), ev(32, 1, .move, 100, 400), ev(48, 1, .up, 100, 350),
        ev(300, 2, .down, 100, 50), ev(350, 2, .up, 100, 50),
    ]
    #expect(
        replay(list { $0.contentSize = Size(390, 5000) }, events).suffix(5) == [
            "48 list.pan ended",
            "48 list scroll (0, 140) drag",
            "300 list scroll (0, 757.817) stop",
            "350 list.pan failed",
            "350 list.delayedTouchesBegan failed",
        ])
}

@Test(
    "§5.6 §6.2 A touch that catches a bounce and lifts without dragging releases it with zero velocity: it bounces again"
)
func caughtBounceBouncesAgain() {
    let events = [
        ev(0, 1, .down, 100, 100), ev(100, 1, .move, 100, 150), ev(200, 1, .move, 100, 250),
        ev(300, 1, .move, 100, 250),
        ev(400, 1, .up, 100, 250), ev(500, 2, .down, 100, 300), ev(600, 2, .up, 100, 300),
    ]
    let log = replay(list { $0.contentSize = Size(390, 2000) }, events)
    // At 100 ms into the 500 ms bounce from −70.562: progress 1 − 0.8³ = 0.488.
    #expect(
        log.suffix(5) == [
            "400 list.pan ended",
            "500 list scroll (0, -36.128) stop",
            "600 list.pan failed",
            "600 list.delayedTouchesBegan failed",
            "1100 list scroll (0, 0) bounce",
        ])
    #expect(summary(list { $0.contentSize = Size(390, 2000) }, events)?.scrollViews.first?.to == Point(0, 0))
}

/// A window-wide paging scroll view of three pages, at the first.
private func pager() -> ViewSpec {
    window([
        view("pager", "UIScrollView", Rect(0, 0, 390, 844)) {
            $0.scroll!.contentSize = Size(1170, 844)
            $0.scroll!.pagingEnabled = true
        }
    ])
}

@Test("§6.3 Paging turns one page when the release is fast")
func pagingFlick() {
    let root = pager()
    let log = replay(
        root,
        [ev(0, 1, .down, 300, 400), ev(16, 1, .move, 280, 400), ev(32, 1, .move, 200, 400), ev(48, 1, .up, 150, 400)])
    #expect(log.suffix(3) == ["48 pager.pan ended", "48 pager scroll (140, 0) drag", "348 pager scroll (390, 0) page"])
}

@Test("§6.2 §6.3 A paging drag released past an edge bounces back in 500 ms, fast or slow, rather than turning a page")
func pagingPastEdgeBounces() {
    let root = pager()
    // Rightward from page 0: the offset goes below 0 at once.
    let fast = replay(
        root,
        [ev(0, 1, .down, 100, 400), ev(16, 1, .move, 120, 400), ev(32, 1, .move, 200, 400), ev(48, 1, .up, 250, 400)])
    #expect(fast.last == "548 pager scroll (0, 0) bounce")
    let slow = replay(
        root,
        [
            ev(0, 1, .down, 100, 400), ev(100, 1, .move, 200, 400), ev(300, 1, .move, 200, 400),
            ev(316, 1, .up, 200, 400),
        ])
    #expect(slow.last == "816 pager scroll (0, 0) bounce")
}

@Test("§6.3 Paging returns to the start page after a slow short drag and turns after more than half a page")
func pagingSlow() {
    let root = pager()
    let back = replay(
        root,
        [
            ev(0, 1, .down, 300, 400), ev(100, 1, .move, 250, 400), ev(200, 1, .move, 200, 400),
            ev(400, 1, .move, 200, 400), ev(500, 1, .up, 200, 400),
        ])
    #expect(back.last == "800 pager scroll (0, 0) page")
    let on = replay(
        root,
        [
            ev(0, 1, .down, 380, 400), ev(100, 1, .move, 300, 400), ev(400, 1, .move, 160, 400),
            ev(600, 1, .move, 160, 400), ev(700, 1, .up, 160, 400),
        ])
    #expect(on.last == "1000 pager scroll (390, 0) page")
}

@Test("§6.4 Directional lock keeps a mostly vertical drag vertical")
func directionalLock() {
    let root = window([
        view("map", "UIScrollView", Rect(0, 0, 390, 844)) {
            $0.scroll!.contentSize = Size(2000, 2000)
            $0.scroll!.directionalLockEnabled = true
            $0.scroll!.decelerationRate = 0.99
        }
    ])
    #expect(
        replay(
            root,
            [
                ev(0, 1, .down, 200, 400), ev(20, 1, .move, 200, 380), ev(40, 1, .move, 230, 340),
                ev(60, 1, .up, 230, 340),
            ]) == [
                "20 ask map.gestureRecognizerShouldBegin(map.pan)=true",
                "20 map.pan began",
                "20 map.delayedTouchesBegan failed",
                "20 map scroll (0, 10) drag",
                "40 map.pan changed",
                "40 map scroll (0, 50) drag",
                "60 map.pan ended",
                "656.146 map scroll (0, 89.6) decelerate",
            ])
}

@Test("§6.2 Without directional lock both axes move and the fling uses the velocity vector's length")
func diagonalFling() {
    let root = window([
        view("map", "UIScrollView", Rect(0, 0, 390, 844)) {
            $0.scroll!.contentSize = Size(2000, 2000)
            $0.scroll!.contentOffset = Point(500, 500)
            $0.scroll!.decelerationRate = 0.99
        }
    ])
    let log = replay(
        root,
        [ev(0, 1, .down, 200, 400), ev(20, 1, .move, 200, 380), ev(40, 1, .move, 230, 340), ev(60, 1, .up, 230, 340)])
    // Finger velocity 0.2 × (1500, −2000) = (300, −400) pt/s, length 500: ln(1/500)/ln(0.99) = 618.348 ms.
    #expect(
        log.suffix(3) == [
            "40 map scroll (470, 550) drag", "60 map.pan ended", "678.348 map scroll (440.3, 589.6) decelerate",
        ])
}

@Test("§5.2 A cancel before the delay ends: the content never hears of the touch")
func cancelDuringDelay() {
    let root = window([
        view("feed", "UIScrollView", Rect(0, 0, 390, 844), [view("buy", "UIButton", Rect(0, 0, 100, 44))]) {
            $0.scroll!.contentSize = Size(390, 3000)
        }
    ])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 20), ev(100, 1, .cancel, 50, 20)]) == [
            "100 feed.pan failed",
            "100 feed.delayedTouchesBegan failed",
        ])
}

@Test("§5.2 touchesShouldBegin NO: the delay recognizer recognizes and the button never hears of the touch")
func touchesShouldBeginNo() {
    let root = window([
        view("feed", "UIScrollView", Rect(0, 0, 390, 844), [view("buy", "UIButton", Rect(0, 0, 100, 44))]) {
            $0.scroll!.contentSize = Size(390, 3000)
            $0.scroll!.touchesShouldBegin = .rules([OverrideRule(matcher: .kindOf("UIButton"), answer: .no)])
        }
    ])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 20), ev(300, 1, .up, 50, 20)]) == [
            "150 ask feed.touchesShouldBegin(buy)=false rule 0",
            "150 feed.delayedTouchesBegan recognized",
            "300 feed.pan failed",
        ])
}

@Test("§5.4 canCancelContentTouches NO: once the content tracks, the pan fails without asking")
func canCancelContentTouchesNo() {
    let root = window([
        view("feed", "UIScrollView", Rect(0, 0, 390, 844), [view("card", "UIView", Rect(0, 0, 390, 400))]) {
            $0.scroll!.contentSize = Size(390, 3000)
            $0.scroll!.canCancelContentTouches = false
        }
    ])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 50), ev(200, 1, .move, 50, 80), ev(400, 1, .up, 50, 150)]) == [
            "150 ask feed.touchesShouldBegin(card)=true",
            "150 feed.delayedTouchesBegan failed",
            "150 card.began[1] -> feed,window,windowScene,application,appDelegate",
            "200 ask feed.gestureRecognizerShouldBegin(feed.pan)=false",
            "200 feed.pan failed",
            "200 card.moved[1] -> feed,window,windowScene,application,appDelegate",
            "400 card.ended[1] -> feed,window,windowScene,application,appDelegate",
        ])
}
