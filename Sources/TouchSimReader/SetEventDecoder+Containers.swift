import TouchSimCore

/// A `set` event's keys of the containers UIKit builds touch handling into (docs/format.md §1.7,
/// docs/model.md §12.5, §13.4, §15.5, §16.6): what an app changes on a sheet, a context menu
/// interaction, a zooming scroll view and a refresh control while the user touches the screen.
extension SetEventDecoder {
    /// A key that names a call of the app rather than a key of the tree: a sheet's
    /// `isModalInPresentation` and a refresh control's `beginRefreshing()`/`endRefreshing()`,
    /// on `view` as the set events so far left it.
    func callChange(
        _ key: String, _ pair: JSONMember, of view: ViewSpec, _ v: ViewIndex, kind: String, path: String
    ) throws(Diagnostic) -> SceneChange {
        let value = try pair.value.bool(path: path)
        switch key {
        case "modalInPresentation":
            guard view.presentation != nil else {
                throw pair.keyLocation.diagnostic(
                    "\(Quoted.string(view.id)) is not a presented sheet: \"modalInPresentation\" is a key of a view with \"presentation\" (docs/format.md §2.13)",
                    path: path)
            }
            return .modalInPresentation(v, value)
        default:
            guard Self.isChangeable(key, of: kind), let scroll = view.scroll else {
                throw cannotChange(key, of: kind, at: pair, path: path)
            }
            guard scroll.refreshControl else {
                throw pair.keyLocation.diagnostic(
                    "\(Quoted.string(view.id)) has no refresh control at this point of the trace: \"refreshing\" calls its beginRefreshing() or endRefreshing(); give it \"refreshControl\": true first (docs/format.md §2.4)",
                    path: path)
            }
            return .scrollView(addresses.scrollView(v)!, .refreshing(value))
        }
    }

    /// `contextMenu` on `view`: the interaction removed, or added again to a view the tree gives
    /// one, whose press UIKit's model of the scene holds (docs/model.md §15.5).
    func menuChange(_ pair: JSONMember, of view: ViewSpec, _ v: ViewIndex, path: String) throws(Diagnostic)
        -> SceneChange
    {
        guard menusInTree.contains(view.id) else {
            throw pair.keyLocation.diagnostic(
                "\(Quoted.string(view.id)) has no context menu in the tree: touchsim builds the menu's press only for a view written with \"contextMenu\": true; write it there, and remove it with a set event at the start if the app adds it later (docs/format.md §2.15)",
                path: path)
        }
        return .contextMenu(v, view.contextMenu)
    }

    /// A zoom or refresh-control key of a scroll view, its value decoded into `view` already;
    /// nil for any other key. The scales are checked against the limits as the set events so far
    /// left them; the zoom scale itself may have moved under a pinch, which only the replay knows.
    func containerChange(_ key: String, _ pair: JSONMember, of view: inout ViewSpec, path: String)
        throws(Diagnostic) -> ScrollChange?
    {
        guard let scroll = view.scroll else { return nil }
        let zoom = scroll.zoom
        func fail(_ message: String) -> Diagnostic { pair.value.location.diagnostic(message, path: path) }
        switch key {
        case "zoomScale":
            guard zoom.viewForZooming != nil else {
                throw fail(
                    "\(Quoted.string(view.id)) has no viewForZooming: setZoomScale scales that view, and without one nothing zooms (docs/model.md §16.6)"
                )
            }
            guard zoom.clamped(zoom.zoomScale) == zoom.zoomScale else {
                throw fail(
                    "zoomScale \(TreeDecoder.scaleText(zoom.zoomScale)) is outside minimumZoomScale…maximumZoomScale (\(TreeDecoder.scaleText(zoom.minimumZoomScale))…\(TreeDecoder.scaleText(zoom.maximumZoomScale))) at this point of the trace"
                )
            }
            return .zoomScale(zoom.zoomScale)
        case "minimumZoomScale", "maximumZoomScale":
            guard zoom.minimumZoomScale <= zoom.maximumZoomScale else {
                throw fail(
                    "maximumZoomScale \(TreeDecoder.scaleText(zoom.maximumZoomScale)) would be below minimumZoomScale \(TreeDecoder.scaleText(zoom.minimumZoomScale))"
                )
            }
            let before = views[view.id]!.scroll!.zoom
            guard before.zooms == zoom.zooms else {
                throw fail(
                    "\(key) \(TreeDecoder.scaleText(key == "minimumZoomScale" ? zoom.minimumZoomScale : zoom.maximumZoomScale)) would make \(Quoted.string(view.id)) \(zoom.zooms ? "start" : "stop") zooming: touchsim does not add or remove UIKit's pinch during a trace; give the tree the scales it starts with (docs/model.md §16.6)"
                )
            }
            return key == "minimumZoomScale"
                ? .minimumZoomScale(zoom.minimumZoomScale) : .maximumZoomScale(zoom.maximumZoomScale)
        case "refreshControl":
            return .refreshControl(scroll.refreshControl)
        default:
            return nil
        }
    }
}
