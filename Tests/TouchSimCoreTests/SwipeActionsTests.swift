import Testing

@testable import TouchSimCore

/// docs/model.md §14: a table's swipe actions, two recognizers UIKit installs in the same arena.
@Suite("Swipe actions (docs/model.md §14)")
struct SwipeActionsTests {
    /// An inbox of 80 pt rows in a navigation controller's view: row0 with two trailing actions,
    /// row1 with a leading one too, row2 without a full swipe, row3 without actions, row4 holding a
    /// horizontal scroll view.
    private func inbox() -> ViewSpec {
        func row(_ i: Int, _ configure: (inout ViewSpec) -> Void = { _ in }) -> ViewSpec {
            view("row\(i)", "UITableViewCell", Rect(0, Double(i) * 80, 390, 80), configure: configure)
        }
        let rows = [
            row(0) { $0.swipeActions = Self.actions(trailing: 2) },
            row(1) { $0.swipeActions = Self.actions(trailing: 2, leading: 1) },
            row(2) { $0.swipeActions = Self.actions(trailing: 2, full: false) },
            row(3),
            row(4) {
                $0.swipeActions = Self.actions(trailing: 2)
                $0.subviews = [
                    view("chips", "UIScrollView", Rect(16, 40, 358, 32)) { $0.scroll!.contentSize = Size(900, 32) }
                ]
            },
        ]
        return window([
            view(
                "nav", "UIView", Rect(0, 0, 390, 844),
                [
                    view("inbox", "UITableView", Rect(0, 100, 390, 744), rows) {
                        $0.scroll!.contentSize = Size(390, 1600)
                    }
                ]
            ) {
                $0.gestureRecognizers = [
                    UIKitObjectModel.interactivePopRecognizer(ofNavigationView: "nav", canPop: true)
                ]
            }
        ])
    }

    private static func actions(trailing: Int, leading: Int = 0, full: Bool = true) -> SwipeActionsSpec {
        var spec = SwipeActionsSpec()
        spec.trailing = trailing
        spec.leading = leading
        spec.performsFirstActionWithFullSwipe = full
        return spec
    }

    /// A horizontal drag at window height `y` from `x` by `dx` in 15 steps, one every 8 ms (a
    /// 120 Hz display), lifting with the last; with `rest`, the finger rests 200 ms there first,
    /// so that its release velocity is 0 (§4.4).
    private func swipe(y: Double, from x: Double, by dx: Double, at t: Double = 0, rest: Bool = false) -> [TouchEvent] {
        var events = [ev(t, 1, .down, x, y)]
        for k in 1..<15 { events.append(ev(t + Double(k) * 8, 1, .move, x + dx * Double(k) / 15, y)) }
        if rest { events += [ev(t + 120, 1, .move, x + dx, y), ev(t + 220, 1, .move, x + dx, y)] }
        events.append(ev(t + (rest ? 320 : 120), 1, .up, x + dx, y))
        return events
    }

    private func swipeLines(_ events: [TouchEvent]) -> [String] {
        replay(inbox(), events).filter { $0.contains("inbox row") }
    }

