import _TouchSimStorage

/// Timers on virtual time (docs/model.md §9): they fire in the order (deadline, scheduling
/// order), so timers due together fire in the order they were scheduled (§9.2).
///
/// Each owner has a slot (its position in the `owners` the clock was made with) and at most one
/// pending timer; scheduling replaces the slot's timer.
///
/// Entries wait in a few lanes, each a queue whose deadlines never decrease, and a binary heap
/// for those that fit no lane; the first entry is the first of the lanes' fronts and the heap's
/// top. Most timers are a fixed delay after the event that set them (a tap's maximum duration, a
/// long press's, the content delay), so each kind comes in deadline order and keeps to a lane:
/// scheduling appends and no entry is sifted. Timers for one deadline join the same lane one
/// after the other, so a window whose 100 recognizers each want a timer at a tap's `down` costs
/// an append each.
///
/// Nearly every timer is cancelled (a tap lifts before its long press is due): a cancelled or
/// replaced entry at its lane's front is taken out at once, one elsewhere when it reaches the
/// front, so every front is pending and `earliest` is the next deadline, and a step asks the
/// clock for nothing until a timer is due. (Leaving every cancelled entry until it came up
/// cost more: the gestures of a trace follow one another, so the stale entries came up one at
/// a time, each a call from the step.) A heap of batches kept cancelled timers until their
/// deadline (docs/performance.md).
final class VirtualClock<Owner> {
    /// One scheduled timer. It fires if its slot's pending timer is still this one (`sequence`).
    private struct Entry: BitwiseCopyable {
        let deadline: SimTime
        /// The order of scheduling: among entries of one deadline, the earlier fires first.
        let sequence: Int
        let slot: Int

        /// Whether this entry fires before `other`.
        func precedes(_ other: Entry) -> Bool {
            (deadline, sequence) < (other.deadline, other.sequence)
        }
    }

    /// A slot's pending timer: its entry's sequence and deadline, and where the entry waits. A
    /// sequence of -1 is none (no entry has it): not an `Optional`, whose tag every look at a
    /// slot tested and wrote.
    private struct Pending: BitwiseCopyable {
        let sequence: Int
        let deadline: SimTime
        /// Its lane, or -1 for the heap.
        let lane: Int

        /// No timer.
        static var none: Pending { Pending(sequence: -1, deadline: SimTime(microseconds: .max), lane: -1) }

        var isNone: Bool { sequence < 0 }
    }

    /// Entries in firing order: appended only when not before the last, taken from `front`.
    private struct Lane: ~Copyable {
        var entries = ScratchList<Entry>(capacity: 8)
        /// How many entries have come up; the list empties when all have.
        var front = 0
        /// The last entry's deadline, the earliest time when empty: what `schedule` compares,
        /// with no optional entry to unwrap.
        var lastDeadline = SimTime(microseconds: .min)

        var isEmpty: Bool { front == entries.count }
    }

    /// Who each slot belongs to.
    private let owners: [Owner]
    /// Each slot's pending timer (`Pending.none` for none), one per owner; an entry of another
    /// sequence is stale.
    private let pending: SlotStore<Pending>
    private var pendingCount = 0
    /// As many as the kinds of delay a replay mixes at once, most of the time: a timer that fits
    /// none goes to `heap`.
    private static var laneCount: Int { 4 }
    private let lanes: SlotStore<Lane>
    /// The entries that fit no lane, `heap[0]` first; stale ones stay until they come up.
    private var heap = ScratchList<Entry>()
    /// The earliest deadline of the lanes' fronts and the heap's top: no timer is due before.
    private var earliest = SimTime(microseconds: .max)
    private var nextSequence = 0

    /// A clock with one slot for each of `owners`, in order.
    init(owners: [Owner]) {
        self.owners = owners
        pending = SlotStore(count: owners.count) { _ in .none }
        lanes = SlotStore(count: Self.laneCount) { _ in Lane() }
    }

    /// Schedules the slot's timer at `deadline`, after every timer scheduled before it (§9.2),
    /// replacing the slot's pending timer if it has one.
    func schedule(_ slot: Int, at deadline: SimTime) {
        let sequence = nextSequence
        nextSequence += 1
        let replaced = pending[slot]
        if replaced.isNone { pendingCount += 1 }
        // The lane whose last deadline is the latest not after this one, which keeps the lanes
        // apart by kind; else an empty lane (its last deadline is the earliest time); else the
        // heap. Which lane only decides how cheaply the entry comes up, never when.
        var chosen = -1
        var chosenLast = SimTime(microseconds: .min)
        for l in 0..<Self.laneCount {
            let last = lanes[l].lastDeadline
            if last <= deadline && (chosen < 0 || last > chosenLast) {
                chosen = l
                chosenLast = last
            }
        }
        pending[slot] = Pending(sequence: sequence, deadline: deadline, lane: chosen)
        let entry = Entry(deadline: deadline, sequence: sequence, slot: slot)
        if chosen >= 0 {
            lanes[chosen].entries.append(entry)
            lanes[chosen].lastDeadline = deadline
        } else {
            heap.append(entry)
            siftUp(heap.count - 1)
        }
        if deadline < earliest { earliest = deadline }
        if !replaced.isNone { dropIfFront(replaced) }
    }

