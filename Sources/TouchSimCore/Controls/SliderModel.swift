/// UISlider's value and thumb (docs/model.md §7.6). Positions are in the slider's own bounds.
struct SliderModel: Equatable {
    private(set) var spec: SliderSpec
    /// The value and the finger's x the drag follows from: when tracking began, or when a
    /// `set` event last moved the value (§11.4); and the value when tracking began.
    private struct Drag: Equatable {
        var value: Double
        var x: Double
        let valueAtDown: Double
    }

    /// Set while tracking.
    private var dragStart: Drag?

    init(_ spec: SliderSpec) { self.spec = spec }

    var value: Double { spec.value }

    /// The value when the current touch went down: the value now while nothing tracks.
    var valueAtDown: Double { dragStart?.valueAtDown ?? spec.value }

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
        dragStart = Drag(value: spec.value, x: p.x, valueAtDown: spec.value)
        return true
    }

    /// A `set` event's value (§11.4): a drag goes on from it, from the finger's x now (nil
    /// while nothing tracks), and the end of tracking does not report it.
    mutating func set(_ value: Double, fingerX: Double?) {
        spec.value = value
        guard dragStart != nil, let fingerX else { return }
        dragStart!.value = value
        dragStart!.x = fingerX
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

    /// The end of tracking: whether the finger moved the value since tracking began, or since
    /// a `set` event last moved it.
    mutating func end() -> Bool {
        defer { dragStart = nil }
        return dragStart.map { $0.value != spec.value } ?? false
    }
}
