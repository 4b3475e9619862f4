import Testing
import TouchSimCore

@testable import TouchSimFormat
@testable import TouchSimReplay

@Suite("The text format carries every fact, one aligned line each")
struct TextWriterTests {
    @Test("A view controller name with control characters stays on one line, escaped")
    func controlCharactersEscaped() {
        let scene = sceneWithViewController(view: "v", viewController: "A\nB\u{7}")
        let call = Record(
            time: .zero,
            event: .touches(
                view: view("v", in: names(of: scene)), method: .began, touches: [1],
                consumer: view("window", in: names(of: scene))))
        #expect(
            rendered([call], as: .text, scene: scene)
                == "      0      touches    v began [1] -> vc:A\\nB\\u{7}, window\n")
    }

    @Test("A replay touching every record type prints exactly this")
    func wholeOutput() {
        #expect(
            rendered(sampleRecords, as: .text) == """
                      0      input      touch 1 down (60, 130) -> buy
                      0      input      touch 2 down (-5, 0.5) -> nothing
                    150      gesture    feed.delayedTouchesBegan (feed) failed
                    150      ask        feed touchesShouldBegin(buy) = true (rule 1)
                    150      touches    buy began [1] -> cell, vc:Main, root, window, windowScene, application, appDelegate
                    150      touches    off moved [1, 2]
                    150      highlight  off on
                    150      control    off touchDown
                    210.5    input      touch 1 move (60, 117.5)
                    210.5    scroll     feed (0, 12.5) drag
                   1210.125  highlight  off off
                   1210.125  summary
                                        touch 1 down at 0 on buy, last cancelled
                                        touch 2 down at 0 on nothing, last none
                                        scroll feed (0, 0) -> (0, 12.5) changed
                                        scroll inner (0, 0) -> (0, 0) unchanged
                                        gesture feed.pan (feed) began, changed ×12, ended
                                        gesture tap (buy) none
                                        control off touchDown, touchDragInside ×2, touchCancel
                                        control buy none

                """)
    }

    @Test("Times past the column's width widen their own line only")
    func longTimes() {
        let record = Record(
            time: ms(123_456_789.5), event: .control(view: view("off"), event: .touchUpInside, value: nil))
        #expect(rendered([record], as: .text) == "123456789.5    control    off touchUpInside\n")
    }

    @Test("No line ends in a space, the summary's included")
    func noTrailingSpaces() {
        let lines = rendered(sampleRecords, as: .text).split(separator: "\n")
        #expect(lines.allSatisfy { $0.last != " " })
    }
}
