/// The touches of the trace from `down` until nothing refers to them any more, what their hit
/// views have heard of them (docs/model.md §2), and the `touches…` calls of the current step.
struct TouchTable {
    /// One batched `touches…` call: one view, one method, its touches in order of `down`
    /// (docs/format.md §3).
    struct Call {
        let view: ViewIndex
        let method: TouchMethod
        let touches: [TouchIndex]
        /// Why the call came: its touches' cause, or each one's when they differ.
        let cause: Cause
    }

    let tree: ViewTree
    /// Live touches by index; nil once forgotten. `live`, `order` and `queued` are written only by
    /// `TouchTable`'s own files.
    var live = ByTouch<LiveTouch>()
    /// Indices of `live` still in play, in the order the fingers went down.
    var order: [TouchIndex] = []
    /// Indices of `live` that are over but that a recognizer still refers to.
    private var retained: [TouchIndex] = []
    /// The touch of each finger that is down: a few (the reader allows at most 64), searched in
    /// order rather than hashed.
    private var fingers: [(finger: Int, touch: TouchIndex)] = []
    /// One entry per touch, for the summary.
    private(set) var summaries: TouchLog
    /// `touches…` calls of the current step, delivered together at its end.
    var queued: [(view: ViewIndex, method: TouchMethod, touch: TouchIndex, cause: Cause)] = []

    init(tree: ViewTree) {
        self.tree = tree
        summaries = TouchLog(viewIds: tree.nodes.elements.map(\.id))
    }

    subscript(touch: TouchIndex) -> LiveTouch? { live[touch] }

    /// A finger went down on `hit` at `now`. §2.3: a view that is not multiple-touch-enabled
    /// hears only the first finger of a sequence that starts in it.
    mutating func down(_ event: TouchEvent, on hit: ViewIndex?, at now: SimTime) -> TouchIndex {
        let touch = summaries.append(finger: event.touch, downAt: now, view: hit)
        var delivery = ContentDelivery.awaitingBegan(moved: false, lifted: false)
        if hit == nil || isExtraFinger(on: hit!) { delivery = .withheld }
        live[touch] = LiveTouch(
            finger: event.touch, downAt: now, downLocation: event.location, location: event.location,
            hitView: hit, delivery: delivery, countsForMultipleTouch: delivery != .withheld)
        order.append(touch)
        if let i = fingers.firstIndex(where: { $0.finger == event.touch }) {
            fingers[i].touch = touch
        } else {
            fingers.append((event.touch, touch))
        }
        return touch
    }

    private func isExtraFinger(on view: ViewIndex) -> Bool {
        guard !tree[view].multipleTouchEnabled else { return false }
        return order.contains { key in
            guard let t = live[key] else { return false }
            return t.isDown && t.hitView == view && t.countsForMultipleTouch
        }
    }

    /// A finger that is down moved, lifted or was cancelled; nil for a finger that is not down
    /// (the reader rejects those).
    mutating func change(_ event: TouchEvent, at now: SimTime) -> TouchIndex? {
        guard let f = fingers.firstIndex(where: { $0.finger == event.touch }) else { return nil }
        let key = fingers[f].touch
        guard var touch = live[key] else { return nil }
        touch.location = event.location
        switch event.phase {
        case .move:
            if case .awaitingBegan(_, let lifted) = touch.delivery {
                touch.delivery = .awaitingBegan(moved: true, lifted: lifted)
            }
        case .up:
            touch.isDown = false
            touch.liftedAt = now
            if case .awaitingBegan(let moved, _) = touch.delivery {
                touch.delivery = .awaitingBegan(moved: moved, lifted: true)
            }
        case .cancel:
            touch.isDown = false
            // §2.5: the view gets touchesCancelled if it heard of the touch, else nothing.
            if touch.delivery.isTracking, let hit = touch.hitView {
                queued.append((hit, .cancelled, key, .systemCancel))
                touch.delivery = .finished
            } else if case .awaitingBegan = touch.delivery {
                touch.delivery = .withheld
            }
        case .down:
            preconditionFailure("a down starts a new touch")
        }
        live[key] = touch
        if !touch.isDown { fingers.remove(at: f) }
        return key
    }

    /// The view will never hear of the touch (§3.6, §3.7, §5.2, §5.3, §5.6).
    mutating func withhold(_ touch: TouchIndex) {
        live[touch]?.delivery = .withheld
    }

    /// The calls queued in this step, batched: one call per view and method, began before
    /// moved before ended before cancelled, views in the order first queued, touches in order
    /// of `down`. Records each touch's last method for the summary.
    mutating func takeCalls() -> [Call] {
        guard !queued.isEmpty else { return [] }
        if queued.count == 1 {
            // Most steps have one call: its batch is itself, built without the lists below.
            let call = queued[0]
            queued.empty()
            summaries.setLast(call.method, of: call.touch)
            return [Call(view: call.view, method: call.method, touches: [call.touch], cause: call.cause)]
        }
        let calls = queued
        queued = []
        var batches: [Call] = []
        for method in TouchMethod.allCases {
            var views: [ViewIndex] = []
            for call in calls where call.method == method && !views.contains(call.view) {
                views.append(call.view)
            }
            for view in views {
                let batch = calls.filter { $0.method == method && $0.view == view }.sorted { $0.touch < $1.touch }
                for call in batch { summaries.setLast(method, of: call.touch) }
                let causes = batch.map(\.cause)
                let cause = causes.allSatisfy { $0 == causes[0] } ? causes[0] : .perTouch(causes)
                batches.append(Call(view: view, method: method, touches: batch.map(\.touch), cause: cause))
            }
        }
        return batches
    }

    /// Takes the touches that are over out of play: lifted or cancelled, their views having
    /// heard all they will. `over` is told of each once (its recognizers let go of it); one
    /// still `referred` to (the first touch of a recognizer's sequence) stays readable, out of
    /// `order`, until nothing refers to it. So a step walks only the touches in play, however
    /// long a finger is held while others tap (docs/model.md §3.1).
    mutating func forget(over: (TouchIndex) -> Void, unless referred: (TouchIndex) -> Bool) {
        retained.remove { key in
            guard !referred(key) else { return false }
            live[key] = nil
            return true
        }
        order.remove { key in
            guard let t = live[key], !t.isDown else { return false }
            guard t.delivery == .finished || t.delivery == .withheld else { return false }
            over(key)
            if referred(key) { retained.append(key) } else { live[key] = nil }
            return true
        }
    }
}
