/// The sibling grids of the parents with many subviews (`SiblingGrid`), each built at its
/// parent's first hit-test: a tree of thousands of such parents is mostly never touched
/// (docs/format.md §4.9). A `set` event's frame drops the grids holding the view
/// (docs/model.md §11.7).
extension ViewTree {
    /// The grid of `parent`, built now if this is its first hit-test; nil for a parent with fewer
    /// than `indexedSubviews` subviews, which the walk asks one by one.
    func siblingGrid(of parent: ViewIndex) -> SiblingGrid? {
        let subviews = links.subviews(of: parent)
        guard subviews.count >= indexedSubviews else { return nil }
        if let grid = siblingGrids.byParent[parent] { return grid }
        let grid = SiblingGrid(
            reach: subviews.map {
                targets[$0].zoomedBy == nil && !targets[$0].isTransformed ? Self.reach(of: $0, in: nodes, links) : nil
            },
            hittable: subviews.map { nodes[$0].canBeHit })
        siblingGrids.byParent[parent] = grid
        return grid
    }

    /// Tells the grid of `view`'s superview, if built, whether `view` can be hit now (§11.2).
    mutating func updateSiblingGrid(of view: ViewIndex) {
        guard let parent = nodes[view].parent, siblingGrids.byParent[parent] != nil else { return }
        // Copies of the tree share the grids while their views agree; this one now differs.
        if !isKnownUniquelyReferenced(&siblingGrids) { siblingGrids = SiblingGrids(siblingGrids.byParent) }
        // Subviews are numbered in tree order, so a superview's list is sorted.
        let subviews = links.subviews(of: parent)
        let position = subviews.partitionPoint(in: subviews.indices) { $0 < view } - subviews.startIndex
        siblingGrids.byParent[parent]!.setHittable(position, nodes[view].canBeHit)
    }

    /// Where, in its superview's bounds coordinates, a point can hit `view` or have it noted as
    /// passed over (§1.1, §1.2); nil for a scroll view with subviews, whose subviews move with its
    /// content offset (§1.3). A view for zooming, which scales with the zoom (§16.5), has none
    /// either, nor a transformed view (§11.11): the grid leaves them out before asking.
    private static func reach(of view: ViewIndex, in nodes: IndexedList<ViewIndex, ViewNode>, _ links: TreeLinks)
        -> Rect?
    {
        let subviews = links.subviews(of: view)
        if nodes[view].scrollIndex != nil, !subviews.isEmpty { return nil }
        let frame = nodes[view].frame
        // The box of the areas that hold a point, grown area by area: read where the views lie,
        // as a grid is built over 100,000s of them.
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        func hold(_ area: Rect) {
            guard area.size.width > 0, area.size.height > 0 else { return }
            guard let held = box else {
                box = (area.minX, area.minY, area.maxX, area.maxY)
                return
            }
            box = (
                min(held.minX, area.minX), min(held.minY, area.minY), max(held.maxX, area.maxX),
                max(held.maxY, area.maxY)
            )
        }
        hold(frame)
        hold(frame.inset(by: nodes[view].hitTestInsets))
        for sub in subviews {
            // A transformed subview is noted where it is drawn (§11.11): no box holds that.
            if nodes[sub].transform != .identity { return nil }
            let area = nodes[sub].frame.inset(by: nodes[sub].hitTestInsets)
            hold(Rect(origin: frame.origin + area.origin, size: area.size))
        }
        // A view with no area can be neither hit nor noted: an empty reach at its origin.
        guard let box else { return Rect(origin: frame.origin, size: Size(0, 0)) }
        return Rect(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY)
    }
}

/// The grids built so far, by parent. A reference, so that hit-testing, which does not change
/// the tree, can build a grid at its first use.
final class SiblingGrids {
    var byParent: [ViewIndex: SiblingGrid]

    init(_ byParent: [ViewIndex: SiblingGrid] = [:]) { self.byParent = byParent }
}
