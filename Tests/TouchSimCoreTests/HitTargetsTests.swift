import Testing
import TouchSimTestSupport

@testable import TouchSimCore

/// docs/model.md §1.1–§1.3, §1.6: the walk reads `HitTargets`, flat copies of what it needs of
/// the views. It must hit what the rules, read straight from the views, say it hits: with and
/// without notes, under scroll offsets, and after `set` events change what can be hit (§11.2).
@Suite("§1.1 Hit-testing from the flat targets")
struct HitTargetsTests {
    /// A window of nested views, a few levels deep, with random frames on whole and half points
    /// (so that points land on edges), the properties of §1.1 and §1.2, overrides (§1.6) and
    /// scroll views.
    private func randomWindow(_ rng: inout SplitMix64) -> ViewSpec {
        var count = 0
        func subviews(depth: Int) -> [ViewSpec] {
            guard depth < 4 else { return [] }
            return (0..<rng.pick([0, 1, 2, 4])).map { _ in
                count += 1
                let frame = Rect(
                    (rng.double(-20...200) * 2).rounded() / 2, (rng.double(-20...200) * 2).rounded() / 2,
                    rng.double(0...200).rounded(), rng.double(0...200).rounded())
                let className = rng.chance(0.2) ? "UIScrollView" : "UIView"
                return view("v\(count)", className, frame, subviews(depth: depth + 1)) { v in
                    v.hidden = rng.chance(0.1)
                    v.alpha = rng.chance(0.1) ? 0.005 : 1
                    v.userInteractionEnabled = !rng.chance(0.1)
                    if rng.chance(0.3) { v.hitTestInsets = insets(rng.double(-20...20).rounded()) }
                    if rng.chance(0.1) { v.hitTest = rng.chance(0.5) ? .passThrough : .redirect("v1") }
                }
            }
        }
        return window(subviews(depth: 0))
    }

    /// §1.1 read from the views themselves: the reference the walk must agree with.
    private func expectedHit(_ tree: ViewTree, _ v: ViewIndex, _ p: Point, _ offsets: Offsets) -> ViewIndex? {
        let node = tree[v]
        let origin = node.scrollIndex.map { offsets.boundsOrigin(ofScrollView: $0) } ?? .zero
        let q = p - node.frame.origin + origin
        let area = Rect(origin: origin, size: node.frame.size).inset(by: node.hitTestInsets)
        guard !node.hidden, node.userInteractionEnabled, node.alpha >= 0.01, area.contains(q) else { return nil }
        for sub in tree.links.subviews(of: v).reversed() {
            if let hit = expectedHit(tree, sub, q, offsets) { return hit }
        }
        switch tree.targets[v].hitTest {
        case .inherited: return v
        case .passThrough: return nil
        case .redirect(let target): return target
        }
    }

    @Test("§1.1 §1.2 §1.3 §1.6 §11.2 The walk over the flat targets hits what the rules read from the views hit")
    func walkMatchesRules() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<80 {
            var tree = ViewTree(scene: SceneSpec(root: randomWindow(&rng)))
            let offsets = Offsets(
                byScrollView: tree.scrollSpecs.map { _ in Point(rng.double(-40...40).rounded(), rng.double(-40...40)) })
            for _ in 0..<200 {
                if rng.chance(0.1), tree.nodes.count > 1 {
                    let v = ViewIndex(rng.int(1...tree.nodes.count - 1))
                    tree.apply(
                        rng.pick([
                            ViewChange.hidden(rng.chance(0.5)), .alpha(rng.pick([0, 0.005, 0.01, 1])),
                            .userInteractionEnabled(rng.chance(0.5)),
                        ]), to: v)
                }
                let p = Point(rng.double(-20...420).rounded(), rng.double(-20...420).rounded())
                var none: [HitTestSkip]? = nil
                var noted: [HitTestSkip]? = []
                let expected = expectedHit(tree, tree.windowsFrontToBack[0], p, offsets)
                #expect(tree.hitTest(windowPoint: p, boundsOrigin: offsets, skipped: &none) == expected)
                #expect(tree.hitTest(windowPoint: p, boundsOrigin: offsets, skipped: &noted) == expected)
                #expect(none == nil)
            }
        }
    }
}

/// Content offsets by scroll view.
private struct Offsets: BoundsOrigins {
    var byScrollView: [Point]

    func boundsOrigin(ofScrollView s: ScrollIndex) -> Point { byScrollView[s.position] }
    func zoomScale(ofScrollView s: ScrollIndex) -> Double { 1 }
}
