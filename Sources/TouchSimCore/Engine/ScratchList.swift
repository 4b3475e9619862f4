/// A list of plain values in one block of memory that its owner frees, for lists appended to
/// at every step: the arena's lists that a tap's hundred recognizers each join (the
/// recognizers that left `possible`, those that finished, those a winner excludes, those a touch
/// is handed to), the clock's lanes of timers, and where each step of pass 2's batches ends.
///
/// An `Array` stored in a class checked, at every append, that its storage was not shared
/// (`swift_isUniquelyReferenced`, a call); this list is never shared, so an append is a
/// comparison and a store. Like `MemberStore`, a plain value (an address, a count, a capacity):
/// its owner, a class, frees it in its `deinit` and nothing else keeps it, so it is never
/// copied while in use.
public struct ScratchList<Element: BitwiseCopyable>: BitwiseCopyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements there are.
    public private(set) var count = 0

    /// An empty list with room for `capacity` elements before it grows.
    public init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    /// Whether the list has no elements.
    public var isEmpty: Bool { count == 0 }

    /// The last element, nil when the list is empty.
    public var last: Element? { count == 0 ? nil : base[count - 1] }

    /// The element at `i`, trapping outside the list as an array does.
    public subscript(i: Int) -> Element {
        get { base[checked(i)] }
        set { base[checked(i)] = newValue }
    }

    /// What `change` returns, having changed the element at `i` where it lies: through the
    /// subscript, it would be copied out and back.
    @inline(__always)
    public mutating func update<Result>(_ i: Int, _ change: (inout Element) -> Result) -> Result {
        change(&base[checked(i)])
    }

    /// Adds `element` at the end.
    @inline(__always)
    public mutating func append(_ element: Element) {
        if count == capacity { grow() }
        base[count] = element
        count += 1
    }

    /// Puts `element` at `i`, the elements from `i` on moving one place up.
    public mutating func insert(_ element: Element, at i: Int) {
        precondition(i >= 0 && i <= count, "inserting outside the list")
        if count == capacity { grow() }
        (base + i + 1).moveInitialize(from: base + i, count: count - i)
        base[i] = element
        count += 1
    }

    /// Takes out the element at `i`, the elements after it moving one place down.
    public mutating func remove(at i: Int) {
        (base + checked(i)).moveInitialize(from: base + i + 1, count: count - i - 1)
        count -= 1
    }

    /// Removes the first `k` elements, the rest moving down.
    public mutating func removeFirst(_ k: Int) {
        precondition(k >= 0 && k <= count, "removing more elements than the list has")
        base.moveInitialize(from: base + k, count: count - k)
        count -= k
    }

    /// Removes the last `k` elements.
    public mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "removing more elements than the list has")
        count -= k
    }

    /// Removes every element, keeping the memory.
    public mutating func empty() { count = 0 }

    /// The elements, read where they lie; valid until the list next changes.
    public var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// The elements from `start` on, sorted in place.
    public mutating func sort(from start: Int) where Element: Comparable {
        precondition(start >= 0 && start <= count, "sorting from outside the list")
        var tail = UnsafeMutableBufferPointer(start: base + start, count: count - start)
        tail.sort()
    }

    /// Sorts the elements in ascending order and keeps each once, in place.
    public mutating func sortUnique() where Element: Comparable {
        // Most steps let go of one touch: no sort to call.
        guard count > 1 else { return }
        sort(from: 0)
        var kept = 0
        for i in 0..<count where kept == 0 || base[kept - 1] != base[i] {
            base[kept] = base[i]
            kept += 1
        }
        count = kept
    }

    /// Gives the memory back; the list is unusable afterwards.
    public func deallocate() { base.deallocate() }

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
