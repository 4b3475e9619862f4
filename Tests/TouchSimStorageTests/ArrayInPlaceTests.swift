import Testing

@testable import _TouchSimStorage

/// The engine's per-step lists emptied and filtered in place (`Array.empty()`,
/// `Array.remove(where:)`), for few elements and many.
struct ArrayInPlaceTests {
    @Test("Emptying a list of one, a few or many elements leaves it empty with its storage")
    func emptying() {
        for count in [0, 1, 3, 8, 9, 40] {
            var list = Array(0..<count)
            list.reserveCapacity(64)
            let capacity = list.capacity
            list.empty()
            #expect(list.isEmpty && list.capacity == capacity)
        }
    }

    @Test("Removing one, a few or many elements keeps the others in order")
    func removing() {
        for gone in [Set<Int>(), [7], [1, 4, 9], Set(0..<12), Set(0..<20)] {
            var list = Array(0..<20)
            var asked: [Int] = []
            list.remove {
                asked.append($0)
                return gone.contains($0)
            }
            #expect(list == (0..<20).filter { !gone.contains($0) })
            #expect(asked == Array(0..<20))
        }
    }
}
