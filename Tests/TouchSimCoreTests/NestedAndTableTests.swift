import Testing

@testable import TouchSimCore

/// A vertical feed holding a horizontal carousel at y 100–300.
private let nested = window([
    view(
        "outer", "UIScrollView", Rect(0, 0, 390, 844),
        [
            view("carousel", "UIScrollView", Rect(0, 100, 390, 200), [view("tile", "UIView", Rect(0, 0, 200, 200))]) {
                $0.scroll!.contentSize = Size(1200, 200)
            }
        ]
    ) { $0.scroll!.contentSize = Size(390, 3000) }
])

@Test("§5.7 A horizontal drag in a perpendicular nested scroll view moves the inner one and fails the outer")
func nestedHorizontal() {
    let log = replay(
        nested,
        [ev(0, 1, .down, 100, 150), ev(20, 1, .move, 80, 151), ev(40, 1, .move, 40, 152), ev(60, 1, .up, 40, 152)])
    #expect(
        log == [
            "20 ask carousel.gestureRecognizerShouldBegin(carousel.pan)=true",
            "20 carousel.pan began",
            "20 outer.pan failed",
            "20 outer.delayedTouchesBegan failed",
            "20 carousel.delayedTouchesBegan failed",
            "20 carousel scroll (10, 0) drag",
            "40 carousel.pan changed",
            "40 carousel scroll (50, 0) drag",
            "60 carousel.pan ended",
            "3052.736 carousel scroll (249.6, 0) decelerate",
        ])
}

@Test("§5.7 A vertical drag on the inner, horizontal-only scroll view is taken by the outer one")
func nestedVertical() {
    let log = replay(
        nested,
        [ev(0, 1, .down, 100, 150), ev(20, 1, .move, 101, 130), ev(40, 1, .move, 102, 90), ev(60, 1, .up, 102, 90)])
    #expect(
        log.prefix(6) == [
            "20 ask outer.gestureRecognizerShouldBegin(outer.pan)=true",
            "20 outer.pan began",
            "20 outer.delayedTouchesBegan failed",
            "20 carousel.pan failed",
            "20 carousel.delayedTouchesBegan failed",
            "20 outer scroll (0, 10) drag",
        ])
}

@Test("§5.2 §5.7 Nested delays start together: each scroll view asks touchesShouldBegin at 150 ms, deepest first")
func nestedDelaysTogether() {
    #expect(
        replay(nested, [ev(0, 1, .down, 100, 150), ev(200, 1, .up, 100, 150)]) == [
            "150 ask carousel.touchesShouldBegin(tile)=true",
            "150 carousel.delayedTouchesBegan failed",
            "150 ask outer.touchesShouldBegin(tile)=true",
            "150 outer.delayedTouchesBegan failed",
            "150 tile.began[1] -> carousel,outer,window,windowScene,application,appDelegate",
            "200 carousel.pan failed",
            "200 outer.pan failed",
            "200 tile.ended[1] -> carousel,outer,window,windowScene,application,appDelegate",
        ])
}

@Test("§5.7 An inner scroll view at its edge keeps the drag: the outer one does not take over")
func innerAtEdgeKeepsDrag() {
    let log = replay(
        nested,
        [
            ev(0, 1, .down, 100, 150), ev(20, 1, .move, 120, 150), ev(40, 1, .move, 160, 150),
            ev(300, 1, .move, 160, 150), ev(320, 1, .up, 160, 150),
        ])
    #expect(log.contains("20 carousel.pan began"))
    #expect(!log.contains { $0.contains("outer scroll") })
    #expect(log.last == "820 carousel scroll (0, 0) bounce")
}

/// A table with one cell holding a button, content delay turned off on the table itself.
private let table = window([
    view(
        "table", "UITableView", Rect(0, 0, 390, 844),
        [
            view("row0", "UITableViewCell", Rect(0, 0, 390, 44), [view("rowButton", "UIButton", Rect(300, 0, 80, 44))])
        ]
    ) {
        $0.scroll!.contentSize = Size(390, 2000)
        $0.scroll!.delaysContentTouches = false
    }
])

