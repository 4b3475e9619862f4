import ScenarioText
import TouchSimCore

/// An entry of `events` that names a gesture, as read: its keys before they are checked.
struct ShorthandEntry {
    var kind: GestureKind
    /// Where the gesture's key is.
    var key: SourceLocation
    var value: JSONValue
    /// Where the entry starts.
    var start: SourceLocation
    var t: Double?
    /// The `touch` when it is one id.
    var touch: Int?
    /// The `touch` when it is an array (two-finger gestures).
    var touchList: JSONValue?
    /// Where each of `EventStream.keys` and its value are; line 0 when absent.
    var keyPositions: InlineArray<5, TextPosition>
    var valuePositions: InlineArray<5, TextPosition>
}

/// Gestures by name (docs/format.md §1.5): each shorthand holds its fingers from
/// its `t` to its lift. Its events are merged with the others in time order, so the checks of
/// docs/format.md §1 hold for the expanded trace when no other entry uses those fingers then.
extension EventStream {
    /// Checks `entry`, chooses its fingers and, with `expansion`, queues its events.
    mutating func readShorthand(
        _ entry: ShorthandEntry, expansion: () -> ExpansionContext?, body: (Item) -> Void
    ) throws(Diagnostic) {
        func at(_ field: Int) -> SourceLocation {
            SourceLocation(
                file: entry.key.file, line: entry.keyPositions[field].line, column: entry.keyPositions[field].column)
        }
        for field in 2..<5 where entry.keyPositions[field].line != 0 {
            let key = Self.keys[field]
            throw at(field).diagnostic(
                "\"\(key)\" does not go with \"\(entry.kind.rawValue)\": a gesture by name makes its own events; remove \"\(key)\", or write raw events",
                path: path(key))
        }
        guard let t = entry.t else {
            throw entry.start.diagnostic("missing required key \"t\"", path: path)
        }
        let start = SimTime(milliseconds: t)
        var shorthand = try shorthands.decode(entry.kind, entry.value, path: path(entry.kind.rawValue), start: start)
        let tLocation = SourceLocation(
            file: entry.key.file, line: entry.valuePositions[0].line, column: entry.valuePositions[0].column)
        try advance(to: start, t: t, at: tLocation)
        let touchLocation =
            entry.keyPositions[1].line == 0
            ? entry.key
            : SourceLocation(
                file: entry.key.file, line: entry.valuePositions[1].line, column: entry.valuePositions[1].column)
        let touchPath = entry.keyPositions[1].line == 0 ? path : path("touch")
        shorthand.fingers = try fingers(of: entry)
        for finger in shorthand.fingers {
            if let busy = fingersBusy[finger] {
                throw touchLocation.diagnostic(
                    "touch \(finger) is driven by the \(busy.kind.rawValue) at events[\(busy.index)] until t \(ScenarioValue.format(busy.until.milliseconds)); give this gesture another touch id",
                    path: touchPath)
            }
            if let since = fingersDown[finger] {
                throw touchLocation.diagnostic(
                    "touch \(finger) is already down since events[\(since)]; give this gesture another touch id",
                    path: touchPath)
            }
            if let other = touchesAtThisTime[finger] {
                throw touchLocation.diagnostic(
                    "touch \(finger) appears twice at t \(JSONValue.format(t)) (also events[\(other)]); one UIEvent carries each touch once",
                    path: touchPath)
            }
        }
        if fingersDown.count + fingersBusy.count + shorthand.fingers.count > Self.maximumFingersDown {
            throw touchLocation.diagnostic(
                "this \(entry.kind.rawValue) would make more than \(Self.maximumFingersDown) fingers down at once",
                path: touchPath)
        }
        for finger in shorthand.fingers {
            fingersBusy[finger] = (shorthand.end, index, entry.kind)
            touchesAtThisTime[finger] = index
        }
        guard let expansion = expansion() else { return }
        merger.flush(through: start) { body(.event($0, nil)) }
        merger.add(GestureExpansion(shorthand, entry: index, context: expansion))
    }

    /// The entry's `touch` (one id, or two for a two-finger gesture), or else the lowest ids that
    /// are free at its `t`: not down, not driven by another shorthand, not in this UIEvent.
    private func fingers(of entry: ShorthandEntry) throws(Diagnostic) -> [Int] {
        let count = entry.kind.fingerCount
        let name = entry.kind.rawValue
        let location = SourceLocation(
            file: entry.key.file, line: entry.valuePositions[1].line, column: entry.valuePositions[1].column)
        if let touch = entry.touch {
            guard count == 1 else {
                throw location.diagnostic(
                    "expected two touch ids [first, second] for a \(name), found \(touch)", path: path("touch"))
            }
            return [touch]
        }
        if let list = entry.touchList {
            guard count == 2 else { throw list.mismatch("a touch id, an integer ≥ 1", path: path("touch")) }
            let expected = "two touch ids [first, second] for a \(name)"
            let elements = try list.array(path: path("touch"), expected: expected)
            guard elements.count == count else { throw list.mismatch(expected, path: path("touch")) }
            var ids: [Int] = []
            for (i, element) in elements.enumerated() {
                ids.append(
                    try element.integer(
                        path: JSONPath.index(path("touch"), i), atLeast: 1, expected: "a touch id, an integer ≥ 1"))
            }
            if ids[0] == ids[1] {
                throw list.location.diagnostic(
                    "the two fingers of a \(name) need different touch ids", path: path("touch"))
            }
            return ids
        }
        var ids: [Int] = []
        var candidate = 1
        while ids.count < count {
            if fingersDown[candidate] == nil && fingersBusy[candidate] == nil && touchesAtThisTime[candidate] == nil {
                ids.append(candidate)
            }
            candidate += 1
        }
        return ids
    }
}
