import TouchSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A raw event as most traces write it, read in one go (`EventStream.readPlainEvent`).
struct PlainEvent {
    var t = 0.0
    var touch = 0
    var phase = TouchPhase.down
    var x = 0.0
    var y = 0.0
    /// Where the value of each of `EventStream.keys` starts, in bytes from the object's `{`.
    var valueOffsets = SIMD8<Int32>()

    /// Where the value of `keys[field]` starts, for the object at `start`: the object is one
    /// line of ASCII, so its position is the object's plus the offset.
    func valuePosition(_ field: Int, objectAt start: TextPosition) -> TextPosition {
        TextPosition(line: start.line, column: start.column + Int(valueOffsets[field]))
    }
}

extension EventStream {
    /// The longest object the plain path looks at: a plain event with its spaces fits in far
    /// less, and looking no further keeps an unusual entry from costing a scan of the chunk.
    private static let plainEventLimit = 512

    /// Reads the event object at the lexer's position straight from the bytes in memory, when
    /// it is a raw event in the usual shape: the five `keys` once each in any order, written
    /// without escapes, numbers `JSONLexer.shortNumber` reads, values the general path accepts,
    /// no line feed or non-ASCII byte, and the whole object in the lexer's chunk.
    ///
    /// Nil, with nothing consumed, for anything else: `readEntry` then reads the entry byte by
    /// byte and says what is wrong with it, so both paths accept the same entries with the same
    /// values. A million-event trace is read twice (pass 1 and pass 2), and this path is most
    /// of the reading's speed.
    ///
    /// It first finds the object's first `}`, which no accepted byte before the end can be:
    /// every scan then stops there without checking the bounds, and each byte compared is
    /// followed by another in memory, since only a byte that is not `}` leads to the next.
    static func readPlainEvent(_ lexer: inout JSONLexer) -> PlainEvent? {
        let buffered = lexer.bufferedBytes
        guard let bytes = buffered.baseAddress, buffered.count > 1, bytes[0] == UInt8(ascii: "{"),
            let found = memchr(bytes + 1, Int32(UInt8(ascii: "}")), min(buffered.count - 1, plainEventLimit))
        else { return nil }
        let close = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - bytes
        var event = PlainEvent()
        var seen = 0
        var i = 1
        for member in 0..<5 {
            skipSpaces(bytes, &i)
            if member > 0 {
                guard bytes[i] == UInt8(ascii: ",") else { return nil }
                i += 1
                skipSpaces(bytes, &i)
            }
            guard let field = plainKey(bytes, &i), seen & (1 << field) == 0 else { return nil }
            seen |= 1 << field
            skipSpaces(bytes, &i)
            guard bytes[i] == UInt8(ascii: ":") else { return nil }
            i += 1
            skipSpaces(bytes, &i)
            event.valueOffsets[field] = Int32(truncatingIfNeeded: i)
            if field == 2 {
                guard let phase = plainPhase(bytes, &i) else { return nil }
                event.phase = phase
                continue
            }
            guard
                let (value, end) = JSONLexer.shortNumber(
                    in: UnsafeBufferPointer(start: bytes, count: close + 1), at: i),
                abs(value) <= JSONValue.magnitudeLimit
            else { return nil }
            i = end
            switch field {
            case 0:
                guard value >= 0 else { return nil }
                event.t = value
            case 1:
                // Within the magnitude limit, an integer is exactly an `Int` and back.
                guard value >= 1, Double(Int(value)) == value else { return nil }
                event.touch = Int(value)
            case 3: event.x = value
            default: event.y = value
            }
        }
        skipSpaces(bytes, &i)
        guard i == close else { return nil }
        lexer.advance(by: i + 1)
        return event
    }

    /// Moves `i` past spaces, tabs and carriage returns (a line feed ends the plain path).
    @inline(__always)
    private static func skipSpaces(_ bytes: UnsafePointer<UInt8>, _ i: inout Int) {
        while true {
            switch bytes[i] {
            case 0x20, 0x09, 0x0D: i += 1
            default: return
            }
        }
    }

    /// Whether `text` follows at `i`; if so, moves `i` past it. Compares a byte only after the
    /// one before it matched, so it reads no further than the `}` that ends the object.
    @inline(__always)
    private static func skip(_ text: StaticString, _ bytes: UnsafePointer<UInt8>, _ i: inout Int) -> Bool {
        let count = text.utf8CodeUnitCount
        for k in 0..<count where bytes[i + k] != text.utf8Start[k] { return false }
        i += count
        return true
    }

    /// The index in `keys` of the quoted key at `i`, moving `i` past its closing quote.
    @inline(__always)
    private static func plainKey(_ bytes: UnsafePointer<UInt8>, _ i: inout Int) -> Int? {
        guard bytes[i] == UInt8(ascii: "\"") else { return nil }
        switch bytes[i + 1] {
        case UInt8(ascii: "t"):
            if bytes[i + 2] == UInt8(ascii: "\"") {
                i += 3
                return 0
            }
            return skip("\"touch\"", bytes, &i) ? 1 : nil
        case UInt8(ascii: "p"): return skip("\"phase\"", bytes, &i) ? 2 : nil
        case UInt8(ascii: "x"): return skip("\"x\"", bytes, &i) ? 3 : nil
        case UInt8(ascii: "y"): return skip("\"y\"", bytes, &i) ? 4 : nil
        default: return nil
        }
    }

    /// The quoted phase at `i`, moving `i` past its closing quote.
    @inline(__always)
    private static func plainPhase(_ bytes: UnsafePointer<UInt8>, _ i: inout Int) -> TouchPhase? {
        guard bytes[i] == UInt8(ascii: "\"") else { return nil }
        switch bytes[i + 1] {
        case UInt8(ascii: "d"): return skip("\"down\"", bytes, &i) ? .down : nil
        case UInt8(ascii: "m"): return skip("\"move\"", bytes, &i) ? .move : nil
        case UInt8(ascii: "u"): return skip("\"up\"", bytes, &i) ? .up : nil
        case UInt8(ascii: "c"): return skip("\"cancel\"", bytes, &i) ? .cancel : nil
        default: return nil
        }
    }
}
