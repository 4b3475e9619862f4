import Testing
import TouchSimTestSupport

@testable import TouchSimFormat
@testable import TouchSimOutput

@Suite("ByteScan finds the bytes a writer escapes as a byte-by-byte scan does")
struct ByteScanTests {
    /// The byte-by-byte answer `ByteScan.contains` must give.
    private func reference(_ bytes: [UInt8], _ a: UInt8, _ b: UInt8) -> Bool {
        bytes.contains { $0 < 0x20 || $0 == a || $0 == b }
    }

    private func scan(_ bytes: [UInt8], _ a: UInt8, _ b: UInt8) -> Bool {
        bytes.withUnsafeBufferPointer { ByteScan.contains($0, controlOr: a, b) }
    }

    /// The pairs the writers ask about: JSON's quote and backslash, and text's DEL.
    private let pairs: [(UInt8, UInt8)] = [(UInt8(ascii: "\""), UInt8(ascii: "\\")), (0x7F, 0x7F)]

    @Test("One byte to find at every position of clean text, whole words and the tail alike")
    func everyPosition() {
        let found: [UInt8] = [0x00, 0x01, 0x1F, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x7F]
        for (a, b) in pairs {
            for length in 1...24 {
                for position in 0..<length {
                    for byte in found {
                        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                        bytes[position] = byte
                        #expect(scan(bytes, a, b) == reference(bytes, a, b), "\(bytes) \(a) \(b)")
                    }
                }
            }
        }
    }

    @Test("Random text around the borders (0x1F/0x20, 0x7F/0x80, 0xFF) agrees with the reference")
    func random() {
        var random = SplitMix64(seed: 0x5CA7)
        let edges: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xA0, 0xFF]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...40, using: &random)
            let bytes = (0..<length).map { _ in
                Bool.random(using: &random)
                    ? edges.randomElement(using: &random)! : UInt8.random(in: 0x20...0xFF, using: &random)
            }
            for (a, b) in pairs {
                #expect(scan(bytes, a, b) == reference(bytes, a, b), "\(bytes) \(a) \(b)")
            }
        }
    }

    @Test("Clean text, empty or long, has nothing to escape")
    func clean() {
        #expect(!scan([], UInt8(ascii: "\""), UInt8(ascii: "\\")))
        let text = Array("button-in-scroll-view é ü 漢字".utf8)
        #expect(!scan(text, UInt8(ascii: "\""), UInt8(ascii: "\\")))
        #expect(!scan(text, 0x7F, 0x7F))
    }
}
