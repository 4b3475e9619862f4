extension XMLReader {
    /// Character data up to the next `<`, entities resolved.
    mutating func characterData() throws(XMLError) -> String {
        var out: [UInt8] = []
        while index < bytes.count && bytes[index] != UInt8(ascii: "<") {
            let c = bytes[index]
            if c == UInt8(ascii: "&") {
                try entity(into: &out)
            } else {
                if c == UInt8(ascii: "\n") { newLine(at: index) }
                out.append(c)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A quoted attribute value, entities resolved; the quote is at `index`.
    mutating func quoted() throws(XMLError) -> String {
        let start = index
        let quote = bytes[index]
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let c = bytes[index]
            if c == quote {
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            switch c {
            case UInt8(ascii: "<"): throw error("\"<\" inside an attribute value", at: index)
            case UInt8(ascii: "&"): try entity(into: &out)
            default:
                if c == UInt8(ascii: "\n") { newLine(at: index) }
                // XML normalizes white space in attribute values to spaces.
                let isSpace = c == UInt8(ascii: "\n") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r")
                out.append(isSpace ? UInt8(ascii: " ") : c)
                index += 1
            }
        }
        throw error("an attribute value that never ends", at: start)
    }

    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#N;`, `&#xH;` at `index`, appended as UTF-8.
    mutating func entity(into out: inout [UInt8]) throws(XMLError) {
        let start = index
        var end = index + 1
        // The longest reference a document may hold, `&#x10FFFF;` with leading zeros aside.
        while end < bytes.count && end - start < 12 && bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw error("\"&\" that starts no entity; write &amp; for an ampersand", at: start)
        }
        let body = bytes[(start + 1)..<end]
        let named: [String: UInt8] = ["lt": 0x3C, "gt": 0x3E, "amp": 0x26, "quot": 0x22, "apos": 0x27]
        let word = String(decoding: body, as: UTF8.self)
        if let byte = named[word] {
            out.append(byte)
        } else if body.first == UInt8(ascii: "#"), let scalar = Self.characterReference(body.dropFirst()) {
            out.append(contentsOf: String(Character(scalar)).utf8)
        } else {
            throw error("unknown entity &\(word); (only &lt; &gt; &amp; &quot; &apos; and &#…; are defined)", at: start)
        }
        index = end + 1
    }

    /// The scalar of `N` or `xH`, nil when it is not a character XML allows.
    private static func characterReference(_ digits: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var digits = digits
        var radix: UInt32 = 10
        if digits.first == UInt8(ascii: "x") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value: UInt32 = 0
        for d in digits {
            let digit: UInt32
            switch d {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(d - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt32(d - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = UInt32(d - UInt8(ascii: "A")) + 10
            default: return nil
            }
            value = value * radix + digit
        }
        guard value == 0x9 || value == 0xA || value == 0xD || value >= 0x20 else { return nil }
        return Unicode.Scalar(value)
    }

    /// An XML name at `index`: letters, digits, `_`, `-`, `.`, `:` and any non-ASCII byte.
    mutating func name(what: String) throws(XMLError) -> String {
        let start = index
        while index < bytes.count {
            let c = bytes[index]
            let isName =
                (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || c == UInt8(ascii: "_") || c == UInt8(ascii: ":") || c >= 0x80
                || (index > start
                    && ((c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "-")
                        || c == UInt8(ascii: ".")))
            guard isName else { break }
            index += 1
        }
        guard index > start else { throw error("expected \(what)", at: start) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips spaces, tabs and line breaks; whether there were any.
    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "\n") {
                newLine(at: index)
            } else if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") && c != UInt8(ascii: "\r") {
                break
            }
            index += 1
        }
        return index > start
    }

    func starts(with marker: String) -> Bool {
        var i = index
        for byte in marker.utf8 {
            guard i < bytes.count, bytes[i] == byte else { return false }
            i += 1
        }
        return true
    }

    func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    /// The index of the next `marker` from `start`, nil when there is none.
    func find(_ marker: String, from start: Int) -> Int? {
        let m = Array(marker.utf8)
        var i = start
        while i + m.count <= bytes.count {
            if bytes[i] == m[0] && bytes[i..<(i + m.count)].elementsEqual(m) { return i }
            i += 1
        }
        return nil
    }

    /// Moves to `end`, counting the line breaks passed over.
    mutating func advance(to end: Int) {
        while index < end {
            if bytes[index] == UInt8(ascii: "\n") { newLine(at: index) }
            index += 1
        }
    }

    mutating func newLine(at i: Int) {
        line += 1
        lineStart = i + 1
    }

    /// The line and column of byte `i`, counted from the current line's start forward or back:
    /// only a diagnostic asks, once, so the scan costs nothing in a well-formed document.
    func position(of i: Int) -> XMLPosition {
        let i = min(i, bytes.count)
        var line = self.line
        var start = lineStart
        if i >= lineStart {
            for j in lineStart..<i where bytes[j] == UInt8(ascii: "\n") {
                line += 1
                start = j + 1
            }
        } else {
            line -= bytes[i..<lineStart].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            start = (bytes[..<i].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        }
        // Continuation bytes of UTF-8 do not start a scalar.
        let column = bytes[start..<i].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return XMLPosition(line: line, column: column)
    }

    func error(_ message: String, at i: Int) -> XMLError { XMLError(position: position(of: i), message: message) }
}
