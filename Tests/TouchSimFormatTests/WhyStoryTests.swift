import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The answer of `touchsim why ID` for the scenario `json`.
private func why(_ id: String, _ json: String) throws -> String {
    let file = try load(json)
    var bytes: [UInt8] = []
    let sink = ByteSink { bytes += $0 }
    try file.why(try file.whySubject(id), to: sink)
    sink.flush()
    return String(decoding: bytes, as: UTF8.self)
}

/// A feed (a scroll view with the content delay) holding the button `buy`, and `events`.
private func feed(_ events: String, feedKeys: String = "") -> String {
    scenario(
        tree: """
            {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
              {"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000]\(feedKeys),
               "subviews": [{"id": "buy", "class": "UIButton", "frame": [20, 100, 160, 44]}]},
              {"id": "badge", "frame": [300, 0, 90, 40], "hidden": true}]}
            """, events: events)
}

@Suite("touchsim why tells what happened to one view or recognizer, with the causes of --explain")
struct WhyStoryTests {
    @Test("§5.2 A quick tap: the button's touchesBegan was held by the content delay until the lift")
    func quickTapOnButton() throws {
        let answer = try why(
            "buy",
            feed(
                #"[{"t": 0, "touch": 1, "phase": "down", "x": 60, "y": 120}, {"t": 80, "touch": 1, "phase": "up", "x": 60, "y": 120}]"#
            ))
        #expect(
            answer == """
                buy (UIButton), in feed in window

                Touch sequence 1: touch 1 went down at 0 ms on buy and lifted at 80 ms.
                      0      touch 1 went down at (60, 120) on buy, because buy is the frontmost view that takes the point (model.md §1.1).
                     80      touch 1 lifted at (60, 120).
                     80      feed.pan failed, because its pan rules can no longer be met (model.md §4.3).
                     80      feed's touchesShouldBegin(buy) said true, because the finger lifted before the content delay (delaysContentTouches) was over and buy waits for touchesBegan (model.md §5.2).
                     80      feed.delayedTouchesBegan failed, because the finger lifted before the content delay was over and touchesShouldBegin said true for every held view (model.md §5.2).
                     80      buy got touchesBegan for touch 1, because feed.delayedTouchesBegan held touchesBegan 80 ms (delaysContentTouches) until a finger lifted; then touchesShouldBegin said true (model.md §5.2).
                     80      buy's highlight went on, because touchesBegan reached buy and it tracks its first touch (model.md §7.2).
                     80      buy sent touchDown, because touchesBegan reached buy and it tracks its first touch (model.md §7.2).
                     80      buy got touchesEnded for touch 1, because the finger lifted while feed.delayedTouchesBegan held touchesBegan; touchesShouldBegin said true, so touchesBegan and touchesEnded came together at the lift (model.md §5.2).
                     80      buy's highlight went off, because the finger lifted inside its tracking area (bounds + 70 pt) (model.md §7.2).
                     80      buy sent touchUpInside, because the finger lifted inside its tracking area (bounds + 70 pt) (model.md §7.2).

                """)
    }

    @Test("§5.2 A touch held past 150 ms is let through when the content delay's time is up")
    func heldTouchReleasedByTheTimer() throws {
        let answer = try why(
            "buy",
            feed(
                #"[{"t": 0, "touch": 1, "phase": "down", "x": 60, "y": 120}, {"t": 400, "touch": 1, "phase": "up", "x": 60, "y": 120}]"#
            ))
        #expect(
            answer.contains(
                "    150      buy got touchesBegan for touch 1, because feed.delayedTouchesBegan held touchesBegan 150 ms (delaysContentTouches) until its timer fired; then touchesShouldBegin said true (model.md §5.2)."
            ))
    }

    @Test("§5.2 A fast drag from the button: the pan begins within the delay and the button never hears of the touch")
    func fastDragNeverReachesTheButton() throws {
        let answer = try why(
            "buy",
            feed(
                #"[{"t": 0, "touch": 1, "phase": "down", "x": 60, "y": 130}, {"t": 16, "touch": 1, "phase": "move", "x": 60, "y": 80}, {"t": 32, "touch": 1, "phase": "move", "x": 60, "y": 40}, {"t": 48, "touch": 1, "phase": "up", "x": 60, "y": 30}]"#
            ))
        #expect(
            answer.hasSuffix(
                """
                     48      feed.pan ended, because its touches lifted (model.md §4.3).
                             buy never got a touches call for touch 1: feed.pan began at 16 ms, within the content delay, so the touch the delay held was thrown away (model.md §5.2).

                """))
    }

    @Test(
        "§6.1 A drag's repeated lines are one line each: how many, between which times, and the offset it ended at"
    )
    func dragRunsCollapse() throws {
        let answer = try why(
            "feed",
            feed(
                #"[{"t": 0, "touch": 1, "phase": "down", "x": 60, "y": 300}, {"t": 16, "touch": 1, "phase": "move", "x": 60, "y": 250}, {"t": 32, "touch": 1, "phase": "move", "x": 60, "y": 200}, {"t": 48, "touch": 1, "phase": "move", "x": 60, "y": 150}]"#
            ))
        #expect(
            answer.contains(
                "     16      feed scrolled 3 times between 16 and 48 ms, to (0, 140), because the content follows feed.pan's finger (model.md §6.1)."
            ))
        #expect(
            answer.contains(
                "     32      feed.pan changed (2 times between 32 and 48 ms), because its touches moved, and it reports each motion (model.md §4.3)."
            ))
        // A fractional time keeps the column of the whole milliseconds, as the text format does.
        let fractional = try why(
            "feed",
            feed(
                #"[{"t": 0, "touch": 1, "phase": "down", "x": 60, "y": 300}, {"t": 16.5, "touch": 1, "phase": "move", "x": 60, "y": 250}, {"t": 32, "touch": 1, "phase": "up", "x": 60, "y": 200}]"#
            ))
        #expect(fractional.contains("\n     16.5    feed.pan began"))
        #expect(fractional.contains("\n     32      touch 1 lifted"))
    }

    @Test("§1.1 A view no touch reached: where each touch went instead, and the views passed over")
    func hiddenViewReceivedNothing() throws {
        let answer = try why(
            "badge",
            feed(
                #"[{"t": 0, "touch": 1, "phase": "down", "x": 320, "y": 20}, {"t": 80, "touch": 1, "phase": "up", "x": 320, "y": 20}]"#
            ))
        #expect(
            answer == """
                badge (UIView), in window

                No touch reached badge, and nothing happened to it. Where each touch went down, and why:
                      0      touch 1 went down at (320, 20) on feed, because feed is the frontmost view that takes the point; passed over badge (hidden) (model.md §1.1).

                """)
    }

    @Test("§3.5 A recognizer's story: each state with its cause, and the sequences where it stayed as it was")
    func recognizerWaitingForAnother() throws {
        let json = scenario(
            tree: """
                {"id": "window", "frame": [0, 0, 390, 844], "subviews": [{"id": "photo", "frame": [0, 0, 200, 200],
                  "gestureRecognizers": [{"id": "single", "type": "tap", "requireToFail": ["double"]},
                                         {"id": "double", "type": "tap", "numberOfTapsRequired": 2}]}]}
                """,
            events:
                #"[{"t": 0, "touch": 1, "phase": "down", "x": 50, "y": 50}, {"t": 80, "touch": 1, "phase": "up", "x": 50, "y": 50}, {"t": 200, "touch": 1, "phase": "down", "x": 52, "y": 50}, {"t": 260, "touch": 1, "phase": "up", "x": 52, "y": 50}]"#
        )
        #expect(
            try why("single", json) == """
                single (tap) on photo, in window

                Touch sequence 1: touch 1 went down at 0 ms on photo and lifted at 80 ms.
                      0      touch 1 went down at (50, 50) on photo, because photo is the frontmost view that takes the point (model.md §1.1).
                     80      touch 1 lifted at (50, 50).
                             single did not change state in this sequence.

                Touch sequence 2: touch 1 went down at 200 ms on photo and lifted at 260 ms.
                    200      touch 1 went down at (52, 50) on photo, because photo is the frontmost view that takes the point (model.md §1.1).
                    260      touch 1 lifted at (52, 50).
                    260      single failed, because it requires double to fail, and double began or recognized (model.md §3.5).

                """)
    }

    @Test("§5.2 One call about two touches held for different times gives each touch's cause")
    func callOfTwoTouchesWithDifferentCauses() throws {
        let json = scenario(
            tree: """
                {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
                  {"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000],
                   "subviews": [{"id": "canvas", "frame": [0, 0, 390, 400], "multipleTouchEnabled": true}]}]}
                """,
            events:
                #"[{"t": 0, "touch": 1, "phase": "down", "x": 60, "y": 120}, {"t": 50, "touch": 2, "phase": "down", "x": 200, "y": 120}, {"t": 300, "touch": 1, "phase": "up", "x": 60, "y": 120}, {"t": 300, "touch": 2, "phase": "up", "x": 200, "y": 120}]"#
        )
        #expect(
            try why("canvas", json).contains(
                "    150      canvas got touchesBegan for touches 1, 2, because touch 1: feed.delayedTouchesBegan held touchesBegan 150 ms (delaysContentTouches) until its timer fired; then touchesShouldBegin said true (model.md §5.2); touch 2: feed.delayedTouchesBegan held touchesBegan 100 ms (delaysContentTouches) until the content delay was over; then touchesShouldBegin said true (model.md §5.2)."
            ))
    }

    @Test("An id that names nothing is refused with the close id, or with every id of a small scene")
    func unknownIds() throws {
        let file = try load(feed("[]"))
        #expect(throws: WhySubject.Unknown.self) { try file.whySubject("bu") }
        do {
            _ = try file.whySubject("bu")
        } catch {
            #expect(error.message == #"no view or recognizer has the id "bu"; did you mean "buy"?"#)
        }
        do {
            _ = try file.whySubject("zzzzzz")
        } catch {
            #expect(
                error.message
                    == #"no view or recognizer has the id "zzzzzz"; the ids are "window", "feed", "buy", "badge", "feed.pan", "feed.delayedTouchesBegan""#
            )
        }
        #expect(throws: Never.self) { try file.whySubject("feed.pan") }
    }
}
