import Testing
import TouchSimCore

@testable import TouchSimFormat
@testable import TouchSimReader
@testable import TouchSimReplay
@testable import _TouchSimStorage

/// The engine's records wait for the writer thread while pass 1 checks the file, up to a budget,
/// and the writer hands the emptied buffers back (docs/format.md §4.9).
@Suite("Record pipe: room to run ahead before the writer starts, buffers reused after")
struct RecordPipeTests {
    @Test(
        "Until the consumer's first pop the producer may queue more; from then on, never more than that",
        .timeLimit(.minutes(1)))
    func roomBeforeFirstPop() throws {
        let queue = BoundedQueue<Int>(capacity: 2, roomBeforeFirstPop: 10)
        // Room for ten with no consumer yet: on one thread, a push that waited would never return.
        for value in 0..<10 { #expect(queue.push(value)) }
        let pushed = Locked(10)
        let producer = try #require(
            JoinableThread {
                for value in 10..<30 {
                    queue.push(value)
                    pushed.withLock { $0 += 1 }
                }
                queue.close()
            })
        var popped = 0
        while let value = queue.pop() {
            #expect(value == popped)
            popped += 1
            // The room shrinks as the consumer takes the surplus and never grows back: the producer
            // never gets more than 10 ahead.
            let ahead = pushed.withLock { $0 }
            #expect(ahead <= popped + 10)
        }
        producer.join()
        #expect(popped == 30)
    }

    @Test(
        "A producer that ran ahead pushes one for each pop, rather than waiting until the surplus is taken",
        .timeLimit(.minutes(1)), arguments: [1, 2])
    func surplusKeptWhileFilled(refill: Int) {
        // However many a waiting producer is woken for (`refill`), one that keeps up never waits.
        let queue = BoundedQueue<Int>(capacity: 2, roomBeforeFirstPop: 10, refill: refill)
        for value in 0..<10 { #expect(queue.push(value)) }
        // On one thread, a push that waited would never return.
        for value in 10..<20 {
            #expect(queue.pop() == value - 10)
            #expect(queue.push(value))
        }
        queue.close()
        var rest: [Int] = []
        while let value = queue.pop() { rest.append(value) }
        #expect(rest == Array(10..<20))
    }

    @Test("The engine fills again the buffers the writer hands back, and extra ones are freed")
    func buffersReused() {
        let pipe = RecordPipe(runsAhead: true)
        let made = (0..<ScenarioFile.batchesInFlight + 5).map { _ in pipe.emptyBuffer() }
        #expect(Set(made.map(ObjectIdentifier.init)).count == made.count)
        for buffer in made { pipe.handBack(buffer) }
        let handedBack = Set(made.map(ObjectIdentifier.init))
        let reused = (0..<ScenarioFile.batchesInFlight + 2).map { _ in pipe.emptyBuffer() }
        #expect(reused.allSatisfy { handedBack.contains(ObjectIdentifier($0)) })
        // The rest were dropped on their way back: the next buffer is a new one. `made` keeps
        // them all alive until then, so that a new buffer cannot take a freed one's address
        // (an optimized build ends `made`'s life at its last use).
        withExtendedLifetime(made) {
            #expect(!handedBack.contains(ObjectIdentifier(pipe.emptyBuffer())))
        }
    }

    @Test("The budget ahead holds more batches than the queue holds once the writer runs")
    func budgetAhead() {
        // A record is 64 bytes: what the budget was measured with (docs/format.md §4.9).
        #expect(MemoryLayout<Record>.stride <= 64)
        #expect(ScenarioFile.batchesAhead > 10 * ScenarioFile.batchesInFlight)
        let bytes = ScenarioFile.batchesAhead * ScenarioFile.recordsPerBatch * MemoryLayout<Record>.stride
        #expect(bytes <= ScenarioFile.recordBytesAhead)
    }
}
