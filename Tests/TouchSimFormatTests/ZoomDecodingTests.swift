import Testing
import TouchSimCore
import TouchSimFormat

/// docs/format.md §2.4: a scroll view's zoom keys, checked like the others (docs/model.md §16).
@Suite("Zoom keys (docs/format.md §2.4)")
struct ZoomDecodingTests {
    private let prefix =
        #"{"id": "w", "frame": [0, 0, 9, 9], "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 9, 9], "#
    private let photo = #""subviews": [{"id": "p", "frame": [0, 0, 4, 6]}]}]}"#

    @Test("The scales and viewForZooming decode; contentSize defaults to the view for zooming's size")
    func decodes() throws {
        let scroll = try root(prefix + #""maximumZoomScale": 3, "zoomScale": 2, "viewForZooming": "p", "# + photo)
            .subviews[0].scroll!
        #expect(scroll.zoom.maximumZoomScale == 3 && scroll.zoom.zoomScale == 2 && scroll.zoom.zooms)
        #expect(scroll.contentSize == Size(4, 6))
        #expect(scroll.zoomedContentSize == Size(8, 12))
    }

    @Test(
        "Scales out of order and a view for zooming that is no subview are input errors naming what was written",
        arguments: [
            (
                #""minimumZoomScale": 2, "maximumZoomScale": 1, "#,
                #"<stdin>:1:176: error: view "s": maximumZoomScale: maximumZoomScale 1 is below minimumZoomScale 2 (tree.subviews[0].maximumZoomScale)"#
            ),
            (
                #""maximumZoomScale": 2, "zoomScale": 3, "#,
                #"<stdin>:1:169: error: view "s": zoomScale: zoomScale 3 is outside minimumZoomScale…maximumZoomScale (1…2) (tree.subviews[0].zoomScale)"#
            ),
            (
                #""maximumZoomScale": 2, "viewForZooming": "q", "#,
                #"<stdin>:1:174: error: view "s": viewForZooming: viewForZooming "q" is not a subview of "s"; the delegate returns one of the scroll view's subviews (tree.subviews[0].viewForZooming)"#
            ),
        ])
    func errors(keys: String, expected: String) {
        #expect(failure(scenario(tree: prefix + keys + photo)) == expected)
    }
}
