import TouchSimCore
import _TouchSimStorage

/// Steps of the trace (UIEvents and `set` events) as pass 2 reads them, held flat so that one
/// batch is filled, handed over and filled again without allocating.
///
/// A class, so that a batch crossing between pass 2's thread and the engine's through a
/// `BoundedQueue` is one reference: its arrays are never shared, so clearing and refilling them
/// keeps their memory whichever thread let go of the batch last.
///
/// `@unchecked Sendable`: one thread at a time holds a batch; the queue's lock orders the
/// handover.
package final class StepBatch: @unchecked Sendable {
    /// The steps. Pass 2 moves them out into a local to fill them (`ScenarioFile.readSteps`):
    /// appending through the class reference cost a retain and a release of the batch per event.
    var steps: StepList

    /// An empty batch with room for about `steps` steps.
    package init(steps: Int) { self.steps = StepList(steps: steps) }

    /// How many steps the batch holds, the open one included.
    package var count: Int { steps.count }

    /// Hands each step in order, without copying or retaining it (`StepList.forEachStep(touches:changes:)`).
    package func forEachStep(touches: (Span<TouchEvent>) -> Void, changes: ([SceneChange], SimTime) -> Void) {
        steps.forEachStep(touches: touches, changes: changes)
    }

    /// Hands `body` each step in order, for callers that keep them.
    package func forEachStep(_ body: (TraceStep) -> Void) { steps.forEachStep(body) }

    /// Empties the batch, keeping its memory.
    package func removeAll() { steps.removeAll() }
}

/// The steps of a `StepBatch`: the events of every UIEvent in one array, and where each step
/// ends in another. Exactly one batch or filling pass holds each.
struct StepList: ~Copyable {
    private var events: [TouchEvent] = []
    /// Where each step ends: a UIEvent's end in `events` (≥ 0; it starts where the step
    /// before it ended), or `-1 - k` for the `set` event `changes[k]`. Plain integers, so that
    /// extending a UIEvent is one store.
    private var ends: ScratchList<Int>
    private var changes: [(changes: [SceneChange], time: SimTime)] = []
    /// Whether the last step is a UIEvent that the next event may still join (same `t`).
    private var isOpen = false
    /// The time of the last event, when `isOpen`.
    private var openTime = SimTime.zero

    /// No steps, with room for about `steps`.
    init(steps: Int) {
        ends = ScratchList(capacity: steps)
        events.reserveCapacity(steps)
    }

    /// How many steps there are, the open one included.
    var count: Int { ends.count }

    /// Whether `event` would start a step of its own rather than join the last one.
    @inline(__always)
    func startsStep(_ event: TouchEvent) -> Bool {
        !isOpen || openTime != event.time
    }

    /// Adds `event`: to the last step when it is a UIEvent of the same `t`, as a new step if not.
    @inline(__always)
    mutating func append(_ event: TouchEvent) {
        let joins = !startsStep(event)
        events.append(event)
        if joins {
            ends[ends.count - 1] = events.count
        } else {
            ends.append(events.count)
            isOpen = true
            openTime = event.time
        }
    }

    /// Adds a `set` event's changes.
    mutating func append(_ changes: [SceneChange], at time: SimTime) {
        ends.append(-1 - self.changes.count)
        self.changes.append((changes, time))
        isOpen = false
    }

    /// Ends the UIEvent being read: a `set` event does, even one whose changes are dropped.
    mutating func endStep() { isOpen = false }

    /// Hands each step in order: a UIEvent's events to `touches` where they lie, neither copied
    /// into an array of their own nor retained (a slice of the list's, as `TraceStep` holds,
    /// retained and released its storage at every step, an atomic pair each); a `set` event's
    /// changes to `changes`.
    func forEachStep(touches: (Span<TouchEvent>) -> Void, changes: ([SceneChange], SimTime) -> Void) {
        let all = events.span
        forEachStep(touches: { touches(all.extracting($0)) }, changes: changes)
    }

    /// Hands `body` each step in order, for callers that keep them: a UIEvent's events as a
    /// slice of the list's, not copied.
    func forEachStep(_ body: (TraceStep) -> Void) {
        forEachStep(touches: { body(.touches(events[$0])) }, changes: { body(.changes($0, at: $1)) })
    }

    /// Hands `touches` where each UIEvent's events lie in `events`, and `changes` each `set`
    /// event's changes, in order.
    private func forEachStep(touches: (Range<Int>) -> Void, changes: ([SceneChange], SimTime) -> Void) {
        var start = 0
        for end in ends.elements {
            guard end >= 0 else {
                let set = self.changes[-1 - end]
                changes(set.changes, set.time)
                continue
            }
            touches(start..<end)
            start = end
        }
    }

    /// Removes every step, keeping the memory.
    mutating func removeAll() {
        events.removeAll(keepingCapacity: true)
        ends.empty()
        changes.removeAll(keepingCapacity: true)
        isOpen = false
    }
}
