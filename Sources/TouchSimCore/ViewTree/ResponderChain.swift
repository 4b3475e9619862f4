/// The responder chain (docs/model.md §2.2): where a `touches…` call goes when a view does not
/// handle it.
extension ViewTree {
    /// Whether the view consumes its `touches…` calls. A disabled control does not track and
    /// lets its touches go up the chain (§1.5).
    func consumesTouches(_ node: ViewIndex) -> Bool {
        let view = nodes[node]
        return view.handlesTouches && (view.controlIndex == nil || view.enabled)
    }
}
