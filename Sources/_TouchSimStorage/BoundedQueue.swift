#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A first-in first-out queue of at most `capacity` elements between one producer thread and
/// one consumer thread: `push` waits while it is full, `pop` while it is empty, so memory stays
/// bounded whichever side is faster (`ReplaySchedule.threads`).
/// A producer that starts long before its consumer may be given more room until the first `pop`,
/// then keeps the part of it that it still fills (the engine's records while pass 1 checks the
/// file, docs/format.md §4.9).
///
/// A side that waits is woken only once it has several elements to handle (`refill`, `gather`),
/// not at every one: each wake-up is a context switch, and on Linux the woken thread tends to
/// land on the waker's core and preempt it: the engine's thread lost its core thousands of times
/// per million events to pass 2 woken for one batch at a time (docs/performance.md).
///
/// `@unchecked Sendable` because the synchronisation is real: every stored `var` is read and
/// written with `mutex` held, and both sides wait on condition variables of that mutex. A
/// pthread mutex, as in `Locked`, so that ThreadSanitizer sees every handover.
package final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    /// Signalled when an element arrives or the producer closes or abandons the queue.
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// Signalled when the consumer takes an element.
    private let drained = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    /// How many may wait once the consumer has taken one.
    private let capacity: Int
    /// How many may wait now: `capacity`, or more until the first `pop`.
    private var room: Int
    /// A producer waiting for room is woken once it may push this many.
    private let refill: Int
    /// A consumer waiting for an element is woken once this many wait, or the queue closes.
    private let gather: Int
    private var elements: [Element] = []
    /// The producer sends no more; the consumer takes what is left, then `pop` returns nil.
    private var closed = false
    /// The producer gave up: `pop` returns nil at once and the rest is dropped.
    private var abandoned = false

    /// An empty queue holding at most `capacity` (≥ 1) elements, and at most `roomBeforeFirstPop`
    /// (if larger) until the consumer takes its first, then at most what it held then. A waiting
    /// producer is woken once `refill` may be pushed, a waiting consumer once `gather` wait (both
    /// between 1 and `capacity`).
    package init(capacity: Int, roomBeforeFirstPop: Int = 0, refill: Int = 1, gather: Int = 1) {
        self.capacity = max(1, capacity)
        room = max(self.capacity, roomBeforeFirstPop)
        self.refill = min(max(1, refill), self.capacity)
        self.gather = min(max(1, gather), self.capacity)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
        pthread_cond_init(drained, nil)
    }

    deinit {
        pthread_cond_destroy(drained)
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        drained.deallocate()
        changed.deallocate()
        mutex.deallocate()
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Producer: appends `element`, first waiting for room while the queue is full; false, with
    /// `element` dropped, once the queue is abandoned. The consumer must keep popping until
    /// `pop` returns nil, or abandon the queue.
    @discardableResult
    package func push(_ element: Element) -> Bool {
        locked {
            while elements.count >= room && !abandoned { pthread_cond_wait(drained, mutex) }
            guard !abandoned else { return false }
            elements.append(element)
            // A consumer waits only on an empty queue; `gather` ≤ `room`, so a full one wakes it.
            if elements.count >= gather { pthread_cond_signal(changed) }
            return true
        }
    }

    /// Consumer: the oldest element, waiting for one; nil once the producer has closed and
    /// everything is taken, or at once after `abandon()`. From the first on, the room shrinks
    /// with the surplus of a producer that ran ahead, down to `capacity`, and never grows back:
    /// the producer pushes `refill` for each `refill` taken, rather than waiting, its core idle,
    /// until the consumer has taken the whole surplus.
    package func pop() -> Element? {
        locked {
            while elements.isEmpty && !closed && !abandoned { pthread_cond_wait(changed, mutex) }
            guard !abandoned, !elements.isEmpty else { return nil }
            let first = elements.removeFirst()
            room = max(capacity, min(room, elements.count + refill))
            // Each pop lowers the count by one and the room never below count + refill, so a
            // waiting producer sees the count reach `room - refill` and is woken there, once.
            if elements.count <= room - refill { pthread_cond_signal(drained) }
            return first
        }
    }

    /// Whether the producer abandoned the queue, for the consumer to drop what it holds.
    package var isAbandoned: Bool { locked { abandoned } }

    /// Producer: nothing more comes; `pop` returns nil once the rest is taken.
    package func close() {
        locked {
            closed = true
            pthread_cond_signal(changed)
        }
    }

    /// Either side: stops the consumer at its next `pop` and the producer at its next `push`,
    /// dropping what is queued.
    package func abandon() {
        locked {
            abandoned = true
            elements.removeAll()
            pthread_cond_signal(changed)
            pthread_cond_signal(drained)
        }
    }
}
