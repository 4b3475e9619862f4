/// A JSON value that remembers where it was written, for the small parts of a scenario (the
/// tree, `--set` values) that are decoded as a whole rather than streamed.
struct JSONValue: Sendable {
    /// The value itself.
    enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in the order written, but for the ignored keys (`comment`, `x-…`); keys are
        /// unique.
        case object([JSONMember])
    }

    var kind: Kind
    /// Where the value starts.
    var location: SourceLocation

    /// Reads one value at the lexer's position. Recursion is bounded by the lexer's depth limit.
    /// With `boundingIDLists`, an id list outside ignored keys fails at its first entry beyond
    /// `IDListBound.maximum`, with no JSON path: the caller checks the tree again to say where.
    static func parse(_ lexer: inout JSONLexer, boundingIDLists: Bool = false) throws(Diagnostic) -> JSONValue {
        try parse(&lexer, boundingIDLists: boundingIDLists, list: nil)
    }

    /// `parse`, the value being the id list under `list` when it is one.
    private static func parse(_ lexer: inout JSONLexer, boundingIDLists: Bool, list: String?)
        throws(Diagnostic) -> JSONValue
    {
        let valueKind = try lexer.peekValue()
        let location = lexer.location(lexer.position)
        switch valueKind {
        case .null:
            try lexer.readNull()
            return JSONValue(kind: .null, location: location)
        case .bool: return JSONValue(kind: .bool(try lexer.readBool()), location: location)
        case .number: return JSONValue(kind: .number(try lexer.readNumber()), location: location)
        case .string: return JSONValue(kind: .string(try lexer.readString()), location: location)
        case .array:
            try lexer.beginArray()
            var elements: [JSONValue] = []
            var first = true
            while try lexer.nextElement(first: &first) {
                if let list, elements.count == IDListBound.maximum {
                    _ = try lexer.peekValue()
                    throw IDListBound.tooLong(list, at: lexer.location(lexer.position), path: "")
                }
                elements.append(try parse(&lexer, boundingIDLists: boundingIDLists, list: nil))
            }
            return JSONValue(kind: .array(elements), location: location)
        case .object:
            try lexer.beginObject()
            var members: [JSONMember] = []
            var keys = ObjectKeys()
            var first = true
            while let keyPosition = try lexer.nextMember(first: &first) {
                let key = lexer.scratchString
                let keyLocation = lexer.location(keyPosition)
                try keys.note(key, at: keyLocation)
                let ignored = JSONObject.isIgnored(key)
                let bounding = boundingIDLists && !ignored
                let value = try parse(
                    &lexer, boundingIDLists: bounding, list: bounding && IDListBound.keys.contains(key) ? key : nil)
                // An ignored key is checked for duplicates but not kept: 100,000s of `x-` keys
                // cost only their entries in the table of keys.
                if !ignored {
                    members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
                }
            }
            return JSONValue(kind: .object(members), location: location)
        }
    }

    /// Whether `other` holds the same value, wherever each was written: object members compare
    /// by key in any order, and ignored keys (`comment`, `x-…`) do not count.
    func hasSameContent(as other: JSONValue) -> Bool {
        switch (kind, other.kind) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.hasSameContent(as: $1) }
        case (.object(let a), .object(let b)):
            let kept = { (members: [JSONMember]) in members.filter { !JSONObject.isIgnored($0.key) } }
            let (left, right) = (kept(a), kept(b))
            return left.count == right.count
                && left.allSatisfy { member in
                    right.contains { $0.key == member.key && $0.value.hasSameContent(as: member.value) }
                }
        default: return false
        }
    }

    /// Reads a whole document: an optional byte order mark, one value, nothing after it.
    static func parseDocument(_ lexer: inout JSONLexer) throws(Diagnostic) -> JSONValue {
        try lexer.skipByteOrderMark()
        let value = try parse(&lexer)
        try lexer.expectEndOfInput()
        return value
    }

    /// The kind of this value, for "expected …, found …" messages.
    var jsonKind: JSONKind {
        switch kind {
        case .null: return .null
        case .bool: return .bool
        case .number: return .number
        case .string: return .string
        case .array: return .array
        case .object: return .object
        }
    }

    /// The value as a message quotes it: scalars literally, containers by kind.
    var quoted: String {
        switch kind {
        case .null: return "null"
        case .bool(let value): return "\(value)"
        case .number(let value): return Self.format(value)
        case .string(let value): return Quoted.string(value)
        case .array, .object: return jsonKind.phrase
        }
    }

    /// A number as a person wrote it: `150`, `0.25`, `1e+12`; one beyond a double's range, as
    /// such.
    static func format(_ value: Double) -> String {
        if value.isInfinite { return "a number beyond a double's range (±1.8e308)" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `"a", "b" or "c"`.
    static func alternatives(_ names: [String]) -> String {
        let quoted = names.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
    }
}

/// One `"key": value` of an object.
struct JSONMember: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: JSONValue
}
