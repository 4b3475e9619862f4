import Testing

@testable import TouchSimCore

private func tap(_ id: String, taps: Int = 1, touches: Int = 1, _ configure: (inout RecognizerSpec) -> Void = { _ in })
    -> RecognizerSpec
{
    var r = RecognizerSpec(id: id, kind: .tap(numberOfTapsRequired: taps, numberOfTouchesRequired: touches))
    configure(&r)
    return r
}

private func photo(_ recognizers: [RecognizerSpec]) -> ViewSpec {
    window([view("photo", "UIView", Rect(0, 0, 200, 200)) { $0.gestureRecognizers = recognizers }])
}

@Test(
    "§3.5 §3.8 A single tap that requires a double tap to fail recognizes when the double tap gives up; the held end becomes a cancel"
)
func singleTapWaitsForDoubleTap() {
    let root = photo([tap("single") { $0.requireToFail = ["double"] }, tap("double", taps: 2)])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 50), ev(80, 1, .up, 50, 50)]) == [
            "0 photo.began[1] -> window,windowScene,application,appDelegate",
            "430 double failed",
            "430 ask photo.gestureRecognizerShouldBegin(single)=true",
            "430 single recognized",
            "430 photo.cancelled[1] -> window,windowScene,application,appDelegate",
        ])
}

@Test("§3.5 A double tap recognizes and fails the single tap that waits for it")
func doubleTapFailsWaitingSingleTap() {
    let root = photo([tap("single") { $0.requireToFail = ["double"] }, tap("double", taps: 2)])
    let log = replay(
        root, [ev(0, 1, .down, 50, 50), ev(80, 1, .up, 50, 50), ev(200, 1, .down, 52, 50), ev(260, 1, .up, 52, 50)])
    #expect(
        log == [
            "0 photo.began[1] -> window,windowScene,application,appDelegate",
            "200 photo.began[1] -> window,windowScene,application,appDelegate",
            "260 ask photo.gestureRecognizerShouldBegin(double)=true",
            "260 double recognized",
            "260 single failed",
            "260 photo.cancelled[1, 1] -> window,windowScene,application,appDelegate",
        ])
}

@Test("§3.4 Without a failure requirement the single tap recognizes first and fails the double tap")
func singleTapExcludesDoubleTap() {
    let root = photo([tap("single"), tap("double", taps: 2)])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 50), ev(80, 1, .up, 50, 50)]) == [
            "0 photo.began[1] -> window,windowScene,application,appDelegate",
            "80 ask photo.gestureRecognizerShouldBegin(single)=true",
            "80 single recognized",
            "80 double failed",
            "80 photo.cancelled[1] -> window,windowScene,application,appDelegate",
        ])
}

@Test("§3.4 recognizeSimultaneouslyWith lets both recognizers recognize")
func simultaneousRecognition() {
    let root = photo([tap("a") { $0.recognizeSimultaneouslyWith = .all }, tap("b")])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 50), ev(80, 1, .up, 50, 50)]) == [
            "0 photo.began[1] -> window,windowScene,application,appDelegate",
            "80 ask photo.gestureRecognizerShouldBegin(a)=true",
            "80 a recognized",
            "80 ask photo.gestureRecognizerShouldBegin(b)=true",
            "80 b recognized",
            "80 photo.cancelled[1] -> window,windowScene,application,appDelegate",
        ])
}

@Test("§3.4 Recognizers on unrelated views never interact")
func unrelatedViewsDoNotInteract() {
    let root = window([
        view("left", "UIView", Rect(0, 0, 100, 100)) { $0.gestureRecognizers = [tap("leftTap")] },
        view("right", "UIView", Rect(200, 0, 100, 100)) { $0.gestureRecognizers = [tap("rightTap")] },
    ])
    let log = replay(
        root, [ev(0, 1, .down, 50, 50), ev(0, 2, .down, 250, 50), ev(80, 1, .up, 50, 50), ev(80, 2, .up, 250, 50)])
    #expect(
        log == [
            "0 left.began[1] -> window,windowScene,application,appDelegate",
            "0 right.began[2] -> window,windowScene,application,appDelegate",
            "80 ask left.gestureRecognizerShouldBegin(leftTap)=true",
            "80 leftTap recognized",
            "80 ask right.gestureRecognizerShouldBegin(rightTap)=true",
            "80 rightTap recognized",
            "80 left.cancelled[1] -> window,windowScene,application,appDelegate",
            "80 right.cancelled[2] -> window,windowScene,application,appDelegate",
        ])
}

@Test("§3.3 gestureRecognizerShouldBegin NO fails the recognizer and the view keeps its touch")
func shouldBeginNoFails() {
    let root = photo([tap("t") { $0.shouldBegin = .always(false) }])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 50), ev(80, 1, .up, 50, 50)]) == [
            "0 photo.began[1] -> window,windowScene,application,appDelegate",
            "80 ask photo.gestureRecognizerShouldBegin(t)=false",
            "80 t failed",
            "80 photo.ended[1] -> window,windowScene,application,appDelegate",
        ])
}

