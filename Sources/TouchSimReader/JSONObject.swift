/// An object of a scenario being decoded, with the rules every object shares (docs/format.md §1):
/// `comment` and keys beginning with `x-` are ignored; any other key the decoder does not know
/// is an error naming the closest key it does know.
struct JSONObject {
    /// Where the object starts.
    let location: SourceLocation
    /// The object's JSON path, made only when asked: most objects are read without an error.
    var path: String { place.text }
    /// The object's JSON path, not yet made.
    let place: ObjectPath
    /// The members that mean something, in the order written.
    private(set) var members: [JSONMember]

    /// The object `value`; `expected` names it when it is something else ("a view object").
    init(_ value: JSONValue, path: String, expected: String) throws(Diagnostic) {
        guard case .object(let members) = value.kind else { throw value.mismatch(expected, path: path) }
        location = value.location
        place = .text(path)
        self.members = members.filter { !Self.isIgnored($0.key) }
    }

    /// The object of `members` (none of them ignored), written at `location`, at `path`.
    init(members: [JSONMember], location: SourceLocation, path: ObjectPath) {
        self.location = location
        place = path
        self.members = members
    }

    /// `comment` (any value) and `x-…` keys, which every object may carry.
    static func isIgnored(_ key: String) -> Bool { key.hasPrefix("x-") || key == "comment" }

    /// The value of `key`, if present.
    subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// The value of a required key.
    func required(_ key: String) throws(Diagnostic) -> JSONValue {
        guard let value = self[key] else {
            throw location.diagnostic("missing required key \"\(key)\"", path: path)
        }
        return value
    }

    /// The JSON path of `key` in this object.
    func path(_ key: String) -> String { JSONPath.key(path, key) }

    /// Replaces the member with the same key, or appends it (a `--set` override).
    mutating func set(_ member: JSONMember) { members.set(member) }

    /// The error for a key that this object does not take, suggesting the closest of `known`.
    func unknownKey(_ member: JSONMember, known: [String]) -> Diagnostic {
        member.keyLocation.diagnostic(
            "unknown key \(Quoted.string(member.key))\(Suggestion.keyClause(for: member.key, among: known))",
            path: path(member.key))
    }
}

/// The JSON path of an object being streamed, built only when a message or a reference needs
/// it: a tree of 100,000 views would otherwise build 100,000 strings that no one reads.
enum ObjectPath {
    /// The path itself.
    case text(String)
    /// Element `index` of the array at path `array`.
    case element(array: String, index: Int)

    /// The path as diagnostics print it.
    var text: String {
        switch self {
        case .text(let text): return text
        case .element(let array, let index): return JSONPath.index(array, index)
        }
    }
}
