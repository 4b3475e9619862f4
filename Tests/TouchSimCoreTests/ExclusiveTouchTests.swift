import Testing

@testable import TouchSimCore

/// docs/model.md §2.4: `exclusiveTouch`, in both directions, for the life of a withheld touch.
@Suite("§2.4 exclusiveTouch")
struct ExclusiveTouchTests {
    /// `a` (exclusive) at the left, `b` (not) at the right, 100×100 each.
    private func pair(a: (inout ViewSpec) -> Void = { _ in }, b: (inout ViewSpec) -> Void = { _ in }) -> ViewSpec {
        window([
            view("a", "UIView", Rect(0, 0, 100, 100)) { v in
                v.exclusiveTouch = true
                a(&v)
            },
            view("b", "UIView", Rect(200, 0, 100, 100), configure: b),
        ])
    }

    @Test("§2.4 While an exclusive view tracks a touch, a new touch on another view is withheld")
    func exclusiveViewBlocksOthers() {
        let events = [
            ev(0, 1, .down, 50, 50), ev(50, 2, .down, 250, 50), ev(60, 2, .move, 260, 50),
            ev(70, 2, .up, 260, 50), ev(100, 1, .up, 50, 50),
        ]
        #expect(
            replay(pair(), events, keepInput: true) == [
                "0 input 1 down a",
                "0 a.began[1] -> window,windowScene,application,appDelegate",
                "50 input 2 down b",
                "60 input 2 move",
                "70 input 2 up",
                "100 input 1 up",
                "100 a.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.4 An exclusive view receives no touch while another view is tracking one")
    func exclusiveViewBlockedByOthers() {
        let events = [
            ev(0, 1, .down, 250, 50), ev(50, 2, .down, 50, 50), ev(60, 2, .move, 60, 50),
            ev(70, 2, .up, 60, 50), ev(100, 1, .up, 250, 50),
        ]
        #expect(
            replay(pair(), events, keepInput: true) == [
                "0 input 1 down b",
                "0 b.began[1] -> window,windowScene,application,appDelegate",
                "50 input 2 down a",
                "60 input 2 move",
                "70 input 2 up",
                "100 input 1 up",
                "100 b.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.4 A touch withheld by exclusiveTouch stays withheld after the exclusive view's touch has ended")
    func withheldForLife() {
        let events = [
            ev(0, 1, .down, 50, 50), ev(50, 2, .down, 250, 50), ev(100, 1, .up, 50, 50),
            ev(150, 2, .move, 260, 50), ev(200, 2, .up, 260, 50),
        ]
        #expect(
            replay(pair(), events, keepInput: true) == [
                "0 input 1 down a",
                "0 a.began[1] -> window,windowScene,application,appDelegate",
                "50 input 2 down b",
                "100 input 1 up",
                "100 a.ended[1] -> window,windowScene,application,appDelegate",
                "150 input 2 move",
                "200 input 2 up",
            ])
    }

    @Test("§2.4 Once the exclusive view's touch has ended, a new touch on another view is delivered")
    func newTouchAfterExclusiveEnds() {
        #expect(
            replay(pair(), tap(50, 50) + tap(250, 50, at: 100, finger: 2), keepInput: true) == [
                "0 input 1 down a",
                "0 a.began[1] -> window,windowScene,application,appDelegate",
                "80 input 1 up",
                "80 a.ended[1] -> window,windowScene,application,appDelegate",
                "100 input 2 down b",
                "100 b.began[2] -> window,windowScene,application,appDelegate",
                "180 input 2 up",
                "180 b.ended[2] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.4 A held touchesEnded keeps the exclusive view tracking: a touch elsewhere meanwhile is withheld")
    func heldEndKeepsTracking() {
        // The double tap holds a's touchesEnded (§3.8) until it gives up 350 ms after the lift.
        let root = pair(a: { $0.gestureRecognizers = [tapGesture("doubleTap", taps: 2)] })
        let events = [
            ev(0, 1, .down, 50, 50), ev(50, 1, .up, 50, 50), ev(100, 2, .down, 250, 50), ev(150, 2, .up, 250, 50),
        ]
        #expect(
            replay(root, events, keepInput: true) == [
                "0 input 1 down a",
                "0 a.began[1] -> window,windowScene,application,appDelegate",
                "50 input 1 up",
                "100 input 2 down b",
                "150 input 2 up",
                "400 doubleTap failed",
                "400 a.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.4 Recognizers ignore exclusiveTouch: a tap on the blocked view still recognizes")
    func recognizersIgnoreExclusiveTouch() {
        let root = pair(b: { $0.gestureRecognizers = [tapGesture("tapB")] })
        let events = [
            ev(0, 1, .down, 50, 50), ev(50, 2, .down, 250, 50), ev(100, 2, .up, 250, 50), ev(150, 1, .up, 50, 50),
        ]
        #expect(
            replay(root, events, keepInput: true) == [
                "0 input 1 down a",
                "0 a.began[1] -> window,windowScene,application,appDelegate",
                "50 input 2 down b",
                "100 input 2 up",
                "100 ask b.gestureRecognizerShouldBegin(tapB)=true",
                "100 tapB recognized",
                "150 input 1 up",
                "150 a.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.4 §2.3 An exclusive view that is multipleTouchEnabled still receives its own second finger")
    func exclusiveViewOwnSecondFinger() {
        let root = pair(a: { $0.multipleTouchEnabled = true })
        let events = [
            ev(0, 1, .down, 20, 20), ev(50, 2, .down, 70, 70), ev(80, 2, .up, 70, 70), ev(100, 1, .up, 20, 20),
        ]
        #expect(
            replay(root, events) == [
                "0 a.began[1] -> window,windowScene,application,appDelegate",
                "50 a.began[2] -> window,windowScene,application,appDelegate",
                "80 a.ended[2] -> window,windowScene,application,appDelegate",
                "100 a.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.4 §7.2 Two exclusive buttons: the one pressed while the other is held sends nothing")
    func exclusiveButtons() {
        let root = window([
            view("ok", "UIButton", Rect(20, 100, 150, 44)) { $0.exclusiveTouch = true },
            view("cancel", "UIButton", Rect(220, 100, 150, 44)) { $0.exclusiveTouch = true },
        ])
        let events = [
            ev(0, 1, .down, 50, 120), ev(50, 2, .down, 250, 120), ev(100, 2, .up, 250, 120), ev(150, 1, .up, 50, 120),
        ]
        #expect(
            replay(root, events, keepInput: true) == [
                "0 input 1 down ok",
                "0 ok.began[1]",
                "0 ok highlight true",
                "0 ok touchDown",
                "50 input 2 down cancel",
                "100 input 2 up",
                "150 input 1 up",
                "150 ok.ended[1]",
                "150 ok highlight false",
                "150 ok touchUpInside",
            ])
    }
}
