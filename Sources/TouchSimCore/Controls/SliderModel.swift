/// UISlider's value and thumb (docs/model.md §7.6). Positions are in the slider's own bounds.
struct SliderModel: Equatable {
    private(set) var spec: SliderSpec
    /// The value and the finger's x when tracking began.
    private struct Drag: Equatable {
        let value: Double
        let x: Double
    }

    /// Set while tracking.
    private var dragStart: Drag?

    init(_ spec: SliderSpec) { self.spec = spec }

    var value: Double { spec.value }

    /// The value when the current touch went down: the value now while nothing tracks.
    var valueAtDown: Double { dragStart?.value ?? spec.value }

    /// The thumb's hit area: 28 pt wide, the slider's full height, its centre following the
    /// value (now, unless another is given) from `minX + 14` to `maxX − 14`.
    func thumb(in bounds: Rect, value: Double? = nil) -> Rect {
        let width = Constants.sliderThumbWidth
        let fraction = ((value ?? spec.value) - spec.minimumValue) / (spec.maximumValue - spec.minimumValue)
        let centre = bounds.minX + width / 2 + fraction * (bounds.size.width - width)
        return Rect(centre - width / 2, bounds.minY, width, bounds.size.height)
    }

    /// `beginTracking`: the slider tracks a touch only when it goes down on the thumb.
    mutating func begin(at p: Point, bounds: Rect) -> Bool {
        guard thumb(in: bounds).contains(p) else { return false }
        dragStart = Drag(value: spec.value, x: p.x)
        return true
    }

    /// `continueTracking`: the value follows the finger's x displacement since the down along
    /// the thumb's travel, so the thumb does not jump under the finger. True when it changed.
    mutating func drag(to p: Point, bounds: Rect) -> Bool {
        guard let start = dragStart else { return false }
        let travel = bounds.size.width - Constants.sliderThumbWidth
        guard travel > 0 else { return false }
        let range = spec.maximumValue - spec.minimumValue
        let wanted = start.value + (p.x - start.x) / travel * range
        let value = min(max(wanted, spec.minimumValue), spec.maximumValue)
        guard value != spec.value else { return false }
        spec.value = value
        return true
    }

    /// The end of tracking: whether the value differs from where it started.
    mutating func end() -> Bool {
        defer { dragStart = nil }
        return dragStart.map { $0.value != spec.value } ?? false
    }
}
