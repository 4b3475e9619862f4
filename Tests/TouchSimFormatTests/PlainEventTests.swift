import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// The reader takes a raw event in its usual shape in one go and every other entry byte by byte
/// (`EventStream.readPlainEvent`): both must read the same values and report the same errors.
@Suite struct PlainEventTests {
    private let window = #"{"id": "w", "frame": [0, 0, 390, 844]}"#

    private func events(_ entries: String) -> String { scenario(tree: window, events: "[\(entries)]") }

    @Test(
        "An event reads the same written plainly or otherwise: key order, spacing, line breaks, escapes, exponents (docs/format.md §1)",
        arguments: [
            #"{"t": 12.5, "touch": 3, "phase": "down", "x": -4.25, "y": 1000}"#,
            #"{"y":1000,"x":-4.25,"phase":"down","touch":3,"t":12.5}"#,
            "{\"t\": 12.5,\n \"touch\": 3, \"phase\": \"down\",\r\n \"x\": -4.25, \"y\": 1000}",
            #"{"t": 1.25e1, "touch": 3.0, "phase": "down", "x": -425E-2, "y": 1e3}"#,
            #"{"\u0074": 12.5, "touch": 3, "phase": "d\u006fwn", "x": -4.25, "y": 1000}"#,
            #"{"t": 12.500000000000000000, "touch": 3, "phase": "down", "x": -4.25, "y": 1000}"#,
            "{\t\"t\" :12.5 ,\"touch\":3,\"phase\":\"down\",\"x\":-4.25,\"y\":1000\t}",
        ])
    func sameValues(entry: String) throws {
        let file = try load(events(entry))
        let expected = TouchEvent(
            time: SimTime(milliseconds: 12.5), touch: 3, phase: .down, location: Point(-4.25, 1000))
        #expect(try groups(file) == [[expected]])
    }

    @Test(
        "A plain-looking event with a bad value gets the general reader's error, at its place (docs/format.md §1)",
        arguments: [
            (
                #"{"t": 0, "touch": 0, "phase": "down", "x": 1, "y": 1}"#,
                "<stdin>:1:94: error: events[0].touch: expected a touch id, an integer ≥ 1, found 0"
            ),
            (
                #"{"t": 0, "touch": 1.5, "phase": "down", "x": 1, "y": 1}"#,
                "<stdin>:1:94: error: events[0].touch: expected a touch id, an integer ≥ 1, found 1.5"
            ),
            (
                #"{"t": 0, "touch": 1, "phase": "down", "x": 1000000001, "y": 1}"#,
                "<stdin>:1:119: error: events[0].x: expected an x within ±1e9, found 1000000001"
            ),
            (
                #"{"t": 0, "touch": 1, "phase": "hover", "x": 1, "y": 1}"#,
                #"<stdin>:1:106: error: events[0].phase: expected "down", "move", "up" or "cancel", found "hover""#
            ),
            (
                #"{"t": 0, "touch": 1, "phase": "down", "x": 1, "x": 2, "y": 1}"#,
                #"<stdin>:1:122: error: events[0]: duplicate key "x" (first at 1:114)"#
            ),
            (
                #"{"t": 0, "touch": 1, "phase": "move", "x": 1, "y": 1}"#,
                #"<stdin>:1:106: error: events[0].phase: "move" of touch 1, which is not down; it needs a "down" first"#
            ),
            (
                #"{"t": 0, "touch": 1, "phase": "down", "x": 1, "y": 1}, {"t": 0, "touch": 1, "phase": "up", "x": 1, "y": 1}"#,
                "<stdin>:1:149: error: events[1].touch: touch 1 appears twice at t 0 (also events[0]); one UIEvent carries each touch once"
            ),
            (
                #"{"t": 5, "touch": 1, "phase": "down", "x": 1, "y": 1}, {"t": 4.999, "touch": 2, "phase": "down", "x": 1, "y": 1}"#,
                "<stdin>:1:137: error: events[1].t: t 4.999 is before the previous event's t 5; t must never decrease"
            ),
        ])
    func sameErrors(entries: String, expected: String) {
        #expect(failure(events(entries)) == expected)
    }

    @Test(
        "Entries read one after another keep each error's line and column across CRLF and blank lines (docs/format.md §1)",
        arguments: [
            (
                "{\"t\": 0, \"touch\": 1, \"phase\": \"down\", \"x\": 1, \"y\": 1},\r\n\n  "
                    + "{\"t\": 5, \"touch\": 1, \"phase\": \"move\", \"x\": 1, \"y\": 1},\n\t"
                    + "{\"t\": 4, \"touch\": 1, \"phase\": \"up\", \"x\": 1, \"y\": 1}",
                "<stdin>:4:8: error: events[2].t: t 4 is before the previous event's t 5; t must never decrease"
            ),
            (
                "{\"t\": 0, \"touch\": 1, \"phase\": \"down\", \"x\": 1, \"y\": 1},\n]",
                #"<stdin>:2:1: error: unexpected "]"; expected a value (no comma before "]")"#
            ),
            (
                "{\"t\": 0, \"touch\": 1, \"phase\": \"down\", \"x\": 1, \"y\": 1},\n 7",
                #"<stdin>:2:2: error: events[1]: expected an event object {"t", "touch", "phase", "x", "y"} or a gesture by name, found 7"#
            ),
        ])
    func errorsAfterARun(entries: String, expected: String) {
        #expect(failure(events(entries)) == expected)
    }

