extension ByteSink {
    /// Appends `value` as a JSON string: quotes, backslashes and control characters escaped
    /// (RFC 8259 §7); other UTF-8 passes through unchanged.
    ///
    /// `inHTML` also escapes `<`, `>` and `&`, so that JSON inside an HTML `<script>` element can
    /// never close it (`</script>` in an id) whatever the ids hold.
    public func append(jsonString value: String, inHTML: Bool = false) {
        buffer.append(jsonString: value, inHTML: inHTML)
    }
}

extension SinkBuffer {
    /// Appends `value` as `ByteSink.append(jsonString:inHTML:)` does.
    func append(jsonString value: String, inHTML: Bool = false) {
        append(byte: UInt8(ascii: "\""))
        // Ids almost never need escaping; then the string goes in whole, not byte by byte.
        let clean = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard !(inHTML ? bytes.contains(where: { needsEscape($0, inHTML: true) }) : needsEscapes(bytes)) else {
                return false
            }
            append(bytes: bytes)
            return true
        }
        if clean == true {
            append(byte: UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append(literal: "\\\"")
            case UInt8(ascii: "\\"): append(literal: "\\\\")
            case 0x0A: append(literal: "\\n")
            case 0x0D: append(literal: "\\r")
            case 0x09: append(literal: "\\t")
            case 0x08: append(literal: "\\b")
            case 0x0C: append(literal: "\\f")
            case _ where byte < 0x20 || (inHTML && isHTMLSpecial(byte)):
                append(literal: "\\u00")
                append(byte: hexDigits[Int(byte >> 4)])
                append(byte: hexDigits[Int(byte & 0xF)])
            default: append(byte: byte)
            }
        }
        append(byte: UInt8(ascii: "\""))
    }
}

private func needsEscape(_ byte: UInt8, inHTML: Bool) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (inHTML && isHTMLSpecial(byte))
}

/// Whether JSON escapes a byte of `bytes` (outside HTML), scanned 8 bytes at a time.
private func needsEscapes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteScan.contains(bytes, controlOr: UInt8(ascii: "\""), UInt8(ascii: "\\"))
}

private func isHTMLSpecial(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&")
}

private let hexDigits = Array("0123456789abcdef".utf8)
