/// A batch of records on its way from the engine to the output (`RecordOutput`): appended to,
/// each built in place, then taken out one at a time, each moved rather than copied; in a
/// concurrent replay on two threads, the engine's and the writer's.
///
/// An array would be read by copying each record (retaining what it holds) and destroying the
/// copy and then the original; here a record is moved in, moved out and destroyed once.
///
/// `@unchecked Sendable`: it is used by one thread at a time, the engine's until it is queued
/// and the writer's after, and the queue's lock orders the two.
public final class RecordBuffer: @unchecked Sendable {
    @usableFromInline let records: UnsafeMutablePointer<Record>
    /// How many it has room for.
    public let capacity: Int
    /// `[taken, appended)` hold records; the rest of the memory is uninitialized. Behind a
    /// pointer, as in `SinkBuffer`: a class's stored `var` pays an exclusivity check per access.
    @usableFromInline let bounds: UnsafeMutablePointer<(taken: Int, appended: Int)>

    /// An empty buffer with room for `capacity` records.
    public init(capacity: Int) {
        self.capacity = max(capacity, 1)
        records = .allocate(capacity: self.capacity)
        bounds = .allocate(capacity: 1)
        bounds.initialize(to: (0, 0))
    }

    deinit {
        (records + bounds.pointee.taken).deinitialize(count: bounds.pointee.appended - bounds.pointee.taken)
        records.deallocate()
        bounds.deallocate()
    }

    /// How many records it holds.
    public var count: Int { bounds.pointee.appended - bounds.pointee.taken }

    /// Whether it has no room left.
    public var isFull: Bool { bounds.pointee.appended == capacity }

    /// Appends `record`, which must fit (`isFull` is false). Inlined where the engine builds
    /// the record, so that it is built straight into the buffer: passed to a call, it was built
    /// on the stack piece by piece and read back whole, a stall per record (store forwarding).
    public func append(_ record: consuming Record) {
        precondition(!isFull, "a full record buffer")
        (records + bounds.pointee.appended).initialize(to: record)
        bounds.pointee.appended += 1
    }

    /// Hands `body` each record in order, moved out of the buffer, which is empty afterwards and
    /// may be filled again: the writer thread hands it back to the engine's (`RecordPipe`).
    /// Inlinable, so that the writer's module calls `body` for each record directly rather
    /// than through a closure context.
    @inlinable
    public func takeEach(_ body: (consuming Record) -> Void) {
        while bounds.pointee.taken < bounds.pointee.appended {
            let record = (records + bounds.pointee.taken).move()
            bounds.pointee.taken += 1
            body(record)
        }
        bounds.pointee = (0, 0)
    }
}
