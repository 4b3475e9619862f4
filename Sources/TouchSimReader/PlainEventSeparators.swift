/// The bytes around the values of a plain event with its keys in the order of
/// `EventStream.keys`, as `EventStream.readPlainEventInOrder` matches them: separator `k` is
/// what comes before value `k` (the first with the `{`), separator 5 what follows the last
/// value up to the `}`.
protocol PlainEventSeparators {
    /// Whether separator `k` comes at `i` of `bytes`, where 16 bytes can be read; if so, moves
    /// `i` past it.
    func skip(_ k: Int, _ bytes: UnsafePointer<UInt8>, _ i: inout Int) -> Bool
}

/// A learned shape read where it is: as a property of the stream, all its words were loaded
/// before the first number and kept on the stack.
extension UnsafePointer: PlainEventSeparators where Pointee == PlainEventShape {
    @inline(__always)
    func skip(_ k: Int, _ bytes: UnsafePointer<UInt8>, _ i: inout Int) -> Bool { pointee.skip(k, bytes, &i) }
}

/// The separators of an event as Python's `json.dumps` writes it, and most tools with it
/// (`", "` between members, `": "` after a key): `{"t": 0.000, "touch": 1, "phase": "down",
/// "x": 129.82, "y": 133.70}`.
///
/// Compared with constant words, read from no shape: every event of a trace written so is read
/// without the loads and spills of a learned shape's 30 words (`PlainEventShape`).
struct CanonicalSeparators: PlainEventSeparators {
    @inline(__always)
    func skip(_ k: Int, _ bytes: UnsafePointer<UInt8>, _ i: inout Int) -> Bool {
        switch k {
        case 0: return Self.skip("{\"t\": ", bytes, &i)
        case 1: return Self.skip(", \"touch\": ", bytes, &i)
        case 2: return Self.skip(", \"phase\": ", bytes, &i)
        case 3: return Self.skip(", \"x\": ", bytes, &i)
        case 4: return Self.skip(", \"y\": ", bytes, &i)
        default: return Self.skip("}", bytes, &i)
        }
    }

    /// Whether `text`, of 1 to 16 bytes, comes at `i`; if so, moves `i` past it. Two loads of
    /// the widest integer that fits, overlapping in the middle, cover any length without masks,
    /// and the text's own are folded to constants once inlined.
    @inline(__always)
    private static func skip(_ text: StaticString, _ bytes: UnsafePointer<UInt8>, _ i: inout Int) -> Bool {
        let count = text.utf8CodeUnitCount
        let found = UnsafeRawPointer(bytes + i)
        let expected = UnsafeRawPointer(text.utf8Start)
        func same<Word: FixedWidthInteger>(_: Word.Type) -> Bool {
            let last = count - MemoryLayout<Word>.size
            return found.loadUnaligned(as: Word.self) == expected.loadUnaligned(as: Word.self)
                && found.loadUnaligned(fromByteOffset: last, as: Word.self)
                    == expected.loadUnaligned(fromByteOffset: last, as: Word.self)
        }
        let matches =
            count >= 8
            ? same(UInt64.self) : count >= 4 ? same(UInt32.self) : count >= 2 ? same(UInt16.self) : same(UInt8.self)
        guard matches else { return false }
        i &+= count
        return true
    }
}
