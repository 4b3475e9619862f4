/// An object of a scenario being decoded, with the rules every object shares (docs/format.md §1):
/// `comment` and keys beginning with `x-` are ignored; any other key the decoder does not know
/// is an error naming the closest key it does know.
struct JSONObject {
    /// Where the object starts.
    let location: SourceLocation
    /// The object's JSON path.
    let path: String
    /// The members that mean something, in the order written.
    private(set) var members: [JSONMember]

    /// The object `value`; `expected` names it when it is something else ("a view object").
    init(_ value: JSONValue, path: String, expected: String) throws(Diagnostic) {
        guard case .object(let members) = value.kind else { throw value.mismatch(expected, path: path) }
        location = value.location
        self.path = path
        self.members = members.filter { !Self.isIgnored($0.key) }
    }

    /// The object of `members` (none of them ignored), written at `location`.
    init(members: [JSONMember], location: SourceLocation, path: String) {
        self.location = location
        self.path = path
        self.members = members
    }

    /// `comment` (any value) and `x-…` keys, which every object may carry.
    static func isIgnored(_ key: String) -> Bool { key == "comment" || key.hasPrefix("x-") }

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
            "unknown key \(Quoted.string(member.key))\(Suggestion.clause(for: member.key, among: known))",
            path: path(member.key))
    }
}
