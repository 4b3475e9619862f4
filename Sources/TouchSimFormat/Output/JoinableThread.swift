#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A thread running one closure, which `join()` waits for (the writer thread of
/// `ScenarioFile.replay(format:explain:toFileDescriptor:)`).
///
/// A pthread rather than Foundation's `Thread`, which cannot be joined: `join()` orders
/// everything the thread did, down to releasing what its closure captured, before what follows
/// it, and ThreadSanitizer sees that order.
final class JoinableThread {
    #if canImport(Darwin)
        private var handle: pthread_t?
    #else
        private var handle = pthread_t()
    #endif
    private var joined = false

    /// Starts a thread running `body`; nil when the system refuses one (a thread limit).
    init?(_ body: @escaping @Sendable () -> Void) {
        let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        guard pthread_create(&handle, nil, { runThreadBody($0) }, context) == 0 else {
            Unmanaged<ThreadBody>.fromOpaque(context).release()
            return nil
        }
    }

    /// Waits until the closure has returned.
    func join() {
        guard !joined else { return }
        joined = true
        #if canImport(Darwin)
            if let handle { pthread_join(handle, nil) }
        #else
            pthread_join(handle, nil)
        #endif
    }

    deinit { join() }
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
