import Testing

@testable import TouchSimCore

/// `set` events on the containers of issue 33: a zooming scroll view's scales (§16.6), a
/// refresh control (§13.4), a sheet's modalInPresentation (§12.5), a context menu (§15.5).
@Suite("Changes to containers during a trace")
struct ContainerChangeTests {
    /// A full-screen scroll view zooming `photo` (1× to 3×) at `scale`.
    private func photoScroll(scale: Double = 1) -> ViewSpec {
        window([
            view("photoScroll", "UIScrollView", Rect(0, 0, 390, 844)) { v in
                v.scroll!.contentSize = Size(390, 844)
                v.scroll!.zoom.minimumZoomScale = 1
                v.scroll!.zoom.maximumZoomScale = 3
                v.scroll!.zoom.zoomScale = scale
                v.scroll!.zoom.viewForZooming = "photo"
                v.subviews = [view("photo", "UIView", Rect(0, 0, 390, 844))]
            }
        ])
    }

    /// A short feed with a refresh control.
    private let feed = window([
        view("feed", "UIScrollView", Rect(0, 0, 390, 844), [view("post", "UIView", Rect(0, 0, 390, 300))]) {
            $0.scroll!.contentSize = Size(390, 300)
            $0.scroll!.refreshControl = true
        }
    ])

    private func scroll(_ id: String, _ t: Double, _ a: SceneAddresses, _ change: ScrollChange) -> TraceStep {
        .changes([.scrollView(a.scrollView(a.view(id)!)!, change)], at: SimTime(milliseconds: t))
    }

    /// A pull of 300 pt down the feed, released still at 400 ms: it begins refreshing (§13.2).
    private let pull: [TraceStep] = [
        .touches([ev(0, 1, .down, 200, 100)]), .touches([ev(30, 1, .move, 200, 120)]),
        .touches([ev(60, 1, .move, 200, 200)]), .touches([ev(90, 1, .move, 200, 300)]),
        .touches([ev(120, 1, .move, 200, 400)]), .touches([ev(300, 1, .move, 200, 400)]),
        .touches([ev(400, 1, .up, 200, 400)]),
    ]

    @Test("§16.6: setZoomScale zooms about the middle of the bounds, one scroll line with the zoom, reason set")
    func setZoomScaleAboutTheMiddle() {
        let lines = replay(photoScroll()) { a in [scroll("photoScroll", 10, a, .zoomScale(2))] }
        #expect(lines == ["10 photoScroll scroll (195, 422) set zoom 2"])
    }

    @Test("§16.6 §16.2: back to 1× the offset is kept within the content, and the zoomed-in pan can no longer scroll")
    func setZoomScaleBackKeepsTheEdges() {
        let drag = [ev(100, 1, .down, 200, 400), ev(130, 1, .move, 200, 370), ev(160, 1, .move, 200, 300)]
        let lines = replay(photoScroll(scale: 2)) { a in
            [scroll("photoScroll", 10, a, .zoomScale(1))] + drag.map { .touches([$0]) }
        }
        #expect(lines.first == "10 photoScroll scroll (0, 0) set zoom 1")
        #expect(!lines.contains { $0.contains("drag") })
    }

    @Test("§16.6 §16.3: a lowered maximum applies when the next pinch ends, which bounces back to it")
    func loweredMaximumAppliesAtTheNextRelease() {
        let spread = [
            ev(0, 1, .down, 145, 422), ev(0, 2, .down, 245, 422), ev(50, 1, .move, 140, 422),
            ev(50, 2, .move, 250, 422), ev(100, 1, .move, 85, 422), ev(100, 2, .move, 305, 422),
            ev(150, 1, .up, 85, 422), ev(150, 2, .up, 305, 422),
        ]
        let lines = replay(photoScroll()) { a in
            [scroll("photoScroll", 0, a, .maximumZoomScale(1.5))] + spread.map { .touches([$0]) }
        }
        #expect(lines.contains("100 photoScroll scroll (195, 422) drag zoom 2"))
        #expect(lines.contains("150 photoScroll scroll (97.5, 211) bounce zoom 1.5"))
    }

    @Test("§13.4: endRefreshing takes the control's height off the inset and the resting content returns to its top")
    func endRefreshingReturnsToTheTop() {
        let lines = replay(feed) { a in pull + [scroll("feed", 2000, a, .refreshing(false))] }
        #expect(
            lines.suffix(3) == [
                "900 feed scroll (0, -60) bounce", "2000 feed endRefreshing", "2000 feed scroll (0, 0) bounce",
            ])
        #expect(replay(feed) { a in [scroll("feed", 10, a, .refreshing(false))] }.isEmpty)
    }

    @Test("§13.4: beginRefreshing sends no valueChanged, moves nothing, and the pull that follows does not begin again")
    func beginRefreshingByTheApp() {
        let lines = replay(feed) { a in [scroll("feed", 0, a, .refreshing(true))] + pull.map { $0 } }
        #expect(lines.first == "0 feed beginRefreshing")
        #expect(lines.filter { $0.contains("Refreshing") || $0.contains("valueChanged") } == ["0 feed beginRefreshing"])
        // The control's 60 pt are in the inset from the call: the release rests at -60.
        #expect(lines.last == "900 feed scroll (0, -60) bounce")
    }

    @Test("§13.4: endRefreshing during the pull's drag leaves the release to bounce to the top")
    func endRefreshingDuringTheDrag() {
        let lines = replay(feed) { a in
            Array(pull.prefix(5)) + [scroll("feed", 200, a, .refreshing(false))] + Array(pull.suffix(2))
        }
        #expect(lines.contains("200 feed endRefreshing"))
        #expect(lines.last == "900 feed scroll (0, 0) bounce")
    }

    @Test("§15.5: a removed context menu shows nothing, and added back shows again for a later touch")
    func contextMenuRemovedAndAddedBack() {
        let root = window([view("photo", "UIView", Rect(0, 0, 390, 390)) { $0.contextMenu = true }])
        let press = { (t: Double) -> [TraceStep] in
            [.touches([ev(t, 1, .down, 100, 100)]), .touches([ev(t + 800, 1, .up, 100, 100)])]
        }
        let lines = replay(root) { a in
            [.changes([.contextMenu(a.view("photo")!, false)], at: .zero)] + press(10)
                + [.changes([.contextMenu(a.view("photo")!, true)], at: SimTime(milliseconds: 1000))] + press(1010)
        }
        #expect(!lines.contains { $0.hasPrefix("510 ") })
        #expect(lines.contains("1510 photo.contextMenu began"))
    }

    @Test("§12.5: modalInPresentation set mid-drag makes the fling that would dismiss only attempt to")
    func modalInPresentationMidDrag() {
        let root = window([view("sheet", "UIView", Rect(0, 54, 390, 790)) { $0.presentation = PresentationSpec() }])
        let drag = [ev(0, 1, .down, 100, 80), ev(20, 1, .move, 100, 100), ev(40, 1, .move, 100, 200)]
        let end = [ev(60, 1, .move, 100, 260), ev(70, 1, .up, 100, 260)]
        let lines = replay(root) { a in
            drag.map { .touches([$0]) } + [
                .changes([.modalInPresentation(a.view("sheet")!, true)], at: SimTime(milliseconds: 50))
            ]
                + end.map { .touches([$0]) }
        }
        #expect(lines.suffix(2) == ["70 sheet didAttemptToDismiss", "70 sheet restored"])
        #expect(replay(root) { _ in (drag + end).map { .touches([$0]) } }.last == "70 sheet dismissed")
    }
}
