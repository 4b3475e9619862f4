/// "did you mean …?": the known name closest to a misspelt one, offered only when it is close
/// (docs/format.md §4.9).
///
/// The distance counts insertions, deletions, substitutions and swaps of two neighbours; a change
/// of letter case counts half, so that `contentsize` finds `contentSize` before `contentInset`.
/// The work is bounded whatever the input: a name longer than `maximumScalars` gets no
/// suggestion, a candidate whose length alone rules it out is skipped unread, and only the band
/// of cells within the allowed edits of the diagonal is computed. A candidate thus costs at most
/// `maximumScalars × (2 × maximumScalars / 3 + 1)` cells, however long the name or the candidate.
public struct Suggestion {
    /// Longest name, in Unicode scalars, for which a suggestion is looked for; longer names are
    /// not misspellings of a key or an id.
    static let maximumScalars = 48

    /// Cells of the distance tables computed so far, which tests use to pin the bound.
    private(set) var cells = 0

    /// The candidate closest to `name`, the earliest on a tie; nil when none is close.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        var search = Suggestion()
        return search.closest(to: name, among: candidates)
    }

    /// `; did you mean "X"?`, or nothing when no candidate is close.
    public static func clause(for name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// The clause of an unknown key's error, which always names the closest known key (the
    /// format's rule for unknown keys): `; did you mean "X"?` when it is close, else
    /// `; the closest known key is "X"`.
    public static func keyClause(for key: String, among keys: [String]) -> String {
        let close = clause(for: key, among: keys)
        guard close.isEmpty else { return close }
        var search = Suggestion()
        return search.nearest(to: key, among: keys).map { "; the closest known key is \"\($0)\"" } ?? ""
    }

    /// The candidate closest to `name`, counting the cells computed.
    mutating func closest(to name: String, among candidates: [String]) -> String? {
        guard let target = Letters(name) else { return nil }
        return closest(to: target, among: candidates, within: Self.allowed)
    }

    /// The candidate closest to `name`, however far; a name longer than `maximumScalars` is
    /// compared by its first `maximumScalars` scalars, which keeps the work bounded.
    mutating func nearest(to name: String, among candidates: [String]) -> String? {
        let prefix = String(String.UnicodeScalarView(name.unicodeScalars.prefix(Self.maximumScalars)))
        guard let target = Letters(prefix) else { return nil }
        // No two names are further apart than deleting one and inserting the other.
        return closest(to: target, among: candidates) { 2 * ($0.count + $1.count) }
    }

    /// The candidate closest to `target` within `limit` (doubled edits), the earliest on a tie.
    private mutating func closest(
        to target: Letters, among candidates: [String], within limit: (Letters, Letters) -> Int
    ) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            guard let letters = Letters(candidate) else { continue }
            let allowed = best.map { min($0.distance - 1, limit(target, letters)) } ?? limit(target, letters)
            if let distance = distance(target, letters, within: allowed) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The most edits, doubled, that still make `b` a close match for `a`: a third of the longer
    /// name, at least one.
    private static func allowed(_ a: Letters, _ b: Letters) -> Int {
        2 * max(1, max(a.count, b.count) / 3)
    }

    /// The doubled distance between `a` and `b` if it is at most `allowed`, else nil.
    private mutating func distance(_ a: Letters, _ b: Letters, within allowed: Int) -> Int? {
        // Every cell off the diagonal by k needs k insertions or deletions, 2 each.
        let band = allowed / 2
        guard allowed >= 0, abs(a.count - b.count) <= band else { return nil }
        guard a.count > 0 else { return 2 * b.count }
        let unreachable = allowed + 1
        var beforePrevious = [Int](repeating: unreachable, count: b.count + 1)
        var previous = (0...b.count).map { $0 <= band ? 2 * $0 : unreachable }
        var current = beforePrevious
        for i in 1...a.count {
            let low = max(1, i - band)
            let high = min(b.count, i + band)
            current[0] = i <= band ? 2 * i : unreachable
            if low > 1 { current[low - 1] = unreachable }
            var rowBest = current[0]
            if low <= high {
                for j in low...high {
                    cells += 1
                    var cost = min(previous[j] + 2, current[j - 1] + 2, previous[j - 1] + a.cost(i - 1, b, j - 1))
                    if i > 1 && j > 1 && a.scalars[i - 1] == b.scalars[j - 2] && a.scalars[i - 2] == b.scalars[j - 1] {
                        cost = min(cost, beforePrevious[j - 2] + 2)
                    }
                    current[j] = min(cost, unreachable)
                    rowBest = min(rowBest, current[j])
                }
            }
            if high < b.count { current[high + 1] = unreachable }
            guard rowBest <= allowed else { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        let result = previous[b.count]
        return result <= allowed ? result : nil
    }
}

/// A name's Unicode scalars and their lower-case forms, folded once rather than per comparison.
private struct Letters {
    let scalars: [Unicode.Scalar]
    let lower: [Unicode.Scalar]

    var count: Int { scalars.count }

    /// Nil for a name too long to get a suggestion, found without reading past its first bytes.
    init?(_ name: String) {
        guard name.utf8.count <= 4 * Suggestion.maximumScalars else { return nil }
        scalars = Array(name.unicodeScalars)
        guard scalars.count <= Suggestion.maximumScalars else { return nil }
        lower = scalars.map { scalar in
            let mapped = scalar.properties.lowercaseMapping.unicodeScalars
            return mapped.count == 1 ? mapped.first! : scalar
        }
    }

    /// The doubled cost of turning scalar `i` into `other`'s scalar `j`: 0 when equal, 1 when
    /// they differ only in case, 2 otherwise.
    func cost(_ i: Int, _ other: Letters, _ j: Int) -> Int {
        if scalars[i] == other.scalars[j] { return 0 }
        return lower[i] == other.lower[j] ? 1 : 2
    }
}
