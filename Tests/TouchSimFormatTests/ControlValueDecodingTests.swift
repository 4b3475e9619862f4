import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// The keys of the controls with values (docs/format.md §2.10, docs/model.md §7.6).
@Suite("Control value keys")
struct ControlValueDecodingTests {
    private func tree(_ className: String, _ keys: String) -> String {
        #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "c", "class": "\#(className)", "frame": [0, 0, 9, 9]\#(keys)}]}"#
    }

    private func value(_ className: String, _ keys: String = "") throws -> ControlValueSpec? {
        try root(tree(className, keys)).subviews[0].control?.value
    }

    @Test(
        "§7.3 §7.6 A switch always has a value; a slider, stepper or segmented control gets one, with UIKit's defaults for the other keys, from its first value key; a button has none"
    )
    func defaults() throws {
        #expect(try value("UISwitch") == .toggle(on: false))
        for className in ["UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UIButton"] {
            #expect(try value(className) == nil, "\(className) without value keys tracks like a plain UIControl")
        }
        #expect(try value("UISlider", #", "continuous": true"#) == .slider(SliderSpec()))
        #expect(try value("UIStepper", #", "wraps": false"#) == .stepper(StepperSpec()))
        #expect(try value("UISegmentedControl", #", "momentary": false"#) == .segmented(SegmentedSpec()))
        #expect(StepperSpec().maximumValue == 100 && SliderSpec().maximumValue == 1)
    }

    @Test("§7.6 Every key is decoded, and --set reaches it")
    func everyKey() throws {
        var slider = SliderSpec()
        slider.value = 2
        slider.minimumValue = 1
        slider.maximumValue = 3
        slider.continuous = false
        #expect(
            try value(
                "UISlider", #", "value": 2, "minimumValue": 1, "maximumValue": 3, "continuous": false"#)
                == .slider(slider))
        var stepper = StepperSpec()
        stepper.value = 4
        stepper.stepValue = 0.5
        stepper.autorepeat = false
        stepper.wraps = true
        stepper.continuous = false
        #expect(
            try value(
                "UIStepper", #", "value": 4, "stepValue": 0.5, "autorepeat": false, "wraps": true, "continuous": false"#
            )
                == .stepper(stepper))
        var segmented = SegmentedSpec()
        segmented.segments = 3
        segmented.selectedSegmentIndex = 1
        segmented.momentary = true
        #expect(
            try value("UISegmentedControl", #", "segments": 3, "selectedSegmentIndex": 1, "momentary": true"#)
                == .segmented(segmented))
        #expect(try value("UISwitch", #", "on": true"#) == .toggle(on: true))
        #expect(try root(tree("UISwitch", ""), set: ["c.on=true"]).subviews[0].control?.value == .toggle(on: true))
    }

    @Test("§7.6 A custom subclass of UISlider takes the slider's keys")
    func subclassTakesKeys() throws {
        let json =
            #"{"id": "w", "frame": [0, 0, 390, 844], "subviews": [{"id": "c", "class": "VolumeSlider", "superclass": "UISlider", "frame": [0, 0, 9, 9], "value": 1}]}"#
        var slider = SliderSpec()
        slider.value = 1
        #expect(try root(json).subviews[0].control?.value == .slider(slider))
    }

    @Test("§7.6 Wrong types, keys of another class and out-of-range values are input errors at the key to fix")
    func errors() {
        let cases: [(String, String, String)] = [
            ("UISwitch", #", "on": 1"#, "view \"c\": on: expected true or false, found 1 (tree.subviews[0].on)"),
            (
                "UIButton", #", "on": true"#,
                "view \"c\": on: \"on\" is a key of UISwitch and its subclasses, but this view is a UIButton (tree.subviews[0].on)"
            ),
            (
                "UISwitch", #", "value": 1"#,
                "view \"c\": value: \"value\" is a key of UISlider and UIStepper and their subclasses, but this view is a UISwitch (tree.subviews[0].value)"
            ),
            (
                "UISlider", #", "value": 2"#,
                "view \"c\": value: expected a value from minimumValue (0) to maximumValue (1), found 2 (tree.subviews[0].value)"
            ),
            (
                "UISlider", #", "minimumValue": 5"#,
                "view \"c\": minimumValue: expected a minimumValue less than maximumValue (1), found 5 (tree.subviews[0].minimumValue)"
            ),
            (
                "UIStepper", #", "minimumValue": 5, "maximumValue": 5"#,
                "view \"c\": maximumValue: expected a maximumValue greater than minimumValue (5), found 5 (tree.subviews[0].maximumValue)"
            ),
            (
                "UIStepper", #", "minimumValue": 1"#,
                "view \"c\": minimumValue: expected a minimumValue ≤ value (0), found 1 (tree.subviews[0].minimumValue)"
            ),
            (
                "UIStepper", #", "stepValue": 0"#,
                "view \"c\": stepValue: expected a step > 0, found 0 (tree.subviews[0].stepValue)"
            ),
            (
                "UISegmentedControl", #", "segments": 2.5"#,
                "view \"c\": segments: expected a number of segments, an integer ≥ 0, found 2.5 (tree.subviews[0].segments)"
            ),
            (
                "UIPageControl", #", "numberOfPages": 3, "currentPage": 3"#,
                "view \"c\": currentPage: expected a page index below numberOfPages (3), found 3 (tree.subviews[0].currentPage)"
            ),
            (
                "UIPageControl", #", "currentPage": 2"#,
                "view \"c\": currentPage: expected a page index below numberOfPages (0), found 2 (tree.subviews[0].currentPage)"
            ),
            (
                "UIPageControl", #", "numberOfPages": -1"#,
                "view \"c\": numberOfPages: expected a number of pages, an integer ≥ 0, found -1 (tree.subviews[0].numberOfPages)"
            ),
            (
                "UISegmentedControl", #", "segments": 2, "selectedSegmentIndex": 2"#,
                "view \"c\": selectedSegmentIndex: expected -1 (no segment) or a segment index below segments (2), found 2 (tree.subviews[0].selectedSegmentIndex)"
            ),
            (
                "UISegmentedControl", #", "selectedSegmentIndex": 0"#,
                "view \"c\": selectedSegmentIndex: expected -1 (no segment) or a segment index below segments (0), found 0 (tree.subviews[0].selectedSegmentIndex)"
            ),
            (
                "UISegmentedControl", #", "selectedSegmentIndex": -2"#,
                "view \"c\": selectedSegmentIndex: expected a segment index, or -1 for no segment, found -2 (tree.subviews[0].selectedSegmentIndex)"
            ),
        ]
        for (className, keys, message) in cases {
            let rendered = failure(scenario(tree: tree(className, keys)))
            #expect(rendered?.hasSuffix(" error: " + message) == true, "\(rendered ?? "no error")")
        }
    }
}
