/// Each view's subviews, and the superviews the engine looks for at every `down` and every
/// `touches…` call, as flat lists of indices fixed once the tree is built (docs/model.md §1.1,
/// §2.2, §5.2, §5.6).
/// (docs/performance.md). No `set` event changes who contains whom or which views are scroll
/// views or handle touches (§11.2), so nothing here goes stale.
struct TreeLinks {
    /// The subviews of view `v`, back to front, are `subviews[subviewStart[v]..<subviewStart[v + 1]]`.
    private let subviews: [ViewIndex]
    private let subviewStart: [Int32]
    /// The scroll views above each view (§5.2, §5.6).
    let scrollViews: NearestAbove
    /// The views above each view that handle their `touches…` calls (`handlesTouches`: controls by
    /// default, §2.2).
    let touchHandlers: NearestAbove

    /// The links of a tree whose views, in tree order, have superviews `parents`; `isScrollView`
    /// and `handlesTouches` say which views are scroll views and which handle touches.
    init(parents: [ViewIndex?], isScrollView: (ViewIndex) -> Bool, handlesTouches: (ViewIndex) -> Bool) {
        var start = [Int32](repeating: 0, count: parents.count + 1)
        for parent in parents { if let parent { start[parent.position + 1] += 1 } }
        for v in start.indices.dropFirst() { start[v] += start[v - 1] }
        // Children come after their parent and in order, so each list fills back to front.
        var next = start
        var subviews = [ViewIndex](repeating: ViewIndex(0), count: Int(start.last!))
        for (v, parent) in parents.enumerated() {
            guard let parent else { continue }
            subviews[Int(next[parent.position])] = ViewIndex(v)
            next[parent.position] += 1
        }
        self.subviews = subviews
        subviewStart = start
        scrollViews = NearestAbove(parents: parents, isWanted: isScrollView)
        touchHandlers = NearestAbove(parents: parents, isWanted: handlesTouches)
    }

    /// Where `view`'s subviews lie in the flat list (`subview(at:)`), back to front.
    func subviewPositions(of view: ViewIndex) -> Range<Int> {
        Int(subviewStart[view.position])..<Int(subviewStart[view.position + 1])
    }

    /// The subview at `position` of the flat list.
    func subview(at position: Int) -> ViewIndex { subviews[position] }

    /// How many positions the flat list has: every view but the root.
    var subviewCount: Int { subviews.count }

    /// `view`'s subviews, back to front.
    func subviews(of view: ViewIndex) -> ArraySlice<ViewIndex> { subviews[subviewPositions(of: view)] }
}

/// For each view, the nearest of its superviews of one kind, so that the views of that kind on
/// a path to the root are found one link each, whatever the depth.
struct NearestAbove {
    private let above: [ViewIndex?]

    /// The links of a tree whose views have superviews `parents` (tree order: a superview comes
    /// before its subviews); `isWanted` says which views are of the kind.
    init(parents: [ViewIndex?], isWanted: (ViewIndex) -> Bool) {
        var above = [ViewIndex?](repeating: nil, count: parents.count)
        for (v, parent) in parents.enumerated() {
            guard let parent else { continue }
            above[v] = isWanted(parent) ? parent : above[parent.position]
        }
        self.above = above
    }

    /// The nearest of `view`'s superviews of the kind; nil when none is.
    func nearest(above view: ViewIndex) -> ViewIndex? { above[view.position] }

    /// `first`, a view of the kind, then the views of the kind among its superviews, nearest first.
    func chain(from first: ViewIndex?) -> Chain { Chain(above: above, upcoming: first) }

    /// A view and the views of the kind above it, nearest first (`chain(from:)`).
    struct Chain: Sequence, IteratorProtocol {
        fileprivate let above: [ViewIndex?]
        fileprivate var upcoming: ViewIndex?

        mutating func next() -> ViewIndex? {
            guard let view = upcoming else { return nil }
            upcoming = above[view.position]
            return view
        }
    }
}
