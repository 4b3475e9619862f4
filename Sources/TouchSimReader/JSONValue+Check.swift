/// Reading a value only to check it: a big tree is checked where it stands in pass 1 and decoded
/// later view by view, never held whole as values (docs/format.md §4.9).
extension JSONValue {
    /// Reads the value at the lexer's position as `parse` does, with the same errors (syntax,
    /// nesting, a key written twice), and keeps nothing. Returns how many of its objects have an
    /// `id` key: about how many ids a tree registers.
    @discardableResult
    static func check(_ lexer: inout JSONLexer) throws(Diagnostic) -> Int {
        var unbounded: IDListBound?
        return try check(&lexer, bound: &unbounded)
    }

    /// `check`, which also notes in `bound`, when there is one, where the first id list outside
    /// ignored keys grows too long (`IDListBound`).
    static func check(_ lexer: inout JSONLexer, bound: inout IDListBound?) throws(Diagnostic) -> Int {
        switch try lexer.peekValue() {
        case .null: try lexer.readNull()
        case .bool: _ = try lexer.readBool()
        case .number: _ = try lexer.readNumber()
        case .string: try lexer.scanString()
        case .array:
            try lexer.beginArray()
            var ids = 0
            var first = true
            while try lexer.nextElement(first: &first) { ids += try check(&lexer, bound: &bound) }
            return ids
        case .object:
            try lexer.beginObject()
            var keys = ObjectKeys()
            var ids = 0
            var first = true
            while let keyPosition = try lexer.nextMember(first: &first) {
                let key = lexer.scratchString
                if key == "id" { ids += 1 }
                try keys.note(key, at: lexer.location(keyPosition))
                if bound != nil, IDListBound.keys.contains(key), try lexer.peekValue() == .array {
                    ids += try bound!.checkList(&lexer, key: key)
                } else if bound != nil, JSONObject.isIgnored(key) {
                    ids += try check(&lexer)
                } else {
                    ids += try check(&lexer, bound: &bound)
                }
            }
            return ids
        }
        return 0
    }

    /// Checks a whole tree file as `parseDocument` reads it, as `checkTree` checks a tree;
    /// returns what `check` does.
    static func checkTreeDocument(_ lexer: inout JSONLexer) throws(Diagnostic) -> Int {
        try lexer.skipByteOrderMark()
        let ids = try checkTree(&lexer, path: "")
        try lexer.expectEndOfInput()
        return ids
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
