extension SceneSpec {
    /// The trees the engine replays, one per window in the order declared: the scenario's views
    /// with the private scroll views of docs/model.md §8 inserted, as pictures of a replay draw
    /// them, each window at the screen's origin.
    public var liveWindows: [ViewSpec] {
        windows.map { ViewTree.insertingPrivateScrollViews(into: Self.atOrigin($0.view), ios: ios, classes: classes) }
    }

    /// The live tree of the first window (`liveWindows`): the only one of a `tree` scenario.
    public var liveRoot: ViewSpec {
        ViewTree.insertingPrivateScrollViews(into: window, ios: ios, classes: classes)
    }

    /// The root view in window coordinates, the ones a trace's points are in: its frame places the
    /// window on the screen, but its bounds, which hit-testing tests and its subviews' frames are
    /// in, start at (0, 0) wherever it is (docs/model.md §1.1, §1.2, §18.1).
    public var window: ViewSpec { Self.atOrigin(root) }

    private static func atOrigin(_ root: ViewSpec) -> ViewSpec {
        var window = root
        window.frame.origin = .zero
        return window
    }
}
