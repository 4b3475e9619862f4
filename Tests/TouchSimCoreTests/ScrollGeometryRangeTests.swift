import Testing

@testable import TouchSimCore

/// `ScrollGeometry`'s offset ranges (docs/model.md §5.5), worked out when its spec is set: a
/// change to the spec must be seen by the next read.
struct ScrollGeometryRangeTests {
    @Test("§5.5 The offset range runs from −inset to contentSize − bounds + inset, and follows a change of the spec")
    func rangesFollowTheSpec() {
        var spec = ScrollSpec()
        spec.contentSize = Size(390, 3000)
        spec.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        var geometry = ScrollGeometry(spec: spec, boundsSize: Size(390, 844))
        #expect(geometry.minOffset(.vertical) == -20)
        #expect(geometry.maxOffset(.vertical) == 3000 - 844 + 30)
        #expect(geometry.canScroll(.vertical))
        #expect(geometry.minOffset(.horizontal) == 0 && geometry.maxOffset(.horizontal) == 0)
        #expect(!geometry.canScroll(.horizontal))

        geometry.spec.contentSize = Size(390, 500)
        #expect(geometry.maxOffset(.vertical) == -20)
        #expect(!geometry.canScroll(.vertical))
        geometry.spec.alwaysBounceHorizontal = true
        #expect(geometry.canScroll(.horizontal))
        geometry.spec.bounces = false
        #expect(!geometry.canScroll(.horizontal))
    }
}
