import Testing

@testable import TouchSimCore

/// docs/model.md §7.6: controls with values. Each control sits at (100, 100, 200, 44) in the
/// window, so no scroll view delays it.
@Suite("§7.6 Controls with values")
struct ControlValueTests {
    private func control(_ className: String, _ configure: (inout ControlValueSpec) -> Void = { _ in }) -> ViewSpec {
        window([valueControl("c", className, Rect(100, 100, 200, 44), configure: configure)])
    }

    private func slider(_ configure: (inout SliderSpec) -> Void = { _ in }) -> ViewSpec {
        control("UISlider") { value in
            guard case .slider(var s) = value else { return }
            configure(&s)
            value = .slider(s)
        }
    }

    private func stepper(_ configure: (inout StepperSpec) -> Void = { _ in }) -> ViewSpec {
        control("UIStepper") { value in
            guard case .stepper(var s) = value else { return }
            configure(&s)
            value = .stepper(s)
        }
    }

    private func segmented(_ configure: (inout SegmentedSpec) -> Void) -> ViewSpec {
        control("UISegmentedControl") { value in
            guard case .segmented(var s) = value else { return }
            configure(&s)
            value = .segmented(s)
        }
    }

    private func finalValue(_ root: ViewSpec, _ events: [TouchEvent]) -> ControlValue? {
        summary(root, events)?.controls.first?.value
    }

    // MARK: UISlider

    @Test("§7.6 A touch on the slider's track, off its thumb, does not track: no highlight, no events")
    func sliderOffThumb() {
        let events = [ev(0, 1, .down, 200, 120), ev(40, 1, .move, 250, 120), ev(80, 1, .up, 250, 120)]
        #expect(replay(slider(), events) == ["0 c.began[1]", "40 c.moved[1]", "80 c.ended[1]"])
        #expect(finalValue(slider(), events) == .value(0))
    }

    @Test("§7.6 The thumb follows the value: at 0.5 it spans x 186–214 of a 200 pt slider at x 100")
    func thumbFollowsValue() {
        let half = slider { $0.value = 0.5 }
        #expect(replay(half, tap(190, 120)).contains("0 c touchDown"))
        #expect(!replay(half, tap(120, 120)).contains("0 c touchDown"))
    }

