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
    /// `t` as the engine's time.
    var time = SimTime.zero
    var touch = 0
    var phase = TouchPhase.down
    var x = 0.0
    var y = 0.0
    /// Where the value of each of `EventStream.keys` starts, in bytes from the object's `{`:
    /// 10 bits each, field 0 lowest, since a plain event is at most
    /// `EventStream.plainEventLimit` bytes.
    /// Packed in one word, as the field is known only as the event is read and a vector
    /// indexed by a variable is copied.
    private var valueOffsets: UInt64 = 0

    /// Notes that the value of `keys[field]` starts at `offset`.
    @inline(__always)
    mutating func noteValue(_ field: Int, at offset: Int) {
        valueOffsets |= UInt64(truncatingIfNeeded: offset) << (10 * field)
    }

    /// Where the value of `keys[field]` starts, for the object at `start`: the object is one
    /// line of ASCII, so its position is the object's plus the offset.
    func valuePosition(_ field: Int, objectAt start: TextPosition) -> TextPosition {
        TextPosition(line: start.line, column: start.column + Int((valueOffsets >> (10 * field)) & 0x3FF))
    }
}

extension EventStream {
    /// The longest object the plain path looks at: a plain event with its spaces fits in far
    /// less, and looking no further keeps an unusual entry from costing a scan of the chunk.
    static let plainEventLimit = 512

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
    /// An event in the usual key order, written as `json.dumps` writes it or matching the last
    /// one's shape, is read straight away (`readPlainEventInOrder`). Otherwise it first finds the object's first `}`, which no
    /// accepted byte before the end can be:
    /// every scan then stops there without checking the bounds, and each byte compared is
    /// followed by another in memory, since only a byte that is not `}` leads to the next.
    ///
    /// An event written as the last one was (`plainShape`) is matched against its bytes; any
    /// other is read key by key, and its shape kept for the next.
    @inline(never)
    mutating func readPlainEvent(_ lexer: inout JSONLexer) -> PlainEvent? { readPlainEvent(&lexer, locations: true) }

    /// `readPlainEvent` for pass 1, which only checks the events: an event in the usual key
    /// order has its `x` and `y` checked but not converted, and location zero.
    @inline(never)
    mutating func checkPlainEvent(_ lexer: inout JSONLexer) -> PlainEvent? { readPlainEvent(&lexer, locations: false) }

    /// `readPlainEvent` or `checkPlainEvent`, as `locations` says.
    @inline(__always)
    private mutating func readPlainEvent(_ lexer: inout JSONLexer, locations: Bool) -> PlainEvent? {
        let buffered = lexer.bufferedBytes
        guard let bytes = buffered.baseAddress, buffered.count > 1, bytes[0] == UInt8(ascii: "{") else { return nil }
        if buffered.count >= Self.shapeReach,
            let (event, end) = Self.readPlainEventInOrder(bytes, CanonicalSeparators(), locations: locations)
                ?? (plainShape.isInOrder
                    ? withUnsafePointer(
                        to: &plainShape, { Self.readPlainEventInOrder(bytes, $0, locations: locations) })
                    : nil)
        {
            lexer.advance(by: end)
            return event
        }
        guard let found = memchr(bytes + 1, Int32(UInt8(ascii: "}")), min(buffered.count - 1, Self.plainEventLimit))
        else { return nil }
        let close = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - bytes
        // A shape reads 16 bytes from an offset up to `close`.
        let shapeFits = close + 16 <= buffered.count
        let shaped = shapeFits ? Self.readPlainEvent(bytes, close: close, shape: plainShape) : nil
        guard let event = shaped ?? Self.readPlainEvent(bytes, close: close, learning: &plainShape, shapeFits)
        else { return nil }
        lexer.advance(by: close + 1)
        return event
    }

    /// With this many bytes in memory, an event that matches a shape is read without finding
    /// its `}` first: it spans at most 6 separators of 16 bytes, 4 numbers of 18 and a phase of
    /// 8, and no read looks more than 16 bytes past what it matched.
    static let shapeReach = 256

