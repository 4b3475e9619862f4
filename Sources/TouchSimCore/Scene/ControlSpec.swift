/// The keys only controls take (docs/format.md §2.3, §2.10).
public struct ControlSpec: Sendable, Equatable {
    /// `isEnabled`.
    public var enabled = true
    /// The value of a slider, stepper, segmented control or switch (docs/model.md §7.6); nil
    /// for the other controls.
    public var value: ControlValueSpec?

    /// Creates a control configuration.
    public init(enabled: Bool = true, value: ControlValueSpec? = nil) {
        self.enabled = enabled
        self.value = value
    }
}

/// The controls with values and their properties, UIKit's names and defaults (docs/model.md §7.6).
public enum ControlValueSpec: Sendable, Equatable {
    case slider(SliderSpec)
    case stepper(StepperSpec)
    case segmented(SegmentedSpec)
    /// UISwitch's `isOn`.
    case toggle(on: Bool)
    case page(PageControlSpec)
}

/// UIPageControl's keys; defaults from UIKit's header.
public struct PageControlSpec: Sendable, Equatable {
    /// `numberOfPages`.
    public var numberOfPages = 0
    /// `currentPage`, from 0 to `numberOfPages` − 1 (0 without pages).
    public var currentPage = 0

    /// Creates a page control configuration with UIKit's defaults.
    public init() {}
}

/// UISlider's keys; defaults from UIKit's header.
public struct SliderSpec: Sendable, Equatable {
    /// `value`, within `minimumValue...maximumValue`.
    public var value = 0.0
    /// `minimumValue`.
    public var minimumValue = 0.0
    /// `maximumValue`, greater than `minimumValue`.
    public var maximumValue = 1.0
    /// `isContinuous`: `valueChanged` on every change, or once at the end.
    public var continuous = true

    /// Creates a slider configuration with UIKit's defaults.
    public init() {}
}

/// UIStepper's keys; defaults from UIKit's header.
public struct StepperSpec: Sendable, Equatable {
    /// `value`, within `minimumValue...maximumValue`.
    public var value = 0.0
    /// `minimumValue`.
    public var minimumValue = 0.0
    /// `maximumValue`, greater than `minimumValue`.
    public var maximumValue = 100.0
    /// `stepValue`, greater than 0.
    public var stepValue = 1.0
    /// `isContinuous`: `valueChanged` on every change, or once at the end.
    public var continuous = true
    /// `autorepeat`: holding repeats the change.
    public var autorepeat = true
    /// `wraps`: past one limit the value goes on from the other.
    public var wraps = false

    /// Creates a stepper configuration with UIKit's defaults.
    public init() {}
}

/// UISegmentedControl's keys; `segments` stands for the segments' titles or images.
public struct SegmentedSpec: Sendable, Equatable {
    /// How many segments, of equal width.
    public var segments = 0
    /// `selectedSegmentIndex`; -1 is `noSegment`.
    public var selectedSegmentIndex = -1
    /// `isMomentary`: a segment does not stay selected.
    public var momentary = false

    /// Creates a segmented control configuration with UIKit's defaults.
    public init() {}
}
