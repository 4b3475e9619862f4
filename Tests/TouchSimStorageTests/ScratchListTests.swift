import Testing
import TouchSimTestSupport

@testable import _TouchSimStorage

@Suite("ScratchList holds plain values as an array would")
struct ScratchListTests {
    @Test("Appending past its first room keeps every element in order")
    func grows() {
        var list = ScratchList<Int>(capacity: 2)
        for i in 0..<100 { list.append(i * 3) }
        let count = list.count
        #expect(count == 100)
        #expect(Array(list.elements) == (0..<100).map { $0 * 3 })
        let (at57, last) = (list[57], list.last)
        #expect(at57 == 171 && last == 297)
        list[57] = -1
        #expect(list[57] == -1)
    }

    @Test("Emptying and removing from either end keep it usable; sorting touches only the tail")
    func emptiesAndSorts() {
        var list = ScratchList<Int>()
        let (isEmpty, last) = (list.isEmpty, list.last)
        #expect(isEmpty && last == nil)
        for i in [9, 1, 8, 2, 7] { list.append(i) }
        list.sort(from: 2)
        #expect(Array(list.elements) == [9, 1, 2, 7, 8])
        list.removeLast(2)
        #expect(Array(list.elements) == [9, 1, 2])
        list.removeFirst(2)
        #expect(Array(list.elements) == [2])
        list.empty()
        let (emptied, count) = (list.isEmpty, list.count)
        #expect(emptied && count == 0)
        list.append(4)
        #expect(Array(list.elements) == [4])
    }
}

extension ScratchListTests {
    @Test("Inserting and removing in the middle shift the others as an array's would")
    func insertsAndRemoves() {
        var list = ScratchList<Int>(capacity: 1)
        var model: [Int] = []
        var random = SplitMix64(seed: 0x5C7A)
        for step in 0..<2_000 {
            if model.isEmpty || random.int(0...2) != 0 {
                let i = random.int(0...model.count)
                list.insert(step, at: i)
                model.insert(step, at: i)
            } else {
                let i = random.int(0...model.count - 1)
                list.remove(at: i)
                model.remove(at: i)
            }
            #expect(Array(list.elements) == model)
        }
    }
}

extension ScratchListTests {
    @Test("Sorting unique keeps each element once, in ascending order")
    func sortsUnique() {
        var list = ScratchList<Int>(capacity: 1)
        list.sortUnique()
        let isEmpty = list.isEmpty
        #expect(isEmpty)
        list.append(5)
        list.sortUnique()
        #expect(Array(list.elements) == [5])
        for i in [3, 5, 1, 3, 3, 9, 1] { list.append(i) }
        list.sortUnique()
        #expect(Array(list.elements) == [1, 3, 5, 9])
    }
}
