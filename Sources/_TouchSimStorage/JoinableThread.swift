#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread running one closure, which `join()` waits for (the writer thread of
/// `ReplaySchedule.threads`).
///
/// A pthread rather than Foundation's `Thread`, which cannot be joined: `join()` orders
/// everything the thread did, down to releasing what its closure captured, before what follows
/// it, and ThreadSanitizer sees that order.
package final class JoinableThread {
    #if canImport(Darwin)
        private var handle: pthread_t?
    #else
        private var handle = pthread_t()
    #endif
    private var joined = false

    /// Starts a thread running `body`; nil when the system refuses one (a thread limit). A
    /// `helper` thread yields to the others on waking up (`yieldOnWakeUp()`).
    package init?(helper: Bool = false, _ body: @escaping @Sendable () -> Void) {
        let run: @Sendable () -> Void = {
            if helper { JoinableThread.yieldOnWakeUp() }
            body()
        }
        let context = Unmanaged.passRetained(ThreadBody(run)).toOpaque()
        guard pthread_create(&handle, nil, { runThreadBody($0) }, context) == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
    }

    /// Waits until the closure has returned.
    package func join() {
        guard !joined else { return }
        joined = true
        #if canImport(Darwin)
            if let handle { pthread_join(handle, nil) }
        #else
            pthread_join(handle, nil)
        #endif
    }

    deinit { join() }

    /// Makes the calling thread a batch thread where the system has them (Linux's `SCHED_BATCH`,
    /// which any thread may choose): woken, it waits for its turn instead of preempting the
    /// thread that woke it; true if it did. Elsewhere, or refused, nothing changes.
    ///
    /// Pass 2 and the writer are woken by the engine's thread (`BoundedQueue`), and Linux puts a
    /// woken thread on its waker's core: at its usual priority it preempted the engine there
    /// (thousands of times in a million events of many short gestures, docs/performance.md)
    /// while the other core idled.
    @discardableResult
    package static func yieldOnWakeUp() -> Bool {
        #if os(Linux)
            // SCHED_BATCH in <linux/sched.h>; Glibc's module leaves it out with the other GNU names.
            let batch: Int32 = 3
            var parameters = sched_param()
            return sched_setscheduler(0, batch, &parameters) == 0
        #else
            return false
        #endif
    }
}

/// The closure a `JoinableThread` runs, boxed to cross `pthread_create`'s C pointer.
private final class ThreadBody {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}

/// The start routine of every `JoinableThread`: takes back the box `init` retained and runs it.
private func runThreadBody(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().run()
    return nil
}
