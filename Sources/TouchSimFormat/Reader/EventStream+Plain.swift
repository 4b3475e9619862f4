import TouchSimCore

/// A raw event as most traces write it, read in one go (`EventStream.readPlainEvent`).
struct PlainEvent {
    var t = 0.0
    var touch = 0
    var phase = TouchPhase.down
    var x = 0.0
    var y = 0.0
    /// Where the value of each of `EventStream.keys` starts.
    var valuePositions = InlineArray<5, TextPosition>(repeating: TextPosition(line: 0, column: 0))
}

extension EventStream {
    /// Reads the event object at the lexer's position straight from the bytes in memory, when
    /// it is a raw event in the usual shape: the five `keys` once each in any order, written
    /// without escapes, numbers `JSONLexer.shortNumber` reads, values the general path accepts,
    /// no line feed or non-ASCII byte, and the whole object in the lexer's chunk.
    ///
    /// Nil, with nothing consumed, for anything else: `readEntry` then reads the entry byte by
    /// byte and says what is wrong with it, so both paths accept the same entries with the same
    /// values. A million-event trace is read twice (pass 1 and pass 2), and this path is most
    /// of the reading's speed.
    static func readPlainEvent(_ lexer: inout JSONLexer, at start: TextPosition) -> PlainEvent? {
        let bytes = lexer.bufferedBytes
        let count = bytes.count
        /// The byte at `i`, 0 past the end (which no branch below accepts).
        func byte(_ i: Int) -> UInt8 { i < count ? bytes[i] : 0 }
        func skipSpaces(_ i: inout Int) {
            while true {
                switch byte(i) {
                case 0x20, 0x09, 0x0D: i += 1
                default: return
                }
            }
        }
        guard byte(0) == UInt8(ascii: "{") else { return nil }
        var event = PlainEvent()
        var seen = 0
        var valueOffsets = InlineArray<5, Int>(repeating: 0)
        var i = 1
        for member in 0..<5 {
            skipSpaces(&i)
            if member > 0 {
                guard byte(i) == UInt8(ascii: ",") else { return nil }
                i += 1
                skipSpaces(&i)
            }
            guard byte(i) == UInt8(ascii: "\""), let (field, keyEnd) = Self.plainKey(bytes, at: i + 1),
                seen & (1 << field) == 0
            else { return nil }
            seen |= 1 << field
            i = keyEnd
            skipSpaces(&i)
            guard byte(i) == UInt8(ascii: ":") else { return nil }
            i += 1
            skipSpaces(&i)
            valueOffsets[field] = i
            if field == 2 {
                guard let (phase, end) = Self.plainPhase(bytes, at: i) else { return nil }
                event.phase = phase
                i = end
                continue
            }
            guard let (value, end) = JSONLexer.shortNumber(in: bytes, at: i),
                abs(value) <= JSONValue.magnitudeLimit
            else { return nil }
            i = end
            switch field {
            case 0:
                guard value >= 0 else { return nil }
                event.t = value
            case 1:
                guard value >= 1, value == value.rounded() else { return nil }
                event.touch = Int(value)
            case 3: event.x = value
            default: event.y = value
            }
        }
        skipSpaces(&i)
        guard byte(i) == UInt8(ascii: "}") else { return nil }
        // One line of ASCII: a position is the object's plus the offset.
        for field in 0..<5 {
            event.valuePositions[field] = TextPosition(line: start.line, column: start.column + valueOffsets[field])
        }
        lexer.advance(by: i + 1)
        return event
    }

    /// The index in `keys` of the key starting at `start` (after its opening quote), and the
    /// offset after its closing quote.
    @inline(__always)
    private static func plainKey(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Int, end: Int)? {
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
        guard end < bytes.count, let field = field(named: UnsafeBufferPointer(rebasing: bytes[start..<end])) else {
            return nil
        }
        return (field, end + 1)
    }

    /// The phase whose string starts at `start`, and the offset after its closing quote.
    @inline(__always)
    private static func plainPhase(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (TouchPhase, end: Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\"") else { return nil }
        let from = start + 1
        let end = bytes[from...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
        guard end < bytes.count else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[from..<end])
        let phase: TouchPhase
        if matches(text, "down") {
            phase = .down
        } else if matches(text, "move") {
            phase = .move
        } else if matches(text, "up") {
            phase = .up
        } else if matches(text, "cancel") {
            phase = .cancel
        } else {
            return nil
        }
        return (phase, end + 1)
    }
}
