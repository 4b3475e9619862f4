/// The live view tree: the scenario's views plus the private scroll views UIKit inserts
/// (docs/model.md §8), flattened in tree order.
struct ViewTree {
    private(set) var nodes: [ViewNode] = []
    let classes: ClassHierarchy
    /// The responders after the window, which depend on the iOS version (docs/model.md §2.2).
    let responderChainTail: [String]
    /// Scroll view configurations, indexed by `ViewNode.scrollIndex`, in tree order.
    private(set) var scrollSpecs: [(node: Int, spec: ScrollSpec)] = []
    /// Controls, indexed by `ViewNode.controlIndex`, in tree order.
    private(set) var controlNodes: [Int] = []
    /// Recognizers as declared, with the node they are attached to, in tree order.
    private(set) var recognizerSpecs: [(node: Int, spec: RecognizerSpec)] = []

    /// Builds the tree of `scene`, inserting the private scroll views its `ios` has.
    init(scene: SceneSpec) {
        classes = scene.classes
        responderChainTail = scene.ios.windowResponderChain
        let root = Self.insertingPrivateScrollViews(into: scene.root, ios: scene.ios, classes: classes)
        var overrides: [(node: Int, spec: HitTestOverride)] = []
        add(root, parent: nil, hitTests: &overrides)
        let nodeByID = Dictionary(nodes.indices.map { (nodes[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
        for (node, spec) in overrides { nodes[node].hitTest = Self.resolve(spec, nodeByID) }
    }

    /// A redirect's target id as its node; the reader has checked that the id names a view.
    private static func resolve(_ spec: HitTestOverride, _ nodeByID: [String: Int]) -> NodeHitTest {
        switch spec {
        case .inherited: return .inherited
        case .passThrough: return .passThrough
        case .redirect(let id):
            guard let target = nodeByID[id] else { preconditionFailure("redirect to unknown view \(id)") }
            return .redirect(target)
        }
    }

    /// Attaches the recognizer slots, per node in the order UIKit added them.
    mutating func setRecognizers(_ perNode: [[Int]]) {
        for i in nodes.indices { nodes[i].recognizers = perNode[i] }
    }

    subscript(index: Int) -> ViewNode { nodes[index] }

    /// Whether `node` is `ancestor` or lies inside it.
    func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
        var current: Int? = node
        while let c = current {
            if c == ancestor { return true }
            current = nodes[c].parent
        }
        return false
    }

    /// `node` and its superviews up to the root, deepest first.
    func pathToRoot(from node: Int) -> [Int] {
        var path: [Int] = []
        var current: Int? = node
        while let c = current {
            path.append(c)
            current = nodes[c].parent
        }
        return path
    }

    /// `isKindOfClass` for a node.
    func isKind(_ node: Int, of className: String) -> Bool {
        classes.isKind(nodes[node].className, of: className)
    }

    private mutating func add(_ spec: ViewSpec, parent: Int?, hitTests: inout [(node: Int, spec: HitTestOverride)]) {
        let index = nodes.count
        var scrollIndex: Int?
        if let scroll = spec.scroll {
            scrollIndex = scrollSpecs.count
            scrollSpecs.append((index, scroll))
        }
        var controlIndex: Int?
        if spec.control != nil {
            controlIndex = controlNodes.count
            controlNodes.append(index)
        }
        nodes.append(
            ViewNode(
                id: spec.id, className: spec.className, frame: spec.frame, hidden: spec.hidden,
                alpha: spec.alpha, userInteractionEnabled: spec.userInteractionEnabled,
                multipleTouchEnabled: spec.multipleTouchEnabled, exclusiveTouch: spec.exclusiveTouch,
                hitTestInsets: spec.hitTestInsets, handlesTouches: spec.handlesTouches,
                viewController: spec.viewController, parent: parent, controlIndex: controlIndex,
                scrollIndex: scrollIndex, enabled: spec.control?.enabled ?? true))
        if spec.hitTest != .inherited { hitTests.append((index, spec.hitTest)) }
        for recognizer in spec.gestureRecognizers {
            recognizerSpecs.append((index, recognizer))
        }
        if let parent { nodes[parent].subviews.append(index) }
        for sub in spec.subviews { add(sub, parent: index, hitTests: &hitTests) }
    }

    /// docs/model.md §8: iOS 7 puts a `UITableViewCellScrollView` between each cell and its
    /// subviews; iOS 8–10 put a `UITableViewWrapperView` between a table and its cells. Both
    /// have `delaysContentTouches = YES` and a content size equal to their bounds.
    static func insertingPrivateScrollViews(into spec: ViewSpec, ios: IOSVersion, classes: ClassHierarchy) -> ViewSpec {
        var view = spec
        view.subviews = view.subviews.map {
            insertingPrivateScrollViews(into: $0, ios: ios, classes: classes)
        }
        switch ios.tablePrivateScrollView {
        case .none:
            break
        case .cellScrollView where classes.isKind(view.className, of: "UITableViewCell"):
            let bounds = Rect(origin: .zero, size: view.frame.size)
            var inner = privateScrollView(
                id: view.id + ".scrollView", className: "UITableViewCellScrollView", frame: bounds,
                config: view.cellScrollView)
            inner.subviews = view.subviews
            view.subviews = [inner]
        case .wrapperView where classes.isKind(view.className, of: "UITableView"):
            let content = view.scroll?.contentSize ?? .zero
            let frame = Rect(
                0, 0, max(view.frame.size.width, content.width),
                max(view.frame.size.height, content.height))
            var wrapper = privateScrollView(
                id: view.id + ".wrapper", className: "UITableViewWrapperView", frame: frame,
                config: view.wrapperView)
            // Only the cells move into the wrapper; the wrapper sits at the back, as in UIKit.
            wrapper.subviews = view.subviews.filter { classes.isKind($0.className, of: "UITableViewCell") }
            view.subviews = [wrapper] + view.subviews.filter { !classes.isKind($0.className, of: "UITableViewCell") }
        default:
            break
        }
        return view
    }

    private static func privateScrollView(id: String, className: String, frame: Rect, config: ScrollSpec?) -> ViewSpec {
        var view = ViewSpec(id: id, className: className, frame: frame)
        var scroll = config ?? ScrollSpec()
        scroll.contentSize = frame.size
        view.scroll = scroll
        return view
    }
}
