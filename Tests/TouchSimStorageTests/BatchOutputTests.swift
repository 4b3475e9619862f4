import Testing

@testable import _TouchSimStorage

/// Values handed off a full buffer at a time, and the rest at the end (`BatchOutput`, the
/// engine's `RecordOutput`).
struct BatchOutputTests {
    /// What a hand-off saw: each buffer's values, in order.
    private final class Batches {
        var taken: [[Int]] = []

        func take(_ buffer: BatchBuffer<Int>) -> BatchBuffer<Int> {
            var values: [Int] = []
            buffer.takeEach { values.append($0) }
            taken.append(values)
            return buffer
        }
    }

    @Test("Each full buffer is handed off as it fills, and the rest only when asked")
    func handsOffFullBuffersThenTheRest() {
        let batches = Batches()
        var output = BatchOutput(first: BatchBuffer<Int>(capacity: 4), handOff: batches.take)
        for value in 0..<10 { output.append(value) }
        #expect(batches.taken == [[0, 1, 2, 3], [4, 5, 6, 7]])
        output.handOffRest()
        #expect(batches.taken == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]])
        output.handOffRest()
        #expect(batches.taken.count == 3, "nothing left, nothing handed off")
    }
}
