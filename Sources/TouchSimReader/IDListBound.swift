/// The limit on one `requireToFail` or `recognizeSimultaneouslyWith` list (docs/format.md §4.9),
/// checked in pass 1 as the tree is read, so that a list of 100,000s of ids is refused before
/// any of it is held.
///
/// A list may name recognizers anywhere in the tree, but only those that get the same touches
/// count (docs/model.md §3.5: one that never gets the touch counts as failed), and one touch's
/// path holds at most `TreeDecoder.maximumRecognizersOnPath`: a longer list names recognizers
/// that share no touch with its own, or the same ones again. Real lists name a handful.
struct IDListBound {
    /// The keys whose arrays are id lists, wherever they stand in a tree but in ignored keys.
    static let keys: Set<String> = ["requireToFail", "recognizeSimultaneouslyWith"]
    /// The most ids one list may hold, repeated ids included.
    static let maximum = TreeDecoder.maximumRecognizersOnPath

    /// Where the first entry beyond `maximum` of a list starts, and the list's key.
    private(set) var firstExcess: (key: String, position: TextPosition)?

    /// Checks the list under `key` at the lexer's position as `JSONValue.check` does, noting its
    /// first entry beyond `maximum` unless an earlier list had one.
    mutating func checkList(_ lexer: inout JSONLexer, key: String) throws(Diagnostic) -> Int {
        try lexer.beginArray()
        var count = 0
        var ids = 0
        var first = true
        while try lexer.nextElement(first: &first) {
            if count == Self.maximum, firstExcess == nil {
                _ = try lexer.peekValue()
                firstExcess = (key, lexer.position)
            }
            count += 1
            ids += try JSONValue.check(&lexer)
        }
        return ids
    }

    /// The error at the first entry beyond `maximum` of the list under `key`.
    static func tooLong(_ key: String, at location: SourceLocation, path: String) -> Diagnostic {
        location.diagnostic(message(key), path: path)
    }

    /// Whether `error` is `tooLong`'s, which `JSONValue.parse` throws without a JSON path.
    static func isTooLong(_ error: Diagnostic) -> Bool {
        error.path.isEmpty && keys.contains { message($0) == error.message }
    }

    private static func message(_ key: String) -> String {
        "\(key) names more than \(maximum) recognizers; at most \(maximum) are accepted, as many as one path may hold (docs/format.md §4.9)"
    }
}

extension JSONValue {
    /// Checks the view tree at the lexer's position, whose JSON path is `path`, as `check` does,
    /// and fails at the first entry beyond `IDListBound.maximum` of an id list.
    static func checkTree(_ lexer: inout JSONLexer, path: String) throws(Diagnostic) -> Int {
        let start = lexer.mark
        var bound: IDListBound? = IDListBound()
        let ids = try check(&lexer, bound: &bound)
        guard let (key, position) = bound!.firstExcess else { return ids }
        // The path is found again only for the error, so that checking costs nothing for it.
        lexer.seek(to: start)
        let excessPath = try self.path(of: position, in: &lexer, path: path) ?? path
        throw IDListBound.tooLong(key, at: lexer.location(position), path: excessPath)
    }

    /// The JSON path of the value that starts at `target`, inside the value at the lexer's
    /// position whose path is `path`; nil when no value starts there.
    private static func path(of target: TextPosition, in lexer: inout JSONLexer, path: String)
        throws(Diagnostic) -> String?
    {
        let kind = try lexer.peekValue()
        if lexer.position == target { return path }
        switch kind {
        case .array:
            try lexer.beginArray()
            var index = 0
            var first = true
            while try lexer.nextElement(first: &first) {
                if let found = try self.path(of: target, in: &lexer, path: JSONPath.index(path, index)) { return found }
                index += 1
            }
        case .object:
            try lexer.beginObject()
            var first = true
            while try lexer.nextMember(first: &first) != nil {
                let key = lexer.scratchString
                if let found = try self.path(of: target, in: &lexer, path: JSONPath.key(path, key)) { return found }
            }
        default: try check(&lexer)
        }
        return nil
    }
}
