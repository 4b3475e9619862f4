import Testing

@testable import TouchSimCore

/// docs/model.md §16: a scroll view's pinch zooms its content; a zoomed photo in a pager hands
/// the drag over at its edge.
@Suite("Zooming (docs/model.md §16)")
struct ZoomingTests {
    /// A full-screen scroll view zooming `photo` from 1× to 3×, at `scale` and `offset`.
    private func photoScroll(_ id: String = "photoScroll", x: Double = 0, scale: Double = 1, offset: Point = .zero)
        -> ViewSpec
    {
        view(id, "UIScrollView", Rect(x, 0, 390, 844)) { v in
            v.scroll!.contentSize = Size(390, 844)
            v.scroll!.contentOffset = offset
            v.scroll!.zoom.minimumZoomScale = 1
            v.scroll!.zoom.maximumZoomScale = 3
            v.scroll!.zoom.zoomScale = scale
            v.scroll!.zoom.viewForZooming = id + "Photo"
            v.subviews = [view(id + "Photo", "UIImageView", Rect(0, 0, 390, 844))]
        }
    }

    /// Two fingers 100 pt apart about (195, 422) spreading to `to` pt apart by t 100, then lifting.
    private func spread(to: Double) -> [TouchEvent] {
        [
            ev(0, 1, .down, 145, 422), ev(0, 2, .down, 245, 422), ev(50, 1, .move, 140, 422),
            ev(50, 2, .move, 250, 422), ev(100, 1, .move, 195 - to / 2, 422), ev(100, 2, .move, 195 + to / 2, 422),
            ev(150, 1, .up, 195 - to / 2, 422), ev(150, 2, .up, 195 + to / 2, 422),
        ]
    }

    @Test("§16.1: a scroll view that can zoom has UIKit's pinch; one whose scales forbid it has none")
    func pinchExistsOnlyWhenZooming() {
        #expect(replay(window([photoScroll()]), spread(to: 220)).contains("50 photoScroll.pinch began"))
        var fixed = photoScroll()
        fixed.scroll!.zoom.maximumZoomScale = 1
        #expect(!replay(window([fixed]), spread(to: 220)).contains { $0.contains("pinch") })
    }

    @Test(
        "§16.2: the scale counts from the fingers' distance when the pinch began; the midpoint's content point stays put"
    )
    func pinchScalesAboutTheMidpoint() {
        // Began at 110 pt apart; 220 pt is 2×; the midpoint (195, 422) keeps its content point.
        #expect(
            replay(window([photoScroll()]), spread(to: 220)).contains("100 photoScroll scroll (195, 422) drag zoom 2"))
        #expect(summary(window([photoScroll()]), spread(to: 220))?.scrollViews.first?.zoom == 2)
    }

    @Test("§16.3: a pinch that ends past maximumZoomScale bounces back to it at the lift")
    func releasePastTheLimitBouncesBack() {
        let lines = replay(window([photoScroll()]), spread(to: 440))
        #expect(lines.last == "150 photoScroll scroll (390, 844) bounce zoom 3")
        #expect(summary(window([photoScroll()]), spread(to: 440))?.scrollViews.first?.zoom == 3)
    }

    @Test("§16.2: at 2× the content is twice the photo, so a drag pans it where at 1× it cannot")
    func zoomedContentPans() {
        let drag = [ev(0, 1, .down, 200, 400), ev(30, 1, .move, 200, 370), ev(60, 1, .move, 200, 300)]
        #expect(
            replay(window([photoScroll(scale: 2, offset: Point(195, 422))]), drag).contains {
                $0.contains("scroll (195, 512) drag")
            })
        #expect(!replay(window([photoScroll()]), drag).contains { $0.contains("scroll") })
    }

    @Test("§16.4: a zoomed photo in a pager pans to its edge, then the pager takes the rest of the drag")
    func zoomedPhotoHandsOverToThePager() {
        let gallery = window([
            view("gallery", "UIScrollView", Rect(0, 0, 390, 844)) { v in
                v.scroll!.contentSize = Size(780, 844)
                v.scroll!.pagingEnabled = true
                v.subviews = [photoScroll("page0", scale: 2, offset: Point(350, 0)), photoScroll("page1", x: 390)]
            }
        ])
        let drag = [
            ev(0, 1, .down, 300, 400), ev(30, 1, .move, 280, 400), ev(60, 1, .move, 240, 400),
            ev(90, 1, .move, 200, 400),
        ]
        let lines = replay(gallery, drag)
        // page0 stops at its edge, 390; the pager moves by the rest of the finger's 90 pt.
        #expect(lines.contains("60 page0 scroll (390, 0) drag"))
        #expect(lines.contains("90 gallery scroll (50, 0) drag"))
    }
}
