import Testing

@testable import TouchSimCore

/// `set` events on controls' values (docs/model.md §11.4). Each control sits at
/// (100, 100, 200, 44) in the window.

private func control(_ className: String, _ configure: (inout ControlValueSpec) -> Void = { _ in }) -> ViewSpec {
    window([valueControl("c", className, Rect(100, 100, 200, 44), configure: configure)])
}

private func set(_ t: Double, _ a: SceneAddresses, _ value: ControlValue) -> TraceStep {
    .changes([.controlValue(a.control(a.view("c")!)!, value)], at: SimTime(milliseconds: t))
}

private func touch(_ t: Double, _ phase: TouchPhase, _ x: Double) -> TraceStep { .touches([ev(t, 1, phase, x, 120)]) }

private func valueLines(_ lines: [String]) -> [String] { lines.filter { $0.contains("valueChanged") } }

@Test("A slider's value set mid-drag sends nothing, and the drag goes on from it (§11.4, §7.6)")
func sliderDragContinuesFromSetValue() {
    let lines = replay(control("UISlider")) { a in
        [
            touch(0, .down, 110), touch(40, .move, 153), set(50, a, .value(0.5)), touch(80, .move, 196),
            touch(90, .up, 196),
        ]
    }
    #expect(valueLines(lines) == ["40 c valueChanged value=0.25", "80 c valueChanged value=0.75"])
}

@Test("A non-continuous slider reports at the lift only what the finger changed after a set (§11.4, §7.6)")
func nonContinuousSliderIgnoresSetValue() {
    let slider = control("UISlider") { value in
        guard case .slider(var s) = value else { return }
        s.continuous = false
        value = .slider(s)
    }
    let lines = replay(slider) { a in [touch(0, .down, 110), set(20, a, .value(0.5)), touch(40, .up, 110)] }
    #expect(valueLines(lines).isEmpty)
}

@Test("A set slider value moves its thumb for the next touch (§11.4, §7.6)")
func setValueMovesThumb() {
    // At value 1 the thumb spans x 272–300 in the window; at 0 it spans 100–128.
    let lines = replay(control("UISlider")) { a in [set(0, a, .value(1)), touch(10, .down, 110)] }
    #expect(!lines.contains { $0.contains("touchDown") })
}

@Test("A switch set on while held toggles off at the lift, and only the lift sends valueChanged (§11.4, §7.3)")
func switchSetWhileHeld() {
    let lines = replay(control("UISwitch")) { a in [touch(0, .down, 150), set(50, a, .on(true)), touch(100, .up, 150)] }
    #expect(valueLines(lines) == ["100 c valueChanged on=false"])
}

@Test("A segmented control set to the segment the finger lifts on sends no valueChanged (§11.4, §7.6)")
func segmentedSetToLiftedSegment() {
    let segmented = control("UISegmentedControl") { value in
        guard case .segmented(var s) = value else { return }
        s.segments = 2
        value = .segmented(s)
    }
    let lines = replay(segmented) { a in
        [touch(0, .down, 250), set(50, a, .selectedSegmentIndex(1)), touch(100, .up, 250)]
    }
    #expect(valueLines(lines).isEmpty)
}

@Test("A held stepper steps on from a value set while it repeats (§11.4, §7.6)")
func stepperStepsFromSetValue() {
    let lines = replay(control("UIStepper")) { a in
        [touch(0, .down, 250), set(100, a, .value(10)), touch(550, .up, 250)]
    }
    #expect(valueLines(lines) == ["0 c valueChanged value=1", "500 c valueChanged value=11"])
}

/// A button `c` at (100, 100, 200, 44).
private let button = window([view("c", "UIButton", Rect(100, 100, 200, 44))])

private func enable(_ t: Double, _ a: SceneAddresses, _ enabled: Bool) -> TraceStep {
    .changes([.controlEnabled(a.control(a.view("c")!)!, enabled)], at: SimTime(milliseconds: t))
}

@Test("A button disabled while it tracks cancels its tracking; its later calls go up the chain (§11.5, §1.5)")
func disablingTrackedButtonCancelsTracking() {
    let lines = replay(button) { a in [touch(0, .down, 150), enable(50, a, false), touch(100, .up, 150)] }
    #expect(
        lines == [
            "0 c.began[1]", "0 c highlight true", "0 c touchDown", "50 c highlight false", "50 c touchCancel",
            "100 c.ended[1] -> window,windowScene,application,appDelegate",
        ])
}

@Test("A button enabled while a finger is on it does not track that touch, only the next (§11.5)")
func enablingMidTouchTracksOnlyLaterTouches() {
    let disabled = window([view("c", "UIButton", Rect(100, 100, 200, 44)) { $0.control!.enabled = false }])
    let lines = replay(disabled) { a in
        [touch(0, .down, 150), enable(50, a, true), touch(100, .up, 150), touch(200, .down, 150), touch(260, .up, 150)]
    }
    #expect(lines.filter { $0.contains("touch") && !$0.contains("[") } == ["200 c touchDown", "260 c touchUpInside"])
    // The earlier touch's end goes up the chain: the button does not handle it.
    #expect(lines.contains("100 c.ended[1] -> window,windowScene,application,appDelegate"))
}

@Test("A touch a content delay holds across a disable and an enable never gets tracked (§11.5, §5.2)")
func touchHeldAcrossDisableAndEnableIsNotTracked() {
    // Issue 35's first break: `buy` highlighted at 150 and sent touchDown and touchUpInside.
    let feed = window([
        view("feed", "UIScrollView", Rect(0, 0, 390, 844), [view("c", "UIButton", Rect(20, 100, 160, 44))]) {
            $0.scroll!.contentSize = Size(390, 3000)
        }
    ])
    let lines = replay(feed) { a in
        [
            .touches([ev(0, 1, .down, 60, 120)]), enable(50, a, false), enable(100, a, true),
            .touches([ev(300, 1, .up, 60, 120)]),
        ]
    }
    #expect(!lines.contains { $0.contains("c highlight") || $0.contains("c touch") })
    #expect(lines.contains("150 c.began[1] -> feed,window,windowScene,application,appDelegate"))
}

@Test("Disabling a control that tracks nothing prints nothing (§11.5)")
func disablingIdleControlIsSilent() {
    #expect(replay(button) { a in [enable(10, a, false)] }.isEmpty)
}
