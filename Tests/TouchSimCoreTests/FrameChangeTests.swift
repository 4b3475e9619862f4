import Testing

@testable import TouchSimCore

/// docs/model.md §11.7: a `set` event's `frame`.
@Suite("§11.7 A frame set during a trace")
struct FrameChangeTests {
    private func set(_ t: Double, _ changes: SceneChange...) -> TraceStep {
        .changes(changes, at: SimTime(milliseconds: t))
    }
    private func tap(_ t: Double, _ x: Double, _ y: Double) -> [TraceStep] {
        [.touches([ev(t, 1, .down, x, y)][...]), .touches([ev(t + 50, 1, .up, x, y)][...])]
    }

    /// A toolbar holding `count` buttons 10 pt apart (64 and more are hit-tested through a grid);
    /// the first, `b0`, is at (0, 0, 8, 8).
    private func toolbar(_ count: Int) -> ViewSpec {
        window([
            view("bar", "UIView", Rect(0, 0, 390, 844)) {
                $0.handlesTouches = true
                $0.subviews = (0..<count).map {
                    view("b\($0)", "UIButton", Rect(Double($0 % 39) * 10, Double($0 / 39) * 10, 8, 8))
                }
            }
        ])
    }

    @Test(
        "§11.7 New touches hit-test the moved view where it is now, with or without a sibling grid",
        arguments: [3, 100])
    func hitTestsTheNewFrame(_ count: Int) {
        let lines = replay(toolbar(count), keepInput: true) { a in
            tap(0, 4, 4) + [set(100, .view(a.view("b0")!, .frame(Rect(200, 500, 40, 40))))] + tap(200, 4, 4)
                + tap(400, 210, 510)
        }
        #expect(
            lines.filter { $0.contains(" down ") } == [
                "0 input 1 down b0", "200 input 1 down bar", "400 input 1 down b0",
            ])
    }

    @Test("§11.7 A touch already down keeps its control, which tracks it against the new frame")
    func heldTouchTracksTheNewFrame() {
        let lines = replay(toolbar(3)) { a in
            [
                .touches([ev(0, 1, .down, 4, 4)][...]), set(100, .view(a.view("b0")!, .frame(Rect(200, 500, 40, 40)))),
                .touches([ev(200, 1, .up, 4, 4)][...]),
            ]
        }
        #expect(lines.contains("200 b0 touchUpOutside"))
        #expect(!lines.contains("200 b0 touchUpInside"))
    }

    @Test("§11.7 A superview's new frame moves its subviews with it")
    func subviewsMoveWithTheirSuperview() {
        let lines = replay(toolbar(3), keepInput: true) { a in
            [set(0, .view(a.view("bar")!, .frame(Rect(100, 100, 390, 844))))] + tap(10, 104, 104) + tap(100, 4, 4)
        }
        #expect(lines.filter { $0.contains(" down ") } == ["10 input 1 down b0", "100 input 1 down window"])
    }
}
