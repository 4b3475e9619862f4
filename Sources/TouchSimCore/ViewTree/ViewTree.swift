import _TouchSimStorage

/// The live view tree: the scenario's views plus the private scroll views UIKit inserts
/// (docs/model.md §8), flattened in tree order.
struct ViewTree {
    private(set) var nodes = IndexedList<ViewIndex, ViewNode>()
    let classes: ClassHierarchy
    /// The responders after the window, which depend on the iOS version (docs/model.md §2.2).
    let responderChainTail: [String]
    /// Scroll view configurations, indexed by `ScrollIndex`, in tree order.
    private(set) var scrollSpecs: [(view: ViewIndex, spec: ScrollSpec)] = []
    /// Control configurations, indexed by `ControlIndex`, in tree order.
    private(set) var controlSpecs: [(view: ViewIndex, spec: ControlSpec)] = []
    /// Table and collection views' selection settings, indexed by `SelectionIndex`, in tree order.
    private(set) var selectionSpecs: [(view: ViewIndex, spec: SelectionSpec)] = []
    /// Presented views, indexed by `SheetIndex`, in tree order; `interactive` when UIKit installs
    /// the dismissal pan on it (docs/model.md §12.1).
    private(set) var sheetSpecs: [(view: ViewIndex, spec: PresentationSpec, interactive: Bool)] = []
    /// Views with a context menu interaction, indexed by `MenuIndex`, in tree order (docs/model.md §15).
    private(set) var menuViews: [ViewIndex] = []
    /// Whether the version has `UIContextMenuInteraction` (iOS 13 on, docs/model.md §15.1).
    let contextMenusExist: Bool
    /// Tables whose rows have swipe actions, indexed by `SwipeTableIndex`, in tree order, each
    /// with those rows in tree order (docs/model.md §14).
    private(set) var swipeTables: [(table: ViewIndex, rows: [(cell: ViewIndex, spec: SwipeActionsSpec)])] = []
    /// Text views whose `editable` is false (docs/model.md §19.4), in tree order.
    private(set) var readOnlyTextViews: [ViewIndex] = []
    /// Recognizers as declared, with the view they are attached to, in tree order.
    private(set) var recognizerSpecs: [(view: ViewIndex, spec: RecognizerSpec)] = []
    /// Who contains whom.
    private(set) var ancestry = ViewAncestry(parents: [])
    /// Each view's subviews and the scroll views above it, as hit-testing reads them.
    private(set) var links = TreeLinks(parents: [], isScrollView: { _ in false }, handlesTouches: { _ in false })
    /// What hit-testing reads of each view (§1.1), kept current by `apply(_:to:)`.
    private(set) var targets = HitTargets()
    /// Where each subview may hold a point, by position in `links`: the walk's first question.
    private(set) var subviewAreas = SubviewAreas()
    /// Each view by its id, the first in tree order for an id written twice.
    private(set) var viewByID = KeyTable<String, ViewIndex>()
    /// Parents with at least this many subviews are hit-tested through a `SiblingGrid`.
    let indexedSubviews: Int
    /// The grids built so far (`siblingGrid(of:)`), shared by copies of the tree until one of
    /// them changes (`updateSiblingGrid(of:)`).
    var siblingGrids = SiblingGrids()

