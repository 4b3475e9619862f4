import TouchSimCore

/// A `set` event as read in pass 1 (docs/format.md §1.7): its place and its object, kept until
/// the scene is known and `SetEventDecoder` turns it into typed changes.
struct SetEvent {
    /// `events[N]`.
    var path: String
    /// The `set` object, or an `animate` event's object of changes.
    var value: JSONValue
    /// An `animate` event's own keys; nil for a `set` or `remove` event.
    var animation: AnimationKeys?
    /// A `remove` event (docs/format.md §1.9): `value` is the id of the view it removes.
    var removes = false
}

extension EventStream {
    /// Checks a `set` entry's keys and its `t` (value and where) against the entries before it,
    /// and keeps it; `other` is a key of a raw event it also has. Its `"ID.KEY": value` pairs
    /// are checked once the scene is known.
    mutating func readSet(
        _ value: JSONValue, key: SourceLocation, gesture: String?, t: (Double, SourceLocation)?,
        other: (key: String, location: SourceLocation)?, start: SourceLocation, animation: AnimationKeys? = nil,
        removes: Bool = false
    ) throws(Diagnostic) {
        let kind = removes ? "remove" : animation == nil ? "set" : "animate"
        if let gesture {
            throw key.diagnostic(
                "an entry is either a \(kind) event or a gesture, and this one also has \"\(gesture)\"",
                path: path(kind))
        }
        if let other {
            let keys =
                removes
                ? "\"t\" and \"remove\""
                : animation == nil ? "\"t\" and \"set\"" : "\"t\", \"animate\", \"duration\" and \"options\""
            throw other.location.diagnostic(
                "a \(kind) event has only \(keys); give the finger's event an entry of its own", path: path(other.key))
        }
        guard let (t, location) = t else { throw start.diagnostic("missing required key \"t\"", path: path) }
        try advance(to: SimTime(milliseconds: t), t: t, at: location)
        setEvents.append(SetEvent(path: path, value: value, animation: animation, removes: removes))
    }

    /// An `animate` entry's object and keys, checked (docs/format.md §1.8); nil for an entry
    /// without `animate`, `duration` or `options`.
    func animationEntry(
        _ keys: [String: (key: TextPosition, value: JSONValue)], set: (key: TextPosition, value: JSONValue)?,
        _ lexer: borrowing JSONLexer
    ) throws(Diagnostic) -> (key: TextPosition, value: JSONValue, keys: AnimationKeys)? {
        guard !keys.isEmpty else { return nil }
        guard let animate = keys["animate"] else {
            let stray = AnimationKeys.keys.compactMap { name in keys[name].map { (name, $0.key) } }[0]
            throw lexer.location(stray.1).diagnostic(
                "\"\(stray.0)\" belongs to an animate event: {\"t\": 100, \"animate\": {\"ID.KEY\": value, …}, \"duration\": 300}",
                path: path(stray.0))
        }
        if let set {
            throw lexer.location(set.key).diagnostic(
                "an entry is either a set event or an animate event; give each an entry of its own", path: path("set"))
        }
        guard let duration = keys["duration"] else {
            throw lexer.location(animate.key).diagnostic(
                "an animate event needs \"duration\", in milliseconds", path: path("duration"))
        }
        let milliseconds = try duration.value.number(
            path: path("duration"), in: 0...Double.infinity, expected: "a duration ≥ 0 in milliseconds")
        var options: [String] = []
        if let list = keys["options"] {
            let elements = try list.value.array(path: path("options"), expected: "an array of animation options")
            for (index, element) in elements.enumerated() {
                let elementPath = JSONPath.index(path("options"), index)
                let name = try element.string(path: elementPath, expected: "an animation option")
                guard AnimationKeys.options.contains(name) else {
                    throw element.location.diagnostic(
                        "unknown animation option \(element.quoted)\(Suggestion.clause(for: name, among: AnimationKeys.options)); the options are \(AnimationKeys.options.joined(separator: ", "))",
                        path: elementPath)
                }
                guard !options.contains(name) else {
                    throw element.location.diagnostic("option \(element.quoted) is listed twice", path: elementPath)
                }
                options.append(name)
            }
        }
        return (
            animate.key, animate.value,
            AnimationKeys(milliseconds: milliseconds, allowsUserInteraction: options.contains("allowUserInteraction"))
        )
    }
}

/// An `animate` event's keys besides `t` and its changes (docs/format.md §1.8).
package struct AnimationKeys: Equatable {
    /// The keys of an `animate` entry that a raw event or a `set` event does not have.
    static let keys = ["animate", "duration", "options"]
    /// The `UIView.AnimationOptions` an entry may list: `allowUserInteraction` changes what
    /// touches do (docs/model.md §17); the curves and `beginFromCurrentState` change only what
    /// is drawn, which touchsim does not model.
    package static let options = [
        "allowUserInteraction", "beginFromCurrentState", "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear",
    ]
    /// `withDuration`, in milliseconds.
    var milliseconds: Double
    /// `.allowUserInteraction` is among the options.
    var allowsUserInteraction: Bool
}
