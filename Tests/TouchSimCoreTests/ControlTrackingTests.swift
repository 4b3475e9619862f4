import Testing

@testable import TouchSimCore

/// docs/model.md §7: UIControl tracking, its events and its highlight. The button sits directly
/// in the window, so no scroll view delays it (§7.4 is in ScrollContentDelayTests).
@Suite("§7 UIControl, UIButton, UISwitch")
struct ControlTrackingTests {
    /// A button at (100, 100, 200, 44). Tracking counts as inside for window x in [30, 370)
    /// and y in [30, 214): the bounds grown by 70 pt (§7.2).
    private func button(_ configure: (inout ViewSpec) -> Void = { _ in }) -> ViewSpec {
        window([view("buy", "UIButton", Rect(100, 100, 200, 44), configure: configure)])
    }

    private let began = ["0 buy.began[1]", "0 buy highlight true", "0 buy touchDown"]

    // MARK: §7.2 one touch

    @Test("§7.2 A tap: highlight and touchDown at began; at ended the highlight goes, then touchUpInside")
    func tapInside() {
        #expect(
            replay(button(), tap(150, 120)) == began + [
                "80 buy.ended[1]",
                "80 buy highlight false",
                "80 buy touchUpInside",
            ])
    }

    @Test("§7.2 Each move inside sends touchDragInside; the highlight line appears only when it changes")
    func dragInside() {
        let events = [
            ev(0, 1, .down, 150, 120), ev(30, 1, .move, 160, 120), ev(60, 1, .move, 200, 130), ev(90, 1, .up, 200, 130),
        ]
        #expect(
            replay(button(), events) == began + [
                "30 buy.moved[1]",
                "30 buy touchDragInside",
                "60 buy.moved[1]",
                "60 buy touchDragInside",
                "90 buy.ended[1]",
                "90 buy highlight false",
                "90 buy touchUpInside",
            ])
    }

    @Test("§7.2 Up to 70 pt outside the bounds the finger still counts as inside")
    func withinSeventyPoints() {
        // 69 pt below the bottom edge, then 69 pt right of the right edge.
        let events = [
            ev(0, 1, .down, 150, 120), ev(50, 1, .move, 150, 213), ev(100, 1, .move, 369, 120),
            ev(150, 1, .up, 369, 120),
        ]
        #expect(
            replay(button(), events) == began + [
                "50 buy.moved[1]",
                "50 buy touchDragInside",
                "100 buy.moved[1]",
                "100 buy touchDragInside",
                "150 buy.ended[1]",
                "150 buy highlight false",
                "150 buy touchUpInside",
            ])
    }

    @Test(
        "§7.2 Beyond 70 pt: touchDragExit, touchDragOutside, highlight off; back: touchDragEnter, touchDragInside, highlight on"
    )
    func dragExitAndEnter() {
        let events = [
            ev(0, 1, .down, 150, 120), ev(50, 1, .move, 150, 215), ev(100, 1, .move, 150, 250),
            ev(150, 1, .move, 150, 130), ev(200, 1, .up, 150, 130),
        ]
        #expect(
            replay(button(), events) == began + [
                "50 buy.moved[1]",
                "50 buy highlight false",
                "50 buy touchDragExit",
                "50 buy touchDragOutside",
                "100 buy.moved[1]",
                "100 buy touchDragOutside",
                "150 buy.moved[1]",
                "150 buy highlight true",
                "150 buy touchDragEnter",
                "150 buy touchDragInside",
                "200 buy.ended[1]",
                "200 buy highlight false",
                "200 buy touchUpInside",
            ])
    }

    @Test("§7.2 Lifted outside after dragging out: touchUpOutside, and no highlight line since it is already off")
    func liftedOutsideAfterExit() {
        let events = [ev(0, 1, .down, 150, 120), ev(50, 1, .move, 150, 250), ev(100, 1, .up, 150, 250)]
        #expect(
            replay(button(), events) == began + [
                "50 buy.moved[1]",
                "50 buy highlight false",
                "50 buy touchDragExit",
                "50 buy touchDragOutside",
                "100 buy.ended[1]",
                "100 buy touchUpOutside",
            ])
    }

    @Test("§7.2 Lifted outside with no move before: ended computes inside again, so touchDragExit comes first")
    func liftedOutsideWithoutMove() {
        let events = [ev(0, 1, .down, 150, 120), ev(100, 1, .up, 150, 250)]
        #expect(
            replay(button(), events) == began + [
                "100 buy.ended[1]",
                "100 buy highlight false",
                "100 buy touchDragExit",
                "100 buy touchUpOutside",
            ])
    }

    @Test("§7.2 §1.2 Where pointInside holds (enlarged hitTestInsets) the finger is inside even beyond 70 pt")
    func pointInsideCountsAsInside() {
        // The hit area reaches 100 pt below the button; 130 pt below is outside both.
        let root = button { $0.hitTestInsets = insets(0, 0, -100, 0) }
        let events = [
            ev(0, 1, .down, 150, 120), ev(50, 1, .move, 150, 230), ev(100, 1, .move, 150, 250),
            ev(150, 1, .up, 150, 250),
        ]
        #expect(
            replay(root, events) == began + [
                "50 buy.moved[1]",
                "50 buy touchDragInside",
                "100 buy.moved[1]",
                "100 buy highlight false",
                "100 buy touchDragExit",
                "100 buy touchDragOutside",
                "150 buy.ended[1]",
                "150 buy touchUpOutside",
            ])
    }

    // MARK: §7.2 touchDownRepeat

    /// The log of a tap on buy from `t` to `t + 60` whose began sends `touchDownRepeat` or not.
    private func secondTap(at t: Double, repeats: Bool) -> [String] {
        ["\(num(t)) buy.began[1]", "\(num(t)) buy highlight true", "\(num(t)) buy touchDown"]
            + (repeats ? ["\(num(t)) buy touchDownRepeat"] : [])
            + ["\(num(t + 60)) buy.ended[1]", "\(num(t + 60)) buy highlight false", "\(num(t + 60)) buy touchUpInside"]
    }

    private let firstTap = [
        "0 buy.began[1]", "0 buy highlight true", "0 buy touchDown", "80 buy.ended[1]", "80 buy highlight false",
        "80 buy touchUpInside",
    ]

    @Test("§7.2 A second touch within 350 ms of the lift and 45 pt of it also sends touchDownRepeat")
    func touchDownRepeat() {
        let events = tap(150, 120) + tap(160, 125, at: 300, holding: 60)
        #expect(replay(button(), events) == firstTap + secondTap(at: 300, repeats: true))
    }

    @Test("§7.2 Every quick tap repeats relative to the tap before it: a triple tap sends two touchDownRepeat")
    func tripleTap() {
        let events = tap(150, 120) + tap(150, 120, at: 300, holding: 60) + tap(150, 120, at: 600, holding: 60)
        #expect(
            replay(button(), events) == firstTap + secondTap(at: 300, repeats: true) + secondTap(at: 600, repeats: true)
        )
    }

    @Test("§7.2 No touchDownRepeat when the second touch goes down more than 350 ms after the lift")
    func noRepeatWhenLate() {
        let events = tap(150, 120) + tap(150, 120, at: 440, holding: 60)
        #expect(replay(button(), events) == firstTap + secondTap(at: 440, repeats: false))
    }

    @Test("§7.2 No touchDownRepeat when the second touch goes down more than 45 pt from the lift")
    func noRepeatWhenFar() {
        let events = tap(110, 120) + tap(200, 120, at: 200, holding: 60)
        #expect(replay(button(), events) == firstTap + secondTap(at: 200, repeats: false))
    }

    @Test("§7.2 touchDownRepeat counts from where and when the previous touch lifted, not where it went down")
    func repeatMeasuredFromLift() {
        // Down at (110, 120), lifted 300 ms later at (200, 120); the next down is 200 ms after
        // that lift and 10 pt from it, but 500 ms and 100 pt from the first down.
        let events =
            [ev(0, 1, .down, 110, 120), ev(50, 1, .move, 200, 120), ev(300, 1, .up, 200, 120)]
            + tap(210, 120, at: 500, holding: 60)
        #expect(
            replay(button(), events) == began + [
                "50 buy.moved[1]",
                "50 buy touchDragInside",
                "300 buy.ended[1]",
                "300 buy highlight false",
                "300 buy touchUpInside",
            ] + secondTap(at: 500, repeats: true))
    }

    // MARK: §7.1 which touches are tracked

    @Test(
        "§7.1 Only the first touch is tracked: a second finger on a multipleTouchEnabled button sends no control events"
    )
    func onlyFirstTouchTracked() {
        let root = button { $0.multipleTouchEnabled = true }
        let events = [
            ev(0, 1, .down, 150, 120), ev(50, 2, .down, 250, 120), ev(60, 2, .move, 250, 300),
            ev(70, 2, .up, 250, 300), ev(100, 1, .up, 150, 120),
        ]
        #expect(
            replay(root, events) == began + [
                "50 buy.began[2]",
                "60 buy.moved[2]",
                "70 buy.ended[2]",
                "100 buy.ended[1]",
                "100 buy highlight false",
                "100 buy touchUpInside",
            ])
    }

    @Test("§7.1 Of two touches in one UIEvent, the first in trace order is the tracked one")
    func firstOfOneEventTracked() {
        let root = button { $0.multipleTouchEnabled = true }
        let events = [
            ev(0, 1, .down, 150, 120), ev(0, 2, .down, 250, 120),
            ev(50, 1, .up, 150, 300), ev(100, 2, .up, 250, 120),
        ]
        #expect(
            replay(root, events) == [
                "0 buy.began[1, 2]",
                "0 buy highlight true",
                "0 buy touchDown",
                "50 buy.ended[1]",
                "50 buy highlight false",
                "50 buy touchDragExit",
                "50 buy touchUpOutside",
                "100 buy.ended[2]",
            ])
    }

    @Test("§7.1 §1.5 A disabled control sends no control event and never highlights")
    func disabledControlSilent() {
        let root = button { $0.control!.enabled = false }
        let events =
            [ev(0, 1, .down, 150, 120), ev(50, 1, .move, 150, 300), ev(100, 1, .cancel, 150, 300)]
            + tap(150, 120, at: 200)
        #expect(
            replay(root, events) == [
                "0 buy.began[1] -> window,windowScene,application,appDelegate",
                "50 buy.moved[1] -> window,windowScene,application,appDelegate",
                "100 buy.cancelled[1] -> window,windowScene,application,appDelegate",
                "200 buy.began[1] -> window,windowScene,application,appDelegate",
                "280 buy.ended[1] -> window,windowScene,application,appDelegate",
            ])
        #expect(summary(root, events)?.controls == [Summary.ControlEntry(view: "buy", events: RunList())])
    }

    // MARK: §7.3 valueChanged

    @Test("§7.3 A UISwitch tapped sends valueChanged right after touchUpInside")
    func switchSendsValueChanged() {
        let root = window([view("wifi", "UISwitch", Rect(100, 100, 51, 31))])
        #expect(
            replay(root, tap(120, 115)) == [
                "0 wifi.began[1]",
                "0 wifi highlight true",
                "0 wifi touchDown",
                "80 wifi.ended[1]",
                "80 wifi highlight false",
                "80 wifi touchUpInside",
                "80 wifi valueChanged on=true",
            ])
    }

    @Test("§7.3 A UISwitch lifted outside sends touchUpOutside and no valueChanged")
    func switchLiftedOutside() {
        let root = window([view("wifi", "UISwitch", Rect(100, 100, 51, 31))])
        // 200 pt below the switch's top: 169 pt below its bottom edge.
        #expect(
            replay(root, [ev(0, 1, .down, 120, 115), ev(80, 1, .up, 120, 300)]) == [
                "0 wifi.began[1]",
                "0 wifi highlight true",
                "0 wifi touchDown",
                "80 wifi.ended[1]",
                "80 wifi highlight false",
                "80 wifi touchDragExit",
                "80 wifi touchUpOutside",
            ])
    }

    @Test(
        "§7.3, §7.6 A tap sends no valueChanged from a plain control, a button, a page control, or a segmented control without segments",
        arguments: ["UIControl", "UIButton", "UISegmentedControl", "UIPageControl"])
    func othersSendNoValueChanged(className: String) {
        let root = window([view("c", className, Rect(100, 100, 200, 44))])
        #expect(
            replay(root, tap(150, 120)) == [
                "0 c.began[1]",
                "0 c highlight true",
                "0 c touchDown",
                "80 c.ended[1]",
                "80 c highlight false",
                "80 c touchUpInside",
            ])
    }
}
