/// The elements of a storage list (`ScratchList`), read where they lie: valid until the list
/// next changes. A plain value, so that reading through it counts no references.
public struct ListView<Element>: RandomAccessCollection {
    @usableFromInline let start: UnsafePointer<Element>?
    /// How many elements there are.
    public let count: Int

    /// No elements.
    @inlinable
    public init() {
        start = nil
        count = 0
    }

    @inlinable
    init(start: UnsafePointer<Element>?, count: Int) {
        self.start = start
        self.count = count
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    /// The element at `i`, trapping outside the view as an array does.
    @inlinable
    public subscript(i: Int) -> Element {
        // One unsigned comparison: a negative index wraps to above any count.
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
        return start.unsafelyUnwrapped[i]
    }

    /// The elements at `positions`, as a view of their own counted from 0.
    @inlinable
    public func extracting(_ positions: Range<Int>) -> ListView {
        precondition(positions.lowerBound >= 0 && positions.upperBound <= count, "range out of the view")
        return positions.isEmpty
            ? ListView() : ListView(start: start.unsafelyUnwrapped + positions.lowerBound, count: positions.count)
    }
}
