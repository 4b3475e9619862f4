import Testing

@testable import TouchSimCore

/// docs/model.md §3.3, §3.2 and docs/format.md §2.5: delegate rules that look at the gesture:
/// which way a pan moved when it is about to begin, and where its first touch went down.
@Suite("§3.3 Delegate rules on the gesture's direction and first touch")
struct DelegateRuleTests {
    /// A pan on a full-screen `main` with these `shouldBegin` rules, over a `panel` on the right.
    private func screen(_ rules: [OverrideRule]) -> ViewSpec {
        window([
            view("main", "UIView", Rect(0, 0, 390, 844)) {
                var pan = RecognizerSpec(
                    id: "menuPan", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: nil))
                pan.shouldBegin = .rules(rules)
                $0.gestureRecognizers = [pan]
                $0.subviews = [view("panel", "UIView", Rect(290, 0, 100, 844))]
            }
        ])
    }

    /// A one-move drag from (x, y) by (dx, dy).
    private func drag(_ x: Double, _ y: Double, by dx: Double, _ dy: Double) -> [TouchEvent] {
        [ev(0, 1, .down, x, y), ev(16, 1, .move, x + dx, y + dy), ev(32, 1, .up, x + dx, y + dy)]
    }

    private func answer(_ rules: [OverrideRule], _ events: [TouchEvent]) -> String? {
        replay(screen(rules), events).first { $0.contains("ask ") }
    }

    @Test(
        "§3.3 A direction rule reads the translation when the pan is about to begin: horizontal needs |dx| > |dy|",
        arguments: [
            (PanDirection.horizontal, 20.0, 5.0, true), (.horizontal, 5, 20, false), (.vertical, 5, -20, true),
            (.left, -20, 5, true), (.left, 20, 5, false), (.right, 20, -5, true), (.up, 3, -20, true),
            (.up, 3, 20, false), (.down, -3, 20, true), (.down, 20, 15, false),
        ])
    func direction(_ direction: PanDirection, _ dx: Double, _ dy: Double, _ matches: Bool) {
        let rules = [OverrideRule(matcher: .any, conditions: [.direction(direction)], answer: .no)]
        let expected = matches ? "=false rule 0" : "=true"
        #expect(
            answer(rules, drag(100, 400, by: dx, dy)) == "16 ask main.gestureRecognizerShouldBegin(menuPan)\(expected)")
    }

    @Test("§3.3 A drag exactly along a diagonal is neither horizontal nor vertical: the next rule decides")
    func diagonalTie() {
        let rules = [
            OverrideRule(matcher: .any, conditions: [.direction(.horizontal)], answer: .yes),
            OverrideRule(matcher: .any, conditions: [.direction(.vertical)], answer: .yes),
            OverrideRule(matcher: .any, answer: .no),
        ]
        #expect(
            answer(rules, drag(100, 400, by: 20, 20))
                == "16 ask main.gestureRecognizerShouldBegin(menuPan)=false rule 2")
    }

    @Test("§3.3 The side menu: horizontal and within 40 pt of the left edge begins; 40 pt counts, 41 does not")
    func sideMenuEdge() {
        let rules = [
            OverrideRule(
                matcher: .any, conditions: [.direction(.horizontal), .startsAtEdge(.left, within: 40)], answer: .yes),
            OverrideRule(matcher: .any, answer: .no),
        ]
        let ask = "16 ask main.gestureRecognizerShouldBegin(menuPan)"
        #expect(answer(rules, drag(40, 400, by: 30, 2)) == ask + "=true rule 0")
        #expect(answer(rules, drag(41, 400, by: 30, 2)) == ask + "=false rule 1")
        #expect(answer(rules, drag(10, 400, by: 2, 30)) == ask + "=false rule 1")
    }

    @Test(
        "§3.3 startsAtEdge measures from each edge of the recognizer's view, inward",
        arguments: [(RectEdge.right, 380.0, 400.0), (.top, 200, 15), (.bottom, 200, 830)])
    func otherEdges(_ edge: RectEdge, _ x: Double, _ y: Double) {
        let rules = [OverrideRule(matcher: .any, conditions: [.startsAtEdge(edge, within: 20)], answer: .no)]
        let ask = "16 ask main.gestureRecognizerShouldBegin(menuPan)"
        #expect(answer(rules, drag(x, y, by: -20, 0)) == ask + "=false rule 0")
        #expect(answer(rules, drag(200, 400, by: -20, 0)) == ask + "=true")
    }

    @Test("§3.3 startsIn looks at where the first touch went down, not where the finger is when asked")
    func startsIn() {
        let rules = [OverrideRule(matcher: .any, conditions: [.startsIn(view: "panel")], answer: .no)]
        let ask = "16 ask main.gestureRecognizerShouldBegin(menuPan)"
        #expect(answer(rules, drag(300, 400, by: -40, 0)) == ask + "=false rule 0")
        #expect(answer(rules, drag(250, 400, by: 60, 0)) == ask + "=true")
    }

    @Test("§3.3 kindOf and id in a shouldBegin rule match the first touch's hit view; with a condition both must hold")
    func matcherAndCondition() {
        let rules = [OverrideRule(matcher: .id("panel"), conditions: [.direction(.vertical)], answer: .no)]
        let ask = "16 ask main.gestureRecognizerShouldBegin(menuPan)"
        #expect(answer(rules, drag(300, 400, by: 0, 30)) == ask + "=false rule 0")
        #expect(answer(rules, drag(300, 400, by: 30, 0)) == ask + "=true")
        #expect(answer(rules, drag(100, 400, by: 0, 30)) == ask + "=true")
    }

    @Test("§3.2 A shouldReceiveTouch rule on where the touch goes down keeps the recognizer from it")
    func shouldReceiveTouchAtEdge() {
        var root = screen([])
        root.subviews[0].gestureRecognizers[0].shouldBegin = .inherited
        root.subviews[0].gestureRecognizers[0].shouldReceiveTouch = .rules([
            OverrideRule(matcher: .any, conditions: [.startsAtEdge(.left, within: 40)], answer: .yes),
            OverrideRule(matcher: .any, answer: .no),
        ])
        #expect(replay(root, drag(10, 400, by: 30, 0)).contains("16 menuPan began"))
        #expect(!replay(root, drag(100, 400, by: 30, 0)).contains { $0.contains("menuPan") })
    }

    @Test(
        "§5.8 §3.3 A scroll view's pan rule: NO stops the pan; YES still goes on to §5.4, and the line names the rule")
    func scrollViewPanRule() {
        func feed(_ rules: [OverrideRule]) -> ViewSpec {
            window([
                view("feed", "UIScrollView", Rect(0, 0, 390, 844)) {
                    $0.scroll?.contentSize = Size(392, 3000)
                    $0.scroll?.panGestureRecognizer.shouldBegin = .rules(rules)
                }
            ])
        }
        let vertical = [
            OverrideRule(matcher: .any, conditions: [.direction(.vertical)], answer: .yes),
            OverrideRule(matcher: .any, answer: .no),
        ]
        let sideways = replay(feed(vertical), drag(200, 400, by: -30, 2))
        #expect(sideways.contains("16 ask feed.gestureRecognizerShouldBegin(feed.pan)=false rule 1"))
        #expect(!sideways.contains { $0.contains("scroll (") })
        let down = replay(feed(vertical), drag(200, 400, by: 2, -30))
        #expect(down.contains("16 ask feed.gestureRecognizerShouldBegin(feed.pan)=true rule 0"))
        #expect(down.contains { $0.hasPrefix("16 feed scroll (") })
    }
}
