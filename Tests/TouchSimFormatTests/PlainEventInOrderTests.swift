import Foundation
import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// Events in a long run are read field by field as what each is, against the layout of
/// `json.dumps` or of an event the general reader read (`EventStream.readPlainEvent`): the same
/// values and errors as the general reader's.
@Suite struct PlainEventInOrderTests {
    private let window = #"{"id": "w", "frame": [0, 0, 390, 844]}"#

    /// A scenario with one entry a line after its first line, and enough after the last entry
    /// that every entry is read with the run's fast path in reach.
    private func lines(_ entries: [String]) -> String {
        scenario(
            tree: window,
            events: "[\n" + entries.joined(separator: ",\n") + "\n" + String(repeating: " ", count: 300) + "]")
    }

    private func entry(t: String, touch: String = "1", phase: String, x: String, y: String) -> String {
        #"{"t": \#(t), "touch": \#(touch), "phase": "\#(phase)", "x": \#(x), "y": \#(y)}"#
    }

    /// `json` written as `json.dumps` writes it (`writing` 0, matched with constant
    /// separators), compactly (1), with other spaces (2) or its keys in the other order (3),
    /// each matched with a learned shape.
    private func written(_ json: String, _ writing: Int) -> String {
        switch writing {
        case 0: return json
        case 1: return json.replacingOccurrences(of: ": ", with: ":").replacingOccurrences(of: ", ", with: ",")
        case 2: return json.replacingOccurrences(of: "{", with: "{ ").replacingOccurrences(of: ": ", with: " :\t")
        default:
            let members = json.dropFirst().dropLast().components(separatedBy: ", ")
            return "{" + members.reversed().joined(separator: ", ") + "}"
        }
    }

    @Test(
        "Times and coordinates read the same however many digits and decimals they have, `t` to the nearest microsecond, however the event is spaced and its keys ordered (docs/format.md §1)",
        arguments: 0..<4)
    func sameValues(writing: Int) throws {
        let times = [
            "0", "0.5", "1.25", "2.125", "3.0625", "4.03125", "16", "17.001", "99.999", "1000.5", "65535.25",
            "1234567.891", "1234568", "9999999.999", "10000000", "10000000.5", "12345678.125", "12345679.0000001",
            "93197316.000", "123456789.001", "999999999.999",
        ]
        let coordinates = [
            "-4.25", "-0", "-0.0", "0", "390", "1234567.1234567", "0.1", "-999.5", "12345678.5", "5e2", "0.30000001",
            "7.0", "-1234567", "844", "1.7976931", "0.0000001", "-0.5", "100", "-123456789.5", "999999999.999999",
            "12345678.1234567",
        ]
        var entries: [String] = []
        var expected: [TouchEvent] = []
        for (k, t) in times.enumerated() {
            let phase: TouchPhase = k == 0 ? .down : k == times.count - 1 ? .up : .move
            let x = coordinates[k]
            let y = coordinates[coordinates.count - 1 - k]
            entries.append(written(entry(t: t, phase: phase.rawValue, x: x, y: y), writing))
            expected.append(
                TouchEvent(
                    time: SimTime(milliseconds: Double(t)!), touch: 1, phase: phase,
                    location: Point(Double(x)!, Double(y)!)))
        }
        #expect(try groups(load(lines(entries))) == expected.map { [$0] })
    }

