/// A number of at most 14 digits and no exponent, as its text writes it:
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

/// `JSONLexer.shortNumber` reading up to 8 digits at a time, for the plain events that match a
/// learned shape (`EventStream.readPlainEvent`), where bytes are known readable far enough.
extension JSONLexer {
    /// The number at `start` of `bytes` and the offset after it, exactly as
    /// `shortNumber(in: (bytes, count), at: start)` says, where 8 bytes can be read from every
    /// offset before `count` and from `count` itself.
    ///
    /// Integer and fraction parts of up to 7 digits each are converted one word at a time
    /// (`shortDecimal`); any other text goes to `shortNumber`, so that every text reads as it
    /// did. Kept apart from `shortNumber`, which must not read past its bytes and stops being
    /// inlined when it grows.
    @inline(__always)
    static func shortNumber(
        _ bytes: UnsafePointer<UInt8>, count: Int, at start: Int
    ) -> (Double, end: Int)? {
        // The digits end before `count` (its byte is not one) when `bytes` is a plain event.
        guard let decimal = shortDecimal(bytes, at: start), decimal.end < count else {
            return longNumber(bytes, count: count, at: start)
        }
        return (decimal.value, decimal.end)
    }

    /// The number at `start` of `bytes` as its digits write it, where 8 bytes can be read from
    /// every offset up to the byte after it: nil unless its integer and fraction parts have
    /// 1 to 7 digits each (no leading zero), with no exponent.
    @inline(__always)
    static func shortDecimal(_ bytes: UnsafePointer<UInt8>, at start: Int) -> ShortDecimal? {
        let negative = bytes[start] == UInt8(ascii: "-")
        var i = negative ? start + 1 : start
        let integerWord = word(bytes + i)
        let integerDigits = digitCount(integerWord)
        // No digit, or a leading zero: `readNumber` says what is wrong.
        guard integerDigits == 1 || (integerDigits > 1 && integerDigits < 8 && bytes[i] != UInt8(ascii: "0"))
        else { return nil }
        i += integerDigits
        // The digits at the top of a word, the last in the highest byte.
        var digits = (integerWord & 0x0F0F_0F0F_0F0F_0F0F) &<< (64 - 8 * integerDigits)
        var fractionDigits = 0
        var mantissa: UInt64
        if bytes[i] == UInt8(ascii: ".") {
            let fractionWord = word(bytes + i + 1)
            fractionDigits = digitCount(fractionWord)
            guard fractionDigits > 0, fractionDigits < 8 else { return nil }
            i += 1 + fractionDigits
            let fraction = (fractionWord & 0x0F0F_0F0F_0F0F_0F0F) &<< (64 - 8 * fractionDigits)
            if integerDigits + fractionDigits <= 8 {
                // Both parts' digits side by side in one word, converted at once: the mantissa
                // the digits write without their point.
                digits = digits &>> (8 * fractionDigits) | fraction
                mantissa = value(ofTopDigits: digits)
            } else {
                // At most 14 digits in all: the same mantissa as taking them one by one.
                mantissa = value(ofTopDigits: digits) &* wordPowersOfTen[fractionDigits] &+ value(ofTopDigits: fraction)
            }
        } else {
            mantissa = value(ofTopDigits: digits)
        }
        guard bytes[i] | 0x20 != UInt8(ascii: "e") else { return nil }
        return ShortDecimal(mantissa: mantissa, fractionDigits: fractionDigits, negative: negative, end: i)
    }

    /// `shortNumber` of a number with a part of 8 digits or more, out of line so that the
    /// usual case stays small enough to inline.
    @inline(never)
    private static func longNumber(_ bytes: UnsafePointer<UInt8>, count: Int, at start: Int) -> (Double, end: Int)? {
        shortNumber(in: UnsafeBufferPointer(start: bytes, count: count), at: start)
    }

    /// The 8 bytes at `pointer` as a word, the first in the low byte.
    @inline(__always)
    private static func word(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// How many ASCII digits start `word` (8 when all do).
    ///
    /// A byte is a digit when its high nibble is 3 and adding 6 keeps it so. Adding 6 to a
    /// word carries out of a byte only from one above 0xF9, not a digit, and only into the
    /// bytes after it, so the bytes before the first non-digit are judged right.
    @inline(__always)
    private static func digitCount(_ word: UInt64) -> Int {
        let nibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0
        let digitness = (word & nibbles) | (((word &+ 0x0606_0606_0606_0606) & nibbles) >> 4)
        return (digitness ^ 0x3333_3333_3333_3333).trailingZeroBitCount / 8
    }

    /// The value of up to 8 digits 0…9, one per byte, at the top of `digits` with zeros before
    /// them: paired up 2, 4 and 8 at a time (the conversion of simdjson's
    /// `parse_eight_digits_unrolled`).
    @inline(__always)
    private static func value(ofTopDigits digits: UInt64) -> UInt64 {
        let value = digits &* 10 &+ (digits >> 8)
        let pairs: UInt64 = 0x0000_00FF_0000_00FF
        return ((value & pairs) &* (100 + (1_000_000 << 32)) &+ ((value >> 16) & pairs) &* (1 + (10_000 << 32))) >> 32
            & 0xFFFF_FFFF
    }

    /// 10⁰…10⁷ as integers, to append a fraction's digits to the integer part's.
    private static let wordPowersOfTen: [UInt64] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000]
}
