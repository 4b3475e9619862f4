import _TouchSimStorage

/// The words of the format of one kind (the phases, the scroll reasons) as a writer prints them,
/// each with the fixed pieces around it on its line (`,"phase":"move","x":`), encoded the
/// first time each is printed and copied as one fixed-size block from then on, rather than
/// through `rawValue`: most lines have one (docs/performance.md).
///
/// A word is found by its case's byte: an enum without payloads stores its case as one byte,
/// distinct per case. Addresses only, of memory a `WordCache`'s pool holds: copying one and
/// writing a word retain nothing.
struct EncodedWords<Word: RawRepresentable<String>> {
    /// The bytes of a slot: a word with its pieces, then, in the last, how many they are.
    private static var slotWidth: Int { 64 }
    /// The cases that have a slot: the format's kinds of word have at most a dozen.
    private static var slotCount: Int { 16 }

    /// `slotCount` slots; a slot's count is 0 until its word is encoded.
    private let slots: UnsafeMutablePointer<UInt8>
    private let pieces: UnsafeMutablePointer<(before: StaticString, after: StaticString, quoted: Bool)>

    /// Words written as `before`, the raw value (in quotes when `quoted`: words never need
    /// escapes), then `after`, kept in `memory`.
    init(before: StaticString = "", after: StaticString = "", quoted: Bool, in memory: MemoryPool) {
        precondition(MemoryLayout<Word>.size == 1, "a word is an enum of a few cases without payloads")
        slots = memory.allocate(Self.slotCount * Self.slotWidth, repeating: 0)
        pieces = memory.allocate((before, after, quoted))
    }

    /// Writes `word` with its pieces.
    @inline(__always)
    func write(_ word: Word, to out: inout SinkCursor) {
        let slot = Int(withUnsafeBytes(of: word) { $0[0] })
        guard slot < Self.slotCount, slots[slot * Self.slotWidth + Self.slotWidth - 1] != 0 else {
            return encode(word, slot: slot).withUnsafeBufferPointer { out.append(bytes: $0) }
        }
        let start = slots + slot * Self.slotWidth
        out.append(padded: start, count: Int(start[Self.slotWidth - 1]))
    }

    /// `word` with its pieces, as `write(_:to:)` writes it; nil until it is first written, and
    /// for a word without a slot. A slot is `slotWidth` bytes, readable in whole blocks.
    @inline(__always)
    func encoded(_ word: Word) -> EncodedPiece? {
        let slot = Int(withUnsafeBytes(of: word) { $0[0] })
        guard slot < Self.slotCount else { return nil }
        let start = slots + slot * Self.slotWidth
        let count = Int(start[Self.slotWidth - 1])
        return count == 0 ? nil : EncodedPiece(start: start, count: count)
    }

    /// `word` with its pieces, as `encoded(_:)`, encoded into its slot the first time: every
    /// word of the format has one (a dozen cases at most, the longest with its keys 56 bytes).
    @inline(__always)
    func piece(_ word: Word) -> EncodedPiece {
        if let piece = encoded(word) { return piece }
        _ = encode(word, slot: Int(withUnsafeBytes(of: word) { $0[0] }))
        guard let piece = encoded(word) else { preconditionFailure("a word of the format without a slot") }
        return piece
    }

    /// Calls `body` with `word` and its pieces as `write(_:to:)` writes them: a summary lists
    /// runs of words, each repeated many times.
    func withEncoded<R>(_ word: Word, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let piece = encoded(word) { return body(UnsafeBufferPointer(start: piece.start, count: piece.count)) }
        return encode(word, slot: Int(withUnsafeBytes(of: word) { $0[0] })).withUnsafeBufferPointer(body)
    }

    /// A word's first printing, or every printing of one without a slot: its bytes, kept in its
    /// slot if it has one.
    @inline(never)
    private func encode(_ word: Word, slot: Int) -> [UInt8] {
        let (before, after, quoted) = pieces.pointee
        var bytes = Array(UnsafeBufferPointer(start: before.utf8Start, count: before.utf8CodeUnitCount))
        if quoted { bytes.append(UInt8(ascii: "\"")) }
        bytes += word.rawValue.utf8
        if quoted { bytes.append(UInt8(ascii: "\"")) }
        bytes += UnsafeBufferPointer(start: after.utf8Start, count: after.utf8CodeUnitCount)
        if slot < Self.slotCount, bytes.count < Self.slotWidth {
            let start = slots + slot * Self.slotWidth
            start.update(from: bytes, count: bytes.count)
            start[Self.slotWidth - 1] = UInt8(bytes.count)
        }
        return bytes
    }
}

/// A writer's tables of words: a struct of `EncodedWords`, one per kind.
protocol WordTables {
    /// Empty tables, kept in `memory`.
    init(in memory: MemoryPool)
}

/// Owns a writer's word tables, which its lines reach through an address: no reference
/// counting per line.
final class WordCache<Tables: WordTables> {
    /// The tables, valid while this cache lives.
    let tables: UnsafeMutablePointer<Tables>
    /// The tables and the words they keep.
    private let memory: MemoryPool

    /// Empty tables.
    init() {
        let memory = MemoryPool()
        self.memory = memory
        tables = memory.allocate(Tables(in: memory))
    }
}
