/// A line written into room reserved for all of it at once (`SinkCursor.write(atMost:_:)`), with
/// no check of the space left per piece: a jsonl line has a dozen pieces, and checking each was
/// a fifth of its cost.
///
/// The room reserved must hold the line's longest form plus `overshoot`: encoded pieces go as
/// fixed-size blocks that may write that far past their end, bytes the next piece writes over
/// or that are never handed on.
struct LineBytes {
    /// The next byte to write.
    private(set) var at: UnsafeMutablePointer<UInt8>

    /// How far past its end a piece may write.
    static let overshoot = EncodedPiece.blockWidth

    /// A line starting at `start`.
    @inline(__always)
    init(_ start: UnsafeMutablePointer<UInt8>) { at = start }

    /// Appends a literal; its length is known where it is inlined, so it goes as a few stores.
    @inline(__always)
    mutating func put(_ literal: StaticString) {
        // A raw copy: `update(from:count:)` first compares the two addresses.
        UnsafeMutableRawPointer(at).copyMemory(from: literal.utf8Start, byteCount: literal.utf8CodeUnitCount)
        at += literal.utf8CodeUnitCount
    }

    /// Appends `true` or `false`.
    @inline(__always)
    mutating func put(_ value: Bool) {
        if value { put("true") } else { put("false") }
    }

    /// Appends an encoded piece (a name, a word with its keys) as whole blocks: one for most,
    /// with no call to `memcpy`.
    @inline(__always)
    mutating func put(_ piece: EncodedPiece) {
        var offset = 0
        repeat {
            UnsafeMutableRawPointer(at + offset).copyMemory(
                from: piece.start + offset, byteCount: EncodedPiece.blockWidth)
            offset &+= EncodedPiece.blockWidth
        } while offset < piece.count
        at += piece.count
    }

    /// Appends a count of thousandths as `NumberFormat` prints it (at most
    /// `NumberFormat.maximumDigits` bytes).
    @inline(__always)
    mutating func put(thousandths: Int64) {
        at += NumberFormat.writeDigits(thousandths, thousandths: true, to: at)
    }

    /// Appends `value` as `NumberFormat.string(_:)` prints it (at most
    /// `NumberFormat.maximumLength` bytes): its thousandths' digits, or, out of line, a whole
    /// number too large for them or `null`.
    @inline(__always)
    mutating func put(_ value: Double) {
        if let thousandths = NumberFormat.thousandths(value) { put(thousandths: thousandths) } else { putRare(value) }
    }

    @inline(never)
    private mutating func putRare(_ value: Double) {
        var text = NumberFormat.string(value)
        text.withUTF8 { bytes in
            at.update(from: bytes.baseAddress!, count: bytes.count)
            at += bytes.count
        }
    }

    /// Appends an integer in decimal (at most `NumberFormat.maximumDigits` bytes).
    @inline(__always)
    mutating func put(integer: Int) {
        // Most are a finger's number, one digit.
        if UInt(bitPattern: integer) < 10 {
            at.pointee = UInt8(truncatingIfNeeded: integer) &+ UInt8(ascii: "0")
            at += 1
        } else {
            at += NumberFormat.writeDigits(Int64(integer), thousandths: false, to: at)
        }
    }

    /// How many bytes were written since `start`.
    @inline(__always)
    func count(from start: UnsafeMutablePointer<UInt8>) -> Int { at - start }
}

/// Bytes encoded once and copied into many lines: behind its `count` bytes, its memory is
/// readable up to the next multiple of `blockWidth`, so that `LineBytes` copies it in blocks.
struct EncodedPiece {
    /// The size of the blocks it is copied in.
    static let blockWidth = 32

    /// The first byte.
    let start: UnsafePointer<UInt8>
    /// How many bytes.
    let count: Int
}
