extension SceneSpec {
    /// The tree as UIKit builds it: the root with the private scroll views of docs/model.md §8
    /// inserted (`<tableId>.wrapper`, `<cellId>.scrollView`), for tools that reason about every
    /// object a touch can reach.
    public var liveRoot: ViewSpec {
        ViewTree.insertingPrivateScrollViews(into: root, ios: ios, classes: classes)
    }
}
