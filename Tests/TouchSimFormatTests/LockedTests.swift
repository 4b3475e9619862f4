import Dispatch
import Testing
import TouchSimFormat
import _TouchSimStorage

@Suite("Locked")
struct LockedTests {
    @Test("Increments from eight threads under the lock are none of them lost")
    func noLostUpdates() {
        let counter = Locked<[Int]>([0])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0[0] += 1 } }
        }
        #expect(counter.withLock { $0[0] } == 80_000)
    }
}
