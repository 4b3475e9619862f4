/// JSON strings: escapes, surrogate pairs, and strict UTF-8 (RFC 8259 §7, RFC 3629).
extension JSONLexer {
    /// Longest string accepted, in UTF-8 bytes once decoded (docs/format.md §4.9): far beyond
    /// any key, id or name, and it keeps a string's copies small.
    static let maximumStringBytes = 1 << 20

    /// Reads the string that `peekValue` found.
    mutating func readString() throws(Diagnostic) -> String {
        try scanString()
        return scratchString
    }

    /// Reads the string at the next byte into the scratch buffer, as UTF-8.
    mutating func scanString() throws(Diagnostic) {
        let start = position
        advance()  // the opening quote
        clearScratch()
        // Printable ASCII goes in at once; the loop below takes over at the first byte that needs
        // a look (an escape, a control character, UTF-8) or at the end of the chunk in memory.
        let bytes = bufferedBytes
        var plain = 0
        while plain < bytes.count {
            let byte = bytes[plain]
            if byte == UInt8(ascii: "\"") {
                // Shorter than a chunk, hence than `maximumStringBytes`.
                appendScratch(UnsafeBufferPointer(rebasing: bytes[..<plain]))
                advance(by: plain + 1)
                return
            }
            guard byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\\") else { break }
            plain += 1
        }
        appendScratch(UnsafeBufferPointer(rebasing: bytes[..<plain]))
        advance(by: plain)
        while true {
            guard let byte = try peekByte() else {
                throw unexpected(nil, expected: "a closing quote")
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard scratchBytes.count <= Self.maximumStringBytes else {
                    throw location(start).diagnostic(
                        "a string of \(scratchBytes.count) bytes; at most \(Self.maximumStringBytes) (1 MiB) are accepted",
                        path: "")
                }
                return
            case UInt8(ascii: "\\"):
                try scanEscape()
            case 0..<0x20:
                throw error(
                    "control character U+00\(Self.hex(byte, digits: 2)) in a string; write it as an escape such as \\n")
            case 0x80...:
                try scanMultibyte(lead: byte)
            default:
                appendScratch(byte)
                advance()
            }
        }
    }

    private mutating func scanEscape() throws(Diagnostic) {
        let start = position
        advance()  // the backslash
        let byte = try peekByte()
        let decoded: UInt8
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded = byte!
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            advance()
            try appendScalar(unicodeEscapeStartingAt: start)
            return
        default:
            throw unexpected(byte, expected: "an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
        }
        appendScratch(decoded)
        advance()
    }

    /// Decodes the rest of `\uXXXX`, and its low half when it is a high surrogate.
    private mutating func appendScalar(unicodeEscapeStartingAt start: TextPosition)
        throws(Diagnostic)
    {
        let unit = try readHexQuad()
        var value = UInt32(unit)
        if (0xD800...0xDBFF).contains(unit) {
            guard try peekByte() == UInt8(ascii: "\\") else { throw unpaired(unit, at: start) }
            advance()
            guard try peekByte() == UInt8(ascii: "u") else { throw unpaired(unit, at: start) }
            advance()
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw unpaired(unit, at: start) }
            value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw unpaired(unit, at: start)
        }
        for byte in Unicode.UTF8.encode(Unicode.Scalar(value)!)! { appendScratch(byte) }
    }

    private mutating func readHexQuad() throws(Diagnostic) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = try peekByte()
            let digit: UInt8
            switch byte ?? 0 {
            case let b where b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case let b where b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case let b where b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw unexpected(byte, expected: "4 hexadecimal digits after \\u")
            }
            value = value << 4 | UInt16(digit)
            advance()
        }
        return value
    }

    private func unpaired(_ unit: UInt16, at start: TextPosition) -> Diagnostic {
        location(start).diagnostic(
            "unpaired surrogate \\u\(Self.hex(unit, digits: 4)); a character above U+FFFF is written as a high and a low surrogate, such as \\uD83D\\uDE00",
            path: "")
    }

    /// Validates and copies one multi-byte UTF-8 sequence, rejecting overlong forms,
    /// surrogates and values above U+10FFFF (RFC 3629 §4).
    private mutating func scanMultibyte(lead: UInt8) throws(Diagnostic) {
        let continuations: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: continuations = 1
        case 0xE0: (continuations, lowest) = (2, 0xA0)
        case 0xED: (continuations, highest) = (2, 0x9F)
        case 0xE1...0xEF: continuations = 2
        case 0xF0: (continuations, lowest) = (3, 0x90)
        case 0xF4: (continuations, highest) = (3, 0x8F)
        case 0xF1...0xF3: continuations = 3
        default: throw invalidUTF8(lead)
        }
        appendScratch(lead)
        advance()
        for _ in 0..<continuations {
            let byte = try peekByte()
            guard let byte, byte >= lowest && byte <= highest else { throw invalidUTF8(byte) }
            appendScratch(byte)
            advanceContinuation()
            (lowest, highest) = (0x80, 0xBF)
        }
    }

    private func invalidUTF8(_ byte: UInt8?) -> Diagnostic {
        guard let byte else { return unexpected(nil, expected: "a closing quote") }
        return error("invalid UTF-8 byte 0x\(Self.hex(byte, digits: 2)) in a string")
    }

    /// Upper-case hexadecimal, zero-padded.
    static func hex<T: BinaryInteger>(_ value: T, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
