import TouchSimCore

/// The start of a jsonl line, `{"t":` and its time, kept from the line before: two lines in
/// three share their time with the one before (a move's input, its pan's `changed`, its
/// scroll), and copying one block costs less than printing the number again.
///
/// Pointers only, to memory a `WordCache` owns, as `EncodedWords`.
struct EncodedLineStart {
    /// The last line's start, readable in one block.
    private let slot: UnsafeMutablePointer<UInt8>
    /// The last line's time and how many bytes of `slot` its start is; 0 before the first line.
    private let last: UnsafeMutablePointer<(time: Int64, count: Int)>

    /// No line yet.
    init() {
        slot = .allocate(capacity: EncodedPiece.blockWidth)
        slot.initialize(repeating: 0, count: EncodedPiece.blockWidth)
        last = .allocate(capacity: 1)
        last.initialize(to: (0, 0))
    }

    /// The memory to free; freed once, by the owner's `deinit`.
    var memory: WordMemory { WordMemory(slot, last) }

    /// Writes `{"t":` and `time` to `line`: a copy when the line before had the same time.
    @inline(__always)
    func write(_ time: SimTime, to line: inout LineBytes) {
        if last.pointee.time == time.microseconds, last.pointee.count != 0 {
            line.put(EncodedPiece(start: slot, count: last.pointee.count))
        } else {
            writeNew(time, to: &line)
        }
    }

    /// A time unlike the line before's: printed, then kept. At most 29 bytes, so that it fits
    /// one block; the block copied from the line is within the line's `LineBytes.overshoot`.
    @inline(never)
    private func writeNew(_ time: SimTime, to line: inout LineBytes) {
        let start = line.at
        line.put("{\"t\":")
        line.put(thousandths: time.microseconds)
        slot.update(from: start, count: EncodedPiece.blockWidth)
        last.pointee = (time.microseconds, line.count(from: start))
    }
}