    @Test(
        "An event after a long run gets the error it gets anywhere, at its place (docs/format.md §1)",
        arguments: [
            (
                #"{"t": 5, "touch": 1, "phase": "move", "x": 1, "y": 1}"#,
                "<stdin>:14:7: error: events[12].t: t 5 is before the previous event's t 120; t must never decrease"
            ),
            (
                #"{"t": 120, "touch": 1, "phase": "move", "x": 1, "y": 1}"#,
                "<stdin>:14:21: error: events[12].touch: touch 1 appears twice at t 120 (also events[11]); one UIEvent carries each touch once"
            ),
            (
                #"{"t": 136, "touch": 2, "phase": "move", "x": 1, "y": 1}"#,
                #"<stdin>:14:33: error: events[12].phase: "move" of touch 2, which is not down; it needs a "down" first"#
            ),
            (
                #"{"t": 136, "touch": 1, "phase": "down", "x": 1, "y": 1}"#,
                #"<stdin>:14:33: error: events[12].phase: "down" of touch 1, which is already down since events[0]"#
            ),
            (
                #"{"t": 136, "touch": 0, "phase": "move", "x": 1, "y": 1}"#,
                "<stdin>:14:21: error: events[12].touch: expected a touch id, an integer ≥ 1, found 0"
            ),
            (
                #"{"t": 136, "touch": 1, "phase": "move", "x": 1, "y": 1000000001}"#,
                "<stdin>:14:54: error: events[12].y: expected a y within ±1e9, found 1000000001"
            ),
            // Pass 1 counts the digits of `x` and `y` without converting them: each of these
            // is refused as the general reader refuses it.
            (
                #"{"t": 136, "touch": 1, "phase": "move", "x": 01, "y": 1}"#,
                "<stdin>:14:47: error: a number cannot have a leading zero; write 1 instead"
            ),
            (
                #"{"t": 136, "touch": 1, "phase": "move", "x": 1, "y": 1.}"#,
                #"<stdin>:14:56: error: unexpected "}"; expected a digit after ".""#
            ),
            (
                #"{"t": 136, "touch": 1, "phase": "move", "x": 1, "y": -}"#,
                #"<stdin>:14:55: error: unexpected "}"; expected a digit after "-""#
            ),
            (
                #"{"t": 136, "touch": 1, "phase": "move", "x": 123456789.5e3, "y": 1}"#,
                "<stdin>:14:46: error: events[12].x: expected an x within ±1e9, found 123456789500"
            ),
            (
                #"{"t": 136, "touch": 1, "phase": "move", "x": 1, "y": 1234567890.5}"#,
                "<stdin>:14:54: error: events[12].y: expected a y within ±1e9, found 1234567890.5"
            ),
        ])
    func errorAfterARun(entry bad: String, expected: String) {
        var entries: [String] = []
        for k in 0..<12 {
            let phase = k == 0 ? "down" : "move"
            entries.append(entry(t: String(k * 10 + 10), phase: phase, x: "1.5", y: String(k)))
        }
        entries.append(bad)
        for k in 0..<6 { entries.append(entry(t: String(200 + k), phase: "move", x: "1", y: "1")) }
        #expect(failure(lines(entries)) == expected)
    }

    @Test(
        "An event after a long run written otherwise, read against its learned layout, gets its error at its place (docs/format.md §1)",
        arguments: [
            (
                1, #"{"t":136,"touch":0,"phase":"move","x":1,"y":1}"#,
                "<stdin>:14:18: error: events[12].touch: expected a touch id, an integer ≥ 1, found 0"
            ),
            (
                1, #"{"t":136,"touch":2,"phase":"move","x":1,"y":1}"#,
                #"<stdin>:14:28: error: events[12].phase: "move" of touch 2, which is not down; it needs a "down" first"#
            ),
            (
                3, #"{"y": 1, "x": 1, "phase": "move", "touch": 2, "t": 136}"#,
                #"<stdin>:14:27: error: events[12].phase: "move" of touch 2, which is not down; it needs a "down" first"#
            ),
        ])
    func errorAfterALearnedRun(writing: Int, entry bad: String, expected: String) {
        var entries: [String] = []
        for k in 0..<12 {
            let phase = k == 0 ? "down" : "move"
            entries.append(written(entry(t: String(k * 10 + 10), phase: phase, x: "1.5", y: String(k)), writing))
        }
        entries.append(bad)
        for k in 0..<6 { entries.append(written(entry(t: String(200 + k), phase: "move", x: "1", y: "1"), writing)) }
        #expect(failure(lines(entries)) == expected)
    }
}
