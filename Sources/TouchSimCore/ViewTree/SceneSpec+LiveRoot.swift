extension SceneSpec {
    /// The tree the engine replays: the scenario's views with the private scroll views of
    /// docs/model.md §8 inserted, as pictures of a replay draw it.
    public var liveRoot: ViewSpec {
        ViewTree.insertingPrivateScrollViews(into: root, ios: ios, classes: classes)
    }
}
