import Testing

@testable import TouchSimCore

/// docs/model.md §7.3: a slider, stepper, segmented control or page control that the scenario
/// gives no value tracks like a plain UIControl; a value turns on §7.6's model.
@Suite("§7.3 Controls without a value track like a plain UIControl")
struct PlainValueControlTests {
    /// A touch in the middle of a 200 × 44 control, held past a stepper's 500 ms repeat and
    /// dragged 40 pt right before it lifts.
    private let touch = [ev(0, 1, .down, 200, 120), ev(600, 1, .move, 240, 122), ev(700, 1, .up, 240, 122)]

    private func lines(_ control: ViewSpec) -> [String] { replay(window([control]), touch) }

    @Test(
        "§7.3 §7.2 A UISlider, UIStepper, UISegmentedControl or UIPageControl without a value gives a plain UIControl's lines",
        arguments: ["UISlider", "UIStepper", "UISegmentedControl", "UIPageControl"])
    func plainTracking(_ className: String) {
        let plain = lines(view("c", "UIControl", Rect(100, 100, 200, 44)))
        #expect(plain.contains("0 c touchDown") && plain.contains("700 c touchUpInside"))
        #expect(lines(view("c", className, Rect(100, 100, 200, 44))) == plain)
    }

    @Test("§7.6 The same touch on a slider or stepper given a value follows the value model")
    func valueModelDiffers() {
        let plain = lines(view("c", "UIControl", Rect(100, 100, 200, 44)))
        // The slider's thumb sits at its left end (value 0): the middle is off it, and nothing tracks.
        #expect(!lines(valueControl("c", "UISlider", Rect(100, 100, 200, 44))).contains("0 c touchDown"))
        #expect(lines(valueControl("c", "UIStepper", Rect(100, 100, 200, 44))).contains("0 c valueChanged value=1"))
        #expect(lines(valueControl("c", "UIStepper", Rect(100, 100, 200, 44))) != plain)
    }
}