    @Test("Minus zero is a time and a coordinate of 0, read plainly or not (docs/format.md §1)")
    func minusZero() throws {
        let file = try load(events(#"{"t": -0, "touch": 1, "phase": "down", "x": -0.0, "y": -0e0}"#))
        let event = try #require(try groups(file).first?.first)
        #expect(event.time == .zero)
        #expect(event.location.x == 0 && event.location.y == 0)
    }

    @Test(
        "Events written alike are read against the last one's layout, and an event laid out otherwise is still read the same (docs/format.md §1)"
    )
    func layoutChanges() throws {
        let entries = [
            #"{"t": 0, "touch": 1, "phase": "down", "x": 1.5, "y": 2}"#,
            #"{"t": 16, "touch": 1, "phase": "move", "x": 11.25, "y": 12}"#,
            #"{"t":32,"touch":1,"phase":"move","x":21,"y":22}"#,
            #"{"y": 32, "x": 31, "phase": "move", "touch": 1, "t": 48}"#,
            #"{"y": 42, "x": 41, "phase": "move", "touch": 1, "t": 64}"#,
            #"{"t": 80, "touch": 1, "phase": "up", "x": 51, "y": 52.125}"#,
            #"{"t": 96, "touch": 2, "phase": "cancel", "x": 0, "y": 0}"#,
        ]
        let file = try load(events(entries.dropLast().joined(separator: ", ")))
        let expected: [TouchEvent] = [
            TouchEvent(time: SimTime(milliseconds: 0), touch: 1, phase: .down, location: Point(1.5, 2)),
            TouchEvent(time: SimTime(milliseconds: 16), touch: 1, phase: .move, location: Point(11.25, 12)),
            TouchEvent(time: SimTime(milliseconds: 32), touch: 1, phase: .move, location: Point(21, 22)),
            TouchEvent(time: SimTime(milliseconds: 48), touch: 1, phase: .move, location: Point(31, 32)),
            TouchEvent(time: SimTime(milliseconds: 64), touch: 1, phase: .move, location: Point(41, 42)),
            TouchEvent(time: SimTime(milliseconds: 80), touch: 1, phase: .up, location: Point(51, 52.125)),
        ]
        #expect(try groups(file) == expected.map { [$0] })
        // The cancel of a finger never down, read against the layout of the event before it.
        #expect(
            failure(
                events(entries.joined(separator: ", ") + #", {"t": 112, "touch": 1, "phase": "down", "x": 0, "y": 0}"#))
                == #"<stdin>:1:450: error: events[6].phase: "cancel" of touch 2, which is not down; it needs a "down" first"#
        )
    }

    @Test(
        "An event that breaks the layout of the one before it gets the general reader's error, at its place (docs/format.md §1)",
        arguments: [
            (
                #"{"t": 0, "touch": 1, "phase": "move", "x": 1e1, "y": 1}"#,
                "<stdin>:1:149: error: events[1].touch: touch 1 appears twice at t 0 (also events[0]); one UIEvent carries each touch once"
            ),
            (
                #"{"t": 16, "touch": 1, "phase": "move", "x": 01, "y": 1}"#,
                "<stdin>:1:176: error: a number cannot have a leading zero; write 1 instead"
            ),
            (
                #"{"t": 16, "touch": 1, "phase": "move", "x": 1, "x": 1}"#,
                #"<stdin>:1:178: error: events[1]: duplicate key "x" (first at 1:170)"#
            ),
            (
                #"{"t": 16, "touch": 1, "phase": "mov", "x": 1, "y": 1}"#,
                #"<stdin>:1:162: error: events[1].phase: expected "down", "move", "up" or "cancel", found "mov""#
            ),
            (
                #"{"t": 16, "touch": 2, "phase": "move", "x": 1, "y": 1}"#,
                #"<stdin>:1:162: error: events[1].phase: "move" of touch 2, which is not down; it needs a "down" first"#
            ),
        ])
    func brokenLayout(entry: String, expected: String) {
        // The last event leaves 16 bytes after the middle one, where its layout is compared.
        let first = #"{"t": 0, "touch": 1, "phase": "down", "x": 1, "y": 1}"#
        let last = #"{"t": 32, "touch": 1, "phase": "up", "x": 1, "y": 1}"#
        #expect(failure(events([first, entry, last].joined(separator: ", "))) == expected)
    }
}
