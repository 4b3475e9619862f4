/// A scroll view's offsets along both axes and whether its content can scroll along each
/// (docs/model.md §5.5), worked out from its spec and bounds. A plain value, apart from the
/// `ScrollGeometry` it came from: an animation reads it at every hit-test while the view moves
/// (docs/performance.md).
struct OffsetRange: Equatable, BitwiseCopyable {
    /// One axis's offsets and whether the content can scroll along it.
    struct AxisRange: Equatable, BitwiseCopyable {
        let min: Double
        let max: Double
        let canScroll: Bool

        /// What the finger's `raw` offset shows along the axis, whose bounds are `size` long:
        /// past an edge with `bounces`, the overshoot x is shown as x·d·c/(d + c·x)
        /// (`ScrollGeometry.rubberBand`); without, it is clamped (§6.1).
        func displayed(raw: Double, bounces: Bool, over size: Double) -> Double {
            guard bounces else { return Swift.min(Swift.max(raw, min), max) }
            if raw < min { return min - ScrollGeometry.rubberBand(min - raw, size) }
            if raw > max { return max + ScrollGeometry.rubberBand(raw - max, size) }
            return raw
        }
    }

    let horizontal: AxisRange
    let vertical: AxisRange

    /// The ranges of a scroll view with `spec` and bounds of `boundsSize`.
    init(_ spec: ScrollSpec, _ boundsSize: Size) {
        horizontal = Self.range(.horizontal, spec, boundsSize)
        vertical = Self.range(.vertical, spec, boundsSize)
    }

    /// The range along `axis`: from `−inset` to `contentSize − bounds + inset`, never below
    /// the minimum. §5.5: the content can scroll when larger than the bounds less the insets, or
    /// with `bounces` and `alwaysBounce…`.
    private static func range(_ axis: Axis, _ spec: ScrollSpec, _ boundsSize: Size) -> AxisRange {
        let low = -spec.contentInset.leading(axis)
        let high = Swift.max(
            low, spec.zoomedContentSize[axis] - boundsSize[axis] + spec.contentInset.trailing(axis))
        // §13.1: a refresh control makes the content bounce vertically however short it is.
        let alwaysBounce =
            axis == .horizontal ? spec.alwaysBounceHorizontal : spec.alwaysBounceVertical || spec.refreshControl
        return AxisRange(min: low, max: high, canScroll: high > low || (spec.bounces && alwaysBounce))
    }

    /// The offset clamped into range, horizontally then vertically.
    func clamped(_ offset: Point) -> Point {
        Point(
            Swift.min(Swift.max(offset.x, horizontal.min), horizontal.max),
            Swift.min(Swift.max(offset.y, vertical.min), vertical.max))
    }
}
