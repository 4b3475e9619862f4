import Foundation
import TouchSimCore

/// How every number of the output is printed (docs/format.md §3): rounded to 3 decimals, half away
/// from zero, without trailing zeros, never `-0`, never in exponent notation.
///
/// Both writers print through here, so text and JSON Lines always agree on a value.
public enum NumberFormat {
    /// `value` as output prints it: `0.1 + 0.2` → `0.3`, `2.0` → `2`, `-0.0004` → `0`.
    ///
    /// Not-a-number and infinities have no JSON form and print as `null`; the reader rejects
    /// them, so they only appear if the engine has a bug.
    public static func string(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if let thousandths = thousandths(value) { return string(thousandths: thousandths) }
        // Beyond 2^63 thousandths the value is far above 2^53, hence a whole number; `%.0f`
        // prints its exact digits where `description` would switch to exponent notation.
        return String(format: "%.0f", value)
    }

    /// A time as output prints it, in milliseconds; exact, since a `SimTime` is whole
    /// microseconds, which are thousandths of a millisecond.
    public static func string(_ time: SimTime) -> String {
        string(thousandths: time.microseconds)
    }

    /// `value` in thousandths, rounded half away from zero; nil when it does not fit in 64 bits.
    ///
    /// Rounding the scaled value absorbs binary noise: `(0.1 + 0.2) * 1000` is 300.00000000000006.
    @inline(__always)
    static func thousandths(_ value: Double) -> Int64? {
        let scaled = value * 1000
        // 2^63 is exactly representable; anything at or above it would trap on conversion. A
        // value that large is whole already, so rounding could not bring it below.
        guard abs(scaled) < 9_223_372_036_854_775_808.0 else { return nil }
        // Half away from zero, as `rounded(.toNearestOrAwayFromZero)` rounds, without its call
        // into libm: below 2^52 the fraction truncation drops is exact; above, there is none.
        let truncated = Int64(scaled)
        let dropped = scaled - Double(truncated)
        if dropped >= 0.5 { return truncated + 1 }
        if dropped <= -0.5 { return truncated - 1 }
        return truncated
    }

    /// A count of thousandths as a decimal: integer digits, then up to 3 fraction digits.
    static func string(thousandths n: Int64) -> String {
        withDigits(n, thousandths: true) { String(decoding: $0, as: UTF8.self) }
    }

    /// `value` as `string(_:)` prints it, appended to `sink` without making a string.
    public static func append(_ value: Double, to sink: ByteSink) {
        var out = SinkCursor(sink.buffer)
        append(value, to: &out)
        out.close()
    }

    /// An integer in decimal, appended to `sink`: `String(value)` allocates, and every output line
    /// has one.
    public static func append(integer value: Int, to sink: ByteSink) {
        var out = SinkCursor(sink.buffer)
        append(integer: value, to: &out)
        out.close()
    }

    /// `value` as `string(_:)` prints it, appended to `out`.
    ///
    /// Whole values take the same path: below 2^53 / 1000 their thousandths are exact, so their
    /// digits are the same, and a fraction of 0 adds nothing. Not-a-number and infinities fail
    /// `thousandths`' range check.
    @inline(__always)
    static func append(_ value: Double, to out: inout SinkCursor) {
        guard let thousandths = thousandths(value) else {
            return out.through { $0.append(string(value)) }
        }
        out.write(atMost: maximumDigits) { writeDigits(thousandths, thousandths: true, to: $0) }
    }

    /// A time as `string(_:)` prints it, appended to `out`.
    @inline(__always)
    static func append(_ time: SimTime, to out: inout SinkCursor) {
        out.write(atMost: maximumDigits) { writeDigits(time.microseconds, thousandths: true, to: $0) }
    }

    /// An integer in decimal, appended to `out`.
    @inline(__always)
    static func append(integer value: Int, to out: inout SinkCursor) {
        out.write(atMost: maximumDigits) { writeDigits(Int64(value), thousandths: false, to: $0) }
    }

