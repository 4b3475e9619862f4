import Testing

@testable import TouchSimCore

/// docs/model.md §11.11: a view's transform, a scale and a translation about its centre.
@Suite("§11.11 A view's transform")
struct ViewTransformTests {
    /// A card [20, 200, 350, 400] (centre (195, 400)) holding a button `like` at (250, 340) in its
    /// own coordinates, over a `screen` that handles touches; `siblings` plain views beside it.
    private func screen(siblings: Int = 0, transform: ViewTransform = .identity) -> ViewSpec {
        let others = (0..<siblings).map { view("s\($0)", "UIView", Rect(Double($0), 0, 1, 1)) }
        return window([
            view("screen", "UIView", Rect(0, 0, 390, 844)) {
                $0.handlesTouches = true
                $0.subviews =
                    others + [
                        view("card", "UIView", Rect(20, 200, 350, 400)) {
                            $0.transform = transform
                            $0.subviews = [view("like", "UIButton", Rect(250, 340, 80, 44))]
                        }
                    ]
            }
        ])
    }

    private func tap(_ t: Double, _ x: Double, _ y: Double) -> [TraceStep] {
        [.touches([ev(t, 1, .down, x, y)][...]), .touches([ev(t + 50, 1, .up, x, y)][...])]
    }

    private func downs(_ lines: [String]) -> [String] { lines.filter { $0.contains(" down ") } }

    private let halfUp = ViewTransform(scaleX: 0.5, scaleY: 0.5, translationX: 0, translationY: -100)

    @Test(
        "§11.11 A set transform moves where the view and its subviews are hit: scaled about the centre, then translated"
    )
    func setTransformMovesHitTesting() {
        let lines = replay(screen(), keepInput: true) { a in
            tap(0, 300, 560) + [.changes([.view(a.view("card")!, .transform(halfUp))], at: SimTime(milliseconds: 100))]
                + tap(200, 300, 560) + tap(400, 252, 381) + tap(600, 110, 201) + tap(800, 110, 199)
        }
        #expect(
            downs(lines) == [
                "0 input 1 down like", "200 input 1 down screen", "400 input 1 down like", "600 input 1 down card",
                "800 input 1 down screen",
            ])
    }

    @Test("§11.11 A transform in the tree hit-tests the same among many siblings (the sibling grid) as among few")
    func gridAgrees() {
        for siblings in [0, 80] {
            let lines = replay(screen(siblings: siblings, transform: halfUp), keepInput: true) { _ in
                tap(0, 300, 560) + tap(200, 252, 381)
            }
            #expect(downs(lines) == ["0 input 1 down screen", "200 input 1 down like"], "\(siblings) siblings")
        }
    }

    @Test("§11.11 A control in a scaled view tracks its touch in its own coordinates, where screen points count double")
    func trackingReadsTheTransform() {
        func lift(after move: Double) -> [String] {
            replay(screen(transform: halfUp)) { _ in
                [
                    .touches([ev(0, 1, .down, 252, 381)][...]), .touches([ev(50, 1, .move, 252, 381 + move)][...]),
                    .touches([ev(100, 1, .up, 252, 381 + move)][...]),
                ]
            }
        }
        // The down is 22 pt into the 44 pt button; 40 pt on screen is 80 in its coordinates, 102:
        // within its 70 pt tracking margin (§7.2); 50 on screen is 122, past it.
        #expect(lift(after: 40).contains("100 like touchUpInside"), "\(lift(after: 40))")
        #expect(lift(after: 50).contains("100 like touchUpOutside"), "\(lift(after: 50))")
    }
}
