import _TouchSimStorage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A line and a column (1-based, the column in Unicode scalars) in the text a lexer reads.
struct TextPosition: Equatable, Sendable {
    var line: Int
    var column: Int
}

/// The kinds of JSON value, as seen from a value's first byte.
enum JSONKind: Sendable {
    case object, array, string, number, bool, null

    /// The kind with its article, for messages: "expected a number, found an array".
    var phrase: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// Where a lexer stands, saved so that it can come back there (pass 2 of `ScenarioFile`).
package struct LexerMark: Sendable {
    fileprivate var offset: Int
    fileprivate var line: Int
    fileprivate var lineStart: Int
    fileprivate var continuationBytes: Int
    fileprivate var depth: Int

    /// The offset in the source, for `touchsim expand`, which copies parts of the input.
    var byteOffset: Int { offset }
}

/// A hand-written pull lexer for strict JSON (RFC 8259) over a `ByteSource`, read in 64 KiB
/// chunks, tracking line and column.
///
/// The caller drives it in the shape it expects (`peekValue`, `beginObject`, `nextMember`…),
/// so a million-event array is decoded one element at a time. Strings and number tokens are
/// collected in a reusable scratch buffer: nothing is allocated per byte or per token unless
/// the caller asks for a `String`. It is a struct so that its hot state is free of the dynamic
/// exclusivity checks of class properties; copies share their buffers, so use one copy only.
package struct JSONLexer {
    /// Bytes read from the source at a time.
    static let chunkSize = 64 * 1024
    fileprivate static let initialScratchCapacity = 256
    /// Deepest nesting of arrays and objects accepted, so that `[[[[…` cannot exhaust the stack
    /// of the recursive decoders.
    static let maximumDepth = 200

    /// The input's name as diagnostics show it.
    let file: String
    /// How messages name the end of the input: `end of file`, or `end of the value` for a
    /// `--set` value.
    private let endOfInput: String
    private let source: ByteSource
    /// The memory it reads into, freed with the last copy of the lexer.
    private let buffers: MemoryPool
    private let chunk: UnsafeMutablePointer<UInt8>
    private var pos = 0
    private var end = 0
    /// Offset in the source of `chunk[0]`.
    private var chunkOffset = 0
    private var line = 1
    /// Source offset of the current line's first byte, shifted for `firstColumn`.
    private var lineStart: Int
    /// UTF-8 continuation bytes on the current line before `pos`: they take no column.
    private var continuationBytes = 0
    /// Arrays and objects open around the current position (changed only by the structural
    /// methods).
    var depth = 0
    private var scratch: UnsafeMutablePointer<UInt8>
    private var scratchCount = 0
    private var scratchCapacity = JSONLexer.initialScratchCapacity

    /// Lexes `source`, whose first byte is at `firstColumn` of line 1 (a `--set` value sits
    /// after its `ID.KEY=`), and whose end messages call `endOfInput`.
    package init(source: ByteSource, file: String, firstColumn: Int = 1, endOfInput: String = "end of file") {
        self.source = source
        self.file = file
        self.endOfInput = endOfInput
        buffers = MemoryPool()
        chunk = buffers.allocate(JSONLexer.chunkSize, repeating: 0)
        scratch = buffers.allocate(JSONLexer.initialScratchCapacity, repeating: 0)
        lineStart = 1 - firstColumn
    }

    // MARK: Position

    /// The position of the next byte.
    var position: TextPosition {
        TextPosition(line: line, column: chunkOffset + pos - lineStart - continuationBytes + 1)
    }

    /// A position of this input with its file name.
    func location(_ position: TextPosition) -> SourceLocation {
        SourceLocation(file: file, line: position.line, column: position.column)
    }

    /// A syntax error at the next byte. Syntax errors carry no JSON path: the position says it.
    func error(_ message: String) -> Diagnostic {
        location(position).diagnostic(message, path: "")
    }

    /// The current place, to come back to with `seek(to:)`.
    package var mark: LexerMark {
        LexerMark(
            offset: chunkOffset + pos, line: line, lineStart: lineStart,
            continuationBytes: continuationBytes, depth: depth)
    }

    /// Continues reading at `mark`, taken earlier from a lexer over the same source.
    package mutating func seek(to mark: LexerMark) {
        chunkOffset = mark.offset
        pos = 0
        end = 0
        line = mark.line
        lineStart = mark.lineStart
        continuationBytes = mark.continuationBytes
        depth = mark.depth
    }

    // MARK: Bytes

    /// The next byte without consuming it; nil at the end of the input.
    @inline(__always)
    mutating func peekByte() throws(Diagnostic) -> UInt8? {
        if pos < end { return chunk[pos] }
        try refill()
        return pos < end ? chunk[pos] : nil
    }

    /// Consumes the byte `peekByte` returned; it is never a line feed.
    @inline(__always)
    mutating func advance() { pos += 1 }

    /// Consumes a UTF-8 continuation byte `peekByte` returned: it does not move the column.
    @inline(__always)
    mutating func advanceContinuation() {
        pos += 1
        continuationBytes += 1
    }

    /// The bytes from the next one to the end of those in memory, for reading a whole token at
    /// once; empty at the end of a chunk, where the byte-at-a-time path refills.
    @inline(__always)
    var bufferedBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: chunk + pos, count: end - pos)
    }

    /// The bytes in memory from the source offset `offset`, before the next byte, when
    /// `offset` is still in memory and `count` more bytes follow the next one there.
    func bytes(from offset: Int, followedBy count: Int) -> UnsafePointer<UInt8>? {
        guard offset >= chunkOffset, end - pos >= count else { return nil }
        return UnsafePointer(chunk + (offset - chunkOffset))
    }

    /// Consumes `count` bytes of `bufferedBytes`, none of them a line feed or a UTF-8
    /// continuation byte.
    @inline(__always)
    mutating func advance(by count: Int) { pos += count }

    @inline(never)
    private mutating func refill() throws(Diagnostic) {
        chunkOffset += end
        pos = 0
        do {
            end = try source.read(into: chunk, count: Self.chunkSize, at: chunkOffset)
        } catch {
            end = 0
            throw self.error("cannot read \(file): \(error.message)")
        }
    }

    /// Skips JSON whitespace; returns the next byte, nil at the end of the input.
    @inline(__always)
    mutating func skipWhitespace() throws(Diagnostic) -> UInt8? {
        while true {
            if let byte = skipWhitespaceInMemory() { return byte }
            try refill()
            if pos == end { return nil }
        }
    }

    /// Skips the JSON whitespace of the chunk; returns the byte after it, nil at the chunk's end.
    @inline(__always)
    private mutating func skipWhitespaceInMemory() -> UInt8? {
        while pos < end {
            switch chunk[pos] {
            case 0x20, 0x09, 0x0D:
                pos += 1
            case 0x0A:
                pos += 1
                line += 1
                lineStart = chunkOffset + pos
                continuationBytes = 0
            default:
                return chunk[pos]
            }
        }
        return nil
    }

    /// Consumes the `,` and whitespace between two elements of an array when the next element
    /// is an object starting in memory, and says whether it did; consumes nothing if not.
    /// `nextElement` would consume the same bytes and return true: this shortcut lets a run of
    /// event objects skip its general steps, which are there for refills and messages.
    @inline(__always)
    mutating func skipToNextObject() -> Bool {
        guard pos < end, chunk[pos] == UInt8(ascii: ",") else { return false }
        let saved = (pos, line, lineStart, continuationBytes)
        pos += 1
        if skipWhitespaceInMemory() == UInt8(ascii: "{") { return true }
        // The end of the run (once an array, or at a chunk's end): `nextElement` reads it.
        (pos, line, lineStart, continuationBytes) = saved
        return false
    }

    /// "unexpected X; expected `expected`", X being the byte at the current position.
    func unexpected(_ byte: UInt8?, expected: String) -> Diagnostic {
        error("unexpected \(describe(byte)); expected \(expected)")
    }

    /// A byte as messages name it: `"}"`, `byte 0xFF`, or the end of the input (`endOfInput`).
    func describe(_ byte: UInt8?) -> String {
        guard let byte else { return endOfInput }
        if byte > 0x20 && byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
        return "byte 0x\(Self.hex(byte, digits: 2))"
    }

    // MARK: Scratch

    /// Appends a byte of the current string or number token.
    @inline(__always)
    mutating func appendScratch(_ byte: UInt8) {
        if scratchCount == scratchCapacity { growScratch() }
        scratch[scratchCount] = byte
        scratchCount += 1
    }

    /// Appends bytes of the current string token at once.
    @inline(__always)
    mutating func appendScratch(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        while scratchCount + bytes.count > scratchCapacity { growScratch() }
        (scratch + scratchCount).update(from: source, count: bytes.count)
        scratchCount += bytes.count
    }

    @inline(never)
    private mutating func growScratch() {
        scratch = buffers.reallocate(scratch, keeping: scratchCount, count: scratchCapacity * 2, repeating: 0)
        scratchCapacity *= 2
    }

    /// Starts a new token in the scratch buffer.
    @inline(__always)
    mutating func clearScratch() { scratchCount = 0 }

    /// The current token's bytes.
    var scratchBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: scratch, count: scratchCount)
    }

    /// Whether the last string read is exactly `text` (compared as bytes, without making a
    /// `String`).
    func scratchEquals(_ text: StaticString) -> Bool {
        text.utf8CodeUnitCount == scratchCount
            && memcmp(text.utf8Start, scratch, scratchCount) == 0
    }

    /// The last string read.
    var scratchString: String { String(decoding: scratchBytes, as: UTF8.self) }
}
