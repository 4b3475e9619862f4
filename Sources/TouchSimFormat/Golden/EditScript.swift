/// A shortest edit script between two sequences, by Myers' O(ND) algorithm ("An O(ND)
/// Difference Algorithm and Its Variations", 1986).
enum EditScript {
    /// One step of the script, read from the start of both sequences.
    enum Operation: Equatable {
        /// The next element of both sequences is the same.
        case keep
        /// The next element of the old sequence is removed.
        case delete
        /// The next element of the new sequence is added.
        case insert
    }

    /// Past this many edits (after the common start and end are set aside) the remaining middle
    /// is reported as all deleted, then all inserted: still a correct diff, and bounded in time
    /// and memory (the search keeps about `maximumEdits²` integers) however unlike the texts.
    static let maximumEdits = 1_000

    /// The operations turning `old` into `new`.
    static func operations<T: Equatable>(from old: [T], to new: [T]) -> [Operation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = old[prefix..<old.count - suffix]
        let b = new[prefix..<new.count - suffix]
        let middle =
            myers(Array(a), Array(b))
            ?? Array(repeating: .delete, count: a.count) + Array(repeating: .insert, count: b.count)
        return Array(repeating: .keep, count: prefix) + middle + Array(repeating: .keep, count: suffix)
    }

    /// The greedy forward search; nil when the script would exceed `maximumEdits`.
    private static func myers<T: Equatable>(_ a: [T], _ b: [T]) -> [Operation]? {
        let n = a.count
        let m = b.count
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        // v[offset + k]: the furthest x reached on diagonal k = x - y.
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        // Before round d, the window v[-d...d] is saved, enough to retrace the path.
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m { return backtrack(trace, n: n, m: m) }
            }
        }
        return nil
    }

    /// Walks the saved rounds back from the end, collecting the operations in reverse.
    private static func backtrack(_ trace: [[Int]], n: Int, m: Int) -> [Operation] {
        var operations: [Operation] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let window = trace[d]
            let at = { (k: Int) in window[k + d] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                operations.append(.keep)
                x -= 1
                y -= 1
            }
            operations.append(x == previousX ? .insert : .delete)
            x = previousX
            y = previousY
        }
        // Round 0 is the common start, all kept.
        operations.append(contentsOf: repeatElement(.keep, count: x))
        return operations.reversed()
    }
}
