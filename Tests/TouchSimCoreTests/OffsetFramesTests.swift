import Testing

@testable import TouchSimCore

/// docs/model.md §17.3: an animated contentOffset is drawn a display frame at a time.
@Suite("§17.3 An animated contentOffset's lines")
struct OffsetFramesTests {
    private let list = window([
        view("list", "UIScrollView", Rect(0, 0, 390, 844)) { $0.scroll!.contentSize = Size(390, 3000) }
    ])

    private func animate(_ t: Double, _ a: SceneAddresses, to y: Double, ms: Double, curve: AnimationCurve)
        -> TraceStep
    {
        let s = a.scrollView(a.view("list")!)!
        return .changes(
            [
                .animation(
                    ViewAnimation(
                        changes: [.scrollView(s, .contentOffset(Point(0, y)))], views: [a.view("list")!],
                        duration: .milliseconds(ms), allowsUserInteraction: true, curve: curve))
            ], at: SimTime(milliseconds: t))
    }

    @Test("§17.3 A linear animation prints the drawn offset at each 1/60 s frame, then its end")
    func linearFrames() {
        let lines = replay(list) { a in [animate(0, a, to: 100, ms: 50, curve: .linear)] }
        #expect(
            lines == [
                "16.667 list scroll (0, 33.334) animation", "33.333 list scroll (0, 66.666) animation",
                "50 list scroll (0, 100) animation",
            ])
    }

    @Test("§17.3 The default ease-in-ease-out curve starts slow, is halfway at half time, and ends at the target")
    func easeInOut() {
        let lines = replay(list) { a in [animate(0, a, to: 300, ms: 300, curve: .easeInOut)] }
        #expect(lines.count == 18)
        #expect(lines.first == "16.667 list scroll (0, 1.793) animation", "\(lines)")
        #expect(lines.last == "300 list scroll (0, 300) animation")
        #expect(AnimationCurve.easeInOut.progress(at: 0.5) == 0.5)
        #expect(AnimationCurve.easeIn.progress(at: 0.5) < 0.5)
        #expect(AnimationCurve.easeOut.progress(at: 0.5) > 0.5)
    }

    @Test("§17.3 A set of the offset during the drawing stops the block's lines")
    func setStopsTheLines() {
        let lines = replay(list) { a in
            [
                animate(0, a, to: 100, ms: 100, curve: .linear),
                .changes(
                    [.scrollView(a.scrollView(a.view("list")!)!, .contentOffset(Point(0, 500)))],
                    at: SimTime(milliseconds: 40)),
            ]
        }
        #expect(lines.last == "40 list scroll (0, 500) set", "\(lines)")
        #expect(lines.filter { $0.hasSuffix("animation") }.count == 2)
    }
}
