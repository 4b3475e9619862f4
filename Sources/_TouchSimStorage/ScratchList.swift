/// A list of plain values in one block of memory it owns and frees when it ends, for lists
/// appended to at every step: the arena's lists that a tap's hundred recognizers each join, the
/// clock's lanes of timers, and where each step of pass 2's batches ends.
///
/// Not copyable, like swift-collections' rigid containers: it is borrowed or moved, never
/// shared, so an append needs no check that its storage is unshared (docs/performance.md).
public struct ScratchList<Element: BitwiseCopyable>: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<Element>
    @usableFromInline var capacity: Int
    /// How many elements there are.
    @inlinable public var count: Int { used }
    @usableFromInline var used = 0

    /// An empty list with room for `capacity` elements before it grows.
    @inlinable
    public init(capacity: Int = 16) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Whether the list has no elements.
    @inlinable public var isEmpty: Bool { count == 0 }

    /// The last element, nil when the list is empty.
    @inlinable public var last: Element? { count == 0 ? nil : base[count - 1] }

    /// The element at `i`, trapping outside the list as an array does.
    @inlinable
    public subscript(i: Int) -> Element {
        get { base[checked(i)] }
        set { base[checked(i)] = newValue }
    }

    /// What `change` returns, having changed the element at `i` where it lies.
    @inlinable
    public mutating func update<Result>(_ i: Int, _ change: (inout Element) -> Result) -> Result {
        change(&base[checked(i)])
    }

    /// Adds `element` at the end.
    @inlinable
    public mutating func append(_ element: Element) {
        if count == capacity { grow() }
        base[count] = element
        used += 1
    }

    /// Puts `element` at `i`, the elements from `i` on moving one place up.
    @inlinable
    public mutating func insert(_ element: Element, at i: Int) {
        precondition(i >= 0 && i <= count, "inserting outside the list")
        if count == capacity { grow() }
        (base + i + 1).moveInitialize(from: base + i, count: count - i)
        base[i] = element
        used += 1
    }

    /// Takes out the element at `i`, the elements after it moving one place down.
    @inlinable
    public mutating func remove(at i: Int) {
        (base + checked(i)).moveInitialize(from: base + i + 1, count: count - i - 1)
        used -= 1
    }

    /// Removes the first `k` elements, the rest moving down.
    @inlinable
    public mutating func removeFirst(_ k: Int) {
        precondition(k >= 0 && k <= count, "removing more elements than the list has")
        base.moveInitialize(from: base + k, count: count - k)
        used -= k
    }

    /// Removes the last `k` elements.
    @inlinable
    public mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "removing more elements than the list has")
        used -= k
    }

    /// Removes every element, keeping the memory.
    @inlinable public mutating func empty() { used = 0 }

    /// The elements, read where they lie; valid until the list next changes.
    @inlinable public var elements: ListView<Element> { ListView(start: base, count: count) }

    /// The `count` elements from `start` on, read where they lie; valid until the list next
    /// changes.
    @inlinable
    public func elements(from start: Int, count: Int) -> ListView<Element> {
        // Two unsigned comparisons: a negative start or count wraps to above any count.
        precondition(
            UInt(bitPattern: start) <= UInt(bitPattern: used)
                && UInt(bitPattern: count) <= UInt(bitPattern: used &- start), "range out of the list")
        return ListView(start: base + start, count: count)
    }

    /// The elements from `start` on, sorted in place.
    @inlinable
    public mutating func sort(from start: Int) where Element: Comparable {
        precondition(start >= 0 && start <= count, "sorting from outside the list")
        var tail = UnsafeMutableBufferPointer(start: base + start, count: count - start)
        tail.sort()
    }

    /// Sorts the elements in ascending order and keeps each once, in place.
    @inlinable
    public mutating func sortUnique() where Element: Comparable {
        // Most steps let go of one touch: no sort to call.
        guard count > 1 else { return }
        sort(from: 0)
        var kept = 0
        for i in 0..<count where kept == 0 || base[kept - 1] != base[i] {
            base[kept] = base[i]
            kept += 1
        }
        used = kept
    }

    /// `i`, trapping when it is not a position of an element, as an array's subscript does.
    @inlinable @inline(__always)
    func checked(_ i: Int) -> Int {
        // One unsigned comparison: a negative index wraps to above any count.
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
        return i
    }

    /// Twice the room, the elements moved over.
    @usableFromInline
    mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