private let quickTap = [ev(0, 1, .down, 320, 20), ev(60, 1, .up, 320, 20)]

@Test("§8 iOS 8: the wrapper view still delays the button although the table does not")
func iOS8WrapperDelays() {
    #expect(
        replay(table, ios: IOSVersion(8, 4), quickTap) == [
            "0 ask table.touchesShouldBegin(rowButton)=true",
            "60 table.wrapper.pan failed",
            "60 ask table.wrapper.touchesShouldBegin(rowButton)=true",
            "60 table.wrapper.delayedTouchesBegan failed",
            "60 table.pan failed",
            "60 rowButton.began[1]",
            "60 rowButton highlight true",
            "60 rowButton touchDown",
            "60 rowButton.ended[1]",
            "60 rowButton highlight false",
            "60 rowButton touchUpInside",
        ])
}

@Test("§8 iOS 8: turning the wrapper's delay off too makes the button highlight at down")
func iOS8WrapperFixed() {
    var fixed = table
    var wrapper = ScrollSpec()
    wrapper.delaysContentTouches = false
    fixed.subviews[0].wrapperView = wrapper
    #expect(
        replay(fixed, ios: IOSVersion(8, 0), quickTap).prefix(5) == [
            "0 ask table.wrapper.touchesShouldBegin(rowButton)=true",
            "0 ask table.touchesShouldBegin(rowButton)=true",
            "0 rowButton.began[1]",
            "0 rowButton highlight true",
            "0 rowButton touchDown",
        ])
}

@Test("§8 iOS 7: each cell's scroll view delays its content; the cell fix removes it")
func iOS7CellScrollView() {
    #expect(replay(table, ios: IOSVersion(7, 1), quickTap).contains("60 row0.scrollView.delayedTouchesBegan failed"))
    var fixed = table
    var inner = ScrollSpec()
    inner.delaysContentTouches = false
    fixed.subviews[0].subviews[0].cellScrollView = inner
    #expect(
        replay(fixed, ios: IOSVersion(7, 0), quickTap).prefix(3) == [
            "0 ask row0.scrollView.touchesShouldBegin(rowButton)=true",
            "0 ask table.touchesShouldBegin(rowButton)=true",
            "0 rowButton.began[1]",
        ])
}

@Test("§8 iOS 6 and iOS 11+ have neither private scroll view")
func noPrivateScrollViews() {
    for ios in [IOSVersion(6, 1), IOSVersion(11, 0), IOSVersion(17, 0)] {
        let s = records(table, ios: ios, quickTap).compactMap { r -> [String]? in
            if case .summary(let s) = r.event { return s.scrollViews.map(\.view) }
            return nil
        }
        #expect(s == [["table"]])
    }
}

@Test("§8 The private scroll views appear in the summary in tree order with their recognizers")
func privateViewsInSummary() {
    let s = records(table, ios: IOSVersion(9, 0), quickTap).compactMap { r -> Summary? in
        if case .summary(let s) = r.event { return s }
        return nil
    }.first
    #expect(s?.scrollViews.map(\.view) == ["table", "table.wrapper"])
    #expect(
        s?.gestures.map(\.gesture) == [
            "table.pan", "table.delayedTouchesBegan", "table.wrapper.pan", "table.wrapper.delayedTouchesBegan",
        ])
}

@Test("§9 The simulation runs on after the last event for at most 10 s")
func runOutLimit() {
    let root = window([
        view("list", "UIScrollView", Rect(0, 0, 390, 844)) {
            $0.scroll!.contentSize = Size(390, 300_000)
            $0.scroll!.decelerationRate = 0.9999
        }
    ])
    let out = records(
        root,
        [ev(0, 1, .down, 100, 400), ev(20, 1, .move, 100, 380), ev(40, 1, .move, 100, 340), ev(60, 1, .up, 100, 300)])
    #expect(out.last?.time == SimTime(milliseconds: 10_060))
}
