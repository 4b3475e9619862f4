/// The sibling grids of the parents with many subviews (`SiblingGrid`), built once with the
/// tree: frames do not change during a replay.
extension ViewTree {
    /// A grid for each view with at least `minimumSubviews` subviews.
    static func siblingGrids(of nodes: IndexedList<ViewIndex, ViewNode>, from minimumSubviews: Int) -> [ViewIndex:
        SiblingGrid]
    {
        var grids: [ViewIndex: SiblingGrid] = [:]
        for parent in nodes.indices where nodes[parent].subviews.count >= minimumSubviews {
            let subviews = nodes[parent].subviews
            grids[parent] = SiblingGrid(
                reach: subviews.map { reach(of: $0, in: nodes) }, hittable: subviews.map { nodes[$0].canBeHit })
        }
        return grids
    }

    /// Where, in its superview's bounds coordinates, a point can hit `view` or have it noted as
    /// passed over (§1.1, §1.2); nil for a scroll view with subviews, whose subviews move with its
    /// content offset (§1.3).
    private static func reach(of view: ViewIndex, in nodes: IndexedList<ViewIndex, ViewNode>) -> Rect? {
        let node = nodes[view]
        if node.scrollIndex != nil, !node.subviews.isEmpty { return nil }
        let frame = node.frame
        var areas = [frame, frame.inset(by: node.hitTestInsets)]
        for sub in node.subviews {
            let area = nodes[sub].frame.inset(by: nodes[sub].hitTestInsets)
            areas.append(Rect(origin: frame.origin + area.origin, size: area.size))
        }
        let held = areas.filter { $0.size.width > 0 && $0.size.height > 0 }
        // A view with no area can be neither hit nor noted: an empty reach at its origin.
        guard !held.isEmpty else { return Rect(origin: frame.origin, size: Size(0, 0)) }
        let (minX, minY) = (held.map(\.minX).min()!, held.map(\.minY).min()!)
        let (maxX, maxY) = (held.map(\.maxX).max()!, held.map(\.maxY).max()!)
        return Rect(minX, minY, maxX - minX, maxY - minY)
    }
}
