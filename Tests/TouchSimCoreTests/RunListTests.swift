import Testing

@testable import TouchSimCore

/// `RunList`, a summary's sequences kept as runs of equal values.
struct RunListTests {
    @Test("A list reads back as its runs, each with its length, and as its elements in order")
    func runsAndElements() {
        let elements: [GestureStateName] =
            [.began] + Array(repeating: .changed, count: 300) + [.ended, .ended, .failed]
        let list = RunList(elements)
        #expect(list.compressed.map { $0.value } == [.began, .changed, .ended, .failed])
        #expect(list.compressed.map { $0.count } == [1, 300, 2, 1])
        #expect(Array(list) == elements)
    }

    @Test("An empty list has no runs and no elements")
    func empty() {
        let list = RunList<GestureStateName>()
        #expect(list.isEmpty)
        #expect(Array(list.compressed).isEmpty)
        #expect(Array(list).isEmpty)
    }
}
