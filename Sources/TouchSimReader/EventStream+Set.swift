import TouchSimCore

/// A `set` event as read in pass 1 (docs/format.md §1.7): its place and its object, kept until
/// the scene is known and `SetEventDecoder` turns it into typed changes.
struct SetEvent {
    /// `events[N]`.
    var path: String
    /// The `set` object.
    var value: JSONValue
}

extension EventStream {
    /// Checks a `set` entry's keys and its `t` (value and where) against the entries before it,
    /// and keeps it; `other` is a key of a raw event it also has. Its `"ID.KEY": value` pairs
    /// are checked once the scene is known.
    mutating func readSet(
        _ value: JSONValue, key: SourceLocation, gesture: String?, t: (Double, SourceLocation)?,
        other: (key: String, location: SourceLocation)?, start: SourceLocation
    ) throws(Diagnostic) {
        if let gesture {
            throw key.diagnostic(
                "an entry is either a set event or a gesture, and this one also has \"\(gesture)\"", path: path("set"))
        }
        if let other {
            throw other.location.diagnostic(
                "a set event has only \"t\" and \"set\"; give the finger's event an entry of its own",
                path: path(other.key))
        }
        guard let (t, location) = t else { throw start.diagnostic("missing required key \"t\"", path: path) }
        try advance(to: SimTime(milliseconds: t), t: t, at: location)
        setEvents.append(SetEvent(path: path, value: value))
    }
}
