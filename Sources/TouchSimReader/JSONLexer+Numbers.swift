/// JSON numbers (RFC 8259 §6), converted exactly.
extension JSONLexer {
    /// Reads the number that `peekValue` found.
    ///
    /// Most numbers in a trace are short: those with at most 15 significant digits and a
    /// decimal exponent within ±22 are converted with one correctly rounded multiplication or
    /// division of two exact doubles (Clinger's fast path); the rest go through `Double(String)`.
    /// Either way the result is the double nearest to the decimal text.
    mutating func readNumber() throws(Diagnostic) -> Double {
        if let value = readShortNumber() { return value }
        clearScratch()
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var byte = try peekByte()
        let negative = byte == UInt8(ascii: "-")
        if negative { byte = try take(byte!) }
        guard let first = byte, Self.isDigit(first) else {
            throw unexpected(byte, expected: "a digit after \"-\"")
        }
        if first == UInt8(ascii: "0") {
            byte = try take(first)
            digits = 1
            if let next = byte, Self.isDigit(next) {
                throw error(
                    "a number cannot have a leading zero; write \(negative ? "-" : "")\(Character(Unicode.Scalar(next))) instead"
                )
            }
        } else {
            while let digit = byte, Self.isDigit(digit) {
                mantissa = mantissa &* 10 &+ UInt64(digit - UInt8(ascii: "0"))
                digits += 1
                byte = try take(digit)
            }
        }
        if byte == UInt8(ascii: ".") {
            byte = try take(byte!)
            guard let digit = byte, Self.isDigit(digit) else {
                throw unexpected(byte, expected: "a digit after \".\"")
            }
            while let digit = byte, Self.isDigit(digit) {
                mantissa = mantissa &* 10 &+ UInt64(digit - UInt8(ascii: "0"))
                digits += 1
                fractionDigits += 1
                byte = try take(digit)
            }
        }
        var exponent = 0
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            byte = try take(byte!)
            var exponentSign = 1
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                exponentSign = byte == UInt8(ascii: "-") ? -1 : 1
                byte = try take(byte!)
            }
            guard let digit = byte, Self.isDigit(digit) else {
                throw unexpected(byte, expected: "a digit in the exponent")
            }
            while let digit = byte, Self.isDigit(digit) {
                // Capped: any exponent this large already means infinity or zero.
                if exponent < 100_000 { exponent = exponent * 10 + Int(digit - UInt8(ascii: "0")) }
                byte = try take(digit)
            }
            exponent *= exponentSign
        }
        let value: Double
        let scale = exponent - fractionDigits
        if digits <= 15 && scale >= -22 && scale <= 22 {
            let magnitude =
                scale < 0
                ? Double(mantissa) / Self.powersOfTen[-scale] : Double(mantissa) * Self.powersOfTen[scale]
            value = negative ? -magnitude : magnitude
        } else {
            // The token is valid JSON, which `Double(String)` always accepts; one too large for a
            // double becomes an infinity, which every reader of a number refuses with its JSON
            // path and what it expected (`JSONValue.magnitudeLimit`), and an ignored key keeps.
            value = Double(scratchString)!
        }
        return value
    }

    /// `readNumber` for the numbers of a trace, read straight from the bytes in memory; nil,
    /// with nothing consumed, where `shortNumber` is.
    @inline(__always)
    private mutating func readShortNumber() -> Double? {
        guard let (value, end) = Self.shortNumber(in: bufferedBytes, at: 0) else { return nil }
        advance(by: end)
        return value
    }

    /// The number at `start` of `bytes` and the offset after it, when it has at most 15 digits,
    /// no exponent, and the byte after it in `bytes` too: `readNumber`'s fast path, exactly.
    /// Nil for any other text, which `readNumber` reads byte by byte, errors included.
    @inline(__always)
    static func shortNumber(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Double, end: Int)? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        let negative = start < count && base[start] == UInt8(ascii: "-")
        var i = negative ? start + 1 : start
        let integerStart = i
        var mantissa: UInt64 = 0
        digitRun(base, count, &i, &mantissa)
        let integerDigits = i - integerStart
        // No digit, or a leading zero: `readNumber` says what is wrong.
        guard integerDigits == 1 || (integerDigits > 1 && base[integerStart] != UInt8(ascii: "0")) else {
            return nil
        }
        var fractionDigits = 0
        if i < count && base[i] == UInt8(ascii: ".") {
            i += 1
            let fractionStart = i
            digitRun(base, count, &i, &mantissa)
            fractionDigits = i - fractionStart
            guard fractionDigits > 0 else { return nil }
        }
        guard i < count, base[i] | 0x20 != UInt8(ascii: "e"), integerDigits + fractionDigits <= 15 else {
            return nil
        }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return (negative ? -magnitude : magnitude, i)
    }

    /// Moves `i` past the digits at `i` (before `count`), taking each into `mantissa`, which
    /// wraps past 19 digits (`shortNumber` refuses more than 15).
    @inline(__always)
    private static func digitRun(
        _ base: UnsafePointer<UInt8>, _ count: Int, _ i: inout Int, _ mantissa: inout UInt64
    ) {
        while i < count {
            let digit = base[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            i += 1
        }
    }

    /// Consumes `byte` into the token and returns the next one.
    @inline(__always)
    private mutating func take(_ byte: UInt8) throws(Diagnostic) -> UInt8? {
        appendScratch(byte)
        advance()
        return try peekByte()
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// 10⁰…10²², every one exact in a double; written out, so that the table is constant data
    /// rather than computed on first use and checked for that on every number.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22,
    ]
}
