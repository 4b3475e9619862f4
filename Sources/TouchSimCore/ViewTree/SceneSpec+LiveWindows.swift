extension SceneSpec {
    /// The trees the engine replays, one per window in the order declared: the scenario's views
    /// with the private scroll views of docs/model.md §8 inserted, as pictures of a replay draw
    /// them. Each window is in window coordinates, the ones a trace's points are in: its frame
    /// places it on the screen, but its bounds, which hit-testing tests and its subviews' frames
    /// are in, start at (0, 0) wherever it is (docs/model.md §1.1, §1.2, §18.1).
    public var liveWindows: [ViewSpec] {
        windows.map { window in
            var root = window.view
            root.frame.origin = .zero
            return ViewTree.insertingPrivateScrollViews(into: root, ios: ios, classes: classes)
        }
    }
}
