/// The indices the engine gives the objects of a scene, by id: what the reader needs to turn a
/// `set` event's `ID.KEY` into a typed `SceneChange` (docs/format.md §1.7). Built from the same
/// live tree the engine builds, so the indices are the engine's.
public struct SceneAddresses: Sendable {
    private let views: [String: ViewIndex]
    private let recognizers: [String: RecognizerIndex]
    private let scrollIndices: [ViewIndex: ScrollIndex]
    private let controlIndices: [ViewIndex: ControlIndex]
    private let selectionIndices: [ViewIndex: SelectionIndex]

    /// The addresses of `scene`'s live tree, docs/model.md §8's private scroll views included.
    public init(scene: SceneSpec) {
        let tree = ViewTree(scene: scene)
        let directory = RecognizerDirectory(tree: tree)
        var views: [String: ViewIndex] = [:]
        var scrolls: [ViewIndex: ScrollIndex] = [:]
        var controls: [ViewIndex: ControlIndex] = [:]
        var selections: [ViewIndex: SelectionIndex] = [:]
        for v in tree.nodes.indices {
            let node = tree[v]
            views[node.id] = v
            scrolls[v] = node.scrollIndex
            controls[v] = node.controlIndex
            selections[v] = node.selectionIndex
        }
        var recognizers: [String: RecognizerIndex] = [:]
        for r in directory.entries.indices {
            if case .declared = directory[r].owner { recognizers[directory[r].id] = r }
        }
        self.views = views
        self.recognizers = recognizers
        scrollIndices = scrolls
        controlIndices = controls
        selectionIndices = selections
    }

    /// The view with this id, UIKit's private scroll views included.
    public func view(_ id: String) -> ViewIndex? { views[id] }

    /// The recognizer the scenario declared with this id; a scroll view's own have none.
    public func recognizer(_ id: String) -> RecognizerIndex? { recognizers[id] }

    /// The view's scroll view state, for UIScrollView and subclasses.
    public func scrollView(_ view: ViewIndex) -> ScrollIndex? { scrollIndices[view] }

    /// The view's control state, for UIControl and subclasses.
    public func control(_ view: ViewIndex) -> ControlIndex? { controlIndices[view] }

    /// The view's selection state, for UITableView, UICollectionView and subclasses.
    public func selection(_ view: ViewIndex) -> SelectionIndex? { selectionIndices[view] }
}
