import Testing

@testable import TouchSimCore

/// `set` events (docs/model.md §11): what a change does to work in progress.

private func set(_ t: Double, _ changes: SceneChange...) -> TraceStep {
    .changes(changes, at: SimTime(milliseconds: t))
}

private func touches(_ events: TouchEvent...) -> TraceStep { .touches(events[...]) }

private func card(_ recognizers: [RecognizerSpec]) -> ViewSpec {
    window([view("card", "UIView", Rect(0, 0, 390, 400), configure: { $0.gestureRecognizers = recognizers })])
}

@Test("Disabling a pan that has begun cancels it, and its later moves reach it no more (§11.1)")
func disablingBeganPanCancelsIt() {
    let lines = replay(card([panGesture("pan")])) { a in
        [
            touches(ev(0, 1, .down, 100, 100)), touches(ev(16, 1, .move, 130, 100)),
            set(20, .recognizer(a.recognizer("pan")!, .enabled(false))),
            touches(ev(32, 1, .move, 160, 100)), touches(ev(48, 1, .up, 160, 100)),
        ]
    }
    #expect(
        lines == [
            "0 card.began[1] -> window,windowScene,application,appDelegate",
            "16 ask card.gestureRecognizerShouldBegin(pan)=true", "16 pan began",
            "16 card.cancelled[1] -> window,windowScene,application,appDelegate", "20 pan cancelled",
        ])
}

@Test("Disabling a tap still possible fails it, and the tap that requires it to fail recognizes (§11.1, §3.5)")
func disablingPossibleTapResolvesRequirement() {
    let root = card([
        tapGesture("double", taps: 2), tapGesture("single") { $0.requireToFail = ["double"] },
    ])
    let lines = replay(root) { a in
        [
            touches(ev(0, 1, .down, 100, 100)), touches(ev(60, 1, .up, 100, 100)),
            set(100, .recognizer(a.recognizer("double")!, .enabled(false))),
        ]
    }
    #expect(lines.contains("100 double failed"))
    #expect(lines.contains("100 single recognized"))
    #expect(!lines.contains { $0.hasPrefix("350") })
}

@Test("Disabling a recognizer that has no touches reports nothing (§11.1)")
func disablingIdleRecognizerIsSilent() {
    let lines = replay(card([tapGesture("tap")])) { a in [set(10, .recognizer(a.recognizer("tap")!, .enabled(false)))] }
    #expect(lines.isEmpty)
}

@Test("A disabled recognizer receives no new touches (§11.1, §3.2)")
func disabledRecognizerGetsNoTouches() {
    let lines = replay(card([tapGesture("tap")])) { a in
        [
            set(0, .recognizer(a.recognizer("tap")!, .enabled(false))),
            touches(ev(10, 1, .down, 100, 100)), touches(ev(60, 1, .up, 100, 100)),
        ]
    }
    #expect(!lines.contains { $0.contains("tap recognized") })
}

@Test("Enabling a recognizer again gives it no touch already down, only later ones (§11.1)")
func reEnablingTakesOnlyNewTouches() {
    let lines = replay(card([tapGesture("tap")])) { a in
        let tap = a.recognizer("tap")!
        return [
            touches(ev(0, 1, .down, 100, 100)), set(20, .recognizer(tap, .enabled(false))),
            set(30, .recognizer(tap, .enabled(true))), touches(ev(60, 1, .up, 100, 100)),
            touches(ev(200, 1, .down, 100, 100)), touches(ev(260, 1, .up, 100, 100)),
        ]
    }
    #expect(lines.filter { $0.contains(" tap ") } == ["20 tap failed", "260 tap recognized"])
}

@Test("cancelsTouchesInView set mid-trace applies when the recognizer next recognizes (§11.1, §3.6)")
func cancelsTouchesInViewChange() {
    let lines = replay(card([tapGesture("tap")])) { a in
        [
            set(0, .recognizer(a.recognizer("tap")!, .cancelsTouchesInView(false))),
            touches(ev(10, 1, .down, 100, 100)), touches(ev(60, 1, .up, 100, 100)),
        ]
    }
    #expect(lines.contains("60 card.ended[1] -> window,windowScene,application,appDelegate"))
    #expect(!lines.contains { $0.contains("cancelled") })
}

@Test(
    "A view hidden, transparent or not interactive keeps its touch; a new touch skips it (§11.2, §1.1)",
    arguments: [ViewChange.hidden(true), .alpha(0.005), .userInteractionEnabled(false)])
func changedViewKeepsItsTouch(change: ViewChange) {
    let root = window([view("back", "UIView", Rect(0, 0, 390, 844)), view("front", "UIView", Rect(0, 0, 390, 400))])
    let lines = replay(root, keepInput: true) { a in
        [
            touches(ev(0, 1, .down, 100, 100)), set(10, .view(a.view("front")!, change)),
            touches(ev(20, 1, .move, 110, 100)), touches(ev(30, 2, .down, 100, 100)),
        ]
    }
    #expect(lines.contains("20 front.moved[1] -> window,windowScene,application,appDelegate"))
    #expect(lines.contains("30 input 2 down back"))
}

@Test("A view shown again is hit by the next touch (§11.2)")
func shownViewIsHitAgain() {
    let root = window([
        view("back", "UIView", Rect(0, 0, 390, 844)),
        view("front", "UIView", Rect(0, 0, 390, 400), configure: { $0.hidden = true }),
    ])
    let lines = replay(root, keepInput: true) { a in
        [set(0, .view(a.view("front")!, .hidden(false))), touches(ev(10, 1, .down, 100, 100))]
    }
    #expect(lines.contains("10 input 1 down front"))
}
