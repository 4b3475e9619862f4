import Testing

@testable import TouchSimFormat
@testable import _TouchSimStorage

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The queues between the replay's threads wake a waiting side only once it has several
/// elements to handle, and the helper threads yield to the engine's on waking up
/// (docs/format.md §4.9). Nothing here measures time: the tests show that no element is lost,
/// reordered or waited for forever.
@Suite("Bounded queue: woken in groups, never stuck; helper threads")
struct BoundedQueueTests {
    /// Queue shapes: capacity, refill, gather.
    static let shapes = [(2, 1, 1), (4, 2, 3), (8, 8, 8), (8, 4, 8), (32, 16, 16)]

    /// A consumer thread popping `queue` until it returns nil, and what it received, in order.
    private func consumer(of queue: BoundedQueue<Int>) throws -> (JoinableThread, Locked<[Int]>) {
        let received = Locked<[Int]>([])
        let thread = try #require(
            JoinableThread {
                while let value = queue.pop() { received.withLock { $0.append(value) } }
            })
        return (thread, received)
    }

    @Test(
        "Whatever the groups a side is woken for, every element arrives once, in order",
        .timeLimit(.minutes(1)), arguments: shapes.indices)
    func groupsKeepOrder(_ index: Int) throws {
        let (capacity, refill, gather) = Self.shapes[index]
        let queue = BoundedQueue<Int>(capacity: capacity, refill: refill, gather: gather)
        let (thread, received) = try consumer(of: queue)
        // 5,001 is a multiple of none of the groups: the last few wait for `close` to wake them.
        for value in 0..<5001 { #expect(queue.push(value)) }
        queue.close()
        thread.join()
        #expect(received.withLock { $0 } == Array(0..<5001))
    }

    @Test(
        "A consumer waiting for a group of eight gets the three left when the producer closes", .timeLimit(.minutes(1)))
    func closeWakesConsumer() throws {
        let queue = BoundedQueue<Int>(capacity: 8, gather: 8)
        let (thread, received) = try consumer(of: queue)
        for value in 0..<3 { queue.push(value) }
        queue.close()
        thread.join()
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
