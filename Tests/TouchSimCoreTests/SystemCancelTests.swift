import Testing

@testable import TouchSimCore

/// docs/model.md §2.5: a `cancel` event (an incoming call) cancels everything tracking the touch.
@Suite("§2.5 System cancel")
struct SystemCancelTests {
    @Test("§2.5 A cancel sends touchesCancelled to the touch's view, forwarded along its responder chain")
    func cancelReachesView() {
        let root = window([
            view("card", "UIView", Rect(0, 0, 390, 300), [view("v", "UIView", Rect(10, 10, 100, 100))])
        ])
        let events = [ev(0, 1, .down, 50, 50), ev(50, 1, .move, 60, 60), ev(100, 1, .cancel, 60, 60)]
        #expect(
            replay(root, events, keepInput: true) == [
                "0 input 1 down v",
                "0 v.began[1] -> card,window,windowScene,application,appDelegate",
                "50 input 1 move",
                "50 v.moved[1] -> card,window,windowScene,application,appDelegate",
                "100 input 1 cancel",
                "100 v.cancelled[1] -> card,window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.5 §7.2 A cancel on a tracking button sends touchCancel and turns the highlight off")
    func cancelOnButton() {
        let root = window([view("buy", "UIButton", Rect(100, 100, 200, 44))])
        #expect(
            replay(root, [ev(0, 1, .down, 150, 120), ev(100, 1, .cancel, 150, 120)]) == [
                "0 buy.began[1]",
                "0 buy highlight true",
                "0 buy touchDown",
                "100 buy.cancelled[1]",
                "100 buy highlight false",
                "100 buy touchCancel",
            ])
    }

    @Test("§2.5 §7.2 A cancel after the finger dragged out sends touchCancel with no highlight line: it is already off")
    func cancelAfterDragExit() {
        let root = window([view("buy", "UIButton", Rect(100, 100, 200, 44))])
        let events = [ev(0, 1, .down, 150, 120), ev(50, 1, .move, 150, 260), ev(100, 1, .cancel, 150, 260)]
        #expect(
            replay(root, events) == [
                "0 buy.began[1]",
                "0 buy highlight true",
                "0 buy touchDown",
                "50 buy.moved[1]",
                "50 buy highlight false",
                "50 buy touchDragExit",
                "50 buy touchDragOutside",
                "100 buy.cancelled[1]",
                "100 buy touchCancel",
            ])
    }

    @Test("§2.5 §9.3 A cancel fails a recognizer still possible, then the view gets touchesCancelled")
    func cancelFailsPossibleRecognizer() {
        let root = window([view("v", "UIView", Rect(0, 0, 200, 200)) { $0.gestureRecognizers = [tapGesture("tap")] }])
        #expect(
            replay(root, [ev(0, 1, .down, 50, 50), ev(100, 1, .cancel, 50, 50)], keepInput: true) == [
                "0 input 1 down v",
                "0 v.began[1] -> window,windowScene,application,appDelegate",
                "100 input 1 cancel",
                "100 tap failed",
                "100 v.cancelled[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.5 A cancel cancels a recognizer in progress")
    func cancelCancelsActiveRecognizer() {
        let root = window([
            view("v", "UIView", Rect(0, 0, 300, 300)) {
                $0.gestureRecognizers = [panGesture("drag") { $0.cancelsTouchesInView = false }]
            }
        ])
        let events = [ev(0, 1, .down, 100, 100), ev(20, 1, .move, 100, 130), ev(50, 1, .cancel, 100, 130)]
        #expect(
            replay(root, events, keepInput: true) == [
                "0 input 1 down v",
                "0 v.began[1] -> window,windowScene,application,appDelegate",
                "20 input 1 move",
                "20 ask v.gestureRecognizerShouldBegin(drag)=true",
                "20 drag began",
                "20 v.moved[1] -> window,windowScene,application,appDelegate",
                "50 input 1 cancel",
                "50 drag cancelled",
                "50 v.cancelled[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test(
        "§2.5 §5.2 A cancel while the scroll view holds the touch fails its recognizers; the content never hears of it")
    func cancelWhileHeldByScrollView() {
        #expect(
            replay(feed(), [ev(0, 1, .down, 60, 120), ev(100, 1, .cancel, 60, 120)], keepInput: true) == [
                "0 input 1 down buy",
                "100 input 1 cancel",
                "100 feed.pan failed",
                "100 feed.delayedTouchesBegan failed",
            ])
    }

    @Test("§2.5 §2.3 Two fingers cancelled in one UIEvent end in one touchesCancelled call")
    func twoFingersCancelledTogether() {
        let root = window([view("pad", "UIView", Rect(0, 0, 300, 300)) { $0.multipleTouchEnabled = true }])
        let events = [
            ev(0, 1, .down, 50, 50), ev(0, 2, .down, 150, 150),
            ev(50, 1, .cancel, 50, 50), ev(50, 2, .cancel, 150, 150),
        ]
        #expect(
            replay(root, events) == [
                "0 pad.began[1, 2] -> window,windowScene,application,appDelegate",
                "50 pad.cancelled[1, 2] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.5 §2.3 Cancelling one of two fingers leaves the other one tracking")
    func oneOfTwoFingersCancelled() {
        let root = window([view("pad", "UIView", Rect(0, 0, 300, 300)) { $0.multipleTouchEnabled = true }])
        let events = [
            ev(0, 1, .down, 50, 50), ev(0, 2, .down, 150, 150), ev(50, 2, .cancel, 150, 150),
            ev(80, 1, .move, 60, 60), ev(100, 1, .up, 60, 60),
        ]
        #expect(
            replay(root, events) == [
                "0 pad.began[1, 2] -> window,windowScene,application,appDelegate",
                "50 pad.cancelled[2] -> window,windowScene,application,appDelegate",
                "80 pad.moved[1] -> window,windowScene,application,appDelegate",
                "100 pad.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }
}
