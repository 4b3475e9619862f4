/// The responder chain (docs/model.md §2.2): where a `touches…` call goes when a view does not
/// handle it.
extension ViewTree {
    /// The first of `view` and its superviews that consumes its `touches…` calls, nil when none
    /// does. View controllers pass calls on; `consumes` answers for each view that handles
    /// touches now, since a control's `isEnabled` may change during a trace (§11.5). A view
    /// that does not handle touches never consumes them, so only those that do are asked.
    func consumer(of view: ViewIndex, consumes: (ViewIndex) -> Bool) -> ViewIndex? {
        let first = nodes[view].handlesTouches ? view : links.touchHandlers.nearest(above: view)
        for handler in links.touchHandlers.chain(from: first) where consumes(handler) { return handler }
        return nil
    }
}
