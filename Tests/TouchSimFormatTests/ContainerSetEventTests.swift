import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// `set` events on the containers of issue 33 (docs/format.md §1.7; docs/model.md §12.5, §13.4,
/// §15.5, §16.6): a sheet's modalInPresentation, a context menu interaction, a scroll view's
/// zoom scales and its refresh control.

private let tree = """
    {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
      {"id": "photoScroll", "class": "UIScrollView", "frame": [0, 0, 390, 400],
       "minimumZoomScale": 1, "maximumZoomScale": 3, "viewForZooming": "photo",
       "subviews": [{"id": "photo", "frame": [0, 0, 390, 400], "contextMenu": true}]},
      {"id": "feed", "class": "UIScrollView", "frame": [0, 400, 390, 444], "contentSize": [390, 300],
       "refreshControl": true},
      {"id": "plain", "class": "UIScrollView", "frame": [0, 0, 10, 10]},
      {"id": "card", "frame": [0, 0, 10, 10]},
      {"id": "sheet", "frame": [0, 54, 390, 790], "presentation": {"style": "pageSheet"}}]}
    """

private func withSet(_ entries: String) -> String { afterAFingerDown(tree: tree, entries) }

@Test("The containers' keys become typed changes, in the order written (docs/format.md §1.7)")
func containerChanges() throws {
    let file = try load(
        withSet(
            #"{"t": 5, "set": {"sheet.modalInPresentation": true, "photo.contextMenu": false, "photoScroll.maximumZoomScale": 4, "photoScroll.zoomScale": 3.5, "photoScroll.minimumZoomScale": 0.5, "feed.refreshing": true, "feed.refreshControl": false}}"#
        ))
    let a = SceneAddresses(scene: file.scene)
    let zoom = a.scrollView(a.view("photoScroll")!)!
    let feed = a.scrollView(a.view("feed")!)!
    #expect(
        try steps(file).last
            == .changes(
                [
                    .modalInPresentation(a.view("sheet")!, true), .contextMenu(a.view("photo")!, false),
                    .scrollView(zoom, .maximumZoomScale(4)), .scrollView(zoom, .zoomScale(3.5)),
                    .scrollView(zoom, .minimumZoomScale(0.5)), .scrollView(feed, .refreshing(true)),
                    .scrollView(feed, .refreshControl(false)),
                ],
                at: SimTime(milliseconds: 5)))
}

