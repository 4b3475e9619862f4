import Testing

@testable import TouchSimCore

/// Issue 13: the replay's former quadratic paths, each pinned by a tree and a trace so large
/// that a cost per `down` growing with the tree or a rule list would not finish within the
/// suite's run. The tests check what happened, never how long it took.
@Suite("§1.1 §3.1 §3.3 §5.2 Linear replay")
struct LinearReplayTests {
    /// `count` taps of 80 ms, 200 ms apart, along the top-left button's first row.
    private func taps(_ count: Int) -> [TouchEvent] {
        (0..<count).flatMap { tap(Double($0 % 50), 10, at: Double($0) * 200) }
    }

    @Test("§1.1 10,000 downs beside 100,000 sibling views hit the button behind them without visiting the siblings")
    func manySiblingsManyDowns() {
        let siblings = (0..<100_000).map { view("v\($0)", "UIView", Rect(200, 200, 1, 1)) }
        let log = replay(
            window([view("ok", "UIButton", Rect(0, 0, 100, 100))] + siblings), taps(10_000), keepInput: true)
        #expect(log.filter { $0.hasSuffix("down ok") }.count == 10_000)
        #expect(log.filter { $0.hasSuffix("ok touchUpInside") }.count == 10_000)
    }

    @Test(
        "§5.2 A touchesShouldBegin of 100 rules is answered at each of 10,000 downs by the first that matches the button"
    )
    func longRuleListManyDowns() {
        // 99 rules for other classes and ids, then the one that refuses the button.
        let others = (0..<99).map { i in
            OverrideRule(matcher: i % 2 == 0 ? .kindOf("UISlider") : .id("nothing\(i)"), answer: .yes)
        }
        let root = window([
            view("s", "UIScrollView", Rect(0, 0, 390, 844), [view("ok", "UIButton", Rect(0, 0, 100, 100))]) {
                $0.scroll?.touchesShouldBegin = .rules(
                    others + [OverrideRule(matcher: .kindOf("UIControl"), answer: .no)])
            }
        ])
        let log = replay(root, taps(10_000))
        #expect(log.filter { $0.hasSuffix("ask s.touchesShouldBegin(ok)=false rule 99") }.count == 10_000)
        #expect(!log.contains { $0.contains("ok.began") })
    }

    @Test("§3.3 A startsIn rule finds its view by id at each of 10,000 downs, in a tree of 100,000 views")
    func startsInOnALargeTree() {
        // The last sibling, hidden, covers the left half of the taps: those the rule refuses.
        var siblings = (0..<100_000).map { view("v\($0)", "UIView", Rect(200, 200, 1, 1)) }
        siblings[99_999] = view("v99999", "UIView", Rect(0, 0, 25, 844)) { $0.hidden = true }
        let guarded = tapGesture("tap") {
            $0.shouldReceiveTouch = .rules([
                OverrideRule(matcher: .any, conditions: [.startsIn(view: "v99999")], answer: .no)
            ])
        }
        let root = window([view("ok", "UIView", Rect(0, 0, 100, 100)) { $0.gestureRecognizers = [guarded] }] + siblings)
        let log = replay(root, taps(10_000))
        #expect(log.filter { $0.hasSuffix("tap recognized") }.count == 5_000)
    }

    @Test(
        "§3.1 §3.2 §4.3 A finger held on a scroll view's pan while 20,000 others tap beside it: each tapping finger leaves the pan as it lifts, and the drag follows the held finger as if they had never come"
    )
    func heldPanWhileOthersTap() {
        let root = window([
            view("feed", "UIScrollView", Rect(0, 0, 390, 844)) { $0.scroll!.contentSize = Size(390, 9000) }
        ])
        // Finger 1 drags up 30 pt and stays down; fingers 2… each tap 1 ms, 2 ms apart; then
        // finger 1 drags up 100 pt more and lifts there.
        let hold = [ev(0, 1, .down, 100, 600), ev(10, 1, .move, 100, 570)]
        let taps = (0..<20_000).flatMap { i in tap(300, 200, at: 20 + Double(i) * 2, finger: 2 + i, holding: 1) }
        let rest = [ev(40_100, 1, .move, 100, 470), ev(40_200, 1, .up, 100, 470)]
        let log = replay(root, hold + taps + rest)
        // §4.3: 30 pt less the 10 pt hysteresis, then 100 pt more; the lift where the last move
        // was adds no `changed`. §3.2: the failed delay recognizer gets none of the new fingers.
        #expect(
            log == [
                "10 ask feed.gestureRecognizerShouldBegin(feed.pan)=true",
                "10 feed.pan began",
                "10 feed.delayedTouchesBegan failed",
                "10 feed scroll (0, 20) drag",
                "40100 feed.pan changed",
                "40100 feed scroll (0, 120) drag",
                "40200 feed.pan ended",
            ])
        #expect(log == replay(root, hold + rest))
    }

    @Test(
        "§3.8 A finger resting on a pan that has not begun holds back the touchesEnded of 10,000 fingers tapping beside it, all released at once when the pan fails"
    )
    func restingPanHoldsTheEndsOfOthersTaps() {
        let root = view("window", "UIWindow", Rect(0, 0, 390, 844)) {
            $0.multipleTouchEnabled = true
            $0.gestureRecognizers = [panGesture("p")]
        }
        // Finger 1 rests (a 2 pt move is no pan, §4.3); fingers 2… each tap 1 ms, 2 ms apart.
        let rest = [ev(0, 1, .down, 10, 10), ev(10, 1, .move, 12, 12)]
        let taps = (0..<10_000).flatMap { i in tap(200, 200, at: 20 + Double(i) * 2, finger: 2 + i, holding: 1) }
        let log = replay(root, rest + taps + [ev(20_100, 1, .up, 12, 12)])
        let window = " -> windowScene,application,appDelegate"
        #expect(log.count == 10_004)
        #expect(log.prefix(2) == ["0 window.began[1]" + window, "10 window.moved[1]" + window])
        #expect(log.filter { $0.contains("window.began[") }.count == 10_001)
        #expect(!log.dropLast().contains { $0.contains("window.ended") })
        #expect(log.suffix(2) == ["20100 p failed", "20100 window.ended\(Array(1...10_001))" + window])
    }
}
