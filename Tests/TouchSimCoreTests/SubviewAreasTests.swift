import Testing
import TouchSimTestSupport

@testable import TouchSimCore

/// docs/model.md §1.1, §1.2: the walk passes over a sibling whose `SubviewAreas` box misses the
/// point without asking it. A box may hold points the view does not; it must never miss one its
/// `pointInside` holds, whatever the rounding, or the hit view would change.
@Suite("§1.1 §1.2 Subview boxes")
struct SubviewAreasTests {
    /// A window of views with frames and insets on awkward fractions (tenths, thirds, large
    /// offsets) so that edges round, and one scroll view with content.
    private func awkwardWindow(_ rng: inout SplitMix64) -> ViewSpec {
        func value(_ range: ClosedRange<Double>) -> Double {
            rng.pick([rng.double(range), (rng.double(range) * 10).rounded() / 10, rng.double(range) / 3])
        }
        var subviews = (0..<12).map { i in
            view("v\(i)", "UIView", Rect(value(-1e4...1e4), value(-1e4...1e4), value(0...500), value(0...500))) { v in
                if rng.chance(0.5) {
                    v.hitTestInsets = insets(value(-30...30), value(-30...30), value(-30...30), value(-30...30))
                }
            }
        }
        subviews.append(
            view("scroll", "UIScrollView", Rect(10, 20, 300, 400), [view("content", "UIView", Rect(0, 0, 300, 900))]))
        return window(subviews)
    }

    @Test("§1.2 Every point a subview's pointInside holds, on its edges too, lies in its box")
    func boxHoldsEveryPointInside() {
        var rng = SplitMix64(seed: 29)
        for _ in 0..<40 {
            let tree = ViewTree(scene: SceneSpec(root: awkwardWindow(&rng)))
            let positions = tree.links.subviewPositions(of: tree.windowsFrontToBack[0])
            for position in positions {
                let v = tree.links.subview(at: position)
                let frame = tree[v].frame
                let area = Rect(origin: .zero, size: frame.size).inset(by: tree[v].hitTestInsets)
                let edges = [area.minX, area.maxX, area.minX + area.size.width / 2].map { $0 + frame.origin.x }
                let rows = [area.minY, area.maxY, area.minY + area.size.height / 2].map { $0 + frame.origin.y }
                for x in edges.flatMap({ [$0.nextDown, $0, $0.nextUp] }) {
                    for y in rows.flatMap({ [$0.nextDown, $0, $0.nextUp] }) {
                        let p = Point(x, y)
                        guard tree.pointInside(v, p - frame.origin, NoOffsets()) else { continue }
                        #expect(tree.subviewAreas.mayHold(position, p), "\(tree[v].id) at \(p)")
                    }
                }
            }
        }
    }

    @Test("§1.3 A scroll view's box is the whole plane: its bounds origin moves with its offset")
    func scrollViewBoxIsEverywhere() {
        let tree = ViewTree(
            scene: SceneSpec(root: window([view("scroll", "UIScrollView", Rect(10, 20, 300, 400), [])])))
        let position = tree.links.subviewPositions(of: tree.windowsFrontToBack[0]).lowerBound
        #expect(SubviewAreas.box(of: tree.targets[tree.links.subview(at: position)]) == .everywhere)
        #expect(tree.subviewAreas.mayHold(position, Point(-1e6, 1e6)))
    }

    @Test("§1.1 A box rules out points well away from the view, and edges too large to add bound nothing")
    func boxRulesOutFarPoints() {
        let tree = ViewTree(
            scene: SceneSpec(
                root: window([
                    view("button", "UIButton", Rect(20, 60, 160, 44)),
                    view("huge", "UIView", Rect(1.7e308, 1.7e308, 1e308, 1e308)),
                ])))
        let positions = tree.links.subviewPositions(of: tree.windowsFrontToBack[0])
        let (button, huge) = (positions.lowerBound, positions.lowerBound + 1)
        #expect(tree.subviewAreas.mayHold(button, Point(100, 80)))
        #expect(!tree.subviewAreas.mayHold(button, Point(100, 110)))
        #expect(!tree.subviewAreas.mayHold(button, Point(185, 80)))
        #expect(tree.subviewAreas.mayHold(huge, Point(1.75e308, 1.75e308)))
    }
}

/// No scroll view moved.
private struct NoOffsets: BoundsOrigins {
    func boundsOrigin(ofScrollView s: ScrollIndex) -> Point { .zero }
    func zoomScale(ofScrollView s: ScrollIndex) -> Double { 1 }
}
