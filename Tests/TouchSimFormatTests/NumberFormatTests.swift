import Testing
import TouchSimCore

@testable import TouchSimFormat
@testable import TouchSimOutput
@testable import TouchSimReader

@Suite("Numbers print rounded to 3 decimals, without trailing zeros, never -0 (docs/format.md §3)")
struct NumberFormatTests {
    @Test(
        "The examples of the brief print as specified",
        arguments: [
            (0.1 + 0.2, "0.3"), (2.0, "2"), (-0.0004, "0"), (1e6, "1000000"), (12.3456, "12.346"),
        ])
    func examples(value: Double, printed: String) {
        #expect(NumberFormat.string(value) == printed)
    }

    @Test("Halves round away from zero, on both sides of zero")
    func halvesRoundAwayFromZero() {
        #expect(NumberFormat.string(0.0005) == "0.001")
        #expect(NumberFormat.string(-0.0005) == "-0.001")
        #expect(NumberFormat.string(2.5e-3) == "0.003")
        #expect(NumberFormat.string(-1.0625) == "-1.063")
    }

    @Test("Negative zero and values that round to zero print 0")
    func noNegativeZero() {
        #expect(NumberFormat.string(-0.0) == "0")
        #expect(NumberFormat.string(-0.00049) == "0")
    }

    @Test("Fractions keep their leading zeros and lose their trailing ones")
    func fractionDigits() {
        #expect(NumberFormat.string(0.05) == "0.05")
        #expect(NumberFormat.string(-7.007) == "-7.007")
        #expect(NumberFormat.string(0.1) == "0.1")
        #expect(NumberFormat.string(-0.25) == "-0.25")
    }

    @Test("Huge and tiny values never use exponent notation")
    func noExponent() {
        #expect(NumberFormat.string(1e20) == "100000000000000000000")
        #expect(NumberFormat.string(-1e17) == "-100000000000000000")
        #expect(NumberFormat.string(1.5e-10) == "0")
        #expect(NumberFormat.string(1e300).count == 301)
        #expect(!NumberFormat.string(1e300).contains("e"))
    }

    @Test("Non-finite values, which the reader rejects, print as JSON null rather than trap")
    func nonFinite() {
        #expect(NumberFormat.string(.nan) == "null")
        #expect(NumberFormat.string(-.infinity) == "null")
    }

    @Test("A time prints its whole microseconds exactly, in milliseconds")
    func times() {
        #expect(NumberFormat.string(SimTime(microseconds: 0)) == "0")
        #expect(NumberFormat.string(SimTime(microseconds: 210_500)) == "210.5")
        #expect(NumberFormat.string(SimTime(microseconds: 16_667)) == "16.667")
        #expect(NumberFormat.string(SimTime(microseconds: 10_000_000_001)) == "10000000.001")
    }

    @Test("Thousandths round half away from zero as Double.rounded does, at halves, beside them and near 2^63")
    func roundingAsDouble() {
        var values: [Double] = [
            0.0005, -0.0005, 1.0005, 4_503_599_627_370.4965, 4_503_599_627_370_495.5, 9.2e15, -9.2e15,
            9_223_372_036_854_774.0, 9_223_372_036_854_776.0, -9_223_372_036_854_776.0, 1e300, .nan, .infinity,
        ]
        for k in -20_000...20_000 {
            let value = Double(k) / 2000
            values += [value, value.nextUp, value.nextDown]
        }
        let differing = values.filter { value in
            let scaled = (value * 1000).rounded(.toNearestOrAwayFromZero)
            let expected = abs(scaled) < 9_223_372_036_854_775_808.0 ? Int64(scaled) : nil
            return NumberFormat.thousandths(value) != expected
        }
        #expect(differing.isEmpty)
    }

    @Test("Integers of every length print all their digits, the widest included")
    func integerLengths() {
        var bytes: [UInt8] = []
        let sink = ByteSink(capacity: 8) { bytes += $0 }
        var power = 1
        for _ in 0...18 {
            NumberFormat.append(integer: power, to: sink)
            sink.append(byte: UInt8(ascii: " "))
            NumberFormat.append(integer: -(power - 1), to: sink)
            sink.append(byte: UInt8(ascii: " "))
            power = power &* 10
        }
        NumberFormat.append(integer: Int.max, to: sink)
        sink.flush()
        var expected = ""
        power = 1
        for _ in 0...18 {
            expected += "\(power) \(-(power - 1)) "
            power = power &* 10
        }
        #expect(String(decoding: bytes, as: UTF8.self) == expected + "\(Int.max)")
    }

    @Test(
        "Appended to a sink, numbers print the same on both sides of 10^8 digits and of 2^53 / 1000",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (7, "7"), (-42, "-42"), (0.001, "0.001"), (-0.5, "-0.5"),
            (12_345.6, "12345.6"), (99_999_999, "99999999"), (99_999_999.999, "99999999.999"),
            (100_000_000, "100000000"), (-100_000_000.25, "-100000000.25"),
            (9_007_199_254_739, "9007199254739"), (9_007_199_254_741, "9007199254741"),
        ])
    func appendedAroundFastPaths(value: Double, printed: String) {
        var bytes: [UInt8] = []
        let sink = ByteSink(capacity: 64) { bytes += $0 }
        NumberFormat.append(value, to: sink)
        sink.flush()
        #expect(String(decoding: bytes, as: UTF8.self) == printed)
        #expect(NumberFormat.string(value) == printed)
    }

    @Test("Thousandths print their integer and up to 3 decimals, on both sides of 10^8 thousandths")
    func thousandthsDigits() {
        // A fixed generator: the same values on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var values: [Int64] = Array(-2_000...2_000) + [99_999_999, 100_000_000, -99_999_999, -100_000_000]
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Int64(bitPattern: state) >> (state % 60))
        }
        let differing = values.filter { n in
            let fraction = String(n.magnitude % 1000 + 1000).dropFirst()
            let decimals = String(fraction.reversed().drop { $0 == "0" }.reversed())
            let expected = (n < 0 ? "-" : "") + "\(n.magnitude / 1000)" + (decimals.isEmpty ? "" : "." + decimals)
            return NumberFormat.string(thousandths: n) != expected
        }
        #expect(differing.isEmpty)
    }
}
