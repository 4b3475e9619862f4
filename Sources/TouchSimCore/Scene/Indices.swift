import _TouchSimStorage

/// A position in one of the engine's index spaces. Each space has its own type, so a
/// recognizer's index cannot be used where a view's is meant. A plain value (`BitwiseCopyable`),
/// so that the arena's `ScratchList`s may hold it.
public protocol TypedIndex: Hashable, Comparable, Sendable, BitwiseCopyable, StorePosition {
    /// The position, from 0.
    var raw: Int32 { get }
    /// The index at `raw`.
    init(raw: Int32)
}

extension TypedIndex {
    /// The index at array position `position`.
    init(_ position: Int) { self.init(raw: Int32(position)) }
    /// The array position.
    var position: Int { Int(raw) }
    public static func < (a: Self, b: Self) -> Bool { a.raw < b.raw }
    /// The slot of a `SlotStore` by this index: its array position.
    public var slot: Int { Int(raw) }
}

/// A view of the live tree, private scroll views included; tree order (depth first).
public struct ViewIndex: TypedIndex {
    /// The position in tree order.
    public let raw: Int32
    /// The view at `raw` in tree order.
    public init(raw: Int32) { self.raw = raw }
}

/// A scroll view, in tree order.
public struct ScrollIndex: TypedIndex {
    /// The position among scroll views.
    public let raw: Int32
    /// The scroll view at `raw`.
    public init(raw: Int32) { self.raw = raw }
}

/// A control, in tree order.
public struct ControlIndex: TypedIndex {
    /// The position among controls.
    public let raw: Int32
    /// The control at `raw`.
    public init(raw: Int32) { self.raw = raw }
}

/// A table or collection view whose cells the user selects (docs/model.md §10), in tree order.
public struct SelectionIndex: TypedIndex {
    /// The position among table and collection views.
    public let raw: Int32
    /// The table or collection view at `raw`.
    public init(raw: Int32) { self.raw = raw }
}

/// A presented view controller's view with a sheet's dismissal pan (docs/model.md §12), in
/// tree order.
public struct SheetIndex: TypedIndex {
    /// The position among sheets.
    public let raw: Int32
    /// The sheet at `raw`.
    public init(raw: Int32) { self.raw = raw }
}

/// A view with a context menu interaction (docs/model.md §15), in tree order.
public struct MenuIndex: TypedIndex {
    /// The position among views with a context menu.
    public let raw: Int32
    /// The view at `raw`.
    public init(raw: Int32) { self.raw = raw }
}

/// A UITableView whose rows have swipe actions (docs/model.md §14), in tree order.
public struct SwipeTableIndex: TypedIndex {
    /// The position among tables with swipe actions.
    public let raw: Int32
    /// The table at `raw`.
    public init(raw: Int32) { self.raw = raw }
}

/// A gesture recognizer, a scroll view's own included, in tree order.
public struct RecognizerIndex: TypedIndex {
    /// The position among recognizers.
    public let raw: Int32
    /// The recognizer at `raw`.
    public init(raw: Int32) { self.raw = raw }
}

/// A touch: one finger from its `down` to its end, numbered in order of `down`. A finger id
/// reused later is a new touch.
public struct TouchIndex: TypedIndex {
    /// The position in order of `down`.
    public let raw: Int32
    /// The touch at `raw`.
    public init(raw: Int32) { self.raw = raw }
}

/// An array indexed by one index space only.
struct IndexedList<Index: TypedIndex, Element> {
    private(set) var elements: [Element] = []

    init() {}

    init(_ elements: [Element]) { self.elements = elements }

    /// Makes room for `count` elements at once: a list grown one append at a time may hold
    /// room for twice its elements, which for 100,000s of recognizers is tens of MB.
    mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    /// Appends `element` and returns its index.
    @discardableResult
    mutating func append(_ element: Element) -> Index {
        elements.append(element)
        return Index(elements.count - 1)
    }

    subscript(index: Index) -> Element {
        // `_read` lends the element: reading one field of a large element copies nothing.
        _read { yield elements[index.position] }
        _modify { yield &elements[index.position] }
    }

    var count: Int { elements.count }

    /// Every index, in order.
    var indices: LazyMapSequence<Range<Int>, Index> { elements.indices.lazy.map { Index($0) } }

    /// The index that comes next.
    var nextIndex: Index { Index(elements.count) }
}
