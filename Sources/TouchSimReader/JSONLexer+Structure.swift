/// The structural tokens of JSON: values' first bytes, objects, arrays, literals, and the
/// document's beginning and end.
extension JSONLexer {
    /// Skips whitespace and classifies the value that starts at the next byte, without
    /// consuming it, so that the caller can check its kind at `position`.
    mutating func peekValue() throws(Diagnostic) -> JSONKind {
        let byte = try skipWhitespace()
        switch byte ?? 0 {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: throw unexpected(byte, expected: "a value")
        }
    }

    /// Skips a UTF-8 byte order mark at the very start of a file: editors on Windows write one.
    mutating func skipByteOrderMark() throws(Diagnostic) {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        guard try peekByte() == bom[0] else { return }
        for (index, expected) in bom.enumerated() {
            guard try peekByte() == expected else {
                throw error(
                    "incomplete UTF-8 byte order mark: byte \(index + 1) is not 0x\(Self.hex(expected, digits: 2))")
            }
            advanceContinuation()
        }
    }

    /// Checks that nothing but whitespace follows the document.
    mutating func expectEndOfInput() throws(Diagnostic) {
        if let byte = try skipWhitespace() {
            throw error("unexpected \(describe(byte)) after the end of the JSON document")
        }
    }

    // MARK: Objects

    /// Consumes the `{` that `peekValue` found.
    mutating func beginObject() throws(Diagnostic) { try enterContainer() }

    /// Moves to the next member of the object being read: consumes the separator and the key
    /// (left in the scratch buffer, its position returned) and the colon. Returns nil after
    /// consuming the closing `}`. `first` tracks whether a member has been read.
    mutating func nextMember(first: inout Bool) throws(Diagnostic) -> TextPosition? {
        var byte = try skipWhitespace()
        if byte == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return nil
        }
        if first {
            first = false
            guard byte == UInt8(ascii: "\"") else {
                throw unexpected(byte, expected: "a key in double quotes or \"}\"")
            }
        } else {
            guard byte == UInt8(ascii: ",") else { throw unexpected(byte, expected: "\",\" or \"}\"") }
            advance()
            byte = try skipWhitespace()
            guard byte == UInt8(ascii: "\"") else {
                // The hint is for `,}`: after a comma, a file that stops needs a key, not a hint.
                let hint = byte == UInt8(ascii: "}") ? " (no comma before \"}\")" : ""
                throw unexpected(byte, expected: "a key in double quotes" + hint)
            }
        }
        let keyPosition = position
        try scanString()
        let colon = try skipWhitespace()
        guard colon == UInt8(ascii: ":") else { throw unexpected(colon, expected: "\":\" after the key") }
        advance()
        return keyPosition
    }

    // MARK: Arrays

    /// Consumes the `[` that `peekValue` found.
    mutating func beginArray() throws(Diagnostic) { try enterContainer() }

    /// Moves to the next element of the array being read, consuming the separator. Returns
    /// false after consuming the closing `]`. `first` tracks whether an element has been read.
    mutating func nextElement(first: inout Bool) throws(Diagnostic) -> Bool {
        let byte = try skipWhitespace()
        if byte == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return false
        }
        if first {
            first = false
            return true
        }
        guard byte == UInt8(ascii: ",") else { throw unexpected(byte, expected: "\",\" or \"]\"") }
        advance()
        if try skipWhitespace() == UInt8(ascii: "]") {
            throw unexpected(UInt8(ascii: "]"), expected: "a value (no comma before \"]\")")
        }
        return true
    }

    private mutating func enterContainer() throws(Diagnostic) {
        guard depth < Self.maximumDepth else {
            throw error("nesting deeper than \(Self.maximumDepth) arrays and objects")
        }
        advance()
        depth += 1
    }

    // MARK: Literals

    /// Reads the `true` or `false` that `peekValue` found.
    mutating func readBool() throws(Diagnostic) -> Bool {
        if try peekByte() == UInt8(ascii: "t") {
            try readLiteral("true")
            return true
        }
        try readLiteral("false")
        return false
    }

    /// Reads the `null` that `peekValue` found.
    mutating func readNull() throws(Diagnostic) { try readLiteral("null") }

    private mutating func readLiteral(_ literal: StaticString) throws(Diagnostic) {
        let bytes = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        for expected in bytes {
            let byte = try peekByte()
            guard byte == expected else { throw unexpected(byte, expected: "\"\(literal)\"") }
            advance()
        }
    }
}
