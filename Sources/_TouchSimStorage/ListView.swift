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

extension ListView {
    /// Where the element whose `key` is `wanted` lies, the elements being sorted by key; nil when
    /// there is none. The last element, the newest of the engine's lists of touches and the one
    /// most look-ups ask about, is compared inline; the others are found by a binary search kept
    /// out of line, so that a caller stays small enough to be inlined (docs/performance.md).
    @inlinable @inline(__always)
    public func position<Key: Comparable>(ofKey wanted: Key, _ key: (Element) -> Key) -> Int? {
        guard count > 0 else { return nil }
        let last = key(start.unsafelyUnwrapped[count - 1])
        if last == wanted { return count - 1 }
        return wanted < last ? positionBeforeLast(ofKey: wanted, key) : nil
    }

    /// `position(ofKey:_:)`'s binary search among the elements before the last.
    @inlinable @inline(never)
    func positionBeforeLast<Key: Comparable>(ofKey wanted: Key, _ key: (Element) -> Key) -> Int? {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high) / 2
            if key(start.unsafelyUnwrapped[middle]) < wanted { low = middle + 1 } else { high = middle }
        }
        return low < count - 1 && key(start.unsafelyUnwrapped[low]) == wanted ? low : nil
    }
}
