import Testing

@testable import TouchSimCore

/// Regressions: cases where the engine once disagreed with docs/model.md. Each names the rule;
/// the expected log was worked out by hand from the spec.
@Suite("Regressions found by the §2 and §7 tests")
struct DeliveryOrderRegressionTests {
    @Test(
        "§7.2 §3.8 touchDownRepeat counts from the finger's lift, not from a touchesEnded that a recognizer held back")
    func repeatCountsFromPhysicalLift() {
        // A double tap on the card holds the button's touchesEnded (§3.8) from the lift at 80 until
        // it gives up at 80 + 350 = 430. The next touch goes down at 500: 420 ms after the lift,
        // so no touchDownRepeat (§7.2), even though touchUpInside was sent only 70 ms before.
        let root = window([
            view(
                "card", "UIView", Rect(0, 0, 390, 400),
                [
                    view("buy", "UIButton", Rect(100, 100, 200, 44))
                ]
            ) { $0.gestureRecognizers = [tapGesture("doubleTap", taps: 2)] }
        ])
        let events = tap(150, 120) + tap(150, 120, at: 500, holding: 60)
        #expect(
            replay(root, events) == [
                "0 buy.began[1]",
                "0 buy highlight true",
                "0 buy touchDown",
                "430 doubleTap failed",
                "430 buy.ended[1]",
                "430 buy highlight false",
                "430 buy touchUpInside",
                "500 buy.began[1]",
                "500 buy highlight true",
                "500 buy touchDown",
                "910 doubleTap failed",
                "910 buy.ended[1]",
                "910 buy highlight false",
                "910 buy touchUpInside",
            ])
    }

    @Test(
        "§2.5 §3.6 docs/format.md §3 One touchesCancelled call lists its touches in trace order, whatever cancelled each"
    )
    func cancelledTouchesInTraceOrder() {
        // The pan takes one touch only (maximumNumberOfTouches 1), finger 1. In one UIEvent
        // finger 1 moves 30 pt, so the pan begins and cancels it in the view (§3.6), and finger 2
        // is cancelled by the system (§2.5): one call, touches in trace order [1, 2].
        let root = window([
            view("pad", "UIView", Rect(0, 0, 300, 300)) { v in
                v.multipleTouchEnabled = true
                v.gestureRecognizers = [
                    RecognizerSpec(id: "drag", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: 1))
                ]
            }
        ])
        let events = [
            ev(0, 1, .down, 50, 50), ev(0, 2, .down, 150, 150),
            ev(50, 1, .move, 50, 80), ev(50, 2, .cancel, 150, 150),
            ev(100, 1, .up, 50, 80),
        ]
        #expect(
            replay(root, events) == [
                "0 pad.began[1, 2] -> window,windowScene,application,appDelegate",
                "50 ask pad.gestureRecognizerShouldBegin(drag)=true",
                "50 drag began",
                "50 pad.cancelled[1, 2] -> window,windowScene,application,appDelegate",
                "100 drag ended",
            ])
    }
}
