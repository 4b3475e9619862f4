import Testing

@testable import TouchSimCore

private func pad(_ r: RecognizerSpec, multipleTouch: Bool = false) -> ViewSpec {
    window([
        view("pad", "UIView", Rect(0, 0, 390, 600)) {
            $0.gestureRecognizers = [r]
            $0.multipleTouchEnabled = multipleTouch
        }
    ])
}

private func gestures(_ root: ViewSpec, _ events: [TouchEvent]) -> [String] {
    replay(root, events).filter { !$0.contains("pad.") && !$0.contains(" ask ") }
}

@Test("§4.1 A tap fails when its finger moves more than 45 pt")
func tapFailsBeyond45() {
    let root = pad(RecognizerSpec(id: "t", kind: .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1)))
    #expect(
        gestures(root, [ev(0, 1, .down, 100, 100), ev(40, 1, .move, 145, 100), ev(80, 1, .up, 145, 100)]) == [
            "80 t recognized"
        ])
    #expect(
        gestures(root, [ev(0, 1, .down, 100, 100), ev(40, 1, .move, 146, 100), ev(80, 1, .up, 146, 100)]) == [
            "40 t failed"
        ])
}

@Test("§4.1 §9.2 A tap held 750 ms fails on its timer, before an event at the same time")
func tapHeldTooLong() {
    let root = pad(RecognizerSpec(id: "t", kind: .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1)))
    #expect(gestures(root, [ev(0, 1, .down, 100, 100), ev(749, 1, .up, 100, 100)]) == ["749 t recognized"])
    #expect(gestures(root, [ev(0, 1, .down, 100, 100), ev(750, 1, .up, 100, 100)]) == ["750 t failed"])
}

@Test("§4.1 A double tap fails when the second tap comes 350 ms late or 45 pt away")
func doubleTapWindow() {
    let root = pad(RecognizerSpec(id: "dt", kind: .tap(numberOfTapsRequired: 2, numberOfTouchesRequired: 1)))
    #expect(
        gestures(
            root,
            [
                ev(0, 1, .down, 100, 100), ev(50, 1, .up, 100, 100), ev(399, 1, .down, 100, 100),
                ev(450, 1, .up, 100, 100),
            ]) == ["450 dt recognized"])
    #expect(
        gestures(
            root,
            [
                ev(0, 1, .down, 100, 100), ev(50, 1, .up, 100, 100), ev(400, 1, .down, 100, 100),
                ev(450, 1, .up, 100, 100),
            ]) == ["400 dt failed", "800 dt failed"])
    #expect(
        gestures(
            root,
            [
                ev(0, 1, .down, 100, 100), ev(50, 1, .up, 100, 100), ev(200, 1, .down, 146, 100),
                ev(250, 1, .up, 146, 100),
            ]) == ["200 dt failed"])
}

@Test("§4.1 A two-finger tap needs both fingers; a third finger fails it")
func twoFingerTap() {
    let root = pad(
        RecognizerSpec(id: "t2", kind: .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 2)), multipleTouch: true)
    #expect(
        gestures(
            root,
            [ev(0, 1, .down, 100, 100), ev(10, 2, .down, 150, 100), ev(80, 1, .up, 100, 100), ev(90, 2, .up, 150, 100)])
            == ["90 t2 recognized"])
    #expect(gestures(root, [ev(0, 1, .down, 100, 100), ev(80, 1, .up, 100, 100)]) == ["80 t2 failed"])
    #expect(
        gestures(root, [ev(0, 1, .down, 100, 100), ev(0, 2, .down, 150, 100), ev(0, 3, .down, 200, 100)]) == [
            "0 t2 failed"
        ])
}

@Test("§4.2 A long press begins from its timer, changes on moves and ends at the lift")
func longPressLifecycle() {
    let root = pad(
        RecognizerSpec(
            id: "lp",
            kind: .longPress(
                minimumPressDuration: 0.5, allowableMovement: 10, numberOfTouchesRequired: 1, numberOfTapsRequired: 0)))
    #expect(
        replay(root, [ev(0, 1, .down, 100, 100), ev(600, 1, .move, 150, 100), ev(700, 1, .up, 150, 100)]) == [
            "0 pad.began[1] -> window,windowScene,application,appDelegate",
            "500 ask pad.gestureRecognizerShouldBegin(lp)=true",
            "500 lp began",
            "500 pad.cancelled[1] -> window,windowScene,application,appDelegate",
            "600 lp changed",
            "700 lp ended",
        ])
}

@Test("§4.2 A long press fails when the finger lifts early or moves beyond allowableMovement")
func longPressFails() {
    let root = pad(
        RecognizerSpec(
            id: "lp",
            kind: .longPress(
                minimumPressDuration: 0.5, allowableMovement: 10, numberOfTouchesRequired: 1, numberOfTapsRequired: 0)))
    #expect(gestures(root, [ev(0, 1, .down, 100, 100), ev(300, 1, .up, 100, 100)]) == ["300 lp failed"])
    #expect(
        gestures(root, [ev(0, 1, .down, 100, 100), ev(100, 1, .move, 110, 100), ev(200, 1, .move, 111, 100)]) == [
            "200 lp failed"
        ])
}

