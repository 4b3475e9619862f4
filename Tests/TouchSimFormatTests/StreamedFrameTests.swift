import Testing
import TouchSimCore

@testable import TouchSimFormat
@testable import TouchSimReader

/// The streaming tree reader reads most frames straight from the bytes in memory
/// (`TreeDecoder.shortRect`, docs/format.md §4.9): each must read as the token-by-token reader
/// reads it, and the rest must be left to that reader.
@Suite struct StreamedFrameTests {
    /// What `streamRect` (`short`) or a token-by-token reading makes of `text` followed by `,`,
    /// with the byte after what it read.
    private func read(_ text: String, short: Bool) throws -> (rect: Rect?, next: UInt8?) {
        var lexer = JSONLexer(source: ByteSource(bytes: Array((text + ",").utf8)), file: "<stdin>")
        _ = try lexer.peekValue()
        let rect = short ? try TreeDecoder.streamRect(&lexer) : try Self.tokenByToken(&lexer)
        return (rect, try lexer.peekByte())
    }

    /// `streamRect`'s token-by-token reading, for comparison.
    private static func tokenByToken(_ lexer: inout JSONLexer) throws -> Rect? {
        try lexer.beginArray()
        var numbers: [Double] = []
        var first = true
        while try lexer.nextElement(first: &first) {
            guard numbers.count < 4, try lexer.peekValue() == .number else { return nil }
            numbers.append(try lexer.readNumber())
        }
        guard numbers.count == 4, numbers.allSatisfy({ abs($0) <= JSONValue.magnitudeLimit }),
            min(numbers[2], numbers[3]) >= 0
        else { return nil }
        return Rect(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    /// A frame's numbers as bits, so that -0 and 0 differ.
    private static func bits(_ rect: Rect) -> [UInt64] {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(\.bitPattern)
    }

    @Test(
        "Frames read from memory are the frames read token by token, bit for bit",
        arguments: [
            "[0, 0, 390, 844]", "[5,15,30,8]", "[ -0 , 1.5, 2.25 , 3 ]", "[-12.5, -7, 0.1, 0.2]",
            "[123456789, 0, 1, 1]", "[1.234567890123, 2, 3, 4]",
        ])
    func sameNumbers(text: String) throws {
        let short = try read(text, short: true)
        let slow = try read(text, short: false)
        #expect(short.rect != nil)
        #expect(short.rect.map(Self.bits) == slow.rect.map(Self.bits))
        #expect(short.next == UInt8(ascii: ","))
    }

    @Test(
        "Other text is left to the token-by-token reader, which accepts or refuses it as before",
        arguments: [
            "[0, 0, 1]", "[0, 0, 1, 1, 1]", "[0, 0, -1, 1]", "[0, 0, 1e3, 1]", "[0,\t0, 1, 1]", "[0,\n0, 1, 1]",
            "[0, 0, 1, 1 ]", "[2e9, 0, 1, 1]", "[0, 0, 1, \"1\"]", "[]", "[0, 0, 1, 1234567890123456]",
        ])
    func declines(text: String) throws {
        var lexer = JSONLexer(source: ByteSource(bytes: Array((text + ",").utf8)), file: "<stdin>")
        _ = try lexer.peekValue()
        let before = lexer.mark.byteOffset
        let short = TreeDecoder.shortRect(&lexer)
        if short == nil { #expect(lexer.mark.byteOffset == before) }
        #expect(try read(text, short: true).rect == (try read(text, short: false).rect))
    }

    @Test("A frame at the deepest nesting is left to beginArray, which refuses it")
    func deepest() throws {
        var lexer = JSONLexer(source: ByteSource(bytes: Array("[0, 0, 1, 1]".utf8)), file: "<stdin>")
        _ = try lexer.peekValue()
        lexer.depth = JSONLexer.maximumDepth
        #expect(TreeDecoder.shortRect(&lexer) == nil)
    }

    @Test(
        "Ids are ASCII letters, digits, \"_\", \"-\" and \".\" (§2)",
        arguments: [
            ("v0_1", true), ("A-z.9", true), ("", false), ("a b", false), ("é", false), ("a@", false),
            ("a`", false), ("[", false), ("{", false), ("a/", false), ("Z", true),
        ])
    func ids(text: String, valid: Bool) {
        #expect(TreeDecoder.isName(text, punctuation: "_-.") == valid)
    }
}