@Test("§3.2 shouldReceiveTouch NO keeps the touch from the recognizer; a disabled one sees nothing")
func shouldReceiveTouchAndEnabled() {
    let root = photo([
        tap("refuses") { $0.shouldReceiveTouch = .rules([OverrideRule(matcher: .id("photo"), answer: .no)]) },
        tap("off") { $0.enabled = false },
    ])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 50), ev(80, 1, .up, 50, 50)]) == [
            "0 photo.began[1] -> window,windowScene,application,appDelegate",
            "80 photo.ended[1] -> window,windowScene,application,appDelegate",
        ])
}

@Test("§3.6 cancelsTouchesInView NO: the view keeps receiving the whole sequence")
func cancelsTouchesInViewNo() {
    let root = photo([tap("t") { $0.cancelsTouchesInView = false }])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 50), ev(80, 1, .up, 50, 50)]) == [
            "0 photo.began[1] -> window,windowScene,application,appDelegate",
            "80 ask photo.gestureRecognizerShouldBegin(t)=true",
            "80 t recognized",
            "80 photo.ended[1] -> window,windowScene,application,appDelegate",
        ])
}

@Test("§3.7 delaysTouchesBegan: a recognized tap means the view never hears of the touch")
func delaysTouchesBeganRecognized() {
    let root = photo([tap("t") { $0.delaysTouchesBegan = true }])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 50), ev(100, 1, .up, 50, 50)]) == [
            "100 ask photo.gestureRecognizerShouldBegin(t)=true",
            "100 t recognized",
        ])
}

@Test("§3.7 delaysTouchesBegan: when the recognizer fails the view gets began and one catch-up move")
func delaysTouchesBeganFailed() {
    let root = photo([tap("t") { $0.delaysTouchesBegan = true }])
    let log = replay(
        root, [ev(0, 1, .down, 50, 50), ev(50, 1, .move, 60, 50), ev(100, 1, .move, 150, 50), ev(200, 1, .up, 150, 50)])
    #expect(
        log == [
            "100 t failed",
            "100 photo.began[1] -> window,windowScene,application,appDelegate",
            "100 photo.moved[1] -> window,windowScene,application,appDelegate",
            "200 photo.ended[1] -> window,windowScene,application,appDelegate",
        ])
}

@Test("§3.9 An ancestor's single tap does not steal a button's tap: the control says NO")
func controlWinsOverAncestorTap() {
    let root = window([
        view("form", "UIView", Rect(0, 0, 390, 844), [view("ok", "UIButton", Rect(20, 20, 100, 44))]) {
            $0.gestureRecognizers = [tap("bgTap")]
        }
    ])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 40), ev(80, 1, .up, 50, 40)]) == [
            "0 ok.began[1]",
            "0 ok highlight true",
            "0 ok touchDown",
            "80 ask ok.gestureRecognizerShouldBegin(bgTap)=false",
            "80 bgTap failed",
            "80 ok.ended[1]",
            "80 ok highlight false",
            "80 ok touchUpInside",
        ])
}

@Test("§3.9 A tap attached to the button itself still wins; a slider does not veto an ancestor tap")
func tapOnControlItselfWins() {
    let root = window([
        view(
            "form", "UIView", Rect(0, 0, 390, 844),
            [
                view("ok", "UIButton", Rect(20, 20, 100, 44)) { $0.gestureRecognizers = [tap("own")] },
                view("volume", "UISlider", Rect(20, 100, 200, 44)),
            ]
        ) { $0.gestureRecognizers = [tap("bgTap")] }
    ])
    #expect(
        replay(root, [ev(0, 1, .down, 50, 40), ev(80, 1, .up, 50, 40)]) == [
            "0 ok.began[1]",
            "0 ok highlight true",
            "0 ok touchDown",
            "80 ask ok.gestureRecognizerShouldBegin(own)=true",
            "80 own recognized",
            "80 bgTap failed",
            "80 ok.cancelled[1]",
            "80 ok highlight false",
            "80 ok touchCancel",
        ])
    #expect(
        replay(root, [ev(0, 1, .down, 30, 120), ev(80, 1, .up, 30, 120)]) == [
            "0 volume.began[1]",
            "0 volume highlight true",
            "0 volume touchDown",
            "80 ask form.gestureRecognizerShouldBegin(bgTap)=true",
            "80 bgTap recognized",
            "80 volume.cancelled[1]",
            "80 volume highlight false",
            "80 volume touchCancel",
        ])
}

@Test("§3.1 A recognizer resets after its touches end and recognizes again in the next sequence")
func recognizerResetsBetweenSequences() {
    let root = photo([tap("t")])
    let log = replay(
        root, [ev(0, 1, .down, 50, 50), ev(50, 1, .up, 50, 50), ev(1000, 1, .down, 50, 50), ev(1050, 1, .up, 50, 50)])
    #expect(log.filter { $0.contains(" t ") } == ["50 t recognized", "1050 t recognized"])
}

@Test("§3.1 Only legal state transitions can be written")
func legalTransitions() {
    var s = RecognizerState.possible
    s.transition(to: .began)
    s.transition(to: .changed)
    s.transition(to: .changed)
    s.transition(to: .ended)
    #expect(s == .ended && s.isTerminal && s.reportedName == .ended)
    var d = RecognizerState.possible
    d.transition(to: .recognized)
    #expect(d.isTerminal && !d.isActive)
}
