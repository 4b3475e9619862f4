/// The responder chain (docs/model.md §2.2): where a `touches…` call goes when a view does not
/// handle it.
extension ViewTree {
    /// The first of `view` and its superviews that consumes its `touches…` calls, nil when none
    /// does. View controllers pass calls on; `consumes` answers for each view now, since a
    /// control's `isEnabled` may change during a trace (§11.5).
    func consumer(of view: ViewIndex, consumes: (ViewIndex) -> Bool) -> ViewIndex? {
        var current: ViewIndex? = view
        while let c = current {
            if consumes(c) { return c }
            current = nodes[c].parent
        }
        return nil
    }
}
