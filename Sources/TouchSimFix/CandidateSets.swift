/// The sets of one size a search tries, one after another in one list: a search tries 100,000s
/// of them, and a list per set was an allocation each.
struct CandidateSets: Sendable {
    /// How many changes each set holds.
    let size: Int
    private var flat: [Int] = []

    /// No set yet.
    init(size: Int) { self.size = size }

    /// How many sets there are.
    var count: Int { size == 0 ? 0 : flat.count / size }

    /// Set `i`'s changes, in order.
    subscript(i: Int) -> ArraySlice<Int> { flat[i * size..<(i + 1) * size] }

    /// Adds `set` after the others.
    mutating func append(_ set: [Int]) { flat += set }
}
