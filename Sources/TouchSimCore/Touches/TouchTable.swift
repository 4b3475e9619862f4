import _TouchSimStorage

/// The touches of the trace from `down` until nothing refers to them any more, what their hit
/// views have heard of them (docs/model.md §2), and the `touches…` calls of the current step.
struct TouchTable: ~Copyable {
    /// One batched `touches…` call: one view, one method, its touches in order of `down`
    /// (docs/format.md §3).
    struct Call {
        let view: ViewIndex
        let method: TouchMethod
        /// Where its touches lie in `batchedTouches`.
        let touches: Range<Int>
        /// Its touches' fingers, in order: the `touches` line's list, read while batching.
        let fingers: Fingers
        /// Why the call came: its touches' cause, or each one's when they differ.
        let cause: Cause
    }

    let tree: ViewTree
    /// Live touches by index, in the order the fingers went down; nil once forgotten. `live`,
    /// `settled` and `queued` are written only by `TouchTable`'s own files.
    var live = ByTouch<LiveTouch>()
    /// Touches that lifted, or whose views heard the last they will, in this step: the only ones
    /// that can be over, so `forget` looks at these and never at every touch held back.
    var settled = ScratchList<TouchIndex>()
    /// Indices of `live` that are over but that a recognizer still refers to.
    private(set) var retained: [TouchIndex] = []
    /// The touches `forget` removes, kept from step to step: a list made anew was allocated
    /// at every lift.
    private var gone: [TouchIndex] = []
    /// Whether a view is `exclusiveTouch` (§2.4); without one no touch needs to look at others.
    let hasExclusiveView: Bool
    /// §2.4: how many touches the views track (`ContentDelivery.isTracking`): in all, on each
    /// view, on exclusive views. Kept only when a view is exclusive.
    var tracking: (all: Int, on: IndexedList<ViewIndex, Int>, onExclusive: Int)
    /// The touch of each finger that is down: a few (the reader allows at most 64), searched in
    /// order rather than hashed.
    private var fingers = ScratchList<(finger: Int, touch: TouchIndex)>()
    /// One entry per touch, for the summary.
    private(set) var summaries: TouchLog
    /// `touches…` calls of the current step, delivered together at its end.
    var queued: [(view: ViewIndex, method: TouchMethod, touch: TouchIndex, cause: Cause)] = []
    /// The calls of the step, as `batchCalls()` batched them. This list, `batchedTouches` and
    /// `batchOrder` keep their storage from step to step: lists made anew for each call were
    /// allocated at every step that had one.
    private(set) var calls: [Call] = []
    /// The touches of `calls`, each call's in a range of its own.
    private(set) var batchedTouches = ScratchList<TouchIndex>()
    /// `batchCalls()`'s sort keys of the queued calls: the method, the position of the first
    /// queued call of the same method and view, the touch, and the position of the call.
    private var batchOrder: [(method: UInt8, first: Int, touch: TouchIndex, at: Int)] = []

    init(tree: ViewTree) {
        self.tree = tree
        hasExclusiveView = tree.nodes.elements.contains { $0.exclusiveTouch }
        tracking = (0, IndexedList(Array(repeating: 0, count: hasExclusiveView ? tree.nodes.elements.count : 0)), 0)
        summaries = TouchLog(viewIds: tree.nodes.elements.map(\.id))
    }

    subscript(touch: TouchIndex) -> LiveTouch? { live[touch] }

    /// The index the next finger to go down gets: indices follow the order of `down`.
    var nextTouch: TouchIndex { TouchIndex(raw: Int32(summaries.count)) }

    /// A finger went down on `hit` at `now`. §2.3: a view that is not multiple-touch-enabled
    /// hears only the first finger of a sequence that starts in it.
    mutating func down(_ event: TouchEvent, on hit: ViewIndex?, at now: SimTime) -> TouchIndex {
        let touch = summaries.append(finger: event.touch, downAt: now, view: hit)
        var delivery = ContentDelivery.awaitingBegan(moved: false, lifted: false)
        if let hit {
            if !tree[hit].multipleTouchEnabled, Self.fingerCounts(on: hit, among: fingers.elements, live: live.view) {
                delivery = .withheld
            }
        } else {
            delivery = .withheld
        }
        live.append(
            LiveTouch(
                finger: event.touch, downAt: now, downLocation: event.location, location: event.location,
                hitView: hit, delivery: delivery, countsForMultipleTouch: delivery != .withheld),
            for: touch)
        if let i = fingers.elements.firstIndex(where: { $0.finger == event.touch }) {
            fingers[i].touch = touch
        } else {
            fingers.append((event.touch, touch))
        }
        return touch
    }

    /// §2.3: whether one of `fingers`, whose touches are `live`, already counts on `view`.
    private static func fingerCounts(
        on view: ViewIndex, among fingers: ListView<(finger: Int, touch: TouchIndex)>, live: ByTouch<LiveTouch>.View
    ) -> Bool {
        fingers.contains { finger in
            guard let t = live[finger.touch] else { return false }
            return t.hitView == view && t.countsForMultipleTouch
        }
    }

