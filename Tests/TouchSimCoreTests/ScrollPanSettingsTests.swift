import Testing

@testable import TouchSimCore

/// docs/model.md §5.8: a scroll view's own pan with the settings an app changes.
@Suite("§5.8 A scroll view's own pan, configured")
struct ScrollPanSettingsTests {
    private func list(_ configure: (inout ScrollPanSpec) -> Void) -> ViewSpec {
        window([
            view("list", "UIScrollView", Rect(0, 0, 390, 844)) {
                $0.scroll?.contentSize = Size(390, 3000)
                $0.multipleTouchEnabled = true
                configure(&$0.scroll!.panGestureRecognizer)
            }
        ])
    }

    private let drag = [ev(0, 1, .down, 100, 500), ev(16, 1, .move, 100, 470), ev(32, 1, .up, 100, 470)]

    @Test("§5.8 §3.3 The scroll view's own gestureRecognizerShouldBegin NO: the pan fails, nothing scrolls")
    func shouldBeginNo() {
        let log = replay(list { $0.shouldBegin = .always(false) }, drag)
        #expect(log.contains("16 ask list.gestureRecognizerShouldBegin(list.pan)=false"))
        #expect(log.contains("16 list.pan failed"))
        #expect(!log.contains { $0.contains("scroll (") })
    }

    @Test("§5.8 minimumNumberOfTouches 2: one finger does not scroll, two do")
    func twoFingerScrolling() {
        let one = replay(list { $0.minimumNumberOfTouches = 2 }, drag)
        #expect(one.contains("32 list.pan failed") && !one.contains { $0.contains("scroll (") })
        let two = [
            ev(0, 1, .down, 100, 500), ev(0, 2, .down, 200, 500), ev(16, 1, .move, 100, 480),
            ev(16, 2, .move, 200, 480), ev(32, 1, .up, 100, 480), ev(32, 2, .up, 200, 480),
        ]
        #expect(replay(list { $0.minimumNumberOfTouches = 2 }, two).contains("16 list scroll (0, 10) drag"))
    }

    @Test("§5.8 §3.5 require(toFail:): the pan waits for a long press, which recognizes and fails it")
    func requireToFail() {
        let root = window([
            view("list", "UIScrollView", Rect(0, 0, 390, 844)) {
                $0.scroll?.contentSize = Size(390, 3000)
                $0.scroll?.panGestureRecognizer.requireToFail = ["hold"]
                $0.gestureRecognizers = [
                    RecognizerSpec(
                        id: "hold",
                        kind: .longPress(
                            minimumPressDuration: 0.5, allowableMovement: 50, numberOfTouchesRequired: 1,
                            numberOfTapsRequired: 0))
                ]
            }
        ])
        let events = [ev(0, 1, .down, 100, 500), ev(100, 1, .move, 100, 470), ev(600, 1, .up, 100, 470)]
        let log = replay(root, events).filter { $0.contains("list.pan") || $0.contains(" hold ") }
        #expect(log == ["500 hold began", "500 list.pan failed", "600 hold ended"])
    }
}
