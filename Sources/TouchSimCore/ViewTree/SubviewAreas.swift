/// Where each subview's `pointInside` can hold, as a box in its superview's bounds coordinates,
/// by position in `TreeLinks`' flat list of subviews, so that the walk of §1.1 passes over a
/// sibling the point misses with four comparisons (docs/model.md §1.1, §1.2).
///
/// The walk asks each sibling in turn, frontmost first, until one holds the point: on a `down`
/// among 21 buttons and a card it passed over ~15 of them, each visit reading the sibling's view
/// index, then its `HitTargets` entry, then converting the point; a box read in order costs
/// less (docs/performance.md). Boxes only rule siblings out: one whose box holds the point
/// is then asked exactly as before, so the hit view does not change. The boxes are a little
/// larger than the areas (`slack`) so that rounding can never rule out a point the exact test
/// would accept. A scroll view's bounds origin moves (§1.3), and a view for zooming scales with
/// its scroll view's zoom (§16.5), and a transformed view is drawn elsewhere than its frame
/// (§11.11): their boxes are the whole plane. A `set`
/// event's frame moves a box (§11.7); whether a view can be hit (§11.2) the exact test asks.
struct SubviewAreas {
    /// A closed box; a point outside it is outside the subview's `pointInside` area.
    struct Box: Equatable {
        let minX: Double
        let minY: Double
        let maxX: Double
        let maxY: Double

        /// The whole plane: every point may hit.
        static let everywhere = Box(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

        /// Whether `p` may lie in the area.
        func mayHold(_ p: Point) -> Bool { p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY }
    }

    private var boxes: [Box]

    /// No views: the tree's before it is built.
    init() { boxes = [] }

    /// The boxes of `links`' subviews, from what hit-testing reads of each view.
    init(links: TreeLinks, targets: HitTargets) {
        boxes = (0..<links.subviewCount).map { Self.box(of: targets[links.subview(at: $0)]) }
    }

    /// The box of the subview at `position`, whose frame a `set` event changed (§11.7).
    mutating func update(_ position: Int, to target: HitTargets.Target) { boxes[position] = Self.box(of: target) }

    /// Whether the subview at `position` of `TreeLinks`' flat list may hold `p`, a point in its
    /// superview's bounds coordinates.
    func mayHold(_ position: Int, _ p: Point) -> Bool { boxes[position].mayHold(p) }

    /// The box around a view's `pointInside` area (`HitTargets.Target.pointInside`), in its
    /// superview's bounds coordinates.
    static func box(of target: HitTargets.Target) -> Box {
        guard target.scrollIndex == nil, target.zoomedBy == nil, !target.isTransformed else { return .everywhere }
        let (origin, area) = (target.frameOrigin, target.insetArea)
        // The exact test takes q = p − origin and asks minX ≤ q.x < minX + width: q is rounded
        // once, by at most 2⁻⁵³ of its size, so p lies within a tiny fraction of the sizes of
        // the numbers involved outside the box with exact edges. 2⁻⁴⁰ of them is far more.
        let (minX, maxX) = widened(origin.x + area.minX, origin.x + area.maxX, origin.x, area.minX, area.maxX)
        let (minY, maxY) = widened(origin.y + area.minY, origin.y + area.maxY, origin.y, area.minY, area.maxY)
        return Box(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// `low` and `high` moved apart by the slack of numbers of sizes `a`, `b` and `c`; an edge
    /// that is not a finite number bounds nothing.
    private static func widened(_ low: Double, _ high: Double, _ a: Double, _ b: Double, _ c: Double)
        -> (Double, Double)
    {
        let slack = (a.magnitude + b.magnitude + c.magnitude) * 0x1p-40 + .leastNormalMagnitude
        let (min, max) = (low - slack, high + slack)
        return (min.isFinite ? min : -.infinity, max.isFinite ? max : .infinity)
    }
}
