import TouchSimCore
import _TouchSimStorage

/// The start of a jsonl line, `{"t":` and its time, kept from the line before: two lines in
/// three share their time with the one before (a move's input, its pan's `changed`, its
/// scroll), and copying one block costs less than printing the number again.
///
/// Addresses only, of memory a `WordCache`'s pool holds, as `EncodedWords`.
struct EncodedLineStart {
    /// The last line's start, readable in one block.
    private let slot: UnsafeMutablePointer<UInt8>
    /// The last line's time and how many bytes of `slot` its start is; 0 before the first line.
    private let last: UnsafeMutablePointer<(time: Int64, count: Int)>

    /// No line yet, kept in `memory`.
    init(in memory: MemoryPool) {
        slot = memory.allocate(EncodedPiece.blockWidth, repeating: 0)
        last = memory.allocate((0, 0))
    }

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