    @Test("§7.6 Dragging moves the value by Δx over the thumb's travel; continuous: valueChanged before the drag event")
    func sliderDragContinuous() {
        let events = [ev(0, 1, .down, 110, 120), ev(40, 1, .move, 153, 120), ev(80, 1, .up, 153, 120)]
        #expect(
            replay(slider(), events) == [
                "0 c.began[1]", "0 c highlight true", "0 c touchDown",
                "40 c.moved[1]", "40 c valueChanged value=0.25", "40 c touchDragInside",
                "80 c.ended[1]", "80 c highlight false", "80 c touchUpInside",
            ])
    }

    @Test("§7.6 A slider that is not continuous sends one valueChanged at the lift, before touchUpInside")
    func sliderNotContinuous() {
        let events = [
            ev(0, 1, .down, 110, 120), ev(40, 1, .move, 153, 120), ev(60, 1, .move, 196, 120),
            ev(80, 1, .up, 196, 120),
        ]
        #expect(
            replay(slider { $0.continuous = false }, events) == [
                "0 c.began[1]", "0 c highlight true", "0 c touchDown",
                "40 c.moved[1]", "40 c touchDragInside",
                "60 c.moved[1]", "60 c touchDragInside",
                "80 c.ended[1]", "80 c highlight false", "80 c valueChanged value=0.5", "80 c touchUpInside",
            ])
    }

    @Test(
        "§7.6 The value is clamped to minimumValue … maximumValue, and a lift away from the last move moves it once more"
    )
    func sliderClampsAndFollowsLift() {
        let events = [ev(0, 1, .down, 110, 120), ev(40, 1, .move, 500, 120), ev(80, 1, .up, 60, 120)]
        #expect(
            replay(
                slider {
                    $0.minimumValue = -1
                    $0.value = -1
                }, events
            ).filter { $0.contains("valueChanged") } == [
                "40 c valueChanged value=1", "80 c valueChanged value=-1",
            ])
    }

    // MARK: UIStepper

    @Test("§7.6 The stepper's right half increments at down: valueChanged comes from beginTracking, before touchDown")
    func stepperIncrements() {
        #expect(
            replay(stepper(), tap(250, 120)) == [
                "0 c.began[1]", "0 c valueChanged value=1", "0 c highlight true", "0 c touchDown",
                "80 c.ended[1]", "80 c highlight false", "80 c touchUpInside",
            ])
        #expect(replay(stepper { $0.value = 5 }, tap(150, 120)).contains("0 c valueChanged value=4"))
    }

    @Test("§7.6 Holding the stepper repeats 500 ms after down, then every 100 ms, until the lift")
    func stepperAutorepeat() {
        let lines = replay(stepper(), tap(250, 120, holding: 760))
        #expect(
            lines.filter { $0.contains("valueChanged") } == [
                "0 c valueChanged value=1", "500 c valueChanged value=2", "600 c valueChanged value=3",
                "700 c valueChanged value=4",
            ])
    }

    @Test("§7.6 Without autorepeat a held stepper changes once")
    func stepperNoAutorepeat() {
        let lines = replay(stepper { $0.autorepeat = false }, tap(250, 120, holding: 760))
        #expect(lines.filter { $0.contains("valueChanged") } == ["0 c valueChanged value=1"])
    }

    @Test("§7.6 Leaving the stepper (beyond 70 pt) stops the repeat for good")
    func stepperRepeatStopsOutside() {
        let events = [
            ev(0, 1, .down, 250, 120), ev(550, 1, .move, 250, 300), ev(700, 1, .move, 250, 120),
            ev(900, 1, .up, 250, 120),
        ]
        #expect(
            replay(stepper(), events).filter { $0.contains("valueChanged") } == [
                "0 c valueChanged value=1", "500 c valueChanged value=2",
            ])
    }

    @Test(
        "§7.6 At maximumValue the stepper does not change and the repeat stops; with wraps it goes on from minimumValue"
    )
    func stepperLimitAndWraps() {
        let atMax = stepper {
            $0.maximumValue = 2
            $0.value = 1
        }
        #expect(
            replay(atMax, tap(250, 120, holding: 760)).filter { $0.contains("valueChanged") } == [
                "0 c valueChanged value=2"
            ])
        var wrapping = atMax
        if case .stepper(var s) = wrapping.subviews[0].control!.value! {
            s.wraps = true
            wrapping.subviews[0].control!.value = .stepper(s)
        }
        #expect(
            replay(wrapping, tap(250, 120, holding: 660)).filter { $0.contains("valueChanged") } == [
                "0 c valueChanged value=2", "500 c valueChanged value=0", "600 c valueChanged value=1",
            ])
    }

    @Test("§7.6 A stepper that is not continuous reports the value once, at the end")
    func stepperNotContinuous() {
        let lines = replay(stepper { $0.continuous = false }, tap(250, 120, holding: 660))
        #expect(lines.filter { $0.contains("valueChanged") } == ["660 c valueChanged value=3"])
        #expect(lines.suffix(3) == ["660 c highlight false", "660 c valueChanged value=3", "660 c touchUpInside"])
    }

    // MARK: UISegmentedControl and UISwitch

    @Test(
        "§7.6 A lift inside selects the segment under the finger, after touchUpInside; the selected one again sends nothing"
    )
    func segmentedSelects() {
        let three = segmented { $0.segments = 4 }
        #expect(
            replay(three, tap(260, 120)).suffix(2) == [
                "80 c touchUpInside", "80 c valueChanged selectedSegmentIndex=3",
            ])
        let selected = segmented {
            $0.segments = 4
            $0.selectedSegmentIndex = 3
        }
        #expect(!replay(selected, tap(260, 120)).contains { $0.contains("valueChanged") })
    }

    @Test("§7.6 A momentary segmented control reports every tap and keeps no selection")
    func segmentedMomentary() {
        let momentary = segmented {
            $0.segments = 2
            $0.momentary = true
        }
        #expect(replay(momentary, tap(120, 120)).last == "80 c valueChanged selectedSegmentIndex=0")
        #expect(finalValue(momentary, tap(120, 120)) == .selectedSegmentIndex(-1))
    }

    @Test("§7.3 A switch's valueChanged carries its new isOn, and the summary its final one")
    func switchCarriesOn() {
        let on = control("UISwitch") { $0 = .toggle(on: true) }
        #expect(replay(on, tap(150, 120)).last == "80 c valueChanged on=false")
        #expect(finalValue(on, tap(150, 120) + tap(150, 120, at: 500)) == .on(true))
    }
}
