import TouchSimCore

/// The keys of the controls with values (docs/format.md §2.10, docs/model.md §7.6): UISlider,
/// UIStepper, UISegmentedControl, UISwitch, UIPageControl, UIKit's names and defaults.
extension TreeDecoder {
    /// Each key and the classes that take it.
    static let controlValueKeys: [(key: String, classNames: [String])] = [
        ("value", ["UISlider", "UIStepper"]), ("minimumValue", ["UISlider", "UIStepper"]),
        ("maximumValue", ["UISlider", "UIStepper"]), ("continuous", ["UISlider", "UIStepper"]),
        ("stepValue", ["UIStepper"]), ("autorepeat", ["UIStepper"]), ("wraps", ["UIStepper"]),
        ("segments", ["UISegmentedControl"]), ("selectedSegmentIndex", ["UISegmentedControl"]),
        ("momentary", ["UISegmentedControl"]), ("on", ["UISwitch"]),
        ("numberOfPages", ["UIPageControl"]), ("currentPage", ["UIPageControl"]),
    ]

    /// Decodes `member` into `spec`; returns false when its key is not a control-value key.
    func decodeControlValueMember(_ member: JSONMember, path: String, into spec: inout ControlValueSpec)
        throws(Diagnostic) -> Bool
    {
        let value = member.value
        switch (member.key, spec) {
        case (_, .slider(var s)):
            guard try decodeRangeMember(member, path: path, into: &s) else { return false }
            spec = .slider(s)
        case ("stepValue", .stepper(var s)):
            s.stepValue = try value.number(path: path, in: .ulpOfOne...Double.infinity, expected: "a step > 0")
            spec = .stepper(s)
        case ("autorepeat", .stepper(var s)):
            s.autorepeat = try value.bool(path: path)
            spec = .stepper(s)
        case ("wraps", .stepper(var s)):
            s.wraps = try value.bool(path: path)
            spec = .stepper(s)
        case (_, .stepper(var s)):
            guard try decodeRangeMember(member, path: path, into: &s) else { return false }
            spec = .stepper(s)
        case ("segments", .segmented(var s)):
            s.segments = try value.integer(path: path, atLeast: 0, expected: "a number of segments, an integer ≥ 0")
            spec = .segmented(s)
        case ("selectedSegmentIndex", .segmented(var s)):
            s.selectedSegmentIndex = try value.integer(
                path: path, atLeast: -1, expected: "a segment index, or -1 for no segment")
            spec = .segmented(s)
        case ("momentary", .segmented(var s)):
            s.momentary = try value.bool(path: path)
            spec = .segmented(s)
        case ("on", .toggle):
            spec = .toggle(on: try value.bool(path: path))
        case ("numberOfPages", .page(var s)):
            s.numberOfPages = try value.integer(path: path, atLeast: 0, expected: "a number of pages, an integer ≥ 0")
            spec = .page(s)
        case ("currentPage", .page(var s)):
            s.currentPage = try value.integer(path: path, atLeast: 0, expected: "a page index, an integer ≥ 0")
            spec = .page(s)
        default:
            return false
        }
        return true
    }

    /// Decodes `member` into `s` when its key is one UISlider and UIStepper share; returns false
    /// when it is not.
    private func decodeRangeMember(_ member: JSONMember, path: String, into s: inout some RangeControl)
        throws(Diagnostic) -> Bool
    {
        switch member.key {
        case "value": s.value = try member.value.number(path: path)
        case "minimumValue": s.minimumValue = try member.value.number(path: path)
        case "maximumValue": s.maximumValue = try member.value.number(path: path)
        case "continuous": s.continuous = try member.value.bool(path: path)
        default: return false
        }
        return true
    }

    /// The rules that relate the keys to each other, reported at the key that breaks them (or,
    /// when that key kept its default, at the one that made the default wrong).
    func checkControlValue(_ spec: ControlValueSpec, of object: JSONObject) throws(Diagnostic) {
        /// The first of `keys` the object has, with what it should have been.
        func check(_ broken: Bool, _ expectations: [(key: String, expected: String)]) throws(Diagnostic) {
            guard broken else { return }
            for (key, expected) in expectations {
                if let value = object[key] { throw value.mismatch(expected, path: object.path(key)) }
            }
        }
        func f(_ x: Double) -> String { JSONValue.format(x) }
        func range(_ value: Double, _ low: Double, _ high: Double) throws(Diagnostic) {
            try check(
                low >= high,
                [
                    ("maximumValue", "a maximumValue greater than minimumValue (\(f(low)))"),
                    ("minimumValue", "a minimumValue less than maximumValue (\(f(high)))"),
                ])
            try check(
                value < low || value > high,
                [
                    ("value", "a value from minimumValue (\(f(low))) to maximumValue (\(f(high)))"),
                    ("minimumValue", "a minimumValue ≤ value (\(f(value)))"),
                    ("maximumValue", "a maximumValue ≥ value (\(f(value)))"),
                ])
        }
        switch spec {
        case .slider(let s): try range(s.value, s.minimumValue, s.maximumValue)
        case .stepper(let s): try range(s.value, s.minimumValue, s.maximumValue)
        case .segmented(let s):
            try check(
                s.selectedSegmentIndex >= s.segments,
                [
                    ("selectedSegmentIndex", "-1 (no segment) or a segment index below segments (\(s.segments))"),
                    ("segments", "more segments than selectedSegmentIndex (\(s.selectedSegmentIndex))"),
                ])
        case .page(let s):
            try check(
                s.currentPage > 0 && s.currentPage >= s.numberOfPages,
                [
                    ("currentPage", "a page index below numberOfPages (\(s.numberOfPages))"),
                    ("numberOfPages", "more pages than currentPage (\(s.currentPage))"),
                ])
        case .toggle: break
        }
    }
}

/// The keys UISlider and UIStepper share, so that one function decodes them.
private protocol RangeControl {
    var value: Double { get set }
    var minimumValue: Double { get set }
    var maximumValue: Double { get set }
    var continuous: Bool { get set }
}

extension SliderSpec: RangeControl {}
extension StepperSpec: RangeControl {}
