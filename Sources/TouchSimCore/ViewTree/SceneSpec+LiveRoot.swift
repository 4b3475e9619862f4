extension SceneSpec {
    /// The tree the engine replays: the scenario's views with the private scroll views of
    /// docs/model.md §8 inserted, as pictures of a replay draw it, under `window`.
    public var liveRoot: ViewSpec {
        ViewTree.insertingPrivateScrollViews(into: window, ios: ios, classes: classes)
    }

    /// The root view in window coordinates, the ones a trace's points are in: its frame places the
    /// window on the screen, but its bounds, which hit-testing tests and its subviews' frames are
    /// in, start at (0, 0) wherever it is (docs/model.md §1.1, §1.2).
    public var window: ViewSpec {
        var window = root
        window.frame.origin = .zero
        return window
    }
}
