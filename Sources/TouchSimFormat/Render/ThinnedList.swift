/// A list that keeps at most `capacity` of the elements offered to it, evenly spread: every
/// element while there is room, then every second, every fourth, and so on.
///
/// Deterministic, and it never holds more than `capacity` elements, so a picture of a trace
/// of a million moves stays as small as one of ten thousand.
struct ThinnedList<Element> {
    let capacity: Int
    private(set) var elements: [Element] = []
    /// How many elements were offered, kept or not.
    private(set) var offered = 0
    private var stride = 1

    /// An empty list keeping at most `capacity` elements.
    init(capacity: Int) {
        precondition(capacity >= 1)
        self.capacity = capacity
    }

    /// Offers `element`: kept when its place is a multiple of the current stride. When the list
    /// overflows, every second kept element goes and the stride doubles, so the kept ones stay
    /// exactly those at multiples of the stride.
    mutating func append(_ element: Element) {
        defer { offered += 1 }
        guard offered % stride == 0 else { return }
        elements.append(element)
        if elements.count > capacity {
            elements = elements.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            stride *= 2
        }
    }

    /// How many offered elements were left out.
    var omitted: Int { offered - elements.count }
}