@Test("§4.2 A long press with numberOfTapsRequired = 1 needs a tap before the press")
func longPressAfterTap() {
    let root = pad(
        RecognizerSpec(
            id: "lp",
            kind: .longPress(
                minimumPressDuration: 0.5, allowableMovement: 10, numberOfTouchesRequired: 1, numberOfTapsRequired: 1)))
    #expect(
        gestures(
            root,
            [
                ev(0, 1, .down, 100, 100), ev(50, 1, .up, 100, 100), ev(200, 1, .down, 100, 100),
                ev(800, 1, .up, 100, 100),
            ]) == [
                "700 lp began", "800 lp ended",
            ])
    // A press without the tap is only a slow first tap: the second never comes.
    #expect(gestures(root, [ev(0, 1, .down, 100, 100), ev(600, 1, .up, 100, 100)]) == ["950 lp failed"])
}

@Test("§4.3 A pan begins at 10 pt along one axis and its translation starts after the hysteresis")
func panHysteresis() {
    let root = pad(RecognizerSpec(id: "p", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: nil)))
    #expect(
        gestures(
            root,
            [
                ev(0, 1, .down, 100, 100), ev(10, 1, .move, 107, 107), ev(20, 1, .move, 110, 103),
                ev(30, 1, .up, 120, 103),
            ]) == [
                "20 p began", "30 p changed", "30 p ended",
            ])
    #expect(
        gestures(root, [ev(0, 1, .down, 100, 100), ev(10, 1, .move, 105, 100), ev(30, 1, .up, 105, 100)]) == [
            "30 p failed"
        ])
}

@Test("§4.3 §4.4 Pan translation and release velocity follow the hysteresis and the two-sample smoothing")
func panTranslationAndVelocity() {
    var pan = PanMachine(minimumTouches: 1, maximumTouches: nil, beginAxes: Axis.allCases)
    let t = { (ms: Double, x: Double, y: Double) in
        [TouchSample(touch: TouchIndex(raw: 0), location: Point(x, y), time: SimTime(milliseconds: ms), hitView: nil)]
    }
    #expect(pan.touchesBegan(t(0, 0, 0)) == .none)
    #expect(pan.touchesMoved(t(10, 4, 12)) == .begin)
    #expect(pan.panReport?.translation == Point(0, 2))
    #expect(pan.touchesMoved(t(20, 4, 32)) == .change)
    #expect(pan.panReport?.translation == Point(0, 22))
    #expect(pan.touchesEnded(t(30, 4, 32)) == .end(afterChange: false))
    // Samples: (0, 2000) pt/s then a resting (0, 0): 0.8 × 0 + 0.2 × 2000.
    let velocity = pan.panReport!.velocity
    #expect(abs(velocity.y - 400) < 1e-9 && velocity.x == 0)
}

@Test("§4.5 A swipe recognizes at 50 pt within 30 pt off axis, fails beyond 30 pt or after 500 ms")
func swipeRules() {
    let root = pad(RecognizerSpec(id: "s", kind: .swipe(direction: .left, numberOfTouchesRequired: 1)))
    #expect(
        gestures(root, [ev(0, 1, .down, 300, 100), ev(50, 1, .move, 270, 130), ev(100, 1, .move, 250, 130)]) == [
            "100 s recognized"
        ])
    #expect(gestures(root, [ev(0, 1, .down, 300, 100), ev(50, 1, .move, 280, 131)]) == ["50 s failed"])
    #expect(
        gestures(root, [ev(0, 1, .down, 300, 100), ev(400, 1, .move, 280, 100), ev(600, 1, .move, 200, 100)]) == [
            "500 s failed"
        ])
    #expect(gestures(root, [ev(0, 1, .down, 300, 100), ev(50, 1, .up, 290, 100)]) == ["50 s failed"])
}

@Test("§4.6 A pinch begins when the two fingers' distance changes by 8 pt and fails if they lift first")
func pinchRules() {
    let root = pad(RecognizerSpec(id: "z", kind: .pinch), multipleTouch: true)
    #expect(
        gestures(
            root,
            [
                ev(0, 1, .down, 100, 100), ev(0, 2, .down, 200, 100), ev(50, 2, .move, 207, 100),
                ev(60, 2, .move, 208, 100),
                ev(70, 1, .move, 90, 100), ev(100, 1, .up, 90, 100), ev(100, 2, .up, 208, 100),
            ]) == [
                "60 z began", "70 z changed", "100 z ended",
            ])
    #expect(
        gestures(root, [ev(0, 1, .down, 100, 100), ev(0, 2, .down, 200, 100), ev(50, 1, .up, 100, 100)]) == [
            "50 z failed"
        ])
}