    /// Cancels the slot's timer; a slot with none is left alone.
    func cancel(_ slot: Int) {
        let cancelled = pending[slot]
        guard !cancelled.isNone else { return }
        pending[slot] = .none
        pendingCount -= 1
        dropIfFront(cancelled)
    }

    /// The deadline of the slot's pending timer, nil when it has none.
    func deadline(of slot: Int) -> SimTime? {
        let timer = pending[slot]
        return timer.isNone ? nil : timer.deadline
    }

    /// The earliest timer due at or before `time` and its owner, removed from the clock; at most
    /// steps none is due.
    func popDue(notAfter time: SimTime) -> (deadline: SimTime, owner: Owner)? {
        guard earliest <= time else { return nil }
        return popFirstDue(notAfter: time)
    }

    /// Whether a timer may be due at or before `time`: the question a step asks before
    /// `popDue(notAfter:)`.
    func hasDue(notAfter time: SimTime) -> Bool { earliest <= time }

    /// `popDue(notAfter:)` once a timer may be due.
    private func popFirstDue(notAfter time: SimTime) -> (deadline: SimTime, owner: Owner)? {
        while let next = first(), next.entry.deadline <= time {
            let entry = next.entry
            if next.from < 0 { popHeap() } else { takeFront(of: next.from) }
            // A lane's front is always pending; the heap's top may be stale.
            guard pending[entry.slot].sequence == entry.sequence else { continue }
            pending[entry.slot] = .none
            pendingCount -= 1
            refreshEarliest()
            return (entry.deadline, owners[entry.slot])
        }
        refreshEarliest()
        return nil
    }

    /// Whether no timer is pending.
    var isEmpty: Bool { pendingCount == 0 }

    /// The first entry and where it waits (a lane, or -1 for the heap); nil when none waits.
    private func first() -> (entry: Entry, from: Int)? {
        var first = heap.isEmpty ? nil : (entry: heap[0], from: -1)
        for l in 0..<Self.laneCount where !lanes[l].isEmpty {
            let entry = lanes[l].entries[lanes[l].front]
            if first == nil || entry.precedes(first!.entry) { first = (entry, l) }
        }
        return first
    }

    /// A timer just cancelled or replaced: its entry is taken out now if it is its lane's front,
    /// so that every front is pending and `earliest` exact. Only the front at `earliest` makes
    /// `earliest` change: the others, and the entries behind them, are all later.
    private func dropIfFront(_ timer: Pending) {
        guard timer.lane >= 0, lanes[timer.lane].entries[lanes[timer.lane].front].sequence == timer.sequence else {
            return
        }
        takeFront(of: timer.lane)
        if timer.deadline == earliest { refreshEarliest() }
    }

    /// Sets `earliest` to the first entry's deadline, or to never when none waits.
    private func refreshEarliest() {
        var next = heap.isEmpty ? SimTime(microseconds: .max) : heap[0].deadline
        for l in 0..<Self.laneCount where !lanes[l].isEmpty {
            next = min(next, lanes[l].entries[lanes[l].front].deadline)
        }
        earliest = next
    }

    /// Takes lane `l`'s front entry out, and the stale entries behind it. A lane that never runs
    /// dry (a kind of timer always pending) moves its entries down once half of its list has
    /// come up.
    private func takeFront(of l: Int) {
        var front = lanes[l].front + 1
        while front < lanes[l].entries.count, isStale(lanes[l].entries[front]) { front += 1 }
        if front == lanes[l].entries.count {
            lanes[l].entries.empty()
            lanes[l].front = 0
            lanes[l].lastDeadline = SimTime(microseconds: .min)
        } else if front >= 64 && front * 2 >= lanes[l].entries.count {
            lanes[l].entries.removeFirst(front)
            lanes[l].front = 0
        } else {
            lanes[l].front = front
        }
    }

    /// Whether the entry's slot has moved on: cancelled, or scheduled again.
    private func isStale(_ entry: Entry) -> Bool {
        pending[entry.slot].sequence != entry.sequence
    }

    /// Takes the heap's top out.
    private func popHeap() {
        let last = heap[heap.count - 1]
        heap.removeLast(1)
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    /// Moves the entry at heap position `i` up while it precedes its parent.
    private func siftUp(_ i: Int) {
        var child = i
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { return }
            swapHeap(child, parent)
            child = parent
        }
    }

    /// Moves the entry at heap position `i` down while a child precedes it.
    private func siftDown(_ i: Int) {
        var parent = i
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < heap.count && heap[left].precedes(heap[first]) { first = left }
            if right < heap.count && heap[right].precedes(heap[first]) { first = right }
            guard first != parent else { return }
            swapHeap(parent, first)
            parent = first
        }
    }

    /// Swaps the entries at heap positions `i` and `j`.
    private func swapHeap(_ i: Int, _ j: Int) {
        (heap[i], heap[j]) = (heap[j], heap[i])
    }
}
