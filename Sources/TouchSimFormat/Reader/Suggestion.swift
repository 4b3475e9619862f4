/// "did you mean …?": the candidate closest to a misspelt name.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `name`, the earliest on a tie; nil when
    /// there are no candidates.
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(target, Array(candidate.unicodeScalars))
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// `; did you mean "X"?`, or nothing when there is no candidate.
    public static func clause(for name: String, among candidates: [String]) -> String {
        closest(to: name, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// Levenshtein distance, where a change of letter case costs less than another change so
    /// that `contentsize` finds `contentSize` before `contentInset`.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        // Costs are doubled so that a case change can cost 1.
        guard !a.isEmpty, !b.isEmpty else { return 2 * (a.count + b.count) }
        var previous = Array(stride(from: 0, through: 2 * b.count, by: 2))
        var current = previous
        for i in 1...a.count {
            current[0] = 2 * i
            for j in 1...b.count {
                let substitution: Int
                if a[i - 1] == b[j - 1] {
                    substitution = 0
                } else if a[i - 1].properties.lowercaseMapping == b[j - 1].properties.lowercaseMapping {
                    substitution = 1
                } else {
                    substitution = 2
                }
                current[j] = min(previous[j] + 2, current[j - 1] + 2, previous[j - 1] + substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
