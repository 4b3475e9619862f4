/// Where a `Simulation` puts its records: a buffer it builds each record in, in place, and the
/// hand-off that takes the buffer once it is full (and, at the end of the replay, the last one)
/// and gives one to fill next.
///
/// A batch at a time rather than a call per record: a record passed to a call is built on the
/// stack and copied, and the engine's thread spent more of its time on that copy than its
/// instructions suggest (docs/performance.md).
public struct RecordOutput {
    /// The buffer the first records go into.
    public let first: RecordBuffer
    /// Takes a buffer holding records, and returns one to fill next, empty.
    public let handOff: (RecordBuffer) -> RecordBuffer

    /// Records go into `first`, and `handOff` takes each full buffer and returns the next one.
    public init(first: RecordBuffer, handOff: @escaping (RecordBuffer) -> RecordBuffer) {
        self.first = first
        self.handOff = handOff
    }

    /// Each record goes to `take` as soon as it is made: one buffer of one record, emptied at
    /// once (`--expect`, `touchsim test`, `touchsim fix`, the replay on one thread).
    public static func each(_ take: @escaping (consuming Record) -> Void) -> RecordOutput {
        RecordOutput(first: RecordBuffer(capacity: 1)) { buffer in
            buffer.takeEach(take)
            return buffer
        }
    }
}
