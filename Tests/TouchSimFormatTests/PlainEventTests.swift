import Testing
import TouchSimCore
import TouchSimFormat

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

    @Test("Minus zero is a time and a coordinate of 0, read plainly or not (docs/format.md §1)")
    func minusZero() throws {
        let file = try load(events(#"{"t": -0, "touch": 1, "phase": "down", "x": -0.0, "y": -0e0}"#))
        let event = try #require(try groups(file).first?.first)
        #expect(event.time == .zero)
        #expect(event.location.x == 0 && event.location.y == 0)
    }
}