    /// The plain event of `bytes`, with `shapeReach` bytes in memory, and the offset after its
    /// `}`, when it is written with `separators`, its keys in the order of `keys`, as most
    /// traces write them, and numbers `JSONLexer.shortDecimal` reads. Nil for anything else,
    /// which the shape-by-shape path below reads to the same values.
    ///
    /// Each field is read as what it is: `touch` as an integer, and `t` with at most 3
    /// decimals straight to whole microseconds, which is what `SimTime(milliseconds:)` rounds
    /// it to (below 10¹² µs, the double's error is far under half a microsecond). Every number
    /// read here has at most 9 integer digits, within `JSONValue.magnitudeLimit`. `x` and `y`
    /// are left zero unless `locations`: once inlined, their digits are then only counted.
    @inline(__always)
    private static func readPlainEventInOrder<Separators: PlainEventSeparators>(
        _ bytes: UnsafePointer<UInt8>, _ separators: Separators, locations: Bool
    ) -> (PlainEvent, end: Int)? {
        var event = PlainEvent()
        var i = 0
        guard separators.skip(0, bytes, &i), let t = JSONLexer.shortDecimal(bytes, at: i), !t.negative else {
            return nil
        }
        event.noteValue(0, at: i)
        event.t = t.value
        event.time =
            t.fractionDigits <= 3
            ? SimTime(microseconds: Int64(t.mantissa) &* Self.microsecondsPerDigitUnit[t.fractionDigits])
            : SimTime(milliseconds: event.t)
        i = t.end
        guard separators.skip(1, bytes, &i) else { return nil }
        event.noteValue(1, at: i)
        guard let touch = wideTouch(bytes, &i) else { return nil }
        event.touch = touch
        guard separators.skip(2, bytes, &i) else { return nil }
        event.noteValue(2, at: i)
        guard let phase = widePhase(bytes, &i), separators.skip(3, bytes, &i),
            let x = JSONLexer.shortDecimal(bytes, at: i)
        else { return nil }
        event.phase = phase
        event.noteValue(3, at: i)
        if locations { event.x = x.value }
        i = x.end
        guard separators.skip(4, bytes, &i), let y = JSONLexer.shortDecimal(bytes, at: i) else { return nil }
        event.noteValue(4, at: i)
        if locations { event.y = y.value }
        i = y.end
        guard separators.skip(5, bytes, &i) else { return nil }
        return (event, i)
    }

    /// The touch id at `i`, where 8 bytes can be read, moving `i` past it: an integer of 1 or
    /// more that `JSONLexer.shortDecimal` reads. A one-digit id, as most are, is taken as its
    /// digit when the byte after it is no digit, point or exponent.
    @inline(__always)
    private static func wideTouch(_ bytes: UnsafePointer<UInt8>, _ i: inout Int) -> Int? {
        let digit = bytes[i] &- UInt8(ascii: "0")
        let next = bytes[i + 1]
        if digit &- 1 < 9, next &- UInt8(ascii: "0") >= 10, next != UInt8(ascii: "."),
            next | 0x20 != UInt8(ascii: "e")
        {
            i &+= 1
            return Int(digit)
        }
        guard let touch = JSONLexer.shortDecimal(bytes, at: i), !touch.negative, touch.fractionDigits == 0,
            touch.mantissa > 0
        else { return nil }
        i = touch.end
        return Int(touch.mantissa)
    }

    /// Microseconds in a unit of `t`'s last digit, by its number of decimals.
    private static let microsecondsPerDigitUnit: [Int64] = [1000, 100, 10, 1]

