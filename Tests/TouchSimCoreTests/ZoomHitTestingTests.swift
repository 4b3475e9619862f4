import Testing

@testable import TouchSimCore

/// docs/model.md §16.5: the zoom scale is a transform on the view for zooming, so hit-testing
/// finds its subviews where the zoom draws them.
@Suite("Hit-testing zoomed content (docs/model.md §16.5)")
struct ZoomHitTestingTests {
    /// A full-screen scroll view zooming `photo`, a content view (a UIImageView would take no
    /// touches, §1.1), from 1× to 3× at `scale` and `offset`, with a
    /// 60×40 button at (100, 200) in the photo, and `extra` plain subviews in front of the photo;
    /// `scrolls` false turns off its pan and content delay (§5.1).
    private func viewer(scale: Double, offset: Point = .zero, extra: Int = 0, scrolls: Bool = true) -> ViewSpec {
        window([
            view("photoScroll", "UIScrollView", Rect(0, 0, 390, 844)) { v in
                v.scroll!.contentSize = Size(390, 844)
                v.scroll!.contentOffset = offset
                v.scroll!.scrollEnabled = scrolls
                v.scroll!.zoom.minimumZoomScale = 1
                v.scroll!.zoom.maximumZoomScale = 3
                v.scroll!.zoom.zoomScale = scale
                v.scroll!.zoom.viewForZooming = "photo"
                v.subviews =
                    [view("photo", "UIView", Rect(0, 0, 390, 844), [view("tag", "UIButton", Rect(100, 200, 60, 40))])]
                    + (0..<extra).map { view("badge\($0)", "UIView", Rect(Double($0), 900, 1, 1)) }
            }
        ])
    }

    /// The view a tap at (x, y) goes to.
    private func hit(_ root: ViewSpec, _ x: Double, _ y: Double) -> String? {
        replay(root, tap(x, y), keepInput: true).first.map { String($0.split(separator: " ").last!) }
    }

    @Test("§16.5: at 2× a tap where the zoom draws the button reaches it, and one where it lies at 1× does not")
    func tapFollowsTheZoom() {
        // Drawn at (200, 400, 120, 80) at 2×; at 1× it lies at (100, 200, 60, 40).
        #expect(hit(viewer(scale: 2), 250, 430) == "tag")
        #expect(hit(viewer(scale: 2), 110, 210) == "photo")
        #expect(hit(viewer(scale: 1), 110, 210) == "tag")
        #expect(hit(viewer(scale: 1), 250, 430) == "photo")
    }

    @Test("§16.5 §1.3: the zoom applies to content coordinates, after the scroll view's offset")
    func zoomAfterTheOffset() {
        // At 2× scrolled by (150, 350), the drawn button (200, 400) shows at (50, 50) on screen.
        #expect(hit(viewer(scale: 2, offset: Point(150, 350)), 60, 60) == "tag")
        #expect(hit(viewer(scale: 2, offset: Point(150, 350)), 40, 60) == "photo")
    }

    @Test("§16.5: a scroll view with many subviews (its sibling grid) hit-tests the zoomed view the same way")
    func siblingGridFollowsTheZoom() {
        let many = SiblingGrid.minimumSubviews
        #expect(hit(viewer(scale: 2, extra: many), 250, 430) == "tag")
        #expect(hit(viewer(scale: 2, extra: many), 110, 210) == "photo")
    }

    @Test("§16.5 §16.2: after a pinch to 2×, a tap reaches the button where the pinch left it")
    func tapAfterAPinch() {
        // Fingers 110 pt apart at began spread to 220 pt about (0, 0) of the screen's content: 2×.
        let pinch = [
            ev(0, 1, .down, 10, 10), ev(0, 2, .down, 110, 10), ev(50, 1, .move, 5, 10),
            ev(50, 2, .move, 115, 10), ev(100, 1, .move, -50, 10), ev(100, 2, .move, 170, 10),
            ev(150, 1, .up, -50, 10), ev(150, 2, .up, 170, 10),
        ]
        let lines = replay(viewer(scale: 1), pinch + tap(250, 430, at: 400), keepInput: true)
        #expect(lines.contains { $0.hasSuffix("zoom 2") })
        #expect(lines.contains("400 input 1 down tag"))
    }

    @Test("§16.5: a control in zoomed content tracks its touch in its own, unzoomed coordinates")
    func controlTracksThroughTheZoom() {
        // (400, 430) is 80 pt right of the drawn button, 40 pt in its own coordinates: within the
        // 70 pt of §7.2 that a lift may stray and still be inside.
        let lines = replay(
            viewer(scale: 2, scrolls: false),
            [ev(0, 1, .down, 250, 430), ev(50, 1, .move, 400, 430), ev(100, 1, .up, 400, 430)])
        #expect(lines.contains("100 tag touchUpInside"))
    }
}
