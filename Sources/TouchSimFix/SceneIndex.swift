import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// The objects of a scene as UIKit has them (private scroll views included), flattened in tree
/// order: what expectations may name and what `touchsim fix` may change.
struct SceneIndex {
    /// One view of the live tree.
    struct Node {
        var spec: ViewSpec
        var parent: Int?
        /// For a private scroll view of docs/model.md §8: its owner (table or cell) and the
        /// owner's key that configures it (`wrapperView`, `cellScrollView`).
        var privateOwner: (id: String, key: String)?
    }

    private(set) var nodes: [Node] = []
    /// Each node's frame in window coordinates, every scroll view at its initial offset
    /// (docs/model.md §1.3), and the part of it its superviews leave visible (§1.2: a point
    /// outside a superview is never hit there); empty when none is.
    private(set) var windowFrames: [Rect] = []
    private(set) var visibleFrames: [Rect] = []
    let classes: ClassHierarchy
    /// The text input that is first responder when a trace starts (docs/model.md §19).
    let firstResponder: String?
    private var nodeOfView: [String: Int] = [:]
    /// Declared recognizers: the node they are attached to.
    private var nodeOfRecognizer: [String: Int] = [:]

    /// Indexes `scene`'s live trees, a window after the other as declared.
    init(_ scene: SceneSpec) {
        classes = scene.classes
        firstResponder = scene.firstResponder
        for window in scene.liveWindows { add(window, parent: nil) }
    }

    /// How many windows the scene has (docs/model.md §18).
    var windowCount: Int { nodes.lazy.filter { $0.parent == nil }.count }

    /// The nodes inside `node`, `node` first, in tree order.
    func subtree(of node: Int) -> [Int] {
        var end = node + 1
        while end < nodes.count, isDescendant(end, of: node) { end += 1 }
        return Array(node..<end)
    }

    /// The nearest class that `a` and `b` are both kinds of: `UIControl` for a button and a
    /// segmented control.
    func commonSuperclass(_ a: String, _ b: String) -> String? {
        sequence(first: a) { classes.superclass(of: $0) }.first { classes.isKind(b, of: $0) }
    }

    private mutating func add(_ spec: ViewSpec, parent: Int?) {
        let index = nodes.count
        var owner: (id: String, key: String)?
        if let parent {
            let parentId = nodes[parent].spec.id
            for kind in UIKitObjectModel.PrivateScrollView.allCases
            where spec.id == kind.id(ofOwner: parentId) && spec.className == kind.className {
                owner = (parentId, kind.configurationKey)
            }
        }
        var flat = spec
        flat.subviews = []
        nodes.append(Node(spec: flat, parent: parent, privateOwner: owner))
        // The window's bounds start at (0, 0) wherever its frame puts it (docs/model.md §1.2).
        var frame = Rect(origin: .zero, size: spec.frame.size)
        var visible = frame
        if let parent {
            let superFrame = windowFrames[parent]
            let offset = nodes[parent].spec.scroll?.contentOffset ?? .zero
            frame.origin = superFrame.origin + spec.frame.origin - offset
            visible = Self.intersection(frame, visibleFrames[parent])
        }
        windowFrames.append(frame)
        visibleFrames.append(visible)
        nodeOfView[spec.id] = index
        for recognizer in spec.gestureRecognizers { nodeOfRecognizer[recognizer.id] = index }
        for subview in spec.subviews { add(subview, parent: index) }
    }