    @Test("§14.1: the recognizers exist only on a table with a row with actions, the dismissal one disabled")
    func recognizersOnlyWithActions() {
        let plain = window([
            view("list", "UITableView", Rect(0, 0, 390, 844), [view("c", "UITableViewCell", Rect(0, 0, 390, 80))])
        ])
        #expect(summary(plain, [])?.gestures.map(\.gesture) == ["list.pan", "list.delayedTouchesBegan"])
        #expect(
            summary(inbox(), [])?.gestures.map(\.gesture).prefix(5) == [
                "nav.interactivePop", "inbox.pan", "inbox.delayedTouchesBegan", "inbox.swipeActions",
                "inbox.swipeDismissal",
            ])
        #expect(summary(plain, [])?.swipeActions == [])
    }

    @Test("§14.1: a vertical drag scrolls the table; the swipe-actions pan fails and no row opens")
    func verticalDragScrolls() {
        let events = [
            ev(0, 1, .down, 200, 500), ev(16, 1, .move, 202, 480), ev(32, 1, .move, 204, 440), ev(48, 1, .up, 204, 420),
        ]
        let lines = replay(inbox(), events)
        #expect(lines.contains("16 inbox.pan began"))
        #expect(lines.contains("16 inbox.swipeActions failed"))
        #expect(!lines.contains { $0.contains("inbox row") })
    }

    @Test("§14.1, §14.2: a quick drag left begins after 25 pt, fails the table's pan and opens the trailing actions")
    func dragLeftOpensTrailing() {
        let lines = replay(inbox(), swipe(y: 140, from: 330, by: -150))
        #expect(
            Array(lines.prefix(5)) == [
                "0 nav.interactivePop failed", "24 ask inbox.gestureRecognizerShouldBegin(inbox.swipeActions)=true",
                "24 inbox.swipeActions began", "24 inbox.pan failed", "24 inbox.delayedTouchesBegan failed",
            ])
        #expect(lines.last == "120 inbox row0 opened trailing")
        #expect(summary(inbox(), swipe(y: 140, from: 330, by: -150))?.swipeActions.first?.open == "row0")
    }

    @Test("§14.2: a slow release short of half the buttons springs the row shut; past half, it stays open")
    func slowReleaseDecidesByDistance() {
        // 60 pt less the 25 pt hysteresis is 35 pt, short of half of 2 × 82 pt.
        #expect(swipeLines(swipe(y: 140, from: 300, by: -60, rest: true)) == ["320 inbox row0 closed"])
        // 150 pt less 25 is 125 pt, past half of 164 pt.
        #expect(swipeLines(swipe(y: 140, from: 330, by: -150, rest: true)) == ["320 inbox row0 opened trailing"])
    }

    @Test("§14.2: a quick flick back towards the row's rest springs it shut however far it went")
    func flickAwayCloses() {
        var events = Array(swipe(y: 140, from: 330, by: -150).dropLast())
        events += [ev(128, 1, .move, 220, 140), ev(136, 1, .up, 250, 140)]
        #expect(swipeLines(events) == ["136 inbox row0 closed"])
    }

    @Test("§14.3: a drag across 60% of the row is a full swipe; performsFirstActionWithFullSwipe false only opens")
    func fullSwipe() {
        #expect(swipeLines(swipe(y: 140, from: 370, by: -300)) == ["120 inbox row0 fullSwipe trailing"])
        #expect(swipeLines(swipe(y: 300, from: 370, by: -300)) == ["120 inbox row2 opened trailing"])
        #expect(summary(inbox(), swipe(y: 140, from: 370, by: -300))?.swipeActions.first?.fullSwipes == ["row0"])
    }

    @Test("§14.1: a drag right asks for the leading actions: row1 opens them, row0 and row3 refuse the pan")
    func leadingActions() {
        #expect(swipeLines(swipe(y: 220, from: 60, by: 150)) == ["120 inbox row1 opened leading"])
        for y in [140.0, 380] {
            let lines = replay(inbox(), swipe(y: y, from: 60, by: 150))
            #expect(lines.contains("24 ask inbox.gestureRecognizerShouldBegin(inbox.swipeActions)=false"))
            #expect(!lines.contains { $0.contains("inbox row") })
        }
    }

    @Test("§14.4: the next touch closes the open row at down; it reaches no view and selects nothing")
    func nextTouchCloses() {
        let events = swipe(y: 140, from: 330, by: -150) + [ev(600, 1, .down, 200, 420), ev(680, 1, .up, 200, 420)]
        let lines = replay(inbox(), events)
        #expect(
            Array(lines.drop { !$0.hasPrefix("600") }) == [
                "600 ask inbox.gestureRecognizerShouldBegin(inbox.swipeDismissal)=true",
                "600 inbox.swipeDismissal recognized",
                "600 nav.interactivePop failed", "600 inbox.delayedTouchesBegan failed", "600 inbox row0 closed",
                "680 inbox.pan failed", "680 inbox.swipeActions failed",
            ])
        // Closed, the dismissal recognizer is disabled again: the tap after selects its row.
        let after = replay(inbox(), events + [ev(1000, 1, .down, 200, 420), ev(1080, 1, .up, 200, 420)])
        #expect(after.contains("1080 inbox select row4"))
        #expect(!after.contains { $0.hasPrefix("1000") && $0.contains("swipeDismissal") })
    }

    @Test("§14.4: a vertical drag on a table with an open row closes it and still scrolls the table")
    func dragAfterOpenClosesAndScrolls() {
        let events =
            swipe(y: 140, from: 330, by: -150) + [
                ev(600, 1, .down, 200, 500), ev(616, 1, .move, 200, 480), ev(632, 1, .up, 200, 460),
            ]
        let lines = replay(inbox(), events)
        #expect(lines.contains("600 inbox row0 closed"))
        #expect(lines.contains("616 inbox.pan began"))
        #expect(lines.contains("616 inbox scroll (0, 10) drag"))
    }

    @Test("§14.1: a horizontal scroll view inside a row takes the drag; the row does not open")
    func innerScrollViewWins() {
        let lines = replay(inbox(), swipe(y: 460, from: 300, by: -150))
        #expect(lines.contains("8 chips.pan began"))
        #expect(lines.contains("8 inbox.swipeActions failed"))
        #expect(!lines.contains { $0.contains("inbox row") })
    }

    @Test("§14.5: a swipe from the left edge goes back, even on a row with leading actions")
    func edgeSwipeGoesBack() {
        let lines = replay(inbox(), swipe(y: 220, from: 4, by: 150))
        #expect(
            Array(lines.prefix(6)) == [
                "8 ask nav.gestureRecognizerShouldBegin(nav.interactivePop)=true", "8 nav.interactivePop began",
                "8 inbox.pan failed", "8 inbox.delayedTouchesBegan failed", "8 inbox.swipeActions failed",
                "16 nav.interactivePop changed",
            ])
        #expect(!lines.contains { $0.contains("inbox row") })
    }

    @Test("§14.2: the release decision alone: distance when slow, direction when fast")
    func releaseRule() {
        let spec = Self.actions(trailing: 2)
        let release = { (t: Double, v: Double) in
            SwipeTableState.release(spec, side: .trailing, rowWidth: 390, translation: t, velocity: v)
        }
        #expect(release(83, 50) == .pastHalf)
        #expect(release(82, 0) == .shortOfHalf)
        #expect(release(10, 51) == .flickedOpen)
        #expect(release(120, -51) == .flickedShut)
        #expect(release(234, 0) == .fullSwipe)
    }
}
