/// A scene's live tree built once, for many replays of the scene with a few views' own keys
/// changed (`touchsim fix`'s candidates): `patched(_:)` changes only those views of the tree, and
/// `Simulation(prepared:)` starts from it instead of building the tree of 100s of views again
/// (docs/performance.md). A replay of a patched scene is the replay of the changed scene.
public struct PreparedScene: @unchecked Sendable {
    // Unchecked: the tree's sibling grids are a cache held by reference, which hit-testing fills;
    // no prepared tree is hit-tested, and each simulation starts with grids of its own.
    var tree: ViewTree
    let ios: IOSVersion
    let firstResponder: String?
    /// Each view's own keys as the tree was built from them, in tree order, subviews left out.
    private let built: [ViewSpec]

    /// Builds the live tree of `scene` (docs/model.md §8's private scroll views included).
    public init(_ scene: SceneSpec) {
        tree = ViewTree(scene: scene)
        ios = scene.ios
        firstResponder = scene.firstResponder
        var built: [ViewSpec] = []
        built.reserveCapacity(tree.nodes.count)
        func add(_ view: ViewSpec) {
            var flat = view
            flat.subviews = []
            built.append(flat)
            for subview in view.subviews { add(subview) }
        }
        for window in scene.liveWindows { add(window) }
        self.built = built
    }

    /// The scene with each view of `edited` (by its id, its subviews ignored) given that view's
    /// own keys; nil when one of them changes a key the tree's lists are shaped by (its class,
    /// frame, subviews' order, whether it is a scroll view, its number of recognizers: see
    /// `ViewTree.patch`), for which the tree must be built from the changed scene.
    public func patched(_ edited: [ViewSpec]) -> PreparedScene? {
        var result = self
        for spec in edited {
            guard let view = tree.viewByID[spec.id] else { return nil }
            var new = spec
            new.subviews = []
            // A window's bounds start at (0, 0) wherever its frame puts it (docs/model.md §1.2).
            if tree[view].parent == nil { new.frame.origin = .zero }
            guard result.tree.patch(view, from: built[view.position], to: new, ios: ios) else { return nil }
            for kind in UIKitObjectModel.PrivateScrollView.allCases {
                guard let inner = tree.privateScrollView(kind, inside: view) else { continue }
                let configured = ViewTree.privateScrollView(kind, inside: new)
                guard result.tree.patch(inner, from: built[inner.position], to: configured, ios: ios) else {
                    return nil
                }
            }
        }
        return result
    }
}
