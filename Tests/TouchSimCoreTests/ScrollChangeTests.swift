import Testing

@testable import TouchSimCore

/// `set` events on scroll views (docs/model.md §11.3).

private func list(_ configure: (inout ScrollSpec) -> Void = { _ in }) -> ViewSpec {
    window([
        view(
            "list", "UIScrollView", Rect(0, 0, 390, 844),
            [view("top", "UIView", Rect(0, 0, 390, 100)), view("lower", "UIView", Rect(0, 400, 390, 100))]
        ) {
            $0.scroll!.contentSize = Size(390, 3000)
            configure(&$0.scroll!)
        }
    ])
}

private func set(_ t: Double, _ a: SceneAddresses, _ change: ScrollChange) -> TraceStep {
    .changes([.scrollView(a.scrollView(a.view("list")!)!, change)], at: SimTime(milliseconds: t))
}

/// Up 100 pt in 60 ms from y 700, lifting at speed: a fling.
private let fling: [TraceStep] = [
    .touches([ev(0, 1, .down, 100, 700)]), .touches([ev(20, 1, .move, 100, 680)]),
    .touches([ev(40, 1, .move, 100, 640)]), .touches([ev(60, 1, .up, 100, 600)]),
]

@Test("Setting contentOffset stops a deceleration at the new offset with one scroll line, reason set (§11.3)")
func contentOffsetStopsDeceleration() {
    let lines = replay(list()) { a in fling + [set(500, a, .contentOffset(Point(0, 400)))] }
    #expect(lines.last == "500 list scroll (0, 400) set")
    #expect(!lines.contains { $0.hasSuffix("decelerate") })
}

@Test("Setting contentOffset to where an idle scroll view already is prints nothing (§11.3)")
func unchangedOffsetIsSilent() {
    #expect(replay(list()) { a in [set(10, a, .contentOffset(.zero))] }.isEmpty)
}

@Test("A new touch hit-tests at the offset a set event gave (§11.3, §1.3)")
func hitTestingUsesSetOffset() {
    let lines = replay(list(), keepInput: true) { a in
        [set(0, a, .contentOffset(Point(0, 400))), .touches([ev(10, 1, .down, 100, 50)])]
    }
    #expect(lines.prefix(2) == ["0 list scroll (0, 400) set", "10 input 1 down lower"])
}

@Test("A drag goes on from the offset set during it: offset = new offset − translation since the set (§11.3, §6.1)")
func dragContinuesFromSetOffset() {
    let lines = replay(list()) { a in
        [
            .touches([ev(0, 1, .down, 100, 700)]), .touches([ev(16, 1, .move, 100, 680)]),
            set(20, a, .contentOffset(Point(0, 1000))), .touches([ev(32, 1, .move, 100, 650)]),
        ]
    }
    #expect(
        lines.suffix(3) == ["20 list scroll (0, 1000) set", "32 list.pan changed", "32 list scroll (0, 1030) drag"])
}

@Test("Turning scrolling off mid-drag cancels the scroll view's pan and releases the drag (§11.3, §11.1, §5.1)")
func scrollDisabledMidDragCancelsPan() {
    let lines = replay(list()) { a in
        [
            .touches([ev(0, 1, .down, 100, 700)]), .touches([ev(16, 1, .move, 100, 680)]),
            set(20, a, .scrollEnabled(false)), .touches([ev(32, 1, .move, 100, 650)]),
        ]
    }
    #expect(lines.suffix(2) == ["16 list scroll (0, 10) drag", "20 list.pan cancelled"])
}

@Test("Turning scrolling back on lets the next drag scroll (§11.3, §5.1)")
func scrollEnabledAgain() {
    let lines = replay(list { $0.scrollEnabled = false }) { a in
        [set(0, a, .scrollEnabled(true))] + fling
    }
    #expect(lines.contains("20 list.pan began"))
}

@Test("Turning delaysContentTouches off while the delay holds a touch releases it at once (§11.3, §5.2)")
func delayOffReleasesHeldTouch() {
    let lines = replay(list()) { a in [.touches([ev(0, 1, .down, 100, 50)]), set(40, a, .delaysContentTouches(false))] }
    #expect(
        lines == [
            "40 list.delayedTouchesBegan failed",
            "40 top.began[1] -> list,window,windowScene,application,appDelegate",
        ])
}

@Test("canCancelContentTouches set to false keeps a tracked content touch from being taken by the pan (§11.3, §5.4)")
func canCancelContentTouchesOff() {
    let lines = replay(list { $0.delaysContentTouches = false }) { a in
        [
            set(0, a, .canCancelContentTouches(false)), .touches([ev(10, 1, .down, 100, 50)]),
            .touches([ev(30, 1, .move, 100, 20)]),
        ]
    }
    #expect(lines.contains("30 ask list.gestureRecognizerShouldBegin(list.pan)=false"))
}

@Test("§11.10 Content grown during a deceleration: it goes on along the same curve, past the old end")
func grownContentLetsTheDecelerationGoOn() {
    let short = replay(list { $0.contentSize = Size(390, 1000) }) { _ in fling }
    let grown = replay(list { $0.contentSize = Size(390, 1000) }) { a in
        fling + [set(100, a, .contentSize(Size(390, 3000)))]
    }
    // The same fling rests at the old end, bouncing there, without the change.
    #expect(short.last?.hasSuffix("list scroll (0, 156) bounce") == true, "\(short)")
    #expect(grown.last?.hasSuffix("decelerate") == true, "\(grown)")
    #expect(grown.last != short.last)
}

@Test("§11.10 Content shrunk under a resting scroll view leaves its offset; a new drag's release brings it back")
func shrunkContentLeavesTheOffset() {
    let lines = replay(list()) { a in
        [
            set(0, a, .contentOffset(Point(0, 2000))), set(10, a, .contentSize(Size(390, 1000))),
            .touches([ev(100, 1, .down, 100, 500)]), .touches([ev(120, 1, .move, 100, 480)]),
            .touches([ev(140, 1, .move, 100, 470)]), .touches([ev(400, 1, .up, 100, 470)]),
        ]
    }
    #expect(lines.first == "0 list scroll (0, 2000) set")
    #expect(!lines.contains { $0.hasPrefix("10 ") })
    #expect(lines.last?.hasSuffix("list scroll (0, 156) bounce") == true, "\(lines)")
}

@Test("§11.10 Content shrunk under a deceleration: it settles from where it is, bouncing back into the new range")
func shrunkContentBouncesTheDeceleration() {
    let lines = replay(list()) { a in fling + [set(300, a, .contentSize(Size(390, 844)))] }
    #expect(lines.last?.hasSuffix("list scroll (0, 0) bounce") == true, "\(lines)")
}
