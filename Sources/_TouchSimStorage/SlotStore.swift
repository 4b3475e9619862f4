/// A position in a `SlotStore`: the engine's typed indices (a recognizer's, a view's) read their
/// store's slots without being converted at each access.
public protocol StorePosition {
    /// The slot, from 0.
    var slot: Int { get }
}

/// A fixed number of values in one block of memory it owns, each read and changed where it lies:
/// the arena's members, each recognizer class's machines. Freed when it ends.
///
/// Not copyable, like swift-collections' rigid containers: reading or changing one value through
/// its address neither copies it nor checks that the storage is unshared, as an array held by a
/// class does (docs/performance.md). Its subscript is `nonmutating`: the store's owner may hold it
/// as a `let`, and change the values in it.
public struct SlotStore<Element: ~Copyable>: ~Copyable {
    @usableFromInline let base: UnsafeMutablePointer<Element>
    /// How many values there are.
    public let count: Int

    /// A store of `count` values, the one in slot `i` made by `make(i)`.
    @inlinable
    public init(count: Int, _ make: (Int) -> Element) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
        for i in 0..<count { (base + i).initialize(to: make(i)) }
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The value in slot `i`.
    @inlinable
    public subscript(i: Int) -> Element {
        unsafeAddress { UnsafePointer(address(i)) }
        nonmutating unsafeMutableAddress { address(i) }
    }

    /// The value in slot `position.slot`.
    @inlinable
    public subscript<Position: StorePosition>(position: Position) -> Element {
        unsafeAddress { UnsafePointer(address(position.slot)) }
        nonmutating unsafeMutableAddress { address(position.slot) }
    }

    /// The value's address; out of range traps, as an array's subscript does.
    @inlinable @inline(__always)
    func address(_ i: Int) -> UnsafeMutablePointer<Element> {
        // One unsigned comparison: a negative index wraps to above any count.
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "slot out of range")
        return base + i
    }
}

extension SlotStore where Element: Copyable {
    /// A store holding `elements`, in order; `elements` is left empty, so that they are not held
    /// twice.
    @inlinable
    public init(taking elements: inout [Element]) {
        let count = elements.count
        self.count = count
        base = .allocate(capacity: max(count, 1))
        elements.withUnsafeBufferPointer { if let from = $0.baseAddress { base.initialize(from: from, count: count) } }
        elements = []
    }
}
