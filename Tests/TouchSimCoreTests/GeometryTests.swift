import Testing

@testable import TouchSimCore

/// The geometry that hit-testing (docs/model.md §1.2) and control tracking (§7.2) rest on.
@Suite("Geometry")
struct GeometryTests {
    @Test(
        "§1.2 Rect.contains is half-open like CGRectContainsPoint: x in [minX, maxX), y in [minY, maxY)",
        arguments: [
            (Point(10, 20), true), (Point(59.999, 49.999), true), (Point(35, 35), true),
            (Point(60, 30), false), (Point(30, 50), false), (Point(9.999, 30), false), (Point(30, 19.999), false),
            (Point(60, 50), false),
        ])
    func halfOpenContains(point: Point, inside: Bool) {
        #expect(Rect(10, 20, 50, 30).contains(point) == inside)
    }

    @Test("§1.2 An empty rectangle contains no point, not even its origin")
    func emptyRectContainsNothing() {
        #expect(!Rect(10, 10, 0, 0).contains(Point(10, 10)))
    }

    @Test("§1.2 Insets are [top, left, bottom, right]: positive ones shrink the rectangle, negative ones enlarge it")
    func insetBy() {
        let r = Rect(100, 100, 50, 30)
        #expect(r.inset(by: insets(1, 2, 3, 4)) == Rect(102, 101, 44, 26))
        #expect(r.inset(by: insets(-10)) == Rect(90, 90, 70, 50))
        #expect(r.inset(by: .zero) == r)
    }

    @Test("§7.2 outset(by:) grows every side by the amount: the 70 pt tracking area")
    func outsetBy() {
        #expect(Rect(0, 0, 200, 44).outset(by: 70) == Rect(-70, -70, 340, 184))
    }

    @Test("§7.2 Distances are Euclidean: a 3-4-5 triangle")
    func distance() {
        #expect(Point(1, 2).distance(to: Point(4, 6)) == 5)
        #expect((Point(4, 6) - Point(1, 2)).length == 5)
    }
}
