import TouchSimCore

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
    /// 10 bits each, field 0 lowest, since a plain event is at most `EventStream.shapeReach`
    /// bytes.
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
    /// Reads the event object at the lexer's position straight from the bytes in memory, when
    /// it is laid out as a raw event the general path (`readObjectEntry`) has read before: the
    /// same bytes around its five values, as `json.dumps` writes them (`CanonicalSeparators`)
    /// or as the last event the general path read (`plainShape`, learned by `learnShape`), and
    /// values that `JSONLexer.shortDecimal` and the quoted phases read.
    ///
    /// Nil, with nothing consumed, for anything else: `readEntry` then reads the entry byte by
    /// byte and says what is wrong with it. The bytes around the values are those of an event
    /// the general path accepted, and each value is read as the general path's fast path reads
    /// it, so both accept the same entries with the same values. A million-event trace is read
    /// twice (pass 1 and pass 2), and this path is most of the reading's speed.
    @inline(never)
    mutating func readPlainEvent(_ lexer: inout JSONLexer) -> PlainEvent? { readPlainEvent(&lexer, locations: true) }

    /// `readPlainEvent` for pass 1, which only checks the events: `x` and `y` are checked but
    /// not converted, and the event has location zero.
    @inline(never)
    mutating func checkPlainEvent(_ lexer: inout JSONLexer) -> PlainEvent? { readPlainEvent(&lexer, locations: false) }

    /// `readPlainEvent` or `checkPlainEvent`, as `locations` says.
    @inline(__always)
    private mutating func readPlainEvent(_ lexer: inout JSONLexer, locations: Bool) -> PlainEvent? {
        let buffered = lexer.bufferedBytes
        guard let bytes = buffered.baseAddress, buffered.count >= Self.shapeReach,
            let (event, end) = Self.readPlainEventInOrder(bytes, CanonicalSeparators(), locations: locations)
                ?? withUnsafePointer(
                    to: &plainShape,
                    {
                        $0.pointee.isInOrder
                            ? Self.readPlainEventInOrder(bytes, $0, locations: locations)
                            : Self.readPlainEvent(bytes, shape: $0.pointee, locations: locations)
                    })
        else { return nil }
        lexer.advance(by: end)
        return event
    }

    /// With this many bytes in memory, an event that matches a layout is read without finding
    /// its `}` first: it spans at most 6 separators of 16 bytes, 4 numbers of 18 and a phase of
    /// 8, and no read looks more than 16 bytes past what it matched.
    static let shapeReach = 256

    /// The plain event of `bytes`, with `shapeReach` bytes in memory, and the offset after its
    /// `}`, when it is written with `separators`, its keys in the order of `keys`, as most
    /// traces write them. Nil for anything else.
    ///
    /// Field by field rather than in a loop over `shape.fields` (`readPlainEvent(_:shape:)`),
    /// so that each value's reader is inlined as what it reads. `x` and `y` are left zero
    /// unless `locations`: once inlined, their digits are then only counted.
    @inline(__always)
    private static func readPlainEventInOrder<Separators: PlainEventSeparators>(
        _ bytes: UnsafePointer<UInt8>, _ separators: Separators, locations: Bool
    ) -> (PlainEvent, end: Int)? {
        var event = PlainEvent()
        var i = 0
        guard separators.skip(0, bytes, &i), readTime(bytes, &i, into: &event),
            separators.skip(1, bytes, &i), readTouch(bytes, &i, into: &event),
            separators.skip(2, bytes, &i), readPhase(bytes, &i, into: &event),
            separators.skip(3, bytes, &i), readCoordinate(3, bytes, &i, into: &event, locations: locations),
            separators.skip(4, bytes, &i), readCoordinate(4, bytes, &i, into: &event, locations: locations),
            separators.skip(5, bytes, &i)
        else { return nil }
        return (event, i)
    }

    /// The plain event of `bytes`, with `shapeReach` bytes in memory, and the offset after its
    /// `}`, when it is written as `shape` says, its keys in another order.
    private static func readPlainEvent(
        _ bytes: UnsafePointer<UInt8>, shape: borrowing PlainEventShape, locations: Bool
    ) -> (PlainEvent, end: Int)? {
        var event = PlainEvent()
        var i = 0
        // Member by member rather than in a loop: indexing the shape's separators by a variable
        // copies them.
        guard shape.skip(0, bytes, &i), readValue(of: shape.fields[0], bytes, &i, into: &event, locations: locations),
            shape.skip(1, bytes, &i), readValue(of: shape.fields[1], bytes, &i, into: &event, locations: locations),
            shape.skip(2, bytes, &i), readValue(of: shape.fields[2], bytes, &i, into: &event, locations: locations),
            shape.skip(3, bytes, &i), readValue(of: shape.fields[3], bytes, &i, into: &event, locations: locations),
            shape.skip(4, bytes, &i), readValue(of: shape.fields[4], bytes, &i, into: &event, locations: locations),
            shape.skip(5, bytes, &i)
        else { return nil }
        return (event, i)
    }

    /// Reads the value of `keys[field]` at `i` into `event`, moving `i` past it; false when it
    /// is not one this path reads.
    private static func readValue(
        of field: Int, _ bytes: UnsafePointer<UInt8>, _ i: inout Int, into event: inout PlainEvent, locations: Bool
    ) -> Bool {
        switch field {
        case 0: return readTime(bytes, &i, into: &event)
        case 1: return readTouch(bytes, &i, into: &event)
        case 2: return readPhase(bytes, &i, into: &event)
        default: return readCoordinate(field, bytes, &i, into: &event, locations: locations)
        }
    }

    /// Reads `t` at `i` into `event`, moving `i` past it: a number of at most 9 integer
    /// digits (within `JSONValue.magnitudeLimit`) that `JSONLexer.shortDecimal` reads, not
    /// negative. With at most 3 decimals it is converted straight to whole microseconds, which
    /// is what `SimTime(milliseconds:)` rounds it to (below 10¹² µs, the double's error is far
    /// under half a microsecond).
    @inline(__always)
    private static func readTime(_ bytes: UnsafePointer<UInt8>, _ i: inout Int, into event: inout PlainEvent) -> Bool {
        event.noteValue(0, at: i)
        guard let t = JSONLexer.shortDecimal(bytes, at: i), !t.negative else { return false }
        i = t.end
        event.t = t.value
        event.time =
            t.fractionDigits <= 3
            ? SimTime(microseconds: Int64(t.mantissa) &* Self.microsecondsPerDigitUnit[t.fractionDigits])
            : SimTime(milliseconds: event.t)
        return true
    }

    /// Reads the touch id at `i` into `event`, moving `i` past it.
    @inline(__always)
    private static func readTouch(_ bytes: UnsafePointer<UInt8>, _ i: inout Int, into event: inout PlainEvent) -> Bool {
        event.noteValue(1, at: i)
        guard let touch = wideTouch(bytes, &i) else { return false }
        event.touch = touch
        return true
    }

    /// Reads the quoted phase at `i` into `event`, moving `i` past it.
    @inline(__always)
    private static func readPhase(_ bytes: UnsafePointer<UInt8>, _ i: inout Int, into event: inout PlainEvent) -> Bool {
        event.noteValue(2, at: i)
        guard let phase = widePhase(bytes, &i) else { return false }
        event.phase = phase
        return true
    }

    /// Reads the number at `i`, `x` (`field` 3) or `y` (4), into `event` when `locations`,
    /// moving `i` past it: one `JSONLexer.shortDecimal` reads.
    @inline(__always)
    private static func readCoordinate(
        _ field: Int, _ bytes: UnsafePointer<UInt8>, _ i: inout Int, into event: inout PlainEvent, locations: Bool
    ) -> Bool {
        event.noteValue(field, at: i)
        guard let number = JSONLexer.shortDecimal(bytes, at: i) else { return false }
        i = number.end
        if locations {
            if field == 3 { event.x = number.value } else { event.y = number.value }
        }
        return true
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

    /// The quoted phase at `i`, where 8 bytes can be read, moving `i` past its closing quote,
    /// comparing one word per phase.
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
}
