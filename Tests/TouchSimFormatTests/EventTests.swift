import Foundation
import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimReader
import TouchSimTestSupport

private let window = #"{"id": "w", "frame": [0, 0, 390, 844]}"#

private func event(_ t: Double, _ touch: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TouchEvent {
    TouchEvent(time: SimTime(milliseconds: t), touch: touch, phase: phase, location: Point(x, y))
}

@Test("Consecutive events with the same t are one UIEvent, in array order (docs/format.md §1)")
func eventGroups() throws {
    let file = try load(
        scenario(
            tree: window,
            events:
                #"[{"t": 0, "touch": 2, "phase": "down", "x": 10, "y": 20}, {"t": 0, "touch": 1, "phase": "down", "x": 30, "y": 40},"#
                + #"{"t": 16.6667, "touch": 1, "phase": "move", "x": 31.5, "y": -2}, {"t": 30, "touch": 1, "phase": "up", "x": 31.5, "y": -2},"#
                + #"{"t": 30, "touch": 2, "phase": "cancel", "x": 10, "y": 20}, {"t": 45, "touch": 1, "phase": "down", "x": 0, "y": 0}]"#
        ))
    #expect(file.eventCount == 6)
    #expect(
        try groups(file) == [
            [event(0, 2, .down, 10, 20), event(0, 1, .down, 30, 40)],
            [event(16.6667, 1, .move, 31.5, -2)],
            [event(30, 1, .up, 31.5, -2), event(30, 2, .cancel, 10, 20)],
            [event(45, 1, .down, 0, 0)],  // a touch id may be reused after its up; the trace may end with it down
        ])
    #expect(try groups(file)[1][0].time.microseconds == 16_667)
}

@Test("Top-level keys may come in any order: events before tree, ios and touchsim (docs/format.md §1)")
func eventsFirst() throws {
    let json =
        #"{"events": [{"t": 5, "touch": 1, "phase": "down", "x": 1, "y": 2}], "name": "first", "ios": "9.0","#
        + #""tree": {"id": "w", "frame": [0, 0, 1, 1], "subviews": [{"id": "t", "class": "UITableView", "frame": [0, 0, 1, 1], "wrapperView": {}}]}, "touchsim": 1}"#
    let file = try load(json)
    #expect(file.scene.name == "first")
    #expect(file.scene.ios == IOSVersion(9, 0))
    #expect(same(file.scene.root.subviews[0].wrapperView, ScrollSpec()))
    #expect(try groups(file) == [[event(5, 1, .down, 1, 2)]])
}

@Test(
    "An event object's keys are checked like any other object's (docs/format.md §1)",
    arguments: [
        (
            #"{"t": 0, "touch": 1, "phase": "down", "x": 1, "y": 1, "pahse": 2}"#,
            "<stdin>:1:130: error: events[0].pahse: unknown key \"pahse\"; did you mean \"phase\"?"
        ),
        (
            #"{"t": 0, "touch": 1, "phase": "down", "x": 1}"#,
            "<stdin>:1:76: error: events[0]: missing required key \"y\""
        ),
        (
            #"{"t": 0, "touch": 1, "phase": "down", "x": 1, "y": 1, "t": 2}"#,
            "<stdin>:1:130: error: events[0]: duplicate key \"t\" (first at 1:77)"
        ),
        (
            #"{"t": -1, "touch": 1, "phase": "down", "x": 1, "y": 1}"#,
            "<stdin>:1:82: error: events[0].t: expected a time ≥ 0 in milliseconds, found -1"
        ),
        (
            #"{"t": "0", "touch": 1, "phase": "down", "x": 1, "y": 1}"#,
            "<stdin>:1:82: error: events[0].t: expected a time ≥ 0 in milliseconds, found \"0\""
        ),
        (
            #""down""#,
            "<stdin>:1:76: error: events[0]: expected an event object {\"t\", \"touch\", \"phase\", \"x\", \"y\"} or a gesture by name, found \"down\""
        ),
    ])
func eventKeyErrors(event: String, expected: String) {
    #expect(failure(scenario(tree: window, events: "[\(event)]")) == expected)
}

@Test("A 200,000-event trace streams: pass 1 and pass 2 see every event, in UIEvents (docs/format.md §1)")
func largeTraceStreams() throws {
    let count = 200_000
    var text = "{\"touchsim\": 1, \"tree\": \(window), \"events\": [\n"
    for index in 0..<count {
        // Two fingers per UIEvent: down together, move together, lift together.
        let phase = ["down", "move", "up"][index / 2 % 3]
        text +=
            "{\"t\": \(index / 2), \"touch\": \(index % 2 + 1), \"phase\": \"\(phase)\", \"x\": \(index % 390).25, \"y\": 7}"
        text += index == count - 1 ? "\n]}\n" : ",\n"
    }
    let file = try withTemporaryDirectory { directory in
        let path = directory.appendingPathComponent("large.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try ScenarioFile.load(path: path, readStandardInput: { [] })
    }  // the open file outlives its directory entry, as on any POSIX system
    var events = 0
    var uiEvents = 0
    var last = TouchEvent(time: .zero, touch: 0, phase: .down, location: .zero)
    try file.forEachStep { step in
        guard case .touches(let group) = step else { return }
        events += group.count
        uiEvents += 1
        last = group.last!
    }
    #expect(file.eventCount == count)
    #expect(events == count)
    #expect(uiEvents == count / 2)
    // The last UIEvent is number 99,999, and 99,999 % 3 == 0: two downs.
    #expect(last == event(Double(count / 2 - 1), 2, .down, Double((count - 1) % 390) + 0.25, 7))
}

@Test("Pass 2 can run again and again, from standard input too (docs/format.md §1)")
func repeatedPasses() throws {
    let file = try load(scenario(tree: window, events: #"[{"t": 1, "touch": 1, "phase": "down", "x": 1, "y": 2}]"#))
    let expected = [[event(1, 1, .down, 1, 2)]]
    #expect(try groups(file) == expected)
    var nested: [[[TouchEvent]]] = []
    try file.forEachStep { _ in nested.append((try? groups(file)) ?? []) }
    #expect(nested == [expected])
}
