/// A list of plain values in one block of memory that its owner frees, for the arena's lists
/// that a tap's hundred recognizers each join: the recognizers that left `possible`, those that
/// finished, those a winner excludes, those a touch is handed to.
///
/// An `Array` stored in the arena checked, at every append, that its storage was not shared
/// (`swift_isUniquelyReferenced`, a call); this list is never shared, so an append is a
/// comparison and a store. Like `MemberStore`, a plain value (an address, a count, a capacity):
/// the arena frees it in its `deinit` and nothing else keeps it, so it is never copied while
/// in use.
struct ScratchList<Element: BitwiseCopyable> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements there are.
    private(set) var count = 0

    /// An empty list with room for `capacity` elements before it grows.
    init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    /// Whether the list has no elements.
    var isEmpty: Bool { count == 0 }

    /// The last element, nil when the list is empty.
    var last: Element? { count == 0 ? nil : base[count - 1] }

    subscript(i: Int) -> Element {
        get { base[checked(i)] }
        set { base[checked(i)] = newValue }
    }

    /// Adds `element` at the end.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        base[count] = element
        count += 1
    }

    /// Removes the last `k` elements.
    mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "removing more elements than the list has")
        count -= k
    }

    /// Removes every element, keeping the memory.
    mutating func empty() { count = 0 }

    /// The elements, read where they lie; valid until the list next changes.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// The elements from `start` on, sorted in place.
    mutating func sort(from start: Int) where Element: Comparable {
        precondition(start >= 0 && start <= count, "sorting from outside the list")
        var tail = UnsafeMutableBufferPointer(start: base + start, count: count - start)
        tail.sort()
    }

    /// Gives the memory back; the list is unusable afterwards.
    func deallocate() { base.deallocate() }

    /// `i`, trapping when it is not a position of an element, as an array's subscript does.
    @inline(__always)
    private func checked(_ i: Int) -> Int {
        // One unsigned comparison: a negative index wraps to above any count.
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
        return i
    }

    /// Twice the room, the elements moved over.
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
