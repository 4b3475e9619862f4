import Testing
import TouchSimCore

@testable import TouchSimFormat
@testable import TouchSimReader

/// Pass 1 reads the events only to check them (`EventStream.read(locations: false)`): the
/// same events as pass 2 but for their locations, which it leaves zero.
@Suite struct PlainEventCheckTests {
    /// The events of the `events` array `text`, read with or without their locations.
    private func events(_ text: String, locations: Bool) throws -> [TouchEvent] {
        var lexer = JSONLexer(source: ByteSource(bytes: Array(text.utf8)), file: "<test>")
        var stream = EventStream()
        var events: [TouchEvent] = []
        try stream.read(&lexer, locations: locations) { item in
            if case .event(let event, _) = item { events.append(event) }
        }
        return events
    }

    @Test("Checking reads every event as reading does, but for its location (docs/format.md §4.9)")
    func sameButLocations() throws {
        // Usual, long and negative numbers; keys in order, as json.dumps writes them, then compact
        // and out of order, which other paths read.
        let entries = [
            #"{"t": 0.000, "touch": 1, "phase": "down", "x": 129.82, "y": 133.70}"#,
            #"{"t": 16.000, "touch": 1, "phase": "move", "x": -4.25, "y": 1234567.125}"#,
            #"{"t": 93197316.000, "touch": 2, "phase": "down", "x": 123456789.5, "y": 0}"#,
            #"{"t":93197332.5,"touch":1,"phase":"up","x":1,"y":2}"#,
            #"{"touch": 2, "t": 93197340, "x": 3.5, "y": 4, "phase": "cancel"}"#,
        ]
        let text = "[\n" + entries.joined(separator: ",\n") + "\n" + String(repeating: " ", count: 300) + "]"
        let read = try events(text, locations: true)
        let checked = try events(text, locations: false)
        #expect(read.count == entries.count)
        #expect(read[2].location == Point(123_456_789.5, 0))
        #expect(checked.map(\.time) == read.map(\.time))
        #expect(checked.map(\.touch) == read.map(\.touch))
        #expect(checked.map(\.phase) == read.map(\.phase))
        // Only the events in the usual key order and spacing are left without a location.
        #expect(checked.prefix(3).allSatisfy { $0.location == Point(0, 0) })
        #expect(checked.suffix(2).map(\.location) == read.suffix(2).map(\.location))
    }
}
