/// A number of at most 15 digits and no exponent, as its text writes it:
/// ±`mantissa` / 10^`fractionDigits` (`JSONLexer.shortDecimal`).
struct ShortDecimal {
    var mantissa: UInt64
    var fractionDigits: Int
    var negative: Bool
    /// The offset after its last digit.
    var end: Int

    /// The double nearest to it: both parts are exact doubles, so one division rounds
    /// correctly (`JSONLexer.readNumber`'s fast path).
    @inline(__always)
    var value: Double {
        // From a signed integer, which converts in one instruction: the mantissa is below 10¹⁵.
        let magnitude = Double(Int64(truncatingIfNeeded: mantissa)) / JSONLexer.powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }
}

/// `JSONLexer.shortNumber` reading up to 8 digits at a time, for the plain events
/// (`EventStream.readPlainEvent`), where bytes are known readable far enough.
extension JSONLexer {
    /// The number at `start` of `bytes` as its digits write it, where 8 bytes can be read from
    /// every offset up to the byte after it: nil unless its integer part has 1 to 9 digits (no
    /// leading zero) and its fraction part 1 to 7, 15 in all, with no exponent. Below 10⁹, it
    /// is within `JSONValue.magnitudeLimit`.
    ///
    /// Each part is one word read once: the bytes after its digits (the point, the byte after
    /// the number) are taken from that word rather than read again. Offsets wrap (`&+`): they
    /// stay within the object being read.
    @inline(__always)
    static func shortDecimal(_ bytes: UnsafePointer<UInt8>, at start: Int) -> ShortDecimal? {
        let negative = bytes[start] == UInt8(ascii: "-")
        var end = negative ? start &+ 1 : start
        let integerWord = word(bytes + end)
        let integerDigits = digitCount(integerWord)
        // No digit or a leading zero: `readNumber` says what is wrong.
        guard integerDigits != 0, integerDigits == 1 || integerWord & 0xFF != UInt64(UInt8(ascii: "0"))
        else { return nil }
        // A time past 2 h 46 min in milliseconds has 8 integer digits: a million-event trace
        // of many short gestures is mostly such times.
        guard integerDigits != 8 else { return eightOrNineDigits(bytes, integerWord, at: end, negative: negative) }
        end &+= integerDigits
        // The byte after the integer part, within the word as it has at most 7 digits.
        var next = UInt8(truncatingIfNeeded: integerWord &>> (8 &* integerDigits))
        var fractionDigits = 0
        let mantissa: UInt64
        if next == UInt8(ascii: ".") {
            let fractionWord = word(bytes + (end &+ 1))
            fractionDigits = digitCount(fractionWord)
            guard Self.isOneToSeven(fractionDigits) else { return nil }
            end &+= 1 &+ fractionDigits
            next = UInt8(truncatingIfNeeded: fractionWord &>> (8 &* fractionDigits))
            // The digits without their point, the first 8 in one word and any others in a second:
            // up to 16 digits converted in one or two steps whatever the point's place.
            let count = integerDigits &+ fractionDigits
            let first = integerWord & ((1 &<< (8 &* integerDigits)) &- 1) | fractionWord &<< (8 &* integerDigits)
            if count <= 8 {
                mantissa = value(of: first, digits: count)
            } else {
                let rest = fractionWord &>> (64 &- 8 &* integerDigits)
                mantissa =
                    value(of: first, digits: 8) &* wordPowersOfTen[count &- 8] &+ value(of: rest, digits: count &- 8)
            }
        } else {
            mantissa = value(of: integerWord, digits: integerDigits)
        }
        guard next | 0x20 != UInt8(ascii: "e") else { return nil }
        return ShortDecimal(mantissa: mantissa, fractionDigits: fractionDigits, negative: negative, end: end)
    }

    /// `shortDecimal` of a number whose first 8 digits, at `integerStart`, are `integerWord`:
    /// a ninth is read from a second word, and the fraction, whose digits are appended to the
    /// integer part's value, from a third. Out of line, so that the usual numbers, of fewer
    /// integer digits, stay small where `shortDecimal` is inlined.
    @inline(never)
    private static func eightOrNineDigits(
        _ bytes: UnsafePointer<UInt8>, _ integerWord: UInt64, at integerStart: Int, negative: Bool
    ) -> ShortDecimal? {
        let highWord = word(bytes + (integerStart &+ 8))
        let ninth = digitCount(highWord)
        guard ninth <= 1 else { return nil }
        var end = integerStart &+ 8 &+ ninth
        var mantissa = value(of: integerWord, digits: 8)
        if ninth == 1 { mantissa = mantissa &* 10 &+ (highWord & 0x0F) }
        var next = UInt8(truncatingIfNeeded: highWord &>> (8 &* ninth))
        var fractionDigits = 0
        if next == UInt8(ascii: ".") {
            let fractionWord = word(bytes + (end &+ 1))
            fractionDigits = digitCount(fractionWord)
            guard Self.isOneToSeven(fractionDigits), 8 &+ ninth &+ fractionDigits <= 15 else { return nil }
            end &+= 1 &+ fractionDigits
            next = UInt8(truncatingIfNeeded: fractionWord &>> (8 &* fractionDigits))
            mantissa = mantissa &* wordPowersOfTen[fractionDigits] &+ value(of: fractionWord, digits: fractionDigits)
        }
        guard next | 0x20 != UInt8(ascii: "e") else { return nil }
        return ShortDecimal(mantissa: mantissa, fractionDigits: fractionDigits, negative: negative, end: end)
    }

    /// Whether `count` is 1 to 7, in one comparison: 0 less 1 is the largest unsigned.
    @inline(__always)
    private static func isOneToSeven(_ count: Int) -> Bool { UInt(bitPattern: count &- 1) < 7 }

    /// The 8 bytes at `pointer` as a word, the first in the low byte.
    @inline(__always)
    private static func word(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// How many ASCII digits start `word` (8 when all do).
    ///
    /// A byte is a digit when, less `0` (xor 0x30), it is at most 9: adding 0x76 then leaves
    /// its high bit clear, as the xor did. Adding 0x76 to a word carries out of a byte only
    /// from one above 0x89, not a digit, and only into the bytes after it, so the bytes
    /// before the first non-digit are judged right.
    @inline(__always)
    private static func digitCount(_ word: UInt64) -> Int {
        let offset = word ^ 0x3030_3030_3030_3030
        return ((offset | (offset &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080).trailingZeroBitCount / 8
    }

    /// The value of the first `count` bytes of `word`, 1 to 8 ASCII digits, the first in the
    /// low byte: moved to the top with zeros before them, then paired up 2, 4 and 8 at a time
    /// (the conversion of simdjson's `parse_eight_digits_unrolled`).
    @inline(__always)
    private static func value(of word: UInt64, digits count: Int) -> UInt64 {
        let digits = (word & 0x0F0F_0F0F_0F0F_0F0F) &<< (64 &- 8 &* count)
        let value = digits &* 10 &+ (digits >> 8)
        let pairs: UInt64 = 0x0000_00FF_0000_00FF
        return ((value & pairs) &* (100 + (1_000_000 << 32)) &+ ((value >> 16) & pairs) &* (1 + (10_000 << 32))) >> 32
            & 0xFFFF_FFFF
    }

    /// 10⁰…10⁷ as integers, to append the digits after the eighth to the first eight's value,
    /// or a fraction's to the integer part's.
    private static let wordPowersOfTen: [UInt64] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000]
}
