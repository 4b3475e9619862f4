/// Timers on virtual time (docs/model.md §9): they fire in the order (deadline, scheduling
/// order), so timers due together fire in the order they were scheduled (§9.2).
///
/// A binary heap: scheduling, cancelling and firing each cost O(log n) however many timers wait,
/// so a window whose 10,000 recognizers each want a timer at every touch stays linear. A
/// cancelled timer stays in the heap until it comes to the top, and is dropped there.
struct VirtualClock<Owner: Equatable> {
    struct Timer {
        let deadline: SimTime
        let sequence: Int
        let owner: Owner

        /// Fires before `other`.
        func precedes(_ other: Timer) -> Bool { (deadline, sequence) < (other.deadline, other.sequence) }
    }

    /// Pending and cancelled timers; `heap[0]` comes first.
    private var heap: [Timer] = []
    /// Sequence numbers of the timers not yet fired or cancelled.
    private var pending = Set<Int>()
    private var nextSequence = 0

    /// Schedules a timer and returns its sequence number, which cancels it.
    mutating func schedule(at deadline: SimTime, for owner: Owner) -> Int {
        let timer = Timer(deadline: deadline, sequence: nextSequence, owner: owner)
        nextSequence += 1
        pending.insert(timer.sequence)
        heap.append(timer)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
        return timer.sequence
    }

    /// Cancels a timer; cancelling a fired or unknown one does nothing.
    mutating func cancel(_ sequence: Int) {
        pending.remove(sequence)
    }

    /// The earliest timer due at or before `time`, removed from the clock.
    mutating func popDue(notAfter time: SimTime) -> Timer? {
        while let first = heap.first, !pending.contains(first.sequence) { removeFirst() }
        guard let first = heap.first, first.deadline <= time else { return nil }
        removeFirst()
        pending.remove(first.sequence)
        return first
    }

    /// Whether any timer is pending.
    var isEmpty: Bool { pending.isEmpty }

    private mutating func removeFirst() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < heap.count && heap[left].precedes(heap[first]) { first = left }
            if right < heap.count && heap[right].precedes(heap[first]) { first = right }
            guard first != parent else { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}