@Test(
    "A bad container key is an input error at the pair, naming the key (docs/format.md §1.7)",
    arguments: [
        (
            #"{"t": 5, "set": {"photoScroll.zoomScale": 4}}"#,
            #"events[1].set["photoScroll.zoomScale"]: zoomScale 4 is outside minimumZoomScale…maximumZoomScale (1…3) at this point of the trace"#
        ),
        (
            #"{"t": 5, "set": {"photoScroll.maximumZoomScale": 4}}, {"t": 6, "set": {"photoScroll.zoomScale": 5}}"#,
            #"events[2].set["photoScroll.zoomScale"]: zoomScale 5 is outside minimumZoomScale…maximumZoomScale (1…4) at this point of the trace"#
        ),
        (
            #"{"t": 5, "set": {"photoScroll.zoomScale": "2"}}"#,
            #"events[1].set["photoScroll.zoomScale"]: expected a scale from 0.001 to 1000, found "2""#
        ),
        (
            #"{"t": 5, "set": {"plain.zoomScale": 1}}"#,
            #"events[1].set["plain.zoomScale"]: "plain" has no viewForZooming: setZoomScale scales that view, and without one nothing zooms (docs/model.md §16.6)"#
        ),
        (
            #"{"t": 5, "set": {"photoScroll.maximumZoomScale": 1}}"#,
            #"events[1].set["photoScroll.maximumZoomScale"]: maximumZoomScale 1 would make "photoScroll" stop zooming: touchsim does not add or remove UIKit's pinch during a trace; give the tree the scales it starts with (docs/model.md §16.6)"#
        ),
        (
            #"{"t": 5, "set": {"photoScroll.minimumZoomScale": 5}}"#,
            #"events[1].set["photoScroll.minimumZoomScale"]: maximumZoomScale 3 would be below minimumZoomScale 5"#
        ),
        (
            #"{"t": 5, "set": {"card.zoomScale": 2}}"#,
            #"events[1].set["card.zoomScale"]: "zoomScale" is a key of UIScrollView and its subclasses, but this view is a UIView"#
        ),
        (
            #"{"t": 5, "set": {"photoScroll.viewForZooming": "photo"}}"#,
            #"events[1].set["photoScroll.viewForZooming"]: "viewForZooming" cannot change during a trace; a scroll view's keys that can are "hidden", "alpha", "userInteractionEnabled", "contentOffset", "scrollEnabled", "delaysContentTouches", "canCancelContentTouches", "contentSize", "contextMenu", "zoomScale", "minimumZoomScale", "maximumZoomScale", "refreshControl", "refreshing" (docs/format.md §1.7)"#
        ),
        (
            #"{"t": 5, "set": {"card.modalInPresentation": true}}"#,
            #"events[1].set["card.modalInPresentation"]: "card" is not a presented sheet: "modalInPresentation" is a key of a view with "presentation" (docs/format.md §2.13)"#
        ),
        (
            #"{"t": 5, "set": {"sheet.modalInPresentation": 1}}"#,
            #"events[1].set["sheet.modalInPresentation"]: expected true or false, found 1"#
        ),
        (
            #"{"t": 5, "set": {"sheet.presentation": {"style": "formSheet"}}}"#,
            #"events[1].set["sheet.presentation"]: "presentation" cannot change during a trace; a presented sheet's keys that can are "hidden", "alpha", "userInteractionEnabled", "frame", "contextMenu", "modalInPresentation" (docs/format.md §1.7)"#
        ),
        (
            #"{"t": 5, "set": {"card.contextMenu": true}}"#,
            #"events[1].set["card.contextMenu"]: "card" has no context menu in the tree: touchsim builds the menu's press only for a view written with "contextMenu": true; write it there, and remove it with a set event at the start if the app adds it later (docs/format.md §2.15)"#
        ),
        (
            #"{"t": 5, "set": {"photo.contextMenu": 0}}"#,
            #"events[1].set["photo.contextMenu"]: expected true or false, found 0"#
        ),
        (
            #"{"t": 5, "set": {"plain.refreshing": false}}"#,
            #"events[1].set["plain.refreshing"]: "plain" has no refresh control at this point of the trace: "refreshing" calls its beginRefreshing() or endRefreshing(); give it "refreshControl": true first (docs/format.md §2.4)"#
        ),
        (
            #"{"t": 5, "set": {"feed.refreshControl": false}}, {"t": 6, "set": {"feed.refreshing": true}}"#,
            #"events[2].set["feed.refreshing"]: "feed" has no refresh control at this point of the trace: "refreshing" calls its beginRefreshing() or endRefreshing(); give it "refreshControl": true first (docs/format.md §2.4)"#
        ),
        (
            #"{"t": 5, "set": {"card.refreshing": false}}"#,
            #"events[1].set["card.refreshing"]: "refreshing" cannot change during a trace; a view's keys that can are "hidden", "alpha", "userInteractionEnabled", "frame", "transform", "contextMenu" (docs/format.md §1.7)"#
        ),
        (
            #"{"t": 5, "set": {"feed.refreshing": "no"}}"#,
            #"events[1].set["feed.refreshing"]: expected true or false, found "no""#
        ),
    ])
func badContainerSetEntry(entry: String, expected: String) {
    let message = failure(withSet(entry))
    #expect(message?.hasSuffix(expected) == true, "\(message ?? "no error")")
}

@Test("A set event may add back a refresh control it took away, and then call beginRefreshing (docs/format.md §1.7)")
func refreshControlBackThenRefreshing() {
    #expect(
        failure(
            withSet(
                #"{"t": 5, "set": {"feed.refreshControl": false}}, {"t": 6, "set": {"feed.refreshControl": true, "feed.refreshing": true}}"#
            )) == nil)
}
