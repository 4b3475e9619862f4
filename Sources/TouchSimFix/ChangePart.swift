/// The changes of a set that one trace sees, in the set's order: the key of its memo
/// (`TraceMemo`). The search looks up a part for each trace of each of its sets, so up to four
/// indices below 65,535 are held in one word, and only a longer part holds a list.
struct ChangePart: Hashable, Sendable {
    /// Each index plus one in 16 bits, the first lowest; 0 after the last, and 0 when `list` holds them.
    private var packed: UInt64 = 0
    /// The indices, once one of them does not fit in `packed`.
    private var list: [Int]?
    /// How many changes the part holds.
    private(set) var count = 0

    /// No change.
    init() {}

    /// The changes `indices`, in order.
    init(_ indices: [Int]) { for change in indices { append(change) } }

    var isEmpty: Bool { count == 0 }

    /// The indices, in order.
    var indices: [Int] {
        if let list { return list }
        return (0..<count).map { Int(packed >> (16 * UInt64($0)) & 0xFFFF) - 1 }
    }

    /// Adds `change` after the others.
    mutating func append(_ change: Int) {
        if list == nil, count < 4, change < 0xFFFF {
            packed |= UInt64(change + 1) << (16 * UInt64(count))
        } else {
            var all = indices
            all.append(change)
            list = all
            packed = 0
        }
        count += 1
    }
}
