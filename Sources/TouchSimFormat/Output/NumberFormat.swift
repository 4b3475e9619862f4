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
    static func thousandths(_ value: Double) -> Int64? {
        let scaled = (value * 1000).rounded(.toNearestOrAwayFromZero)
        // 2^63 is exactly representable; anything at or above it would trap on conversion.
        guard abs(scaled) < 9_223_372_036_854_775_808.0 else { return nil }
        return Int64(scaled)
    }

    /// A count of thousandths as a decimal: integer digits, then up to 3 fraction digits.
    ///
    /// Digits are written backwards into a stack buffer: every line of output has numbers, and
    /// the result (at most 21 bytes) then costs one string and no intermediate ones.
    static func string(thousandths n: Int64) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var whole = n.magnitude / 1000
            var fraction = n.magnitude % 1000
            if fraction != 0 {
                var digits = 3
                while fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
                for _ in 0..<digits {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            // Zero is never negative here, so -0.0004 prints `0`.
            if n < 0 { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}