    /// Builds the tree of `scene`, inserting the private scroll views its `ios` has; parents with
    /// at least `indexedSubviews` subviews get a `SiblingGrid` (tests vary it to compare).
    init(scene: SceneSpec, indexedSubviews: Int = SiblingGrid.minimumSubviews) {
        self.indexedSubviews = indexedSubviews
        classes = scene.classes
        responderChainTail = scene.ios.windowResponderChain
        contextMenusExist = scene.ios.major >= 13
        let live = scene.liveWindows
        let counts = live.map(Self.counts(in:)).reduce((views: 0, scrollViews: 0, recognizers: 0)) {
            ($0.views + $1.views, $0.scrollViews + $1.scrollViews, $0.recognizers + $1.recognizers)
        }
        nodes.reserveCapacity(counts.views)
        scrollSpecs.reserveCapacity(counts.scrollViews)
        recognizerSpecs.reserveCapacity(counts.recognizers)
        var overrides: [(view: ViewIndex, spec: HitTestOverride)] = []
        var swipeRows: [(cell: ViewIndex, spec: SwipeActionsSpec)] = []
        var roots: [ViewIndex] = []
        for window in live {
            roots.append(nodes.nextIndex)
            add(window, parent: nil, hitTests: &overrides, swipeRows: &swipeRows)
        }
        windowsFrontToBack = scene.windowOrder.map { roots[$0] }
        sheetSpecs = sheetSpecs.map { ($0.view, $0.spec, $0.spec.style.hasDismissalPan(ios: scene.ios)) }
        let parents = nodes.elements.map(\.parent)
        ancestry = ViewAncestry(parents: parents)
        viewByID.reserveCapacity(nodes.count)
        for position in nodes.elements.indices {
            _ = viewByID.insert(ViewIndex(position), forKey: nodes.elements[position].id)
        }
        var resolved = [NodeHitTest](repeating: .inherited, count: nodes.count)
        for (view, spec) in overrides { resolved[view.position] = Self.resolve(spec, viewByID) }
        targets = HitTargets(nodes.elements, hitTests: resolved)
        let kinds = nodes.elements.map { (scrollView: $0.scrollIndex != nil, handlesTouches: $0.handlesTouches) }
        links = TreeLinks(
            parents: parents, isScrollView: { kinds[$0.position].scrollView },
            handlesTouches: { kinds[$0.position].handlesTouches })
        for (s, scroll) in scrollSpecs.enumerated() {
            guard let id = scroll.spec.zoom.viewForZooming else { continue }
            // The reader checked that the id names one of the scroll view's subviews (§16).
            guard let zoomed = links.subviews(of: scroll.view).first(where: { nodes[$0].id == id }) else { continue }
            targets.setZoomed(zoomed, by: ScrollIndex(s))
        }
        subviewAreas = SubviewAreas(links: links, targets: targets)
        swipeTables = groupedByTable(swipeRows)
    }

    /// A redirect's target id as its view; the reader has checked that the id names a view.
    static func resolve(_ spec: HitTestOverride, _ viewByID: KeyTable<String, ViewIndex>) -> NodeHitTest {
        switch spec {
        case .inherited: return .inherited
        case .passThrough: return .passThrough
        case .redirect(let id):
            guard let target = viewByID[id] else { preconditionFailure("redirect to unknown view \(id)") }
            return .redirect(target)
        }
    }

    subscript(index: ViewIndex) -> ViewNode {
        _read { yield nodes[index] }
    }

    /// The windows' roots, frontmost first: the order hit-testing asks them (docs/model.md §18.1).
    private(set) var windowsFrontToBack: [ViewIndex] = []

    /// Whether `view` is `ancestor` or lies inside it.
    func isDescendant(_ view: ViewIndex, of ancestor: ViewIndex) -> Bool {
        ancestry.isDescendant(view, of: ancestor)
    }

    /// The scroll views among `view`'s superviews, nearest first (§5.2, §5.3).
    func scrollViews(above view: ViewIndex) -> NearestAbove.Chain {
        links.scrollViews.chain(from: links.scrollViews.nearest(above: view))
    }

    /// §16.4: the paging scroll view nearest above a zooming scroll view `view`, which its drag
    /// hands over to at its content's edge; nil when `view` does not zoom or no pager holds it.
    func pager(above view: ViewIndex) -> ScrollIndex? {
        guard let s = self[view].scrollIndex, scrollSpecs[s.position].spec.zoom.zooms else { return nil }
        for above in scrollViews(above: view) {
            if let outer = self[above].scrollIndex, scrollSpecs[outer.position].spec.pagingEnabled { return outer }
        }
        return nil
    }

    /// A `set` event's change to one of `view`'s hit-testing properties (docs/model.md §11.2,
    /// §11.7). The change decides where new touches go and leaves a touch already down bound to
    /// the view it hit (§1.4). The superview's `SiblingGrid`, if built, and its `targets` entry
    /// learn whether the view can be hit now; a new frame also moves its `targets` entry and its
    /// box, and drops the grids that hold its area, built again at their next hit-test.
    mutating func apply(_ change: ViewChange, to view: ViewIndex) {
        switch change {
        case .hidden(let hidden): nodes[view].hidden = hidden
        case .alpha(let alpha): nodes[view].alpha = alpha
        case .userInteractionEnabled(let enabled): nodes[view].userInteractionEnabled = enabled
        case .frame(let frame):
            nodes[view].frame = frame
            targets.setFrame(view, frame, insets: nodes[view].hitTestInsets)
            moved(view)
        case .transform(let transform):
            nodes[view].transform = transform
            targets.setTransformed(view, transform != .identity)
            moved(view)
        }
        targets.setCanBeHit(view, nodes[view].canBeHit)
        updateSiblingGrid(of: view)
    }

