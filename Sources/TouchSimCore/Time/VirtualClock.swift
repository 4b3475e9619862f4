/// Timers on virtual time (docs/model.md §9): they fire in the order (deadline, scheduling
/// order), so timers due together fire in the order they were scheduled (§9.2).
struct VirtualClock<Owner: Equatable> {
    struct Timer {
        let deadline: SimTime
        let sequence: Int
        let owner: Owner
    }

    /// Pending timers, sorted by (deadline, sequence). A model has a handful at a time.
    private var timers: [Timer] = []
    private var nextSequence = 0

    /// Schedules a timer and returns its sequence number, which cancels it.
    mutating func schedule(at deadline: SimTime, for owner: Owner) -> Int {
        let timer = Timer(deadline: deadline, sequence: nextSequence, owner: owner)
        nextSequence += 1
        let index = timers.firstIndex { ($0.deadline, $0.sequence) > (deadline, timer.sequence) } ?? timers.count
        timers.insert(timer, at: index)
        return timer.sequence
    }

    /// Cancels a timer; cancelling a fired or unknown one does nothing.
    mutating func cancel(_ sequence: Int) {
        timers.removeAll { $0.sequence == sequence }
    }

    /// The earliest timer due at or before `time`, removed from the clock.
    mutating func popDue(notAfter time: SimTime) -> Timer? {
        guard let first = timers.first, first.deadline <= time else { return nil }
        return timers.removeFirst()
    }

    /// Whether any timer is pending.
    var isEmpty: Bool { timers.isEmpty }
}