    /// A finger that is down moved, lifted or was cancelled: its touch as the recognizers see it
    /// now; nil for a finger that is not down (the reader rejects those).
    mutating func change(_ event: TouchEvent, at now: SimTime) -> TouchSample? {
        guard let f = fingers.elements.firstIndex(where: { $0.finger == event.touch }) else { return nil }
        let key = fingers[f].touch
        guard event.phase == .move else { return lift(key, finger: f, event, at: now) }
        // Changed where it lies: a copy written back searched for the touch twice. Only what the
        // step reads comes back, rather than the whole touch copied out.
        let changed = live.update(key) { touch -> ViewIndex? in
            touch.location = event.location
            if case .awaitingBegan(_, let lifted) = touch.delivery {
                touch.delivery = .awaitingBegan(moved: true, lifted: lifted)
            }
            return touch.hitView
        }
        guard let hitView = changed else { return nil }
        return TouchSample(touch: key, location: event.location, time: now, hitView: hitView)
    }

    /// `change(_:at:)` for the finger at `fingers[f]`, whose touch is `key`, lifting or cancelled:
    /// it leaves `fingers`, and its touch is settled in this step.
    private mutating func lift(_ key: TouchIndex, finger f: Int, _ event: TouchEvent, at now: SimTime) -> TouchSample? {
        let changed = live.update(key) { touch -> (hitView: ViewIndex?, delivery: ContentDelivery) in
            touch.location = event.location
            touch.isDown = false
            switch event.phase {
            case .up:
                touch.liftedAt = now
                if case .awaitingBegan(let moved, _) = touch.delivery {
                    touch.delivery = .awaitingBegan(moved: moved, lifted: true)
                }
            case .cancel:
                break
            case .move, .down:
                preconditionFailure("only an up or a cancel lifts a finger")
            }
            return (touch.hitView, touch.delivery)
        }
        guard let touch = changed else { return nil }
        if event.phase == .cancel { cancelled(key, touch.delivery, on: touch.hitView) }
        fingers.remove(at: f)
        settled.append(key)
        return TouchSample(touch: key, location: event.location, time: now, hitView: touch.hitView)
    }

    /// §2.5: the view of a cancelled touch gets touchesCancelled if it heard of the touch, else
    /// nothing.
    private mutating func cancelled(_ key: TouchIndex, _ delivery: ContentDelivery, on hitView: ViewIndex?) {
        if delivery.isTracking, let hit = hitView {
            queued.append((hit, .cancelled, key, .systemCancel))
            setDelivery(.finished, of: key)
        } else if case .awaitingBegan = delivery {
            setDelivery(.withheld, of: key)
        }
    }

    /// The fingers down on `view` or inside it, and where each is, in the order the table keeps
    /// them: those a removal of `view` cancels (§11.8).
    func fingersDown(inside view: ViewIndex) -> [(finger: Int, location: Point)] {
        fingers.elements.compactMap { entry in
            guard let touch = live[entry.touch], touch.isDown, let hit = touch.hitView, tree.isDescendant(hit, of: view)
            else { return nil }
            return (entry.finger, touch.location)
        }
    }

    /// The view will never hear of the touch (§3.6, §3.7, §5.2, §5.3, §5.6).
    mutating func withhold(_ touch: TouchIndex) {
        setDelivery(.withheld, of: touch)
    }

    /// A scroll view said NO to `touchesShouldBegin` for the touch's view (§5.2, §5.3).
    mutating func refuse(_ touch: TouchIndex) {
        setDelivery(.refused, of: touch)
    }

    /// Batches the calls queued in this step into `calls`, and empties the queue: one call per
    /// view and method, began before moved before ended before cancelled, views in the order
    /// first queued, touches in order of `down`. Records each touch's last method for the
    /// summary.
    mutating func batchCalls() {
        if !calls.isEmpty {
            calls.empty()
            batchedTouches.empty()
        }
        guard !queued.isEmpty else { return }
        if isQueuedInBatchOrder {
            // Most steps have one call, or a tap's began then ended: each call is a batch of its
            // own, in the order queued, built without sorting or comparing causes.
            for at in queued.indices {
                let call = queued[at]
                var fingers = Fingers()
                addToBatch(call.touch, call.method, fingers: &fingers)
                calls.append(
                    Call(
                        view: call.view, method: call.method, touches: batchedTouches.count - 1..<batchedTouches.count,
                        fingers: fingers, cause: call.cause))
            }
            queued.empty()
            return
        }
        sortQueuedIntoBatches()
        var start = 0
        while start < batchOrder.count {
            let head = queued[batchOrder[start].at]
            var end = start
            var mixed = false
            var fingers = Fingers()
            while end < batchOrder.count, batchOrder[end].method == batchOrder[start].method,
                batchOrder[end].first == batchOrder[start].first
            {
                let call = queued[batchOrder[end].at]
                addToBatch(call.touch, call.method, fingers: &fingers)
                mixed = mixed || call.cause != head.cause
                end += 1
            }
            let cause = mixed ? .perTouch(batchOrder[start..<end].map { queued[$0.at].cause }) : head.cause
            calls.append(
                Call(
                    view: head.view, method: head.method,
                    touches: batchedTouches.count - (end - start)..<batchedTouches.count, fingers: fingers,
                    cause: cause))
            start = end
        }
        batchOrder.empty()
        queued.empty()
    }

