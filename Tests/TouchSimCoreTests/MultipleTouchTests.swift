import Testing

@testable import TouchSimCore

/// docs/model.md §2.3: `multipleTouchEnabled`, and §2.1's batching of the touches of one UIEvent
/// into one call per view and method.
@Suite("§2.3 multipleTouchEnabled")
struct MultipleTouchTests {
    /// A 300×300 pad at the window's origin.
    private func pad(multipleTouch: Bool = false, _ recognizers: [RecognizerSpec] = []) -> ViewSpec {
        window([
            view("pad", "UIView", Rect(0, 0, 300, 300)) { v in
                v.multipleTouchEnabled = multipleTouch
                v.gestureRecognizers = recognizers
            }
        ])
    }

    @Test("§2.3 A second finger on a view that is not multipleTouchEnabled is withheld from it for its whole life")
    func secondFingerWithheld() {
        let events = [
            ev(0, 1, .down, 50, 50), ev(50, 2, .down, 150, 150), ev(60, 2, .move, 160, 160),
            ev(80, 2, .up, 160, 160), ev(100, 1, .up, 50, 50),
        ]
        #expect(
            replay(pad(), events, keepInput: true) == [
                "0 input 1 down pad",
                "0 pad.began[1] -> window,windowScene,application,appDelegate",
                "50 input 2 down pad",
                "60 input 2 move",
                "80 input 2 up",
                "100 input 1 up",
                "100 pad.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.3 A withheld finger is not re-routed: it stays withheld after the first finger lifts")
    func withheldFingerNotRerouted() {
        let events = [
            ev(0, 1, .down, 50, 50), ev(50, 2, .down, 150, 150), ev(100, 1, .up, 50, 50),
            ev(150, 2, .move, 160, 160), ev(200, 2, .up, 160, 160),
        ]
        #expect(
            replay(pad(), events, keepInput: true) == [
                "0 input 1 down pad",
                "0 pad.began[1] -> window,windowScene,application,appDelegate",
                "50 input 2 down pad",
                "100 input 1 up",
                "100 pad.ended[1] -> window,windowScene,application,appDelegate",
                "150 input 2 move",
                "200 input 2 up",
            ])
    }

    @Test("§2.3 Within one UIEvent, a view that is not multipleTouchEnabled gets the first touch in trace order")
    func firstInTraceOrderWins() {
        let events = [
            ev(0, 2, .down, 150, 150), ev(0, 1, .down, 50, 50), ev(100, 1, .up, 50, 50), ev(100, 2, .up, 150, 150),
        ]
        #expect(
            replay(pad(), events, keepInput: true) == [
                "0 input 2 down pad",
                "0 input 1 down pad",
                "0 pad.began[2] -> window,windowScene,application,appDelegate",
                "100 input 1 up",
                "100 input 2 up",
                "100 pad.ended[2] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.3 With multipleTouchEnabled, the touches of one UIEvent arrive together in one call, in trace order")
    func multipleTouchOneCallPerEvent() {
        let events = [
            ev(0, 1, .down, 50, 50), ev(0, 2, .down, 150, 150),
            ev(50, 1, .move, 60, 60), ev(50, 2, .move, 160, 160),
            ev(80, 2, .up, 160, 160), ev(100, 1, .up, 60, 60),
        ]
        #expect(
            replay(pad(multipleTouch: true), events, keepInput: true) == [
                "0 input 1 down pad",
                "0 input 2 down pad",
                "0 pad.began[1, 2] -> window,windowScene,application,appDelegate",
                "50 input 1 move",
                "50 input 2 move",
                "50 pad.moved[1, 2] -> window,windowScene,application,appDelegate",
                "80 input 2 up",
                "80 pad.ended[2] -> window,windowScene,application,appDelegate",
                "100 input 1 up",
                "100 pad.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.3 With multipleTouchEnabled, a finger that joins later gets a touchesBegan of its own")
    func multipleTouchLaterFinger() {
        let events = [
            ev(0, 1, .down, 50, 50), ev(50, 2, .down, 150, 150), ev(80, 2, .up, 150, 150), ev(100, 1, .up, 50, 50),
        ]
        #expect(
            replay(pad(multipleTouch: true), events) == [
                "0 pad.began[1] -> window,windowScene,application,appDelegate",
                "50 pad.began[2] -> window,windowScene,application,appDelegate",
                "80 pad.ended[2] -> window,windowScene,application,appDelegate",
                "100 pad.ended[1] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.3 The rule is per view: two views that are not multipleTouchEnabled each get their own first touch")
    func rulePerView() {
        let root = window([
            view("a", "UIView", Rect(0, 0, 100, 100)),
            view("b", "UIView", Rect(200, 0, 100, 100)),
        ])
        let events = [
            ev(0, 1, .down, 50, 50), ev(0, 2, .down, 250, 50), ev(100, 1, .up, 50, 50), ev(100, 2, .up, 250, 50),
        ]
        #expect(
            replay(root, events) == [
                "0 a.began[1] -> window,windowScene,application,appDelegate",
                "0 b.began[2] -> window,windowScene,application,appDelegate",
                "100 a.ended[1] -> window,windowScene,application,appDelegate",
                "100 b.ended[2] -> window,windowScene,application,appDelegate",
            ])
    }

    @Test("§2.1 §2.3 A withheld second finger still reaches the recognizers: a two-finger tap recognizes")
    func withheldFingerReachesRecognizers() {
        let root = pad([tapGesture("twoFingerTap", touches: 2)])
        let events = [
            ev(0, 1, .down, 50, 50), ev(10, 2, .down, 150, 150), ev(60, 2, .up, 150, 150), ev(70, 1, .up, 50, 50),
        ]
        // The tap recognizes at the last lift, before the views get their calls (§9.3), so the
        // pad's touch ends in touchesCancelled (§3.6); finger 2 it never heard of.
        #expect(
            replay(root, events, keepInput: true) == [
                "0 input 1 down pad",
                "0 pad.began[1] -> window,windowScene,application,appDelegate",
                "10 input 2 down pad",
                "60 input 2 up",
                "70 input 1 up",
                "70 ask pad.gestureRecognizerShouldBegin(twoFingerTap)=true",
                "70 twoFingerTap recognized",
                "70 pad.cancelled[1] -> window,windowScene,application,appDelegate",
            ])
    }
}