    /// The plain event of `bytes` when it is written as `shape` says.
    @inline(__always)
    private static func readPlainEvent(
        _ bytes: UnsafePointer<UInt8>, close: Int, shape: borrowing PlainEventShape
    ) -> PlainEvent? {
        var event = PlainEvent()
        var i = 0
        // Member by member rather than in a loop: indexing the shape's vectors by a variable
        // copies them.
        guard shape.skip(0, bytes, &i),
            readValue(of: shape.fields[0], bytes, close: close, &i, into: &event, wide: true),
            shape.skip(1, bytes, &i), readValue(of: shape.fields[1], bytes, close: close, &i, into: &event, wide: true),
            shape.skip(2, bytes, &i), readValue(of: shape.fields[2], bytes, close: close, &i, into: &event, wide: true),
            shape.skip(3, bytes, &i), readValue(of: shape.fields[3], bytes, close: close, &i, into: &event, wide: true),
            shape.skip(4, bytes, &i), readValue(of: shape.fields[4], bytes, close: close, &i, into: &event, wide: true),
            shape.skip(5, bytes, &i), i == close + 1
        else { return nil }
        return event
    }

    /// The plain event of `bytes`, its keys found one by one; its shape replaces `shape` when
    /// `shapeFits`.
    private static func readPlainEvent(
        _ bytes: UnsafePointer<UInt8>, close: Int, learning shape: inout PlainEventShape, _ shapeFits: Bool
    ) -> PlainEvent? {
        var event = PlainEvent()
        var fields = SIMD8<Int>()
        var values = InlineArray<5, Range<Int>>(repeating: 0..<0)
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
            let start = i
            guard readValue(of: field, bytes, close: close, &i, into: &event, wide: false) else { return nil }
            fields[member] = field
            values[member] = start..<i
        }
        skipSpaces(bytes, &i)
        guard i == close else { return nil }
        if shapeFits {
            shape = PlainEventShape(bytes, fields: fields, values: values, close: close) ?? PlainEventShape()
        }
        return event
    }

    /// Reads the value of `keys[field]` at `i` into `event`, moving `i` past it; false when it
    /// is not one the plain path reads, or not a valid one. `wide` when 16 bytes can be read
    /// from `close`, for numbers read 8 digits at a time.
    @inline(__always)
    private static func readValue(
        of field: Int, _ bytes: UnsafePointer<UInt8>, close: Int, _ i: inout Int, into event: inout PlainEvent,
        wide: Bool
    ) -> Bool {
        event.noteValue(field, at: i)
        if field == 2 {
            guard let phase = plainPhase(bytes, &i) else { return false }
            event.phase = phase
            return true
        }
        let number =
            wide
            ? JSONLexer.shortNumber(bytes, count: close + 1, at: i)
            : JSONLexer.shortNumber(in: UnsafeBufferPointer(start: bytes, count: close + 1), at: i)
        guard let (value, end) = number, abs(value) <= JSONValue.magnitudeLimit
        else { return false }
        i = end
        switch field {
        case 0:
            guard value >= 0 else { return false }
            event.t = value
            event.time = SimTime(milliseconds: value)
        case 1:
            // Within the magnitude limit, an integer is exactly an `Int` and back.
            guard value >= 1, Double(Int(value)) == value else { return false }
            event.touch = Int(value)
        case 3: event.x = value
        default: event.y = value
        }
        return true
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

    /// The quoted phase at `i`, where 8 bytes can be read, moving `i` past its closing quote:
    /// `plainPhase` comparing one word per phase rather than a byte at a time.
    @inline(__always)
    private static func widePhase(_ bytes: UnsafePointer<UInt8>, _ i: inout Int) -> TouchPhase? {
        // The quoted words as the bytes of memory, the first in the low byte.
        let word = UInt64(littleEndian: UnsafeRawPointer(bytes + i).loadUnaligned(as: UInt64.self))
        let phase: TouchPhase
        let count: Int
        if word & 0xFFFF_FFFF_FFFF == 0x2265_766F_6D22 {
            (phase, count) = (.move, 6)
        } else if word & 0xFFFF_FFFF_FFFF == 0x226E_776F_6422 {
            (phase, count) = (.down, 6)
        } else if word & 0xFFFF_FFFF == 0x2270_7522 {
            (phase, count) = (.up, 4)
        } else if word == 0x226C_6563_6E61_6322 {
            (phase, count) = (.cancel, 8)
        } else {
            return nil
        }
        i &+= count
        return phase
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
