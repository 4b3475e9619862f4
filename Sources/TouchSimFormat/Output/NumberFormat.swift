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
    static func string(thousandths n: Int64) -> String {
        withDigits(n, unit: 1000) { String(decoding: $0, as: UTF8.self) }
    }

    /// `value` as `string(_:)` prints it, appended to `sink` without making a string.
    public static func append(_ value: Double, to sink: ByteSink) {
        guard value.isFinite, let thousandths = thousandths(value) else { return sink.append(string(value)) }
        withDigits(thousandths, unit: 1000, sink.append(bytes:))
    }

    /// A time as `string(_:)` prints it, appended to `sink`.
    public static func append(_ time: SimTime, to sink: ByteSink) {
        withDigits(time.microseconds, unit: 1000, sink.append(bytes:))
    }

    /// An integer in decimal, appended to `sink`: `String(value)` allocates, and every output line
    /// has one.
    public static func append(integer value: Int, to sink: ByteSink) {
        withDigits(Int64(value), unit: 1, sink.append(bytes:))
    }

    /// Calls `body` with the decimal digits of `n` in units of 1/`unit` (1000: thousandths, 1: an
    /// integer), written backwards into a stack buffer: every line of output has numbers, and
    /// they then cost no string at all.
    static func withDigits<R>(
        _ n: Int64, unit: UInt64, _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var whole = n.magnitude / unit
            var fraction = n.magnitude % unit
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
            return body(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }
}
