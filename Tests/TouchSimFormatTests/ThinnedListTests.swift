import Testing

@testable import TouchSimFormat

@Suite("Thinned lists: a picture of any trace stays small (docs/format.md §4.13)")
struct ThinnedListTests {
    @Test("Within its capacity a list keeps everything")
    func keepsEverythingWithinCapacity() {
        var list = ThinnedList<Int>(capacity: 4)
        for i in 0..<4 { list.append(i) }
        #expect(list.elements == [0, 1, 2, 3])
        #expect(list.omitted == 0)
    }

    @Test("Past its capacity a list keeps the elements at multiples of a doubling stride, never more than its capacity")
    func thinsEvenly() {
        var list = ThinnedList<Int>(capacity: 4)
        for i in 0..<10 { list.append(i) }
        #expect(list.elements == [0, 4, 8])
        #expect(list.omitted == 7)
        for i in 10..<1000 { list.append(i) }
        #expect(list.elements.count <= 4)
        #expect(list.elements == [0, 256, 512, 768])
    }
}