    /// Gives `view` the own keys of `new`, which differ from `old`, the keys it was built
    /// from, only where no list of the tree is shaped by them (`patch(_:from:to:ios:)`).
    mutating func replaceOwnKeys(of view: ViewIndex, from old: ViewSpec, with new: ViewSpec, ios: IOSVersion) {
        let node = nodes[view]
        nodes[view] = ViewNode(
            new, parent: node.parent, controlIndex: node.controlIndex, scrollIndex: node.scrollIndex,
            selectionIndex: node.selectionIndex)
        if let s = node.scrollIndex { scrollSpecs[s.position].spec = new.scroll! }
        if let c = node.controlIndex { controlSpecs[c.position].spec = new.control! }
        if let s = node.selectionIndex { selectionSpecs[s.position].spec = new.selection! }
        if let presentation = new.presentation, let k = sheetSpecs.firstIndex(where: { $0.view == view }) {
            sheetSpecs[k] = (view, presentation, presentation.style.hasDismissalPan(ios: ios))
        }
        if let first = recognizerSpecs.firstIndex(where: { $0.view == view }) {
            for (i, recognizer) in new.gestureRecognizers.enumerated() {
                recognizerSpecs[first + i].spec = recognizer
            }
        }
        if new.hitTest != old.hitTest {
            // The reader checked that a redirect names a view, and ids do not change here.
            targets.setHitTest(view, Self.resolve(new.hitTest, viewByID))
        }
        if new.hitTestInsets != old.hitTestInsets {
            targets.setFrame(view, new.frame, insets: new.hitTestInsets)
            moved(view)
        }
        targets.setCanBeHit(view, nodes[view].canBeHit)
        updateSiblingGrid(of: view)
    }

    /// A new frame or transform of `view` (§11.7, §11.11): its subview box moves, and the grids
    /// that hold its area are dropped, built again at their next hit-test.
    mutating func moved(_ view: ViewIndex) {
        if let parent = nodes[view].parent {
            let subviews = links.subviews(of: parent)
            let position = subviews.partitionPoint(in: subviews.indices) { $0 < view }
            subviewAreas.update(position, to: targets[view])
            // The parent's grid holds the view's area, the grandparent's the parent's reach,
            // which holds its subviews' areas.
            if !isKnownUniquelyReferenced(&siblingGrids) { siblingGrids = SiblingGrids(siblingGrids.byParent) }
            siblingGrids.byParent[parent] = nil
            if let grandparent = nodes[parent].parent { siblingGrids.byParent[grandparent] = nil }
        }
    }

    /// An animation without `allowUserInteraction` begins on `view` (§17): it and its subviews
    /// take no new touches until `endAnimating`.
    mutating func beginAnimating(_ view: ViewIndex) {
        nodes[view].animations += 1
        targets.setCanBeHit(view, nodes[view].canBeHit)
        updateSiblingGrid(of: view)
    }

    /// One of the animations `beginAnimating` noted on `view` ended (§17).
    mutating func endAnimating(_ view: ViewIndex) {
        nodes[view].animations -= 1
        targets.setCanBeHit(view, nodes[view].canBeHit)
        updateSiblingGrid(of: view)
    }

    /// `removeFromSuperview()` (§11.8): hit-testing never finds it or its subviews again.
    mutating func removeFromWindow(_ view: ViewIndex) {
        nodes[view].inWindow = false
        targets.setCanBeHit(view, false)
        updateSiblingGrid(of: view)
    }

    /// `addSubview(_:)` or `insertSubview(_:at:)` (§11.9): hit-testing finds it and its subviews
    /// from now on, at the place among its siblings the scene gave it.
    mutating func addToWindow(_ view: ViewIndex) {
        nodes[view].inWindow = true
        targets.setCanBeHit(view, nodes[view].canBeHit)
        updateSiblingGrid(of: view)
    }

