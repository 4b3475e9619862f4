import Testing

@testable import TouchSimFormat

#if canImport(Glibc)
    import Glibc
#endif

/// The queues between the replay's threads wake a waiting side only once it has several
/// elements to handle, and the helper threads yield to the engine's on waking up
/// (docs/format.md §4.9). Nothing here measures time: the tests show that no element is lost,
/// reordered or waited for forever.
@Suite("Bounded queue: woken in groups, never stuck; helper threads")
struct BoundedQueueTests {
    /// Queue shapes: capacity, refill, gather.
    static let shapes = [(2, 1, 1), (4, 2, 3), (8, 8, 8), (8, 4, 8), (32, 16, 16)]

    @Test(
        "Whatever the groups a side is woken for, every element arrives once, in order",
        .timeLimit(.minutes(1)), arguments: shapes.indices)
    func groupsKeepOrder(_ index: Int) throws {
        let (capacity, refill, gather) = Self.shapes[index]
        let queue = BoundedQueue<Int>(capacity: capacity, refill: refill, gather: gather)
        let received = Locked<[Int]>([])
        let consumer = try #require(
            JoinableThread {
                while let value = queue.pop() { received.withLock { $0.append(value) } }
            })
        // 5,001 is a multiple of none of the groups: the last few wait for `close` to wake them.
        for value in 0..<5001 { #expect(queue.push(value)) }
        queue.close()
        consumer.join()
        #expect(received.withLock { $0 } == Array(0..<5001))
    }

    @Test(
        "A consumer waiting for a group of eight gets the three left when the producer closes", .timeLimit(.minutes(1)))
    func closeWakesConsumer() throws {
        let queue = BoundedQueue<Int>(capacity: 8, gather: 8)
        let received = Locked<[Int]>([])
        let consumer = try #require(
            JoinableThread {
                while let value = queue.pop() { received.withLock { $0.append(value) } }
            })
        for value in 0..<3 { queue.push(value) }
        queue.close()
        consumer.join()
        #expect(received.withLock { $0 } == [0, 1, 2])
    }

    @Test("A consumer waiting for a group stops when the producer abandons the queue", .timeLimit(.minutes(1)))
    func abandonWakesConsumer() throws {
        let queue = BoundedQueue<Int>(capacity: 8, gather: 8)
        let consumer = try #require(JoinableThread { while queue.pop() != nil {} })
        queue.push(0)
        queue.abandon()
        consumer.join()
        #expect(queue.isAbandoned)
        #expect(!queue.push(1))
    }

    @Test("With a refill of two, a producer that ran ahead still pushes one for each pop", .timeLimit(.minutes(1)))
    func refillAfterRunningAhead() {
        let queue = BoundedQueue<Int>(capacity: 4, roomBeforeFirstPop: 10, refill: 2)
        for value in 0..<10 { #expect(queue.push(value)) }
        // On one thread, a push that waited would never return.
        for value in 10..<30 {
            #expect(queue.pop() == value - 10)
            #expect(queue.push(value))
        }
        queue.close()
        var rest: [Int] = []
        while let value = queue.pop() { rest.append(value) }
        #expect(rest == Array(20..<30))
    }

    @Test("A helper thread runs its closure, as a batch thread where Linux allows, leaving its creator as it was")
    func helperThread() throws {
        #if os(Linux)
            let before = sched_getscheduler(0)
        #endif
        let policy = Locked<Int32?>(nil)
        let allowed = Locked(false)
        let probe = try #require(JoinableThread { allowed.withLock { $0 = JoinableThread.yieldOnWakeUp() } })
        probe.join()
        let helper = try #require(
            JoinableThread(helper: true) {
                #if os(Linux)
                    policy.withLock { $0 = sched_getscheduler(0) }
                #else
                    policy.withLock { $0 = 0 }
                #endif
            })
        helper.join()
        #expect(policy.withLock { $0 } != nil)
        #if os(Linux)
            // SCHED_BATCH is 3; a system that refuses it leaves the thread as it was.
            if allowed.withLock({ $0 }) { #expect(policy.withLock { $0 } == 3) }
            #expect(sched_getscheduler(0) == before)
        #else
            #expect(!allowed.withLock { $0 })
        #endif
    }
}