    /// Adds a queued call's touch to the batch being built, and its finger to the batch's
    /// `fingers`; the touch's last method is the call's `method`, for the summary.
    private mutating func addToBatch(_ touch: TouchIndex, _ method: TouchMethod, fingers: inout Fingers) {
        batchedTouches.append(touch)
        fingers.append(live[touch]!.finger)
        summaries.setLast(method, of: touch)
    }

    /// Whether each queued call comes in a later method than the one before (began, moved,
    /// ended, cancelled): then no two share a batch, and the batches' order is the queue's.
    private var isQueuedInBatchOrder: Bool {
        for at in queued.indices.dropFirst() where queued[at].method.batchRank <= queued[at - 1].method.batchRank {
            return false
        }
        return true
    }

    /// Puts `batchOrder` in the order of the batches and of their touches: two sorts rather
    /// than a search per call, as a step may release thousands of held touches at once.
    private mutating func sortQueuedIntoBatches() {
        for (at, call) in queued.enumerated() {
            batchOrder.append((call.method.batchRank, at, call.touch, at))
        }
        // Each call of a method and view learns where the first of them was queued.
        let queued = self.queued
        batchOrder.sort { a, b in
            (a.method, queued[a.at].view, a.at) < (b.method, queued[b.at].view, b.at)
        }
        var first = 0
        for i in batchOrder.indices {
            if batchOrder[i].method != batchOrder[first].method
                || queued[batchOrder[i].at].view != queued[batchOrder[first].at].view
            {
                first = i
            }
            batchOrder[i].first = batchOrder[first].at
        }
        batchOrder.sort { a, b in (a.method, a.first, a.touch, a.at) < (b.method, b.first, b.touch, b.at) }
    }

    /// Takes the touches that are over out of play: lifted or cancelled, their views having
    /// heard all they will. `over` is told of each once (its recognizers let go of it); one
    /// still `referred` to (the first touch of a recognizer's sequence) stays readable until
    /// nothing refers to it. Only this step's `settled` touches are looked at, so a step costs
    /// the touches it changed, however many others are down or held back (docs/model.md §3.1).
    /// With neither `settled` nor `retained` touches there is nothing to do, and the engine does
    /// not call it. `references` (the arena) is told and asked directly, not through two
    /// closures.
    mutating func forget(referredBy references: some TouchReferences) {
        if !retained.isEmpty {
            retained.remove { key in
                guard !references.refers(to: key) else { return false }
                gone.append(key)
                return true
            }
        }
        // Two is the usual many: a touch that lifted, then heard its end, in the same step.
        if settled.count == 2 {
            if settled[1] < settled[0] { (settled[0], settled[1]) = (settled[1], settled[0]) }
        } else if settled.count > 2 {
            settled.sort(from: 0)
        }
        // A few go at once, one by one (most steps forget one touch), rather than appended to
        // `gone` and emptied from it again.
        let oneByOne = gone.isEmpty && settled.count <= 4
        var previous: TouchIndex?
        for key in settled.elements where key != previous {
            previous = key
            guard let t = live[key], !t.isDown, t.delivery.isSettled else { continue }
            references.touchIsOver(key)
            if references.refers(to: key) {
                retained.append(key)
            } else if oneByOne {
                live.remove(key)
            } else {
                gone.append(key)
            }
        }
        settled.empty()
        guard !gone.isEmpty else { return }
        if gone.count > 1 { gone.sort() }
        live.remove(gone)
        gone.empty()
    }
}

/// Who may still refer to a touch that is over (§3.1): the arena, whose recognizers keep the
/// first touch of their sequence. A protocol rather than two closures, like `DeliveryHolds`.
protocol TouchReferences {
    /// The touch is over: its recognizers let go of it. Told once for each touch.
    func touchIsOver(_ touch: TouchIndex)
    /// Whether a recognizer still refers to the touch.
    func refers(to touch: TouchIndex) -> Bool
}

extension GestureArena: TouchReferences {}

extension TouchMethod {
    /// Where the method's calls come in a step: began, moved, ended, cancelled.
    fileprivate var batchRank: UInt8 {
        switch self {
        case .began: return 0
        case .moved: return 1
        case .ended: return 2
        case .cancelled: return 3
        }
    }
}
