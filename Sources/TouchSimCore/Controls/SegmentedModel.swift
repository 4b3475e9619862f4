/// UISegmentedControl's selection (docs/model.md §7.6): segments of equal width; a lift inside
/// selects the segment under the finger.
struct SegmentedModel: Equatable {
    private(set) var spec: SegmentedSpec

    init(_ spec: SegmentedSpec) { self.spec = spec }

    var selectedSegmentIndex: Int { spec.selectedSegmentIndex }

    /// The segment under `p`, clamped to the first and last; nil without segments.
    func segment(at p: Point, bounds: Rect) -> Int? {
        guard spec.segments > 0, bounds.size.width > 0 else { return nil }
        let width = bounds.size.width / Double(spec.segments)
        let index = Int(((p.x - bounds.minX) / width).rounded(.down))
        return min(max(index, 0), spec.segments - 1)
    }

    /// A `set` event's selection (§11.4).
    mutating func set(_ index: Int) { spec.selectedSegmentIndex = index }

    /// A lift inside: the index that `valueChanged` reports, or nil when nothing changes. A
    /// momentary control reports every tap and then keeps no selection.
    mutating func select(at p: Point, bounds: Rect) -> Int? {
        guard let index = segment(at: p, bounds: bounds) else { return nil }
        if spec.momentary {
            spec.selectedSegmentIndex = -1
            return index
        }
        guard index != spec.selectedSegmentIndex else { return nil }
        spec.selectedSegmentIndex = index
        return index
    }
}
