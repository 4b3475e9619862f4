import TouchSimCore

/// A batch of records on its way from the engine's thread to the writer's: appended to on one,
/// then taken out one at a time on the other, each moved rather than copied.
///
/// An array would be read by copying each record (retaining what it holds) and destroying the
/// copy and then the original; here a record is moved in, moved out and destroyed once.
///
/// `@unchecked Sendable`: it is used by one thread at a time, the engine's until it is queued
/// and the writer's after, and the queue's lock orders the two.
final class RecordBuffer: @unchecked Sendable {
    private let records: UnsafeMutablePointer<Record>
    /// How many it has room for.
    let capacity: Int
    /// `[taken, appended)` hold records; the rest of the memory is uninitialized. Behind a
    /// pointer, as in `SinkBuffer`: a class's stored `var` pays an exclusivity check per access.
    private let bounds: UnsafeMutablePointer<(taken: Int, appended: Int)>

    /// An empty buffer with room for `capacity` records.
    init(capacity: Int) {
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
    var count: Int { bounds.pointee.appended - bounds.pointee.taken }

    /// Whether it has no room left.
    var isFull: Bool { bounds.pointee.appended == capacity }

    /// Appends `record`, which must fit (`isFull` is false).
    func append(_ record: consuming Record) {
        precondition(!isFull, "a full record buffer")
        (records + bounds.pointee.appended).initialize(to: record)
        bounds.pointee.appended += 1
    }

    /// Hands `body` each record in order, moved out of the buffer, which is empty afterwards and
    /// may be filled again: the writer thread hands it back to the engine's (`RecordPipe`).
    func takeEach(_ body: (consuming Record) -> Void) {
        while bounds.pointee.taken < bounds.pointee.appended {
            let record = (records + bounds.pointee.taken).move()
            bounds.pointee.taken += 1
            body(record)
        }
        bounds.pointee = (0, 0)
    }
}
