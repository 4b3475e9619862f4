/// The value of a control that has one (docs/model.md §7.6), and what tracking does to it. Each
/// method returns the value a `valueChanged` sent at that point of the tracking carries, or nil
/// when the control sends none there.
enum ValueControl: Equatable {
    case slider(SliderModel)
    case stepper(StepperModel)
    case segmented(SegmentedModel)
    /// UIPageControl (§7.7).
    case page(PageModel)
    /// UISwitch (§7.3).
    case toggle(on: Bool)

    init(_ spec: ControlValueSpec) {
        switch spec {
        case .slider(let s): self = .slider(SliderModel(s))
        case .stepper(let s): self = .stepper(StepperModel(s))
        case .segmented(let s): self = .segmented(SegmentedModel(s))
        case .toggle(let on): self = .toggle(on: on)
        case .page(let s): self = .page(PageModel(s))
        }
    }

    /// The value now, under its UIKit name.
    var current: ControlValue {
        switch self {
        case .slider(let m): return .value(m.value)
        case .stepper(let m): return .value(m.value)
        case .segmented(let m): return .selectedSegmentIndex(m.selectedSegmentIndex)
        case .toggle(let on): return .on(on)
        case .page(let m): return .currentPage(m.currentPage)
        }
    }

    /// A `set` event's value (§11.4), of the kind `current` reports; `fingerX` is where the
    /// tracked finger is, in the control's bounds. The reader gives each control its own kind.
    mutating func set(_ value: ControlValue, fingerX: Double?) {
        switch (self, value) {
        case (.slider(var m), .value(let v)):
            m.set(v, fingerX: fingerX)
            self = .slider(m)
        case (.stepper(var m), .value(let v)):
            m.set(v)
            self = .stepper(m)
        case (.segmented(var m), .selectedSegmentIndex(let index)):
            m.set(index)
            self = .segmented(m)
        case (.toggle, .on(let on)):
            self = .toggle(on: on)
        case (.page(var m), .currentPage(let page)):
            m.set(page)
            self = .page(m)
        default:
            preconditionFailure("a \(value) for a control of another kind")
        }
    }

    /// A held stepper's next repeat.
    var repeatAt: SimTime? {
        if case .stepper(let m) = self { return m.repeatAt }
        return nil
    }

    /// `beginTracking`: whether the control tracks this touch (a slider only on its thumb), and
    /// whether a continuous stepper's value changed at once.
    mutating func begin(at p: Point, bounds: Rect, now: SimTime) -> (tracks: Bool, valueChanged: ControlValue?) {
        switch self {
        case .slider(var m):
            let tracks = m.begin(at: p, bounds: bounds)
            self = .slider(m)
            return (tracks, nil)
        case .stepper(var m):
            let changed = m.begin(at: p, bounds: bounds, now: now) && m.spec.continuous
            self = .stepper(m)
            return (true, reported(changed))
        case .segmented, .toggle, .page:
            return (true, nil)
        }
    }

    private func reported(_ changed: Bool) -> ControlValue? { changed ? current : nil }

    /// `continueTracking`: a slider follows the finger; a stepper stops repeating once the
    /// finger is outside (§7.2).
    mutating func move(to p: Point, bounds: Rect, inside: Bool) -> ControlValue? {
        switch self {
        case .slider(var m):
            let changed = m.drag(to: p, bounds: bounds) && m.spec.continuous
            self = .slider(m)
            return reported(changed)
        case .stepper(var m):
            if !inside { m.stopRepeating() }
            self = .stepper(m)
            return nil
        case .segmented, .toggle, .page:
            return nil
        }
    }

    /// A stepper's repeat timer, while it tracks with the finger inside.
    mutating func repeatFired(at now: SimTime) -> ControlValue? {
        guard case .stepper(var m) = self else { return nil }
        let changed = m.repeatFired(at: now) && m.spec.continuous
        self = .stepper(m)
        return reported(changed)
    }

    /// `endTracking`, before the up event, or `cancelTracking` (`lift` nil), before `touchCancel`:
    /// a slider follows the lift's position; a non-continuous slider or stepper reports a changed
    /// value once, now. A cancel keeps the value reached.
    mutating func endTracking(at lift: (point: Point, bounds: Rect)?) -> ControlValue? {
        switch self {
        case .slider(var m):
            let moved = lift.map { m.drag(to: $0.point, bounds: $0.bounds) && m.spec.continuous } ?? false
            let changed = m.end() && !m.spec.continuous
            self = .slider(m)
            return reported(moved || changed)
        case .stepper(var m):
            let changed = m.end() && !m.spec.continuous
            self = .stepper(m)
            return reported(changed)
        case .segmented, .toggle, .page:
            return nil
        }
    }

    /// After `touchUpInside`: a switch toggles (§7.3); a segmented control selects the segment
    /// under the finger; a page control moves one page (§7.7).
    mutating func upInside(at p: Point, bounds: Rect) -> ControlValue? {
        switch self {
        case .toggle(let on):
            self = .toggle(on: !on)
            return .on(!on)
        case .segmented(var m):
            let index = m.select(at: p, bounds: bounds)
            self = .segmented(m)
            return index.map { .selectedSegmentIndex($0) }
        case .page(var m):
            let page = m.tap(at: p, bounds: bounds)
            self = .page(m)
            return page.map { .currentPage($0) }
        case .slider, .stepper:
            return nil
        }
    }
}
