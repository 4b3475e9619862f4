import Testing

@testable import TouchSimCore

/// docs/model.md §17: UIView animation blocks.
@Suite("§17 Animations")
struct ViewAnimationTests {
    private let screen = cardOverBackdrop

    private func tap(_ t: Double, _ x: Double = 50, _ y: Double = 440) -> [TraceStep] {
        [.touches([ev(t, 1, .down, x, y)][...]), .touches([ev(t + 50, 1, .up, x, y)][...])]
    }

    private func animate(_ t: Double, _ a: SceneAddresses, ms: Double, allows: Bool, _ changes: SceneChange...)
        -> TraceStep
    {
        .changes(
            [
                .animation(
                    ViewAnimation(
                        changes: changes, views: [a.view("card")!], duration: .milliseconds(ms),
                        allowsUserInteraction: allows))
            ], at: SimTime(milliseconds: t))
    }

    private func downs(_ lines: [String]) -> [String] { lines.filter { $0.contains(" down ") } }

    @Test("§17.2 Without allowUserInteraction the animating view and its subviews take no new touches until it ends")
    func refusesTouchesWhileAnimating() {
        let lines = replay(screen, keepInput: true) { a in
            [animate(0, a, ms: 400, allows: false, .view(a.view("card")!, .alpha(1)))] + tap(100) + tap(400)
        }
        #expect(downs(lines) == ["100 input 1 down backdrop", "400 input 1 down claim"])
    }

    @Test("§17.2 With allowUserInteraction the animating views take touches")
    func allowUserInteraction() {
        let lines = replay(screen, keepInput: true) { a in
            [animate(0, a, ms: 400, allows: true, .view(a.view("card")!, .alpha(1)))] + tap(100)
        }
        #expect(downs(lines) == ["100 input 1 down claim"])
    }

    @Test("§17.1 Hit-testing reads the model value: the final frame from the animation's start")
    func modelValues() {
        let lines = replay(screen, keepInput: true) { a in
            [animate(0, a, ms: 400, allows: true, .view(a.view("card")!, .frame(Rect(0, 0, 390, 400))))]
                + tap(100, 50, 40) + tap(300, 50, 440)
        }
        #expect(downs(lines) == ["100 input 1 down claim", "300 input 1 down backdrop"])
    }

    @Test("§17.2 A view animated twice takes touches again when the later animation ends")
    func overlappingAnimations() {
        let lines = replay(screen, keepInput: true) { a in
            let card = a.view("card")!
            return [animate(0, a, ms: 400, allows: false, .view(card, .alpha(1)))]
                + [animate(200, a, ms: 400, allows: false, .view(card, .alpha(1)))] + tap(450) + tap(600)
        }
        #expect(downs(lines) == ["450 input 1 down backdrop", "600 input 1 down claim"])
    }

    @Test("§17.2 A touch already down when the animation starts keeps its view and ends there")
    func touchAlreadyDownKeepsItsView() {
        let lines = replay(screen) { a in
            [
                .touches([ev(0, 1, .down, 50, 440)][...]),
                animate(10, a, ms: 400, allows: false, .view(a.view("card")!, .alpha(1))),
                .touches([ev(60, 1, .up, 50, 440)][...]),
            ]
        }
        #expect(lines.contains("60 claim touchUpInside"))
    }

    @Test(
        "§17.3 An animated contentOffset moves the bounds origin at once; its lines follow the drawing, reason animation"
    )
    func animatedContentOffset() {
        let root = window([
            view("list", "UIScrollView", Rect(0, 0, 390, 844)) {
                $0.scroll?.contentSize = Size(390, 2000)
                $0.subviews = [view("row", "UIView", Rect(0, 700, 390, 60)) { $0.handlesTouches = true }]
            }
        ])
        let lines = replay(root, keepInput: true) { a in
            [
                .changes(
                    [
                        .animation(
                            ViewAnimation(
                                changes: [.scrollView(a.scrollView(a.view("list")!)!, .contentOffset(Point(0, 600)))],
                                views: [a.view("list")!], duration: .milliseconds(300), allowsUserInteraction: true))
                    ], at: .zero)
            ] + tap(100, 50, 120)
        }
        // The first line is the first display frame's drawn offset; the tap hits the model value.
        #expect(lines.first == "16.667 list scroll (0, 3.586) animation")
        #expect(downs(lines) == ["100 input 1 down row"])
    }
}

/// A `card` holding a button `claim`, over a `backdrop` that handles touches (§11.8, §17).
let cardOverBackdrop = window([
    view("backdrop", "UIView", Rect(0, 0, 390, 844)) { $0.handlesTouches = true },
    view("card", "UIView", Rect(0, 400, 390, 400)) {
        $0.subviews = [view("claim", "UIButton", Rect(20, 20, 100, 44))]
    },
])
