import Testing

@testable import TouchSimFix

/// The memo's key for the changes of a set one trace sees (`ChangePart`): one word for up to
/// four small indices, a list otherwise, and the same key for the same changes either way.
@Suite("touchsim fix: a part of a set as the memo's key")
struct ChangePartTests {
    @Test(
        "A part gives back its indices in order, packed or listed",
        arguments: [[], [0], [3, 1, 2], [0, 1, 2, 3], [0, 1, 2, 3, 4], [7, 65_534], [65_535], [1, 70_000, 2]])
    func roundTrip(indices: [Int]) {
        let part = ChangePart(indices)
        #expect(part.indices == indices)
        #expect(part.count == indices.count)
        #expect(part.isEmpty == indices.isEmpty)
    }

    @Test("Parts are equal exactly when their indices are, in order")
    func equality() {
        let parts = [
            [], [0], [1], [0, 1], [1, 0], [0, 1, 2, 3], [0, 1, 2, 3, 4], [0, 1, 2, 3, 5], [65_535], [65_534],
        ]
        for a in parts {
            for b in parts {
                #expect((ChangePart(a) == ChangePart(b)) == (a == b), "\(a) \(b)")
            }
        }
        var built = ChangePart()
        for change in [0, 1, 2, 3, 4] { built.append(change) }
        #expect(built == ChangePart([0, 1, 2, 3, 4]))
        #expect(Set([ChangePart([0, 1]), ChangePart([0, 1]), ChangePart([1, 0])]).count == 2)
    }
}
