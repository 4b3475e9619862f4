import TouchSimTestSupport

@testable import TouchSimCore

/// One generated scenario: everything `Simulation` is given, and the seed that produced it.
struct RandomScenario: Sendable {
    var seed: UInt64
    var ios: IOSVersion
    var classes: ClassHierarchy
    var root: ViewSpec
    var events: [TouchEvent]

    /// The scenario of `seed`: the same seed always gives the same scenario.
    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var trees = TreeGenerator(rng: rng)
        var root = trees.makeTree()
        rng = trees.rng
        var features = FeatureDecorator(seed: seed, classes: trees.classes)
        features.decorate(&root)
        var traces = TraceGenerator(rng: rng, targets: aimingTargets(of: root))
        self.init(seed: seed, ios: trees.ios, classes: trees.classes, root: root, events: traces.makeTrace())
    }

    init(seed: UInt64, ios: IOSVersion, classes: ClassHierarchy, root: ViewSpec, events: [TouchEvent]) {
        self.seed = seed
        self.ios = ios
        self.classes = classes
        self.root = root
        self.events = events
    }

    /// The scene the simulation is built from.
    var scene: SceneSpec { SceneSpec(ios: ios, root: root, classes: classes) }

    /// Replays the scenario, one `handle` per UIEvent (events sharing a time).
    func run() -> [NamedRecord] { records(root, ios: ios, classes: classes, events) }
}

/// Calls `body` on every view of the tree, depth first, parents before their subviews.
func forEachView(_ view: inout ViewSpec, _ body: (inout ViewSpec) -> Void) {
    body(&view)
    for i in view.subviews.indices { forEachView(&view.subviews[i], body) }
}

/// Every view of the tree, depth first.
func allViews(_ root: ViewSpec) -> [ViewSpec] {
    [root] + root.subviews.flatMap(allViews)
}

/// Where touches are aimed: each view's visible part in window coordinates (its frame clipped
/// by its superviews', at the initial content offsets), weighted towards what reacts to touches:
/// controls, scroll views and views with recognizers.
func aimingTargets(of root: ViewSpec) -> [(rect: Rect, weight: Double)] {
    var out: [(rect: Rect, weight: Double)] = []
    func visit(_ v: ViewSpec, origin: Point, clip: Rect) {
        let o = origin + v.frame.origin
        let minX = max(o.x, clip.minX)
        let minY = max(o.y, clip.minY)
        let maxX = min(o.x + v.frame.size.width, clip.maxX)
        let maxY = min(o.y + v.frame.size.height, clip.maxY)
        guard maxX - minX >= 1, maxY - minY >= 1 else { return }
        let visible = Rect(minX, minY, maxX - minX, maxY - minY)
        let reacts = v.control != nil || v.scroll != nil || !v.gestureRecognizers.isEmpty
        out.append((visible, reacts ? 3 : 1))
        let inner = o - (v.scroll?.contentOffset ?? .zero)
        for sub in v.subviews { visit(sub, origin: inner, clip: visible) }
    }
    visit(root, origin: .zero, clip: root.frame)
    return out
}
