import Testing

@testable import TouchSimCore

/// `ByTouch`, the live touches' sorted store: adding at the end, removing from anywhere.
struct ByTouchTests {
    /// Touch `key`'s value is `10 * key`.
    private func touches(_ keys: [Int]) -> ByTouch<Int> {
        var byTouch = ByTouch<Int>()
        for key in keys { byTouch.append(10 * key, for: TouchIndex(key)) }
        return byTouch
    }

    private func values(_ byTouch: borrowing ByTouch<Int>, _ keys: ClosedRange<Int>) -> [Int?] {
        var values: [Int?] = []
        for key in keys { values.append(byTouch[TouchIndex(key)]) }
        return values
    }

    @Test("Removing the newest touch, then an older one, keeps the others where they are")
    func removingNewestAndOlder() {
        var byTouch = touches([1, 2, 3])
        byTouch.remove(TouchIndex(3))
        #expect(values(byTouch, 1...3) == [10, 20, nil])
        byTouch.remove(TouchIndex(1))
        #expect(values(byTouch, 1...3) == [nil, 20, nil])
        byTouch.append(40, for: TouchIndex(4))
        #expect(values(byTouch, 1...4) == [nil, 20, nil, 40])
        byTouch.remove(TouchIndex(2))
        byTouch.remove(TouchIndex(4))
        #expect(values(byTouch, 1...4) == [nil, nil, nil, nil])
        byTouch.remove(TouchIndex(2))
        let contains = byTouch.contains(TouchIndex(2))
        #expect(!contains)
    }

    @Test("Removing several at once, the sole touch among them, leaves the store empty and usable")
    func removingInBulk() {
        var byTouch = touches(Array(1...6))
        byTouch.remove([1, 3, 4, 5, 6].map { TouchIndex($0) })
        #expect(values(byTouch, 1...6) == [nil, 20, nil, nil, nil, nil])
        byTouch.remove([TouchIndex(2)])
        #expect(values(byTouch, 1...2) == [nil, nil])
        byTouch.append(70, for: TouchIndex(7))
        #expect(byTouch[TouchIndex(7)] == 70)
    }
}
