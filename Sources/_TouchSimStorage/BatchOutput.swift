/// Where a producer puts its values a batch at a time: the buffer it builds each value in, in
/// place, and the hand-off that takes the buffer once it is full (and the last one, at the end)
/// and gives one to fill next (the engine's records, `RecordOutput`).
///
/// The append is inlined where the value is made, so that the value is built straight into the
/// buffer; the hand-off stays a call of its own, once a batch, so that it does not make every
/// append too large to inline (docs/performance.md).
public struct BatchOutput<Element> {
    /// The buffer being filled.
    @usableFromInline var buffer: BatchBuffer<Element>
    /// Takes a buffer holding values, and returns one to fill next, empty.
    @usableFromInline let handOff: (BatchBuffer<Element>) -> BatchBuffer<Element>

    /// Values go into `first`, and `handOff` takes each full buffer and returns the next one.
    public init(first: BatchBuffer<Element>, handOff: @escaping (BatchBuffer<Element>) -> BatchBuffer<Element>) {
        buffer = first
        self.handOff = handOff
    }

    /// Appends `element`, handing the buffer off once it is full.
    @inlinable @inline(__always)
    public mutating func append(_ element: consuming Element) {
        buffer.append(element)
        if buffer.isFull { handOffBuffer() }
    }

    /// Hands off the values appended since the last hand-off, if any: the end of the batches.
    public mutating func handOffRest() {
        if buffer.count > 0 { handOffBuffer() }
    }

    /// Hands the buffer off and takes the next.
    @usableFromInline @inline(never)
    mutating func handOffBuffer() {
        buffer = handOff(buffer)
    }
}
