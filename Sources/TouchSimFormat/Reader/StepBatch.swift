import TouchSimCore

/// Steps of the trace (UIEvents and `set` events) as pass 2 reads them, held flat so that one
/// batch is filled, handed over and filled again without allocating: the events of every
/// UIEvent in one array, and where each step ends in another.
///
/// A class, so that a batch crossing between pass 2's thread and the engine's through a
/// `BoundedQueue` is one reference: its arrays are never shared, so clearing and refilling them
/// keeps their memory whichever thread let go of the batch last.
///
/// `@unchecked Sendable`: one thread at a time holds a batch; the queue's lock orders the
/// handover.
final class StepBatch: @unchecked Sendable {
    private enum Step {
        /// A UIEvent: `events` up to `end`, from where the step before it ended.
        case touches(end: Int)
        /// A `set` event's changes at its `t`.
        case changes([SceneChange], at: SimTime)
    }

    private var events: [TouchEvent] = []
    private var steps: [Step] = []
    /// Whether the last step is a UIEvent that the next event may still join (same `t`).
    private var isOpen = false
    /// The events of the step being handed out, kept to be filled again for the next one.
    private var group: [TouchEvent] = []

    /// An empty batch with room for about `steps` steps.
    init(steps: Int) {
        self.steps.reserveCapacity(steps)
        events.reserveCapacity(steps)
    }

    /// How many steps the batch holds, the open one included.
    var count: Int { steps.count }

    /// Whether `event` would start a step of its own rather than join the last one.
    func startsStep(_ event: TouchEvent) -> Bool {
        !isOpen || events[events.count - 1].time != event.time
    }

    /// Adds `event`: to the last step when it is a UIEvent of the same `t`, as a new step if not.
    func append(_ event: TouchEvent) {
        let joins = !startsStep(event)
        events.append(event)
        if joins {
            steps[steps.count - 1] = .touches(end: events.count)
        } else {
            steps.append(.touches(end: events.count))
            isOpen = true
        }
    }

    /// Adds a `set` event's changes.
    func append(_ changes: [SceneChange], at time: SimTime) {
        steps.append(.changes(changes, at: time))
        isOpen = false
    }

    /// Ends the UIEvent being read: a `set` event does, even one whose changes are dropped.
    func endStep() { isOpen = false }

    /// Hands `body` each step in order; a UIEvent's events go in one reused array.
    func forEachStep(_ body: (TraceStep) -> Void) {
        var start = 0
        for step in steps {
            switch step {
            case .touches(let end):
                group.removeAll(keepingCapacity: true)
                group.append(contentsOf: events[start..<end])
                start = end
                body(.touches(group))
            case .changes(let changes, let time):
                body(.changes(changes, at: time))
            }
        }
    }

    /// Empties the batch, keeping its memory.
    func removeAll() {
        events.removeAll(keepingCapacity: true)
        steps.removeAll(keepingCapacity: true)
        isOpen = false
    }
}
