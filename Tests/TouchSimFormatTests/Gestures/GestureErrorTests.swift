import Testing
import TouchSimFormat
import TouchSimReader

@Suite("A bad gesture by name is an error at the shorthand entry, with its JSON path (docs/format.md §1.5)")
struct GestureErrorTests {
    @Test(
        "Each mistake names the line, column and path of the entry's key at fault",
        arguments: [
            (
                #"[{"t": 0, "drag": {"from": "buyy", "to": [1, 2]}}]"#,
                #"1:28: error: events[0].drag.from: a gesture by name goes to the centre of a view, and the tree has no view "buyy"; did you mean "buy"?"#
            ),
            (
                #"[{"t": 0, "touch": 1, "phase": "down", "x": 1, "y": 1}, {"t": 5, "touch": 1, "tap": [1, 1]}]"#,
                "1:75: error: events[1].touch: touch 1 is already down since events[0]; give this gesture another touch id"
            ),
            (
                #"[{"t": 0, "touch": 3, "tap": [1, 1]}, {"t": 80, "touch": 3, "phase": "down", "x": 1, "y": 1}]"#,
                "1:58: error: events[1].touch: touch 3 is driven by the tap at events[0] until t 80; give this event another touch id"
            ),
            (
                #"[{"t": 0, "drag": {"from": [0, 0], "to": [0, 1], "duration": 500}}, {"t": 100, "touch": 1, "drag": {"from": [0, 0], "to": [0, 1]}}]"#,
                "1:89: error: events[1].touch: touch 1 is driven by the drag at events[0] until t 500; give this gesture another touch id"
            ),
            (
                #"[{"t": 0, "touch": 1, "phase": "down", "x": 1, "y": 1}, {"t": 0, "touch": 1, "phase": "up", "x": 1, "y": 1}]"#,
                #"1:75: error: events[1].touch: touch 1 appears twice at t 0 (also events[0]); one UIEvent carries each touch once"#
            ),
            (
                #"[{"t": 0, "touch": 2, "pinch": {"center": [0, 0]}}]"#,
                "1:20: error: events[0].touch: expected two touch ids [first, second] for a pinch, found 2"
            ),
            (
                #"[{"t": 0, "touch": [4, 4], "rotate": {"center": [0, 0]}}]"#,
                "1:20: error: events[0].touch: the two fingers of a rotate need different touch ids"
            ),
            (
                #"[{"t": 0, "touch": [4], "tap": [0, 0]}]"#,
                "1:20: error: events[0].touch: expected a touch id, an integer ≥ 1, found an array"
            ),
            (
                #"[{"t": 0, "pinch": {"center": [0, 0], "scale": 2}}]"#,
                #"1:39: error: events[0].pinch.scale: unknown key "scale"; the closest known key is "angle""#
            ),
            (
                #"[{"t": 0, "swipe": {"from": [0, 0], "direction": "north"}}]"#,
                #"1:50: error: events[0].swipe.direction: expected "right", "left", "up" or "down", found "north""#
            ),
            (
                #"[{"t": 0, "drag": {"from": [0, 0]}}]"#,
                #"1:19: error: events[0].drag: missing required key "to""#
            ),
            (
                #"[{"t": 0, "drag": {"from": [0, 0], "to": [1, 1], "curve": "bounce"}}]"#,
                #"1:59: error: events[0].drag.curve: expected "linear" or "easeOut", found "bounce""#
            ),
            (
                #"[{"t": 0, "drag": {"from": [0, 0], "to": [1, 1], "duration": 0}}]"#,
                "1:62: error: events[0].drag.duration: expected a time above 0 and up to 60000 ms, found 0"
            ),
            (
                #"[{"t": 0, "longPress": {"at": [0, 0], "duration": 60001}}]"#,
                "1:51: error: events[0].longPress.duration: expected a time above 0 and up to 60000 ms, found 60001"
            ),
            (
                #"[{"t": 0, "tap": [1, 1], "phase": "down"}]"#,
                #"1:26: error: events[0].phase: "phase" does not go with "tap": a gesture by name makes its own events; remove "phase", or write raw events"#
            ),
            (#"[{"tap": [1, 1]}]"#, #"1:2: error: events[0]: missing required key "t""#),
            (
                #"[{"t": 0, "tap": [1, 1], "drag": {}}]"#,
                #"1:26: error: events[0].drag: an entry names one gesture, and this one already has "tap" (at 1:11)"#
            ),
            (#"[{"t": 0, "tapp": [1, 1]}]"#, #"1:11: error: events[0].tapp: unknown key "tapp"; did you mean "tap"?"#),
            (
                #"[{"t": 5, "tap": [1, 1]}, {"t": 4, "tap": [1, 1]}]"#,
                "1:33: error: events[1].t: t 4 is before the previous event's t 5; t must never decrease"
            ),
            (
                #"[{"t": 0, "tap": true}]"#,
                #"1:18: error: events[0].tap: expected a point [x, y], a view id or {"at": …, "duration": ms}, found true"#
            ),
        ])
    func entryErrors(events: String, message: String) {
        // The events start line 2, so that the columns are those of the array as written here.
        let json =
            "{\"touchsim\": 1, \"tree\": \(gestureTree.replacingOccurrences(of: "\n", with: " ")), \"events\":\n\(events)}"
        #expect(failure(json) == "<stdin>:2:" + message.dropFirst(2).replacingOccurrences(of: "(at 1:", with: "(at 2:"))
    }

    @Test("sampleRate is a number of Hz from 1 to 1000")
    func sampleRateRange() {
        let json = scenario(tree: gestureTree).replacingOccurrences(
            of: "{\"touchsim\": 1,", with: "{\"touchsim\": 1, \"sampleRate\": 0,")
        #expect(failure(json) == "<stdin>:1:31: error: sampleRate: expected a sampling rate from 1 to 1000 Hz, found 0")
    }
}
