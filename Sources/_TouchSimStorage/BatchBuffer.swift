/// A batch of values on its way from one thread to another (the engine's records to the
/// writer): appended to, each built in place, then taken out one at a time, each moved rather
/// than copied; the memory is freed with the buffer.
///
/// `@unchecked Sendable`: one thread at a time uses it, the producer's until it is queued and
/// the consumer's after, and the queue's lock orders the two.
public final class BatchBuffer<Element>: @unchecked Sendable {
    @usableFromInline let elements: UnsafeMutablePointer<Element>
    /// How many it has room for.
    public let capacity: Int
    /// `[taken, appended)` hold values; the rest of the memory is uninitialized. Behind a
    /// pointer: a class's stored `var` pays an exclusivity check per access.
    @usableFromInline let bounds: UnsafeMutablePointer<(taken: Int, appended: Int)>

    /// An empty buffer with room for `capacity` values.
    public init(capacity: Int) {
        self.capacity = max(capacity, 1)
        elements = .allocate(capacity: self.capacity)
        bounds = .allocate(capacity: 1)
        bounds.initialize(to: (0, 0))
    }

    deinit {
        (elements + bounds.pointee.taken).deinitialize(count: bounds.pointee.appended - bounds.pointee.taken)
        elements.deallocate()
        bounds.deallocate()
    }

    /// How many values it holds.
    @inlinable public var count: Int { bounds.pointee.appended - bounds.pointee.taken }

    /// Whether it has no room left.
    @inlinable public var isFull: Bool { bounds.pointee.appended == capacity }

    /// Appends `element`, which must fit (`isFull` is false), built straight into the buffer
    /// where the caller makes it (docs/performance.md).
    @inlinable @inline(__always)
    public func append(_ element: consuming Element) {
        precondition(!isFull, "a full batch buffer")
        (elements + bounds.pointee.appended).initialize(to: element)
        bounds.pointee.appended += 1
    }

    /// Hands `body` each value in order, moved out of the buffer, which is empty afterwards and
    /// may be filled again.
    @inlinable
    public func takeEach(_ body: (consuming Element) -> Void) {
        while bounds.pointee.taken < bounds.pointee.appended {
            let next = elements + bounds.pointee.taken
            bounds.pointee.taken += 1
            body(next.move())
        }
        bounds.pointee = (0, 0)
    }
}
