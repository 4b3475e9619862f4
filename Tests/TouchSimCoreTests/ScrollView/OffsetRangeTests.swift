import Testing

@testable import TouchSimCore

/// `OffsetRange`: a scroll view's offsets along both axes (docs/model.md §5.5), the plain value
/// a moving offset is clamped to.
struct OffsetRangeTests {
    /// 390×844 bounds over 390×3000 of content, insets 20 above and 30 below.
    private var spec: ScrollSpec {
        var spec = ScrollSpec()
        spec.contentSize = Size(390, 3000)
        spec.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        return spec
    }

    @Test("§5.5 Each axis runs from −inset to contentSize − bounds + inset, never below its minimum")
    func axesRunFromInsetToContentEnd() {
        let range = OffsetRange(spec, Size(390, 844))
        #expect(range.vertical == OffsetRange.AxisRange(min: -20, max: 3000 - 844 + 30, canScroll: true))
        #expect(range.horizontal == OffsetRange.AxisRange(min: 0, max: 0, canScroll: false))
        var bouncing = spec
        bouncing.alwaysBounceHorizontal = true
        #expect(OffsetRange(bouncing, Size(390, 844)).horizontal.canScroll)
    }

    @Test("§6.2 An offset is clamped into range on each axis, as the geometry clamps it")
    func clampsEachAxis() {
        let range = OffsetRange(spec, Size(390, 844))
        #expect(range.clamped(Point(-5, -100)) == Point(0, -20))
        #expect(range.clamped(Point(7, 5000)) == Point(0, 2186))
        #expect(range.clamped(Point(0, 300)) == Point(0, 300))
        let geometry = ScrollGeometry(spec: spec, boundsSize: Size(390, 844))
        #expect(geometry.ranges == range)
        #expect(geometry.clamped(Point(12, -40)) == range.clamped(Point(12, -40)))
    }
}
