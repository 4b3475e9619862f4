/// A scroll view's geometry: offset range, scrollable axes, rubber band (docs/model.md §5.5,
/// §6.1), and the switches of its own recognizers (§5.1).
struct ScrollGeometry {
    /// Fixed but for the keys a `set` event may change (§11.3), through `ScrollViews.apply`;
    /// each change works the ranges and the rate's logarithm out again.
    var spec: ScrollSpec {
        didSet {
            ranges = OffsetRange(spec, boundsSize)
            logDecelerationRate = naturalLog(spec.decelerationRate)
        }
    }
    let boundsSize: Size
    /// Each axis's offset range and whether the content can scroll along it, worked out when
    /// the spec is set: a drag reads them at every move, and each took half a dozen of the
    /// spec's fields to work out.
    private(set) var ranges: OffsetRange
    /// ln(`decelerationRate`), worked out when the spec is set: every deceleration divides by
    /// it (§6.2), and a logarithm per release is not free.
    private(set) var logDecelerationRate: Double

    init(spec: ScrollSpec, boundsSize: Size) {
        self.spec = spec
        self.boundsSize = boundsSize
        ranges = OffsetRange(spec, boundsSize)
        logDecelerationRate = naturalLog(spec.decelerationRate)
    }

    private func range(_ axis: Axis) -> OffsetRange.AxisRange {
        axis == .horizontal ? ranges.horizontal : ranges.vertical
    }

    /// The smallest offset along an axis: `−inset`.
    func minOffset(_ axis: Axis) -> Double { range(axis).min }

    /// The largest offset along an axis: `contentSize − bounds + inset`, never below the minimum.
    func maxOffset(_ axis: Axis) -> Double { range(axis).max }

    /// §5.5: content larger than the bounds less the insets, or `bounces` with `alwaysBounce…`.
    func canScroll(_ axis: Axis) -> Bool { range(axis).canScroll }

    /// §5.1: the pan is enabled while scrolling is; the scroll view's `panGestureRecognizer`
    /// key may disable it too (§5.8).
    var panEnabled: Bool { spec.scrollEnabled && spec.panGestureRecognizer.enabled }

    /// §5.1: the delay recognizer is active only while `delaysContentTouches` and
    /// `scrollEnabled` are both YES.
    var delaysContentTouches: Bool { spec.delaysContentTouches && spec.scrollEnabled }

    /// The axes the pan may begin along and move.
    var scrollableAxes: [Axis] { Axis.allCases.filter(scrolls) }

    /// Whether the pan may begin along and move `axis`.
    func scrolls(_ axis: Axis) -> Bool { spec.scrollEnabled && canScroll(axis) }

    /// The offset clamped into range.
    func clamped(_ offset: Point) -> Point { ranges.clamped(offset) }

    /// Whether the offset lies outside the range on some axis.
    func isPastEdge(_ offset: Point) -> Bool { clamped(offset) != offset }

    /// The raw offset that `OffsetRange.AxisRange.displayed(raw:bounces:over:)` shows as `shown`,
    /// so a drag that grabs a view mid-bounce continues from where it is.
    func raw(displayed shown: Double, _ axis: Axis) -> Double {
        let lo = minOffset(axis)
        let hi = maxOffset(axis)
        let d = boundsSize[axis]
        guard spec.bounces, d > 0 else { return shown }
        if shown < lo { return lo - unRubberBand(lo - shown, d) }
        if shown > hi { return hi + unRubberBand(shown - hi, d) }
        return shown
    }

    /// §6.1: an overshoot of `x` shows as x·d·c / (d + c·x) over a size `d`; also a
    /// `modalInPresentation` sheet's resistance (§12.4).
    static func rubberBand(_ x: Double, _ d: Double) -> Double {
        let c = Constants.rubberBandCoefficient
        guard d > 0 else { return 0 }
        return x * d * c / (d + c * x)
    }

    private func unRubberBand(_ y: Double, _ d: Double) -> Double {
        let c = Constants.rubberBandCoefficient
        // The band never shows d or more; treat such an offset as fully stretched.
        guard y < d * 0.999 else { return y * 1000 }
        return y * d / (c * (d - y))
    }
}
