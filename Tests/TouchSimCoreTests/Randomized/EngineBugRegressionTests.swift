import Testing

@testable import TouchSimCore

// Regressions: engine bugs the randomized test found (seeds 31, 518, 1009, 1509, 2014, 2551 for
// the failure requirement; 171, 1192, 2899 for the run-out), reduced by hand from the shrinker's
// output to the smallest scenario that shows each. The expected logs follow docs/model.md §3.2,
// §3.5, §5.1 and docs/format.md §1.

@Test(
    "Regression (randomized test): a disabled recognizer that requires another to fail reports nothing when that one begins"
)
func disabledDependentReportsNothing() {
    let root = window([
        view("card", "UIView", Rect(34, 263, 336, 522)) { v in
            v.gestureRecognizers.append(
                recognizer(
                    "hold",
                    .longPress(
                        minimumPressDuration: 0.5, allowableMovement: 10, numberOfTouchesRequired: 1,
                        numberOfTapsRequired: 0)))
            v.gestureRecognizers.append(
                recognizer("tap", .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1)) {
                    $0.enabled = false
                    $0.requireToFail = ["hold"]
                })
        }
    ])
    let log = replay(root, [ev(0, 1, .down, 100, 400), ev(600, 1, .up, 100, 400)])
    #expect(
        log == [
            "0 card.began[1] -> window,windowScene,application,appDelegate",
            "500 ask card.gestureRecognizerShouldBegin(hold)=true",
            "500 hold began",
            "500 card.cancelled[1] -> window,windowScene,application,appDelegate",
            "600 hold ended",
        ])
}

@Test(
    "Regression (randomized test): a recognizer on an unrelated view that requires a pan to fail reports nothing when the pan begins"
)
func unrelatedDependentReportsNothing() {
    let root = window([
        view("a", "UIView", Rect(0, 0, 390, 400)) { v in
            v.gestureRecognizers.append(
                recognizer("tapA", .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1)) {
                    $0.requireToFail = ["panB"]
                })
        },
        view("b", "UIView", Rect(0, 400, 390, 400)) { v in
            v.gestureRecognizers.append(
                recognizer("panB", .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: nil)))
        },
    ])
    let log = replay(root, [ev(0, 1, .down, 100, 500), ev(20, 1, .move, 100, 540), ev(40, 1, .up, 100, 560)])
    #expect(
        log == [
            "0 b.began[1] -> window,windowScene,application,appDelegate",
            "20 ask b.gestureRecognizerShouldBegin(panB)=true",
            "20 panB began",
            "20 b.cancelled[1] -> window,windowScene,application,appDelegate",
            "40 panB changed",
            "40 panB ended",
        ])
}

@Test(
    "Regression (randomized test): a deceleration cut by the 10 s run-out limit ends with a scroll line at the summary's offset"
)
func runOutEndsWithScrollLine() {
    let root = window([
        view("feed", "UIScrollView", Rect(0, 0, 390, 844)) { v in
            v.scroll!.contentSize = Size(390, 20000)
            v.scroll!.decelerationRate = 0.9999
        }
    ])
    // A 625 pt/s flick: at r = 0.9999 the deceleration would run for about 63 s.
    let out = records(
        root,
        [ev(0, 1, .down, 200, 600), ev(16, 1, .move, 200, 590), ev(32, 1, .move, 200, 580), ev(48, 1, .up, 200, 570)])
    let lastLine = out.compactMap { r -> Point? in
        if case .scroll("feed", let offset, _) = r.event { return offset } else { return nil }
    }.last
    guard case .summary(let summary)? = out.last?.event else {
        Issue.record("no summary")
        return
    }
    #expect(out.last?.time == SimTime(milliseconds: 10_048))
    // Once the last scroll line was the drag's (0, 20) while the summary said (0, 3970.473).
    #expect(lastLine == summary.scrollViews.first { $0.view == "feed" }?.to)
}
