/// Timers on virtual time (docs/model.md §9): they fire in the order (deadline, scheduling
/// order), so timers due together fire in the order they were scheduled (§9.2).
///
/// Each owner has a slot (its position in the `owners` the clock was made with) and at most one
/// pending timer; scheduling replaces the slot's timer. Timers are kept in batches: a timer for
/// the same deadline as the batch last opened joins it, otherwise it opens a new one, and a
/// binary heap orders the batches by (deadline, when they opened). Within a batch the order is
/// the scheduling order, and a batch of a deadline closes for good when another opens (or it
/// comes up), so the heap's order is the timers' order. Cancelling or replacing only marks the
/// slot (a timer whose slot has moved on is skipped when its batch comes up), and nothing is
/// hashed: a window whose 100 recognizers each want a timer at a tap's `down` and fail at its
/// lift costs one batch and a few instructions per timer, however many timers the replay has had.
///
/// A class, so that its lists are memory it owns and frees (`ScratchList`): as arrays, each
/// write checked that their storage was not shared, and a batch's list, inside the list of
/// batches, was copied in when the batch closed and emptied with a generic call when it retired.
/// Most timers are alone in their batch (a tap's and a long press's differ in deadline), so
/// those writes were most of the ~500 instructions a timer cost.
final class VirtualClock<Owner> {
    /// Timers for one deadline, in scheduling order. Its list belongs to the clock, which frees
    /// it; a retired batch keeps it for the next batch in its place.
    private struct Batch {
        var deadline = SimTime.zero
        /// The sequence number of its first timer: batches of one deadline fire in this order.
        var opened = 0
        var timers = ScratchList<OpenTimer>(capacity: 4)
        /// How many of `timers` have come up.
        var next = 0
    }

    /// Who each slot belongs to.
    private let owners: [Owner]
    /// One timer of a batch.
    private struct OpenTimer {
        let slot: Int
        let sequence: Int
    }

    /// Each slot's pending timer, nil for none, one per owner; a batch's entry of another
    /// sequence is stale.
    private let pending: UnsafeMutablePointer<(sequence: Int, deadline: SimTime)?>
    private var pendingCount = 0
    /// Every batch, those in `heap` and those free for reuse (`spare`), which keep their storage.
    private var batches = ScratchList<Batch>()
    /// The batches with timers still to come up, `batches[heap[0]]` first.
    private var heap = ScratchList<Int>()
    private var spare = ScratchList<Int>()
    /// The batch last opened, while it is in the heap and takes timers: a timer for its
    /// deadline joins it.
    private var latest: Int?
    private var nextSequence = 0

    /// A clock with one slot for each of `owners`, in order.
    init(owners: [Owner]) {
        self.owners = owners
        pending = .allocate(capacity: max(owners.count, 1))
        pending.initialize(repeating: nil, count: owners.count)
    }

    deinit {
        pending.deinitialize(count: owners.count)
        pending.deallocate()
        for b in 0..<batches.count { batches[b].timers.deallocate() }
        batches.deallocate()
        heap.deallocate()
        spare.deallocate()
    }

    /// Schedules the slot's timer at `deadline`, after every timer scheduled before it (§9.2),
    /// replacing the slot's pending timer if it has one.
    func schedule(_ slot: Int, at deadline: SimTime) {
        let sequence = nextSequence
        nextSequence += 1
        let timer = slotTimer(slot)
        if timer.pointee == nil { pendingCount += 1 }
        timer.pointee = (sequence, deadline)
        if let b = latest, batches[b].deadline == deadline {
            batches[b].timers.append(OpenTimer(slot: slot, sequence: sequence))
            return
        }
        let b: Int
        if let reused = spare.last {
            spare.removeLast(1)
            b = reused
        } else {
            b = batches.count
            batches.append(Batch())
        }
        batches[b].deadline = deadline
        batches[b].opened = sequence
        batches[b].timers.append(OpenTimer(slot: slot, sequence: sequence))
        latest = b
        heap.append(b)
        siftUp(heap.count - 1)
    }

    /// Cancels the slot's timer; a slot with none is left alone.
    func cancel(_ slot: Int) {
        let timer = slotTimer(slot)
        guard timer.pointee != nil else { return }
        timer.pointee = nil
        pendingCount -= 1
    }

    /// The deadline of the slot's pending timer, nil when it has none.
    func deadline(of slot: Int) -> SimTime? { slotTimer(slot).pointee?.deadline }

    /// The earliest timer due at or before `time` and its owner, removed from the clock.
    func popDue(notAfter time: SimTime) -> (deadline: SimTime, owner: Owner)? {
        while let b = heap.isEmpty ? nil : heap[0], batches[b].deadline <= time {
            // A timer for its deadline scheduled from now on opens a batch after it, which fires
            // after it all the same.
            if b == latest { latest = nil }
            let batch = batches[b]
            var next = batch.next
            while next < batch.timers.count {
                let entry = batch.timers[next]
                next += 1
                guard let timer = slotTimer(entry.slot).pointee, timer.sequence == entry.sequence else { continue }
                batches[b].next = next
                slotTimer(entry.slot).pointee = nil
                pendingCount -= 1
                return (timer.deadline, owners[entry.slot])
            }
            retireFirst()
        }
        return nil
    }

    /// Whether no timer is pending.
    var isEmpty: Bool { pendingCount == 0 }

    /// Takes the first batch, all of whose timers came up, off the heap and keeps it for reuse.
    private func retireFirst() {
        let b = heap[0]
        batches[b].timers.empty()
        batches[b].next = 0
        spare.append(b)
        let last = heap[heap.count - 1]
        heap.removeLast(1)
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    /// The address of the slot's pending timer; out of range traps, as an array's subscript does.
    @inline(__always)
    private func slotTimer(_ slot: Int) -> UnsafeMutablePointer<(sequence: Int, deadline: SimTime)?> {
        // One unsigned comparison: a negative slot wraps to above any count.
        precondition(UInt(bitPattern: slot) < UInt(bitPattern: owners.count), "timer slot out of range")
        return pending + slot
    }

    /// Moves the batch at heap position `i` up while it precedes its parent.
    private func siftUp(_ i: Int) {
        var child = i
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { return }
            swapHeap(child, parent)
            child = parent
        }
    }

    /// Moves the batch at heap position `i` down while a child precedes it.
    private func siftDown(_ i: Int) {
        var parent = i
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < heap.count && precedes(heap[left], heap[first]) { first = left }
            if right < heap.count && precedes(heap[right], heap[first]) { first = right }
            guard first != parent else { return }
            swapHeap(parent, first)
            parent = first
        }
    }

    /// Swaps the batches at heap positions `i` and `j`.
    private func swapHeap(_ i: Int, _ j: Int) {
        (heap[i], heap[j]) = (heap[j], heap[i])
    }

    /// Whether batch `a` fires before batch `b`.
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        (batches[a].deadline, batches[a].opened) < (batches[b].deadline, batches[b].opened)
    }
}
