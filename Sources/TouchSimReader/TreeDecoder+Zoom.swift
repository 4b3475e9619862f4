import TouchSimCore

/// A scroll view's zoom keys (docs/format.md §2.4, docs/model.md §16): the scales, and the
/// subview the delegate's `viewForZooming(in:)` returns.
extension TreeDecoder {
    /// The zoom keys, UIKit's names.
    static let zoomKeys = ["minimumZoomScale", "maximumZoomScale", "zoomScale", "viewForZooming"]

    /// Decodes one zoom key into `zoom`; false when `member` is not one.
    func decodeZoomMember(_ member: JSONMember, path: String, into zoom: inout ZoomSpec) throws(Diagnostic) -> Bool {
        let value = member.value
        switch member.key {
        case "minimumZoomScale", "maximumZoomScale", "zoomScale":
            let scale = try value.number(path: path, in: 0.001...1000, expected: "a scale from 0.001 to 1000")
            if member.key == "minimumZoomScale" { zoom.minimumZoomScale = scale }
            if member.key == "maximumZoomScale" { zoom.maximumZoomScale = scale }
            if member.key == "zoomScale" { zoom.zoomScale = scale }
        case "viewForZooming":
            zoom.viewForZooming = try value.string(path: path, expected: "the id of a subview of the scroll view")
        default:
            return false
        }
        return true
    }

    /// A scale as written: `2`, `0.5`.
    static func scaleText(_ scale: Double) -> String {
        scale == scale.rounded() && abs(scale) < 1e15 ? String(Int(scale)) : String(scale)
    }

    /// Once the scroll view's subviews are read: the view for zooming is one of them, the
    /// scales are in order, the content size defaults to that view's size (§16.2), and the
    /// pinch's id, `<id>.pinch`, is taken when the scroll view zooms (§16.1).
    mutating func finishZoom(of view: inout ViewSpec, in object: JSONObject) throws(Diagnostic) {
        guard var scroll = view.scroll else { return }
        let zoom = scroll.zoom
        func fail(_ key: String, _ message: String) -> Diagnostic {
            let member = object.members.first { $0.key == key }
            return (member?.value.location ?? object.location).diagnostic(message, path: object.path(key))
        }
        guard zoom.minimumZoomScale <= zoom.maximumZoomScale else {
            throw fail(
                "maximumZoomScale",
                "maximumZoomScale \(Self.scaleText(zoom.maximumZoomScale)) is below minimumZoomScale \(Self.scaleText(zoom.minimumZoomScale))"
            )
        }
        guard zoom.clamped(zoom.zoomScale) == zoom.zoomScale else {
            throw fail(
                "zoomScale",
                "zoomScale \(Self.scaleText(zoom.zoomScale)) is outside minimumZoomScale…maximumZoomScale (\(Self.scaleText(zoom.minimumZoomScale))…\(Self.scaleText(zoom.maximumZoomScale)))"
            )
        }
        guard let id = zoom.viewForZooming else { return }
        guard let target = view.subviews.first(where: { $0.id == id }) else {
            throw fail(
                "viewForZooming",
                "viewForZooming \(Quoted.string(id)) is not a subview of \(Quoted.string(view.id)); the delegate returns one of the scroll view's subviews"
            )
        }
        guard target.transform == .identity else {
            throw fail(
                "viewForZooming",
                "viewForZooming \(Quoted.string(id)) has a transform; the zoom scale is its transform, which UIKit sets (docs/model.md §16.5, §11.11)"
            )
        }
        if !object.members.contains(where: { $0.key == "contentSize" }) {
            scroll.contentSize = target.frame.size
            view.scroll = scroll
        }
        guard zoom.zooms else { return }
        try ids.register(
            UIKitObjectModel.zoomPinchID(ofScrollView: view.id), as: .zoomPinch(scrollView: view.id),
            at: object["id"]?.location ?? object.location, path: object.path("viewForZooming"))
    }
}
