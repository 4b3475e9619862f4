import Testing

@testable import TouchSimCore

/// docs/model.md §3.10: a switch refuses an ancestor's parallel pan, a slider an ancestor's
/// parallel swipe that starts on its thumb; an ancestor's pan on a slider is not refused.
@Suite("§3.10 Controls win over an ancestor's parallel swipe or pan")
struct ParallelControlVetoTests {
    /// A container with `recognizer` holding a switch at (100, 100, 51, 31) and a slider at
    /// (100, 200, 200, 44) whose thumb spans x 100–128 (value 0).
    private func screen(_ recognizer: RecognizerSpec) -> ViewSpec {
        window([
            view(
                "page", "UIView", Rect(0, 0, 390, 844),
                [
                    view("wifi", "UISwitch", Rect(100, 100, 51, 31)),
                    view("volume", "UISlider", Rect(100, 200, 200, 44)),
                ]
            ) { $0.gestureRecognizers = [recognizer] }
        ])
    }

    private func drag(from start: Point, by d: Point) -> [TouchEvent] {
        [
            ev(0, 1, .down, start.x, start.y), ev(30, 1, .move, start.x + d.x / 2, start.y + d.y / 2),
            ev(60, 1, .move, start.x + d.x, start.y + d.y), ev(90, 1, .up, start.x + d.x, start.y + d.y),
        ]
    }

    private func swipe(_ direction: SwipeDirection) -> RecognizerSpec {
        RecognizerSpec(id: "swipe", kind: .swipe(direction: direction, numberOfTouchesRequired: 1))
    }

    @Test("§3.10 A horizontal drag that starts on a switch: the switch refuses the ancestor's pan and keeps tracking")
    func switchRefusesParallelPan() {
        let lines = replay(screen(panGesture("pager")), drag(from: Point(120, 115), by: Point(60, 4)))
        #expect(lines.contains("30 ask wifi.gestureRecognizerShouldBegin(pager)=false"))
        #expect(lines.contains("30 pager failed"))
        #expect(lines.suffix(2) == ["90 wifi touchUpInside", "90 wifi valueChanged on=true"])
    }

    @Test("§3.10 A vertical drag from a switch is not parallel: the ancestor's pan begins and cancels the switch")
    func switchDoesNotRefuseCrossPan() {
        let lines = replay(screen(panGesture("pager")), drag(from: Point(120, 115), by: Point(4, 60)))
        #expect(lines.contains("30 ask page.gestureRecognizerShouldBegin(pager)=true"))
        #expect(lines.contains("30 pager began"))
        #expect(lines.contains("30 wifi touchCancel"))
    }

    @Test("§3.10 An ancestor's pan on a slider is not refused: it takes the drag from the slider")
    func sliderDoesNotRefusePan() {
        let lines = replay(screen(panGesture("pager")), drag(from: Point(110, 220), by: Point(60, 0)))
        #expect(lines.contains("30 ask page.gestureRecognizerShouldBegin(pager)=true"))
        #expect(lines.contains("30 volume touchCancel"))
    }

    @Test("§3.10 A parallel swipe that starts on the slider's thumb is refused by the slider, which keeps the drag")
    func sliderRefusesSwipeOnThumb() {
        let lines = replay(screen(swipe(.right)), drag(from: Point(110, 220), by: Point(120, 0)))
        #expect(lines.contains("30 ask volume.gestureRecognizerShouldBegin(swipe)=false"))
        #expect(lines.contains("30 swipe failed"))
        #expect(lines.last == "90 volume touchUpInside")
    }

    @Test("§3.10 The same swipe starting on the slider's track, off the thumb, recognizes")
    func swipeOffThumbRecognizes() {
        let lines = replay(screen(swipe(.right)), drag(from: Point(150, 220), by: Point(120, 0)))
        #expect(lines.contains("30 ask page.gestureRecognizerShouldBegin(swipe)=true"))
        #expect(lines.contains("30 swipe recognized"))
    }

    @Test("§3.10 A swipe across the slider (down) from its thumb is not parallel: it recognizes")
    func crossSwipeRecognizes() {
        let lines = replay(screen(swipe(.down)), drag(from: Point(110, 220), by: Point(0, 120)))
        #expect(lines.contains("30 swipe recognized"))
    }

    @Test("§3.10 The thumb is where the value puts it when the touch goes down")
    func thumbFollowsValue() {
        var root = screen(swipe(.left))
        root.subviews[0].subviews[1].control!.value = .slider(
            {
                var s = SliderSpec()
                s.value = 1
                return s
            }())
        // At value 1 the thumb spans x 272–300.
        let lines = replay(root, drag(from: Point(290, 220), by: Point(-120, 0)))
        #expect(lines.contains("30 ask volume.gestureRecognizerShouldBegin(swipe)=false"))
    }
}
