/// A sequence stored as runs of equal values, so that a pan's thousands of `changed` states or
/// a drag's `touchDragInside` events cost one entry, not one per move.
public struct RunList<Element: Equatable & Sendable>: Sendable, Equatable, Sequence {
    private var runs: [(value: Element, count: Int)] = []

    /// An empty list.
    public init() {}

    /// A list holding `elements` in order.
    public init(_ elements: [Element]) {
        for e in elements { append(e) }
    }

    /// Appends one element.
    public mutating func append(_ element: Element) {
        if let last = runs.last, last.value == element {
            runs[runs.count - 1].count += 1
        } else {
            runs.append((element, 1))
        }
    }

    /// Whether the list has no elements.
    public var isEmpty: Bool { runs.isEmpty }

    /// The runs, in order: each value and how many times it repeats.
    public var compressed: [(value: Element, count: Int)] { runs }

    public static func == (a: RunList, b: RunList) -> Bool {
        a.runs.count == b.runs.count
            && zip(a.runs, b.runs).allSatisfy { $0.value == $1.value && $0.count == $1.count }
    }

    /// Iterates the elements, each run expanded.
    public func makeIterator() -> AnyIterator<Element> {
        var run = 0
        var left = runs.first?.count ?? 0
        return AnyIterator {
            while run < runs.count {
                if left > 0 {
                    left -= 1
                    return runs[run].value
                }
                run += 1
                left = run < runs.count ? runs[run].count : 0
            }
            return nil
        }
    }
}
