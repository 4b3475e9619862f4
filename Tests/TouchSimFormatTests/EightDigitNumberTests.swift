import Testing

@testable import TouchSimFormat
@testable import TouchSimReader

@Suite("Numbers read 8 digits at a time read as one digit at a time (docs/format.md §4.9)")
struct EightDigitNumberTests {
    /// Both readers' answers for `text` followed by an object's `}` and 16 bytes of 0xFF, the
    /// byte that carries when the word reader adds 6.
    private func both(_ text: String) -> (wide: (Double, end: Int)?, narrow: (Double, end: Int)?) {
        var bytes = Array(text.utf8) + [UInt8(ascii: "}")]
        let count = bytes.count
        bytes += [UInt8](repeating: 0xFF, count: 16)
        return bytes.withUnsafeBufferPointer { buffer in
            (
                JSONLexer.shortDecimal(buffer.baseAddress!, at: 0).map { ($0.value, $0.end) },
                JSONLexer.shortNumber(in: UnsafeBufferPointer(rebasing: buffer[..<count]), at: 0)
            )
        }
    }

    /// A number the word reader takes reads as the byte reader reads it; one it leaves (nil)
    /// goes to the general path, which reads it byte by byte.
    private func expectSame(_ text: String) {
        let (wide, narrow) = both(text)
        guard let wide else { return }
        #expect(wide.0.bitPattern == narrow?.0.bitPattern, "\(text)")
        #expect(wide.end == narrow?.end, "\(text)")
    }

    @Test(
        "The numbers a trace writes are read 8 digits at a time",
        arguments: ["0", "-0", "7", "129.82", "-129.82", "1351024.000", "0.5", "93197316.000", "-0.0000001"])
    func usual(text: String) {
        for tail in [",", " ", "}"] {
            let (wide, narrow) = both(text + tail)
            #expect(wide != nil, "\(text)")
            #expect(wide?.0.bitPattern == narrow?.0.bitPattern, "\(text)")
        }
    }

    @Test(
        "Usual, long, malformed and exponent numbers, before any separator",
        arguments: [
            "0", "-0", "7", "129.82", "-129.82", "1351024.000", "0.5", "00", "01.5", "-", "-.5", "1.", "1.e3",
            "12345678", "123456789", "1234567.1234567", "1234567.12345678", "0.12345678", "123456789012345",
            "1234567890123456", "1e5", "1.5E-3", "9999999.9999999", "-0.0000001", "4503599627370497.5",
            "93197316.000", "-12345678.9", "123456789.123456", "123456789.1234567", "99999999.9999999", "12345678.",
            "012345678", "1234567890", "12345678e3", "123456789.5E1",
        ])
    func same(text: String) {
        for tail in ["", ",", " ", "\t", ".", "e", "E", "x", "\u{FF}"] { expectSame(text + tail) }
    }

    @Test("Random digit runs of every length up to 17, with and without a fraction, read alike")
    func randomRuns() {
        // A fixed generator: the same texts on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(next(10))) }) }
        for _ in 0..<20_000 {
            var text = next(4) == 0 ? "-" : ""
            text += digits(next(18))
            if next(3) > 0 { text += "." + digits(next(18)) }
            expectSame(text + [",", " ", "", "e1"][next(4)])
        }
    }
}
