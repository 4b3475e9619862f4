import Testing

@testable import TouchSimCore

@Suite("Fingers lists a touches line's fingers as an array would")
struct FingersTests {
    @Test("Any count, inline or in an array, reads back in order")
    func readsBackInOrder() {
        for count in 0..<6 {
            let list = (0..<count).map { $0 * 7 + 1 }
            var fingers = Fingers()
            for finger in list { fingers.append(finger) }
            #expect(Array(fingers) == list)
            #expect(fingers.count == count && fingers == Fingers(list))
        }
        let literal: Fingers = [4, 2]
        #expect(literal[0] == 4 && literal[1] == 2 && literal.last == 2)
    }

    @Test("Finger numbers beyond 32 bits are kept whole, wherever they come")
    func keepsLargeNumbers() {
        let large = Int(Int32.max) + 1
        for list in [[large], [1, large], [large, 1], [-large, 2, 3], [Int.min, Int.max]] {
            #expect(Array(Fingers(list)) == list)
        }
    }

    @Test("Equal when they list the same fingers in the same order")
    func equality() {
        #expect(Fingers([1, 2]) == [1, 2])
        #expect(Fingers([1, 2]) != [2, 1])
        #expect(Fingers([1]) != [1, 2])
        #expect(Fingers() == [])
    }
}
