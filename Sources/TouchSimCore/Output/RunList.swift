import _TouchSimStorage

/// A sequence stored as runs of equal values, so that a pan's thousands of `changed` states or
/// a drag's `touchDragInside` events cost one entry, not one per move.
///
/// A run costs its value and about one byte of length: a tap that recognizes and fails in turn
/// over a 10M-event trace makes a million runs, all kept until the summary.
public struct RunList<Element: Equatable & Sendable>: Sendable, Equatable, Sequence {
    /// The value of each run.
    private var values: [Element] = []
    /// The length of each run but the last, as varints.
    private var lengths = ByteLog()
    /// The length of the last run, which may still grow.
    private var lastLength = 0

    /// An empty list.
    public init() {}

    /// A list holding `elements` in order.
    public init(_ elements: [Element]) {
        for e in elements { append(e) }
    }

    /// Appends one element. Most appends lengthen the last run (a tap's 99 recognizers
    /// that fail at every tap).
    public mutating func append(_ element: Element) {
        if let last = values.last, last == element {
            lastLength += 1
            return
        }
        startRun(element)
    }

    /// Starts a run of `element` after the last one.
    private mutating func startRun(_ element: Element) {
        if !values.isEmpty { lengths.append(varint: UInt64(lastLength)) }
        values.append(element)
        lastLength = 1
    }

    /// Whether the list has no elements.
    public var isEmpty: Bool { values.isEmpty }

    /// The runs, in order: each value and how many times it repeats.
    public var compressed: Runs { Runs(list: self) }

    /// The runs of a list, read in order without expanding them into an array.
    public struct Runs: Sequence {
        fileprivate let list: RunList

        /// Iterates the runs.
        public func makeIterator() -> RunIterator { RunIterator(list) }
    }

    /// Each run in order: its value and how many times it repeats. A struct, not an
    /// `AnyIterator`, whose every run went through its box and the variables its closure
    /// captured, on the heap: the summary, with its recognizers' runs, is written after the
    /// engine's last event.
    public struct RunIterator: IteratorProtocol {
        private let list: RunList
        private var lengths: ByteLog.Reader
        private var index = 0

        fileprivate init(_ list: RunList) {
            self.list = list
            lengths = ByteLog.Reader(list.lengths)
        }

        /// The next run; nil after the last.
        public mutating func next() -> (value: Element, count: Int)? {
            guard index < list.values.count else { return nil }
            defer { index += 1 }
            let count = index == list.values.count - 1 ? list.lastLength : Int(lengths.next()!)
            return (list.values[index], count)
        }
    }

    /// Iterates the elements, each run expanded.
    public func makeIterator() -> Iterator { Iterator(runs: compressed.makeIterator()) }

    /// Each element in order, each run expanded.
    public struct Iterator: IteratorProtocol {
        fileprivate var runs: RunIterator
        private var current: (value: Element, count: Int)?
        private var left = 0

        fileprivate init(runs: RunIterator) { self.runs = runs }

        /// The next element; nil after the last.
        public mutating func next() -> Element? {
            while left == 0 {
                guard let next = runs.next() else { return nil }
                current = next
                left = next.count
            }
            left -= 1
            return current!.value
        }
    }
}
