/// What hit-testing reads of each view, in one flat list by view (docs/model.md §1.1, §1.2,
/// §1.3, §1.6): where its frame sits, where `pointInside` holds, whether it is a scroll view,
/// whether it can be hit now, and its `hitTest` override.
///
/// A `down` visits every view under the point and their siblings: here a visit reads one small
/// record holding no reference, not a `ViewNode` with its three strings (docs/performance.md). `set` events keep `canBeHit` and
/// the frame current (§11.2, §11.7, `ViewTree.apply(_:to:)`); insets are fixed for the whole
/// replay, and a scroll view's content offset, its bounds origin, is asked of the caller at each
/// visit (§1.3).
struct HitTargets {
    /// One view as hit-testing reads it.
    struct Target {
        /// The frame's origin, in its superview's bounds coordinates.
        fileprivate(set) var frameOrigin: Point
        /// `point(inside:with:)`'s area less the bounds origin: the bounds inset by
        /// `hitTestInsets` (§1.2), with the same arithmetic, so that an edge lands on the same bits.
        fileprivate(set) var insetArea: Rect
        /// Its scroll view state, for a scroll view, whose bounds origin moves (§1.3).
        let scrollIndex: ScrollIndex?
        /// Not hidden, not transparent and taking user interaction (§1.1, `ViewNode.canBeHit`).
        fileprivate(set) var canBeHit: Bool
        /// The `hitTest(_:with:)` override, a redirect resolved to its target view (§1.6).
        fileprivate(set) var hitTest: NodeHitTest
        /// For a scroll view's view for zooming: that scroll view, whose zoom scale is the
        /// view's transform (§16.5); nil for every other view.
        fileprivate(set) var zoomedBy: ScrollIndex?
        /// Whether the view has a transform (§11.11), which its `ViewNode` holds: a flag here
        /// keeps the record small for the views without one.
        fileprivate(set) var isTransformed: Bool

        /// `point(inside:with:)` (§1.2) for `p` in the view's bounds coordinates, whose bounds
        /// origin is `boundsOrigin`: the bounds inset by `hitTestInsets`, half-open.
        func pointInside(_ p: Point, boundsOrigin: Point) -> Bool {
            Rect(origin: boundsOrigin + insetArea.origin, size: insetArea.size).contains(p)
        }
    }

    private var targets: [Target] = []

    /// No views: the tree's before it is built.
    init() {}

    /// The targets of `nodes`, in the same order; `hitTests` gives each view's override.
    init(_ nodes: [ViewNode], hitTests: [NodeHitTest]) {
        // Each node read where it lies: a copy of a node would retain each of its parts.
        targets = nodes.indices.map { i in
            Target(
                frameOrigin: nodes[i].frame.origin, insetArea: Self.insetArea(nodes[i].frame, nodes[i].hitTestInsets),
                scrollIndex: nodes[i].scrollIndex, canBeHit: nodes[i].canBeHit, hitTest: hitTests[i],
                isTransformed: nodes[i].transform != .identity)
        }
    }

    /// The bounds of a view of `frame` inset by `insets`, less the bounds origin.
    private static func insetArea(_ frame: Rect, _ insets: EdgeInsets) -> Rect {
        Rect(
            origin: Point(insets.left, insets.top),
            size: Size(frame.size.width - insets.left - insets.right, frame.size.height - insets.top - insets.bottom))
    }

    /// Moves `view` to `frame`, after a `set` event (§11.7).
    mutating func setFrame(_ view: ViewIndex, _ frame: Rect, insets: EdgeInsets) {
        targets[view.position].frameOrigin = frame.origin
        targets[view.position].insetArea = Self.insetArea(frame, insets)
    }

    subscript(view: ViewIndex) -> Target {
        get { targets[view.position] }
    }

    /// Marks `view` as the view for zooming of scroll view `s` (§16.5).
    mutating func setZoomed(_ view: ViewIndex, by s: ScrollIndex) {
        targets[view.position].zoomedBy = s
    }

    /// Records whether `view` has a transform now, after a `set` event (§11.11).
    mutating func setTransformed(_ view: ViewIndex, _ isTransformed: Bool) {
        targets[view.position].isTransformed = isTransformed
    }

    /// Gives `view` another `hitTest` override (§1.6), for a prepared tree patched before its
    /// replay (`PreparedScene`).
    mutating func setHitTest(_ view: ViewIndex, _ hitTest: NodeHitTest) {
        targets[view.position].hitTest = hitTest
    }

    /// Records whether `view` can be hit now, after a `set` event (§11.2).
    mutating func setCanBeHit(_ view: ViewIndex, _ canBeHit: Bool) {
        targets[view.position].canBeHit = canBeHit
    }
}
