/// Reading a value only to check it: a big tree is checked where it stands in pass 1 and decoded
/// later view by view, never held whole as values (docs/format.md §4.9).
extension JSONValue {
    /// Reads the value at the lexer's position as `parse` does, with the same errors (syntax,
    /// nesting, a key written twice), and keeps nothing.
    static func check(_ lexer: inout JSONLexer) throws(Diagnostic) {
        switch try lexer.peekValue() {
        case .null: try lexer.readNull()
        case .bool: _ = try lexer.readBool()
        case .number: _ = try lexer.readNumber()
        case .string: try lexer.scanString()
        case .array:
            try lexer.beginArray()
            var first = true
            while try lexer.nextElement(first: &first) { try check(&lexer) }
        case .object:
            try lexer.beginObject()
            var keys = ObjectKeys()
            var first = true
            while let keyPosition = try lexer.nextMember(first: &first) {
                try keys.note(lexer.scratchString, at: lexer.location(keyPosition))
                try check(&lexer)
            }
        }
    }

    /// Checks a whole document as `parseDocument` reads it.
    static func checkDocument(_ lexer: inout JSONLexer) throws(Diagnostic) {
        try lexer.skipByteOrderMark()
        try check(&lexer)
        try lexer.expectEndOfInput()
    }
}

/// The keys of one object being read, to refuse a key written twice at its second occurrence:
/// a small object's few keys are searched, a large one's kept in a table.
struct ObjectKeys {
    /// How many keys an object may have before its keys are looked up in a table rather than
    /// searched one by one.
    private static let searched = 8
    private var keys: [(key: String, location: SourceLocation)] = []
    private var table: SeenKeys?

    /// Notes `key`, written at `location`; throws if the object had it already.
    mutating func note(_ key: String, at location: SourceLocation) throws(Diagnostic) {
        if table == nil, keys.count < Self.searched {
            if let earlier = keys.first(where: { $0.key == key }) {
                throw SeenKeys.duplicate(key, at: location, earlier: earlier.location, path: "")
            }
            keys.append((key, location))
            return
        }
        if table == nil {
            table = SeenKeys()
            for earlier in keys { try table!.note(earlier.key, at: earlier.location) }
        }
        try table!.note(key, at: location)
    }
}