    private static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x = max(a.minX, b.minX)
        let y = max(a.minY, b.minY)
        return Rect(x, y, max(0, min(a.maxX, b.maxX) - x), max(0, min(a.maxY, b.maxY) - y))
    }

    /// The node of the view `id`.
    func node(ofView id: String) -> Int? { nodeOfView[id] }

    /// The node a declared recognizer is attached to.
    func node(ofRecognizer id: String) -> Int? { nodeOfRecognizer[id] }

    /// `node` and its superviews up to the root, deepest first.
    func pathToRoot(from node: Int) -> [Int] { Array(sequence(first: node) { nodes[$0].parent }) }

    /// Whether `node` is `ancestor` or lies inside it.
    func isDescendant(_ node: Int, of ancestor: Int) -> Bool { pathToRoot(from: node).contains(ancestor) }

    /// Checks that `expectation` names an object of the right kind: a control for control
    /// events and highlights, a scroll view for `scrolled`, a declared recognizer for states, a
    /// cell for `selected`.
    func check(_ expectation: Expectation) throws(Diagnostic) {
        let subject = expectation.subject
        let subjectOffset = expectation.negated && expectation.source.text.hasPrefix("!") ? 1 : 0
        func fail(_ message: String) -> Diagnostic { expectation.source.diagnostic(message, at: subjectOffset) }
        let viewNode = node(ofView: subject)
        switch expectation.predicate {
        case .selected:
            guard let viewNode else { throw fail(unknown(subject, wanted: "cell", among: cellIds)) }
            guard isCell(nodes[viewNode]) else {
                throw fail(
                    "\"\(subject)\" is a \(nodes[viewNode].spec.className), not a cell (UITableViewCell or UICollectionViewCell)"
                )
            }
        case .sent, .highlighted:
            guard let viewNode else { throw fail(unknown(subject, wanted: "control", among: controlIds)) }
            guard nodes[viewNode].spec.control != nil else {
                throw fail("\"\(subject)\" is a \(nodes[viewNode].spec.className), not a control (UIControl)")
            }
        case .scrolled, .zoomed:
            // A scroll view without a view for zooming never zooms, but fix may give it one
            // (docs/model.md §16.1).
            guard let viewNode else { throw fail(unknown(subject, wanted: "scroll view", among: scrollViewIds)) }
            guard nodes[viewNode].spec.scroll != nil else {
                throw fail("\"\(subject)\" is a \(nodes[viewNode].spec.className), not a scroll view")
            }
        case .refreshed:
            guard let viewNode else { throw fail(unknown(subject, wanted: "scroll view", among: scrollViewIds)) }
            guard nodes[viewNode].spec.scroll?.refreshControl == true else {
                throw fail("\"\(subject)\" is a \(nodes[viewNode].spec.className) without \"refreshControl\"")
            }
        case .firstResponder, .resignedFirstResponder:
            let kinds = UIKitObjectModel.textInputClasses
            func isTextInput(_ node: Node) -> Bool { kinds.contains { classes.isKind(node.spec.className, of: $0) } }
            guard let viewNode else {
                throw fail(
                    unknown(subject, wanted: "text field or text view", among: nodes.filter(isTextInput).map(\.spec.id))
                )
            }
            guard isTextInput(nodes[viewNode]) else {
                throw fail("\"\(subject)\" is a \(nodes[viewNode].spec.className), not a text field or text view")
            }
        case .dismissed:
            guard let viewNode else { throw fail(unknown(subject, wanted: "presented view", among: sheetIds)) }
            guard nodes[viewNode].spec.presentation != nil else {
                throw fail(
                    "\"\(subject)\" is a \(nodes[viewNode].spec.className) without \"presentation\", not a presented view"
                )
            }
        case .menuShown:
            guard let viewNode else { throw fail(unknown(subject, wanted: "view with a context menu", among: menuIds)) }
            guard nodes[viewNode].spec.contextMenu else {
                throw fail("\"\(subject)\" is a \(nodes[viewNode].spec.className) without \"contextMenu\"")
            }

        case .swipeOpened:
            guard let viewNode else {
                throw fail(unknown(subject, wanted: "row with swipe actions", among: swipeRowIds))
            }
            guard let swipe = nodes[viewNode].spec.swipeActions, swipe.trailing + swipe.leading > 0 else {
                throw fail(
                    "\"\(subject)\" is a \(nodes[viewNode].spec.className) without swipe actions (\"trailingSwipeActions\" or \"leadingSwipeActions\")"
                )
            }
        case .received:
            guard viewNode != nil else { throw fail(unknown(subject, wanted: "view", among: nodes.map(\.spec.id))) }
        case .recognized, .reported:
            guard node(ofRecognizer: subject) == nil else { return }
            if let scrollView = scrollView(owningRecognizer: subject) {
                throw fail(
                    "\"\(subject)\" is a scroll view's own recognizer; expect \"\(scrollView):scrolled\" instead")
            }
            if viewNode != nil { throw fail("\"\(subject)\" is a view, not a gesture recognizer") }
            throw fail(unknown(subject, wanted: "gesture recognizer", among: nodeOfRecognizer.keys.sorted()))
        }
    }

    /// The scroll view whose own recognizer (docs/model.md §5.1) has the id `id`.
    func scrollView(owningRecognizer id: String) -> String? {
        nodes.first { node in
            node.spec.scroll != nil
                && UIKitObjectModel.ScrollViewRecognizer.allCases.contains { $0.id(ofScrollView: node.spec.id) == id }
        }?.spec.id
    }

    private func unknown(_ id: String, wanted: String, among candidates: [String]) -> String {
        "no \(wanted) has the id \"\(id)\"\(Suggestion.clause(for: id, among: candidates))"
    }

    private var controlIds: [String] { nodes.filter { $0.spec.control != nil }.map(\.spec.id) }
    private var scrollViewIds: [String] { nodes.filter { $0.spec.scroll != nil }.map(\.spec.id) }
    private var menuIds: [String] { nodes.filter { $0.spec.contextMenu }.map(\.spec.id) }
    private var sheetIds: [String] { nodes.filter { $0.spec.presentation != nil }.map(\.spec.id) }
    private var cellIds: [String] { nodes.filter(isCell).map(\.spec.id) }
    private var swipeRowIds: [String] { nodes.filter { $0.spec.swipeActions != nil }.map(\.spec.id) }

    /// Whether the view is a table or collection view cell (docs/model.md §10).
    func isCell(_ node: Node) -> Bool {
        UIKitObjectModel.selectionLists.contains { classes.isKind(node.spec.className, of: $0.cell) }
    }
}
