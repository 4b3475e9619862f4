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
    /// An `add` event's `to` and `at` (docs/format.md §1.10): `value` is the view it adds.
    var addition: AdditionKeys?
}

/// An `add` event's keys besides `t` and its view (docs/format.md §1.10).
struct AdditionKeys {
    /// The keys of an `add` entry that no other entry has.
    static let keys = ["add", "to", "at"]
    /// `to`: the superview's id.
    var parent: JSONValue
    /// `at`: the index among the superview's subviews; nil for on top.
    var index: JSONValue?
}

extension EventStream {
    /// Checks a `set` entry's keys and its `t` (value and where) against the entries before it,
    /// and keeps it; `other` is a key of a raw event it also has. Its `"ID.KEY": value` pairs
    /// are checked once the scene is known.
    mutating func readSet(
        _ value: JSONValue, key: SourceLocation, gesture: String?, t: (Double, SourceLocation)?,
        other: (key: String, location: SourceLocation)?, start: SourceLocation, animation: AnimationKeys? = nil,
        removes: Bool = false, addition: AdditionKeys? = nil
    ) throws(Diagnostic) {
        let kind = addition != nil ? "add" : removes ? "remove" : animation == nil ? "set" : "animate"
        if let gesture {
            throw key.diagnostic(
                "an entry is either a \(kind) event or a gesture, and this one also has \"\(gesture)\"",
                path: path(kind))
        }
        if let other {
            let keys =
                addition != nil
                ? "\"t\", \"add\", \"to\" and \"at\""
                : removes
                    ? "\"t\" and \"remove\""
                    : animation == nil ? "\"t\" and \"set\"" : "\"t\", \"animate\", \"duration\" and \"options\""
            throw other.location.diagnostic(
                "a \(kind) event has only \(keys); give the finger's event an entry of its own", path: path(other.key))
        }
        guard let (t, location) = t else { throw start.diagnostic("missing required key \"t\"", path: path) }
        try advance(to: SimTime(milliseconds: t), t: t, at: location)
        setEvents.append(SetEvent(path: path, value: value, animation: animation, removes: removes, addition: addition))
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
                if let curve = AnimationKeys.curves.first(where: { $0.name == name }),
                    let other = options.first(where: { option in AnimationKeys.curves.contains { $0.name == option } })
                {
                    throw element.location.diagnostic(
                        "an animation has one timing curve, and \(Quoted.string(other)) comes before \(Quoted.string(curve.name))",
                        path: elementPath)
                }
                options.append(name)
            }
        }
        return (
            animate.key, animate.value,
            AnimationKeys(
                milliseconds: milliseconds, allowsUserInteraction: options.contains("allowUserInteraction"),
                curve: AnimationKeys.curves.first { options.contains($0.name) }?.curve ?? .easeInOut)
        )
    }
}

/// An `animate` event's keys besides `t` and its changes (docs/format.md §1.8).
package struct AnimationKeys: Equatable {
    /// The keys of an `animate` entry that a raw event or a `set` event does not have.
    static let keys = ["animate", "duration", "options"]
    /// The `UIView.AnimationOptions` an entry may list: `allowUserInteraction` changes what
    /// touches do (docs/model.md §17); a curve decides where an animated `contentOffset` is drawn
    /// (§17.3); `beginFromCurrentState` changes only what is drawn, which touchsim does not model.
    package static let options = [
        "allowUserInteraction", "beginFromCurrentState", "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear",
    ]
    /// `withDuration`, in milliseconds.
    var milliseconds: Double
    /// `.allowUserInteraction` is among the options.
    var allowsUserInteraction: Bool
    /// The timing curve its options name; UIKit's default, ease-in-ease-out, without one.
    var curve: AnimationCurve
    /// The options that name a timing curve, at most one of which an animation lists: UIKit's
    /// curve options are values of one two-bit field, not flags to combine.
    static let curves: [(name: String, curve: AnimationCurve)] = [
        ("curveEaseInOut", .easeInOut), ("curveEaseIn", .easeIn), ("curveEaseOut", .easeOut), ("curveLinear", .linear),
    ]
}

extension EventStream {
    /// An `add` entry's view and keys, taken out of `keys` (docs/format.md §1.10); nil for an
    /// entry without `add`, `to` or `at`. The entry has no `set`, `remove` or animation key.
    func additionEntry(
        _ keys: inout [String: (key: TextPosition, value: JSONValue)], set: (key: TextPosition, value: JSONValue)?,
        _ lexer: borrowing JSONLexer
    ) throws(Diagnostic) -> (key: TextPosition, value: JSONValue, keys: AdditionKeys)? {
        let add = keys.removeValue(forKey: "add")
        let to = keys.removeValue(forKey: "to")
        let at = keys.removeValue(forKey: "at")
        guard let add else {
            guard let stray = [("to", to), ("at", at)].first(where: { $0.1 != nil }) else { return nil }
            throw lexer.location(stray.1!.key).diagnostic(
                "\"\(stray.0)\" belongs to an add event: {\"t\": 200, \"add\": {VIEW}, \"to\": \"superviewId\", \"at\": 0}",
                path: path(stray.0))
        }
        // The earliest other key written, so that the message does not depend on a dictionary's order.
        var others = keys.map { (name: $0.key, key: $0.value.key) }
        if let set { others.append((name: "set", key: set.key)) }
        if let other = others.min(by: { ($0.key.line, $0.key.column) < ($1.key.line, $1.key.column) }) {
            throw lexer.location(other.key).diagnostic(
                "an add event has only \"t\", \"add\", \"to\" and \"at\"; give the \(other.name) an entry of its own",
                path: path(other.name))
        }
        guard let to else {
            throw lexer.location(add.key).diagnostic(
                "an add event needs \"to\", the id of the view that becomes the superview", path: path("to"))
        }
        return (add.key, add.value, AdditionKeys(parent: to.value, index: at?.value))
    }
}
