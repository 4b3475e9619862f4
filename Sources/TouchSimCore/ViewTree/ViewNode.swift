/// A view of the live tree. Nodes sit in tree order (depth first), so a node's index is its
/// place in every summary list.
struct ViewNode {
    let id: String
    let className: String
    /// Its frame, which a `set` event may change (§11.7) through `ViewTree.apply(_:to:)`.
    var frame: Rect
    /// Its transform about the frame's centre (§11.11), which a `set` event may change.
    var transform: ViewTransform
    /// Hit-testing's three properties, which a `set` event may change (§11.2) through
    /// `ViewTree.apply(_:to:)`.
    var hidden: Bool
    var alpha: Double
    var userInteractionEnabled: Bool
    let multipleTouchEnabled: Bool
    let exclusiveTouch: Bool
    let hitTestInsets: EdgeInsets
    let handlesTouches: Bool
    let viewController: String?
    let parent: ViewIndex?
    /// Its control state, for UIControl and subclasses.
    let controlIndex: ControlIndex?
    /// Its scroll view state, for UIScrollView and subclasses.
    let scrollIndex: ScrollIndex?
    /// Its cells' selection state, for UITableView, UICollectionView and subclasses (§10).
    let selectionIndex: SelectionIndex?

    /// How many running animations without `allowUserInteraction` animate it (§17).
    var animations = 0
    /// False once a `remove` event took it, or a superview of it, out of the window (§11.8).
    var inWindow = true

    /// Whether hit-testing may return it or look inside it: it is not hidden, not transparent
    /// (alpha below 0.01), takes user interaction (§1.1) and is not animating without
    /// `allowUserInteraction` (§17), and is in the window (§11.8).
    var canBeHit: Bool {
        !hidden && userInteractionEnabled && alpha >= Constants.hitTestMinimumAlpha && animations == 0 && inWindow
    }
}

extension ViewNode {
    /// The node of `spec` (its own keys; its subviews are nodes of their own) under `parent`,
    /// with its states' indices.
    init(
        _ spec: ViewSpec, parent: ViewIndex?, controlIndex: ControlIndex?, scrollIndex: ScrollIndex?,
        selectionIndex: SelectionIndex?
    ) {
        self.init(
            id: spec.id, className: spec.className, frame: spec.frame, transform: spec.transform,
            hidden: spec.hidden, alpha: spec.alpha, userInteractionEnabled: spec.userInteractionEnabled,
            multipleTouchEnabled: spec.multipleTouchEnabled, exclusiveTouch: spec.exclusiveTouch,
            hitTestInsets: spec.hitTestInsets, handlesTouches: spec.handlesTouches,
            viewController: spec.viewController, parent: parent, controlIndex: controlIndex,
            scrollIndex: scrollIndex, selectionIndex: selectionIndex, inWindow: !spec.addedByEvent)
    }
}

/// `HitTestOverride` with a redirect's target resolved to its view (docs/model.md §1.6).
enum NodeHitTest: Equatable {
    case inherited
    case passThrough
    case redirect(ViewIndex)
}

/// Who contains whom, fixed once the tree is built: what the arena needs of the tree (§3.2, §3.4).
struct ViewAncestry {
    private let parents: [ViewIndex?]

    init(parents: [ViewIndex?]) { self.parents = parents }

    /// How many views there are.
    var count: Int { parents.count }

    /// Whether `view` is `ancestor` or lies inside it.
    func isDescendant(_ view: ViewIndex, of ancestor: ViewIndex) -> Bool {
        var current: ViewIndex? = view
        while let c = current {
            if c == ancestor { return true }
            current = parents[c.position]
        }
        return false
    }

    /// Calls `body` with `view` and each of its superviews, deepest first, allocating nothing:
    /// the arena walks a path for every touch of every event.
    func forEachOnPath(from view: ViewIndex, _ body: (ViewIndex) -> Void) {
        var current: ViewIndex? = view
        while let c = current {
            body(c)
            current = parents[c.position]
        }
    }
}