    /// Calls `body` with the decimal digits of `n`, in thousandths or an integer, from a stack
    /// buffer.
    static func withDigits<R>(
        _ n: Int64, thousandths: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumDigits) { buffer in
            let count = writeDigits(n, thousandths: thousandths, to: buffer.baseAddress!)
            return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// How many bytes `writeDigits` writes before the decimal point of `n`, the sign included.
    @inline(__always)
    static func wholeLength(_ n: Int64, thousandths: Bool) -> Int {
        let whole = thousandths ? n.magnitude / 1000 : n.magnitude
        let sign = n < 0 ? 1 : 0
        // Compared with powers of ten rather than divided by ten; most numbers have at most 4
        // digits, counted in two comparisons. 20 digits hold any UInt64.
        if whole < 10_000 { return sign + (whole < 100 ? (whole < 10 ? 1 : 2) : (whole < 1000 ? 3 : 4)) }
        var count = 5
        var power: UInt64 = 100_000
        while count < 20 && whole >= power {
            count += 1
            power &*= 10
        }
        return sign + count
    }

    /// The most bytes `writeDigits` writes: a sign, 19 digits, a point and 3 decimals.
    static let maximumDigits = 24
    /// The longest number `string(_:)` prints: a whole number near `Double.greatestFiniteMagnitude`,
    /// 309 digits and a sign.
    static let maximumLength = 310

    /// Writes the decimal digits of `n` in thousandths (integer digits, then up to 3 fraction
    /// digits without trailing zeros) or, with `thousandths` false, as an integer, at `out`;
    /// returns how many bytes. Every line of output has numbers: they are written straight into
    /// the sink's buffer, the integer digits of all but huge numbers as one 8-byte store.
    @inline(__always)
    static func writeDigits(_ n: Int64, thousandths: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let magnitude = n.magnitude
        if thousandths && magnitude < 100_000_000 { return writeShortDigits(n, to: out) }
        let whole = thousandths ? magnitude / 1000 : magnitude
        guard whole < 100_000_000 else {
            return writeDigits(
                n, thousandths: thousandths, wholeLength: wholeLength(n, thousandths: thousandths), to: out)
        }
        var at = out
        if n < 0 {
            at.pointee = UInt8(ascii: "-")
            at += 1
        }
        let digits = eightDigits(whole)
        // The leading zeros are the first bytes; zero itself keeps one. The bytes stored past
        // the last digit are written over by what follows or never handed on: `maximumDigits`
        // were reserved.
        let zeros = min(digits.trailingZeroBitCount / 8, 7)
        store((digits &>> (zeros &* 8)) | 0x3030_3030_3030_3030, at: at)
        at += 8 - zeros
        let count = at - out
        return thousandths ? count + writeFraction(magnitude % 1000, to: at) : count
    }

    /// `writeDigits(_:thousandths:to:)` of `n` thousandths below 10^8 in magnitude, most
    /// positions and offsets: its 5 integer digits and 3 decimals come from one conversion,
    /// with no division by 1000.
    @inline(__always)
    private static func writeShortDigits(_ n: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var at = out
        if n < 0 {
            at.pointee = UInt8(ascii: "-")
            at += 1
        }
        let digits = eightDigits(n.magnitude)
        // The integer digits are the first 5 bytes, of which leading zeros are dropped as in
        // `writeDigits`, zero itself keeping one.
        let whole = digits & 0xFF_FFFF_FFFF
        let zeros = min(whole.trailingZeroBitCount / 8, 4)
        store((whole &>> (zeros &* 8)) | 0x3030_3030_3030_3030, at: at)
        at += 5 - zeros
        return at - out + writeDecimals(digits &>> 40, to: at)
    }

    /// Stores the 8 bytes of `word` at `at`, the low one first.
    @inline(__always)
    private static func store(_ word: UInt64, at: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(at).storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    /// The 8 decimal digits of `n` (below 10^8) as the bytes 0 to 9, the most significant first
    /// in memory: each step splits every lane of the word in two with a multiplication by a
    /// reciprocal, exact for the lane's range, so no lane carries into the next.
    @inline(__always)
    static func eightDigits(_ n: UInt64) -> UInt64 {
        // Two lanes of 4 digits, the high ones in the low 32 bits, which come first in memory.
        let fours = (n / 10_000) | ((n % 10_000) << 32)
        // x / 100 as (x * 10486) >> 20, exact below 10^4.
        let hundreds = ((fours &* 10_486) &>> 20) & 0x0000_007F_0000_007F
        let twos = hundreds | ((fours &- hundreds &* 100) << 16)
        // x / 10 as (x * 103) >> 10, exact below 100.
        let tens = ((twos &* 103) &>> 10) & 0x000F_000F_000F_000F
        return tens | ((twos &- tens &* 10) << 8)
    }

    /// Writes `.d`, `.dd` or `.ddd` for a fraction of 0 to 999 thousandths, without trailing
    /// zeros, at `out`; nothing for 0. Returns how many bytes.
    @inline(__always)
    private static func writeFraction(_ fraction: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard fraction != 0 else { return 0 }
        // x / 100 as (x * 41) >> 12 and x / 10 as (x * 103) >> 10: exact below 1000 and 100.
        let tenths = (fraction &* 41) &>> 12
        let rest = fraction &- tenths &* 100
        let hundredths = (rest &* 103) &>> 10
        return writeDecimals(tenths | hundredths << 8 | (rest &- hundredths &* 10) << 16, to: out)
    }

    /// Writes `.d`, `.dd` or `.ddd` for 3 decimals, the bytes 0 to 9 of `digits` with the tenths
    /// in the low one, without trailing zeros, at `out`; nothing when all are 0. Returns how
    /// many bytes.
    ///
    /// The point and the 3 digits go as one 4-byte store; the trailing zeros are the high bytes
    /// of `digits` that are zero.
    @inline(__always)
    private static func writeDecimals(_ digits: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard digits != 0 else { return 0 }
        let text = UInt32(truncatingIfNeeded: digits << 8 | 0x3030_302E)
        UnsafeMutableRawPointer(out).storeBytes(of: text.littleEndian, as: UInt32.self)
        return 4 - UInt32(truncatingIfNeeded: digits << 8).leadingZeroBitCount / 8
    }

    /// `writeDigits(_:thousandths:to:)` for numbers of 10^8 and more, given
    /// `wholeLength(n, thousandths:)`: two digits per division by a constant.
    private static func writeDigits(
        _ n: Int64, thousandths: Bool, wholeLength count: Int, to out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        let magnitude = n.magnitude
        var whole = thousandths ? magnitude / 1000 : magnitude
        // Zero is never negative here, so -0.0004 prints `0`.
        if n < 0 { out[0] = UInt8(ascii: "-") }
        let pairs = digitPairs.utf8Start
        var i = count
        while whole >= 100 {
            let pair = Int(truncatingIfNeeded: whole % 100) &* 2
            whole /= 100
            i -= 2
            out[i] = pairs[pair]
            out[i + 1] = pairs[pair + 1]
        }
        if whole >= 10 {
            let pair = Int(truncatingIfNeeded: whole) &* 2
            out[i - 2] = pairs[pair]
            out[i - 1] = pairs[pair + 1]
        } else {
            out[i - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
        }
        return thousandths ? count + writeFraction(magnitude % 1000, to: out + count) : count
    }

    /// `00` to `99`, each number's two digits at twice its value.
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
}
