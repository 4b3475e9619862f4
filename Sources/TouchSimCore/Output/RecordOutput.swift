import _TouchSimStorage

/// Where a `Simulation` puts its records: a buffer it builds each record in, in place, and the
/// hand-off that takes the buffer once it is full (and, at the end of the replay, the last one)
/// and gives one to fill next (docs/performance.md, records in batches).
public typealias RecordOutput = BatchOutput<Record>

extension BatchOutput where Element == Record {
    /// Each record goes to `take` as soon as it is made: one buffer of one record, emptied at
    /// once (`--expect`, `touchsim test`, `touchsim fix`, the replay on one thread).
    public static func each(_ take: @escaping (consuming Record) -> Void) -> RecordOutput {
        RecordOutput(first: RecordBuffer(capacity: 1)) { buffer in
            buffer.takeEach(take)
            return buffer
        }
    }
}
