import Testing
import TouchSimTestSupport

@testable import TouchSimCore

/// docs/model.md §1.1: a parent with many subviews is hit-tested through its `SiblingGrid`,
/// which must give what the walk over every subview gives, hit view and passed-over views alike,
/// and must make a `down` cost the same whatever the number of siblings it misses (issue 13).
@Suite("§1.1 Hit-testing many siblings")
struct SiblingGridTests {
    /// A random frame, often on whole points so that points fall on edges.
    private func frame(_ rng: inout SplitMix64, in size: Double) -> Rect {
        let whole = rng.chance(0.5)
        func value(_ range: ClosedRange<Double>) -> Double {
            let v = rng.double(range)
            return whole ? v.rounded() : v
        }
        return Rect(value(-20...size), value(-20...size), value(0...size / 2), value(0...size / 2))
    }

    /// A window of 1 to 120 subviews with random frames, the hit-testing properties and
    /// overrides of §1.1, §1.2 and §1.6, subviews of their own, and scroll views.
    private func randomWindow(_ rng: inout SplitMix64) -> ViewSpec {
        var subviews: [ViewSpec] = []
        for i in 0..<rng.int(1...120) {
            let className = rng.chance(0.2) ? "UIScrollView" : "UIView"
            var inner: [ViewSpec] = []
            for j in 0..<rng.pick([0, 0, 1, 3]) {
                inner.append(view("v\(i).\(j)", "UIView", frame(&rng, in: 200)) { $0.hidden = rng.chance(0.1) })
            }
            subviews.append(
                view("v\(i)", className, frame(&rng, in: 400), inner) { v in
                    v.hidden = rng.chance(0.1)
                    v.alpha = rng.chance(0.1) ? 0.005 : 1
                    v.userInteractionEnabled = !rng.chance(0.1)
                    if rng.chance(0.2) { v.hitTestInsets = insets(rng.double(-30...30).rounded()) }
                    if rng.chance(0.1) { v.hitTest = rng.chance(0.5) ? .passThrough : .redirect("v0") }
                })
        }
        return window(subviews)
    }

    @Test(
        "§1.1 §1.2 §1.6 §11.2 Through the grid, a down hits the view the walk over every subview hits and notes the same views passed over, with or without notes and across set events"
    )
    func gridMatchesWalk() {
        var rng = SplitMix64(seed: 13)
        for _ in 0..<60 {
            let scene = SceneSpec(root: randomWindow(&rng))
            var indexed = ViewTree(scene: scene, indexedSubviews: 1)
            var walked = ViewTree(scene: scene, indexedSubviews: .max)
            let origin = Offsets(
                byScrollView: indexed.scrollSpecs.map { _ in Point(rng.double(-50...50), rng.double(-50...50)) })
            for _ in 0..<300 {
                if rng.chance(0.1) {
                    // A set event (§11.2) on a random view: the grids must follow it.
                    let v = ViewIndex(rng.int(1...indexed.nodes.count - 1))
                    let change = rng.pick([
                        ViewChange.hidden(rng.chance(0.5)), .alpha(rng.pick([0, 0.005, 0.01, 1])),
                        .userInteractionEnabled(rng.chance(0.5)),
                    ])
                    indexed.apply(change, to: v)
                    walked.apply(change, to: v)
                }
                let p = Point(rng.double(-40...440).rounded(), rng.double(-40...440))
                var (a, b): ([HitTestSkip]?, [HitTestSkip]?) = ([], [])
                var none: [HitTestSkip]? = nil
                let hit = walked.hitTest(windowPoint: p, boundsOrigin: origin, skipped: &b)
                #expect(indexed.hitTest(windowPoint: p, boundsOrigin: origin, skipped: &a) == hit)
                #expect(indexed.hitTest(windowPoint: p, boundsOrigin: origin, skipped: &none) == hit)
                #expect(a == b)
                #expect(none == nil)
            }
            #expect(!indexed.siblingGrids.byParent.isEmpty && walked.siblingGrids.byParent.isEmpty)
        }
    }

    @Test("§1.1 A view hidden by a set event is passed over through the grid, and hit again once shown")
    func gridReadsHiddenAtQuery() {
        let buttons = (0..<100).map {
            view("b\($0)", "UIButton", Rect(Double($0 % 10) * 39, Double($0 / 10) * 84, 39, 84))
        }
        var tree = ViewTree(scene: SceneSpec(root: window(buttons)))
        let b55 = tree.nodes.indices.first { tree[$0].id == "b55" }!
        let point = Point(200, 430)
        var skipped: [HitTestSkip]? = []
        var none: [HitTestSkip]? = nil
        #expect(tree.hitTest(windowPoint: point, boundsOrigin: Offsets(), skipped: &skipped) == b55)
        tree.apply(.hidden(true), to: b55)
        #expect(
            tree.hitTest(windowPoint: point, boundsOrigin: Offsets(), skipped: &skipped) == tree.windowsFrontToBack[0])
        #expect(tree.hitTest(windowPoint: point, boundsOrigin: Offsets(), skipped: &none) == tree.windowsFrontToBack[0])
        #expect(skipped == [HitTestSkip(view: b55, reason: .hidden)])
        tree.apply(.hidden(false), to: b55)
        #expect(tree.hitTest(windowPoint: point, boundsOrigin: Offsets(), skipped: &none) == b55)
    }

    @Test(
        "§1.1 §11.2 A grid is built at its parent's first hit-test, and a set event on one copy of the tree leaves the other's grid as it was"
    )
    func gridsAreBuiltLazilyAndCopiedOnChange() {
        let buttons = (0..<100).map {
            view("b\($0)", "UIButton", Rect(Double($0 % 10) * 39, Double($0 / 10) * 84, 39, 84))
        }
        var tree = ViewTree(scene: SceneSpec(root: window(buttons)))
        #expect(tree.siblingGrids.byParent.isEmpty)
        let b55 = tree.nodes.indices.first { tree[$0].id == "b55" }!
        let point = Point(200, 430)
        var none: [HitTestSkip]? = nil
        #expect(tree.hitTest(windowPoint: point, boundsOrigin: Offsets(), skipped: &none) == b55)
        #expect(tree.siblingGrids.byParent.keys.map(\.position) == [0])
        let copy = tree
        tree.apply(.userInteractionEnabled(false), to: b55)
        #expect(tree.hitTest(windowPoint: point, boundsOrigin: Offsets(), skipped: &none) == tree.windowsFrontToBack[0])
        #expect(copy.hitTest(windowPoint: point, boundsOrigin: Offsets(), skipped: &none) == b55)
    }
}

/// Content offsets by scroll view, zero for all when none are given.
private struct Offsets: BoundsOrigins {
    var byScrollView: [Point] = []

    func boundsOrigin(ofScrollView s: ScrollIndex) -> Point {
        byScrollView.isEmpty ? .zero : byScrollView[s.position]
    }

    func zoomScale(ofScrollView s: ScrollIndex) -> Double { 1 }
}
