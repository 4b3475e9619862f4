#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value shared by threads, guarded by a pthread mutex (`touchsim test --jobs`, `touchsim fix`).
///
/// Not the standard library's `Mutex`: on Linux, a contended `Mutex` hands the lock over through
/// a priority-inheritance futex inside the uninstrumented runtime, which ThreadSanitizer cannot
/// see, so `make sanitize` reported every contended access as a race. A pthread mutex is one
/// ThreadSanitizer understands, so it still checks these accesses for real races.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the value while no other thread can.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
