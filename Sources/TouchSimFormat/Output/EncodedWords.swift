/// The words of the format of one kind (the phases, the scroll reasons) as a writer prints them,
/// each with the fixed pieces around it on its line (`,"phase":"move","x":`), encoded the
/// first time each is printed and copied as one fixed-size block from then on: through
/// `rawValue`, a word cost more than a hundred instructions, and most lines have one.
///
/// A word is found by its case's byte: an enum without payloads stores its case as one byte,
/// distinct per case. Memory its `WordCache` owns, reached through pointers, as `EncodedNames`.
struct EncodedWords<Word: RawRepresentable<String>> {
    /// The bytes each word may take, its pieces included; a longer one is encoded each time.
    private static var slotWidth: Int { 64 }
    /// The cases that have a slot: the format's kinds of word have at most a dozen.
    private static var slotCount: Int { 16 }

    /// `slotCount` slots of `slotWidth` bytes.
    private let slots: UnsafeMutablePointer<UInt8>
    /// Per slot, how many of its bytes are the word's; 0 until encoded.
    private let lengths: UnsafeMutablePointer<Int>
    private let before: StaticString
    private let after: StaticString
    private let quoted: Bool

    /// Words written as `before`, the raw value (in quotes when `quoted`: words never need
    /// escapes), then `after`.
    fileprivate init(before: StaticString, after: StaticString, quoted: Bool) {
        precondition(MemoryLayout<Word>.size == 1, "a word is an enum of a few cases without payloads")
        slots = .allocate(capacity: Self.slotCount * Self.slotWidth)
        lengths = .allocate(capacity: Self.slotCount)
        lengths.initialize(repeating: 0, count: Self.slotCount)
        self.before = before
        self.after = after
        self.quoted = quoted
    }

    fileprivate func deallocate() {
        slots.deallocate()
        lengths.deallocate()
    }

    /// Writes `word` with its pieces.
    @inline(__always)
    func write(_ word: Word, to out: inout SinkCursor) {
        let slot = Int(withUnsafeBytes(of: word) { $0[0] })
        guard slot < Self.slotCount, lengths[slot] != 0 else { return encode(word, slot: slot, to: &out) }
        out.append(padded: slots + slot * Self.slotWidth, count: lengths[slot])
    }

    /// A word's first printing, or every printing of one without a slot.
    @inline(never)
    private func encode(_ word: Word, slot: Int, to out: inout SinkCursor) {
        var bytes = Array(UnsafeBufferPointer(start: before.utf8Start, count: before.utf8CodeUnitCount))
        if quoted { bytes.append(UInt8(ascii: "\"")) }
        bytes += word.rawValue.utf8
        if quoted { bytes.append(UInt8(ascii: "\"")) }
        bytes += UnsafeBufferPointer(start: after.utf8Start, count: after.utf8CodeUnitCount)
        if slot < Self.slotCount, bytes.count <= Self.slotWidth {
            (slots + slot * Self.slotWidth).initialize(from: bytes, count: bytes.count)
            lengths[slot] = bytes.count
        }
        bytes.withUnsafeBufferPointer { out.append(bytes: $0) }
    }
}

/// Owns the memory of an `EncodedWords`: a writer keeps one per kind of word for as long as it
/// writes.
final class WordCache<Word: RawRepresentable<String>> {
    /// The words, valid while this cache lives.
    let words: EncodedWords<Word>

    /// A cache of the words as `EncodedWords(before:after:quoted:)` writes them.
    init(before: StaticString = "", after: StaticString = "", quoted: Bool) {
        words = EncodedWords(before: before, after: after, quoted: quoted)
    }

    deinit { words.deallocate() }

    /// Writes `word` with its pieces.
    @inline(__always)
    func write(_ word: Word, to out: inout SinkCursor) { words.write(word, to: &out) }
}
