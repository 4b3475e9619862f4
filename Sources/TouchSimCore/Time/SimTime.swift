/// A moment of virtual time in whole microseconds since the trace's zero (docs/model.md §9.1).
///
/// Whole microseconds keep timer arithmetic exact: 150 ms plus 16.667 ms is never 166.66699999.
public struct SimTime: Comparable, Hashable, Sendable, BitwiseCopyable {
    /// Microseconds since time zero.
    public var microseconds: Int64

    /// Creates a time from microseconds.
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// The time of a trace's `t`, rounded to the nearest microsecond.
    public init(milliseconds: Double) {
        microseconds = Duration.milliseconds(milliseconds).microseconds
    }

    /// Time zero.
    public static let zero = SimTime(microseconds: 0)

    /// The time in milliseconds, as output prints it.
    public var milliseconds: Double { Double(microseconds) / 1000 }

    public static func < (a: SimTime, b: SimTime) -> Bool { a.microseconds < b.microseconds }
    public static func + (a: SimTime, d: Duration) -> SimTime {
        SimTime(microseconds: a.microseconds + d.microseconds)
    }
    public static func - (a: SimTime, b: SimTime) -> Duration {
        Duration(microseconds: a.microseconds - b.microseconds)
    }
}

/// A span of virtual time in whole microseconds.
public struct Duration: Comparable, Hashable, Sendable {
    /// Length in microseconds.
    public var microseconds: Int64

    /// Creates a duration from microseconds.
    public init(microseconds: Int64) { self.microseconds = microseconds }

    /// A duration of `ms` milliseconds, rounded to the nearest microsecond.
    public static func milliseconds(_ ms: Double) -> Duration {
        // Clamped so that no input, however large, can overflow the integer (about 31 years).
        let us = (ms * 1000).rounded()
        return Duration(microseconds: Int64(max(-limit, min(limit, us))))
    }

    private static let limit = 1e15

    /// A duration of `s` seconds, rounded to the nearest microsecond (UIKit's unit for
    /// `minimumPressDuration`).
    public static func seconds(_ s: Double) -> Duration { .milliseconds(s * 1000) }

    /// The length in milliseconds.
    public var milliseconds: Double { Double(microseconds) / 1000 }

    public static func < (a: Duration, b: Duration) -> Bool { a.microseconds < b.microseconds }
}