    /// §14: each row with swipe actions belongs to the nearest UITableView above it (a row with
    /// none is left out); the tables in tree order, a table's rows in tree order.
    private func groupedByTable(_ rows: [(cell: ViewIndex, spec: SwipeActionsSpec)])
        -> [(table: ViewIndex, rows: [(cell: ViewIndex, spec: SwipeActionsSpec)])]
    {
        var tables: [(table: ViewIndex, rows: [(cell: ViewIndex, spec: SwipeActionsSpec)])] = []
        for row in rows where row.spec.trailing + row.spec.leading > 0 {
            var above = nodes[row.cell].parent
            while let view = above, !isKind(view, of: "UITableView") { above = nodes[view].parent }
            guard let table = above else { continue }
            if let k = tables.firstIndex(where: { $0.table == table }) {
                tables[k].rows.append(row)
            } else {
                tables.append((table, [row]))
            }
        }
        return tables.sorted { $0.table.position < $1.table.position }
    }

    /// `isKindOfClass` for a view.
    func isKind(_ view: ViewIndex, of className: String) -> Bool {
        classes.isKind(nodes[view].className, of: className)
    }

    /// How many views, scroll views and declared recognizers `spec` holds, itself included:
    /// the lists are made that big at once, as a list grown by appends may hold room for
    /// twice its elements (tens of MB for 100,000s of views). A table or cell that carries its
    /// private scroll view's configuration counts it too, so scroll views may be counted twice.
    private static func counts(in spec: ViewSpec) -> (views: Int, scrollViews: Int, recognizers: Int) {
        var counts = (views: 1, scrollViews: spec.scrollSpecCount, recognizers: spec.gestureRecognizers.count)
        // Each list of subviews read where its specs lie: passing a spec on copies it.
        var lists = [spec.subviews]
        while let subviews = lists.popLast() {
            for sub in subviews.indices {
                counts.views += 1
                counts.scrollViews += subviews[sub].scrollSpecCount
                counts.recognizers += subviews[sub].gestureRecognizers.count
                if !subviews[sub].subviews.isEmpty { lists.append(subviews[sub].subviews) }
            }
        }
        return counts
    }

    private mutating func add(
        _ spec: ViewSpec, parent: ViewIndex?, hitTests: inout [(view: ViewIndex, spec: HitTestOverride)],
        swipeRows: inout [(cell: ViewIndex, spec: SwipeActionsSpec)]
    ) {
        let index = nodes.nextIndex
        var scrollIndex: ScrollIndex?
        if let scroll = spec.scroll {
            scrollIndex = ScrollIndex(scrollSpecs.count)
            scrollSpecs.append((index, scroll))
        }
        var controlIndex: ControlIndex?
        if let control = spec.control {
            controlIndex = ControlIndex(controlSpecs.count)
            controlSpecs.append((index, control))
        }
        var selectionIndex: SelectionIndex?
        if let selection = spec.selection {
            selectionIndex = SelectionIndex(selectionSpecs.count)
            selectionSpecs.append((index, selection))
        }
        nodes.append(
            ViewNode(
                spec, parent: parent, controlIndex: controlIndex, scrollIndex: scrollIndex,
                selectionIndex: selectionIndex))
        if spec.hitTest != .inherited { hitTests.append((index, spec.hitTest)) }
        if let presentation = spec.presentation { sheetSpecs.append((index, presentation, false)) }
        if spec.contextMenu { menuViews.append(index) }
        if let swipe = spec.swipeActions { swipeRows.append((index, swipe)) }
        if !spec.editable { readOnlyTextViews.append(index) }
        for var recognizer in spec.gestureRecognizers {
            // §19.4: a text view that is not selectable runs none of its text interaction's recognizers.
            if !spec.selectable, recognizer.id == UIKitObjectModel.textTapID(ofTextInput: spec.id) {
                recognizer.enabled = false
            }
            recognizerSpecs.append((index, recognizer))
        }
        // Added where each subview's spec lies, not from a copy (docs/performance.md).
        let subviews = spec.subviews.span
        for sub in subviews.indices {
            add(subviews[sub], parent: index, hitTests: &hitTests, swipeRows: &swipeRows)
        }
    }
}
