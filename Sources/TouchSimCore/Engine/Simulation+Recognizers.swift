/// The recognizers' half of each step (docs/model.md §3): which recognizers see a touch, their
/// intents, failure requirements and exclusivity.
extension Simulation {
    /// §3.2: every enabled recognizer on the hit view or an ancestor, deepest view first, in the
    /// order added, that is not done with its sequence and whose delegate accepts the touch.
    func assignRecognizers(to keys: [Int]) {
        for key in keys {
            guard let hit = touches[key]?.hitView else { continue }
            for node in tree.pathToRoot(from: hit) {
                for i in tree[node].recognizers where accepts(i, touchOn: hit) {
                    slots[i].touches.append(key)
                }
            }
        }
    }

    private func accepts(_ i: Int, touchOn hit: Int) -> Bool {
        let slot = slots[i]
        guard slot.enabled, !slot.state.isTerminal, slot.pending == nil else { return false }
        if let limit = slot.machine.touchLimit, liveTouchCount(i) >= limit { return false }
        return evaluate(slot.shouldReceiveTouch, for: hit, inherited: true)
    }

    private func liveTouchCount(_ i: Int) -> Int {
        slots[i].touches.reduce(0) { $0 + ((touches[$1]?.isDown ?? false) ? 1 : 0) }
    }

    /// Gives one UIEvent to the recognizers: each in turn gets its new, moved and lifted touches,
    /// and what it asks for is settled before the next one looks (so the deepest begins first).
    func runRecognizers(_ step: Step) {
        let eventKeys = step.began + step.moved + step.ended + step.cancelled
        for i in recognizerOrder(for: eventKeys) {
            if slots[i].touches.contains(where: step.cancelled.contains) {
                // §2.5: a system cancel cancels or fails everything tracking the touch.
                fail(i)
                continue
            }
            for (phase, keys) in [(TouchPhase.down, step.began), (.move, step.moved), (.up, step.ended)] {
                guard !slots[i].state.isTerminal else { break }
                let mine = keys.filter(slots[i].touches.contains)
                guard !mine.isEmpty else { continue }
                let samples = mine.map { TouchSample(key: $0, location: touches[$0]!.location, time: now) }
                let intent: Intent
                switch phase {
                case .down: intent = slots[i].machine.touchesBegan(samples)
                case .move: intent = slots[i].machine.touchesMoved(samples)
                default: intent = slots[i].machine.touchesEnded(samples)
                }
                apply(intent, to: i)
                syncTimer(i)
            }
        }
    }

    /// The recognizers of the event's touches: per touch in trace order, deepest view first.
    private func recognizerOrder(for keys: [Int]) -> [Int] {
        var order: [Int] = []
        for key in keys {
            guard let hit = touches[key]?.hitView else { continue }
            for node in tree.pathToRoot(from: hit) {
                for i in tree[node].recognizers where slots[i].touches.contains(key) && !order.contains(i) {
                    order.append(i)
                }
            }
        }
        return order
    }

    /// Carries out what a recognizer's logic asks for.
    func apply(_ intent: Intent, to i: Int) {
        switch intent {
        case .none:
            break
        case .fail:
            fail(i)
        case .begin:
            attempt(i, .began)
        case .recognize:
            attempt(i, .recognized)
        case .change:
            if slots[i].state.isActive { transition(i, to: .changed) }
        case .end(let afterChange):
            guard slots[i].state.isActive else {
                fail(i)
                return
            }
            if afterChange { transition(i, to: .changed) }
            transition(i, to: .ended)
        case .decide:
            decideContentDelay(i)
        }
    }

    /// Leaves `possible` if the failure requirements (§3.5), the recognizers already in progress
    /// (§3.4) and `gestureRecognizerShouldBegin` (§3.3, §3.9, §5.4) allow.
    private func attempt(_ i: Int, _ target: RecognizerState) {
        guard slots[i].state == .possible else { return }
        // A requirement that began or recognized fails it; one that failed lets it go.
        if slots[i].requirements.contains(where: { slots[$0].state != .possible && slots[$0].state != .failed }) {
            fail(i)
            return
        }
        if slots[i].requirements.contains(where: isUnresolved) {
            slots[i].pending = target
            return
        }
        proceed(i, target)
    }

    /// A required recognizer that has seen the touches and not yet failed. One that never saw
    /// them counts as failed (§3.5).
    private func isUnresolved(_ q: Int) -> Bool {
        slots[q].state == .possible && !slots[q].touches.isEmpty
    }

    private func proceed(_ i: Int, _ target: RecognizerState) {
        slots[i].pending = nil
        // [MODEL] A recognizer already in progress prevents an interacting one from beginning.
        if slots.indices.contains(where: {
            $0 != i && slots[$0].state.isActive && interact($0, i) && !simultaneous($0, i)
        }) {
            fail(i)
            return
        }
        guard mayBegin(i) else {
            fail(i)
            return
        }
        transition(i, to: target)
        didLeavePossible(i)
    }

    /// §3.4 and §3.5 after a recognizer began or recognized, then its effect on the views.
    func didLeavePossible(_ i: Int) {
        if !slots[i].isContentDelay {
            for q in slots.indices where q != i && slots[q].state == .possible && interact(q, i) && !simultaneous(q, i)
            {
                fail(q)
            }
        }
        // §3.5: a recognizer that requires this one to fail fails, if it is in the sequence at all.
        for q in slots.indices
        where slots[q].state == .possible && slots[q].requirements.contains(i) && !slots[q].touches.isEmpty {
            fail(q)
        }
        takeTouchesFromViews(i)
    }

    /// §3.4: same view or one contains the other, and a touch in common.
    private func interact(_ a: Int, _ b: Int) -> Bool {
        let va = slots[a].node
        let vb = slots[b].node
        guard va == vb || tree.isDescendant(va, of: vb) || tree.isDescendant(vb, of: va) else { return false }
        return slots[a].touches.contains(where: slots[b].touches.contains)
    }

    private func simultaneous(_ a: Int, _ b: Int) -> Bool {
        slots[a].simultaneity.allows(slots[b].id) || slots[b].simultaneity.allows(slots[a].id)
    }

    /// Fails a recognizer still possible (cancels one in progress), then lets the recognizers
    /// that were waiting for it proceed (§3.5).
    func fail(_ i: Int) {
        guard !slots[i].state.isTerminal else { return }
        slots[i].pending = nil
        transition(i, to: slots[i].state.isActive ? .cancelled : .failed)
        for q in slots.indices where slots[q].pending != nil && slots[q].requirements.contains(i) {
            guard let target = slots[q].pending, !slots[q].requirements.contains(where: isUnresolved) else { continue }
            proceed(q, target)
        }
    }

    /// Moves a recognizer to `state` and reports it. A scroll view's pan also queues its action,
    /// which the scroll view performs after the views got their calls.
    func transition(_ i: Int, to state: RecognizerState) {
        slots[i].state.transition(to: state)
        if let name = state.reportedName {
            slots[i].reported.append(name)
            emit(.gesture(gesture: slots[i].id, view: tree[slots[i].node].id, state: name))
        }
        if state.isTerminal { syncTimer(i) }
        if case .scrollPan(let s) = slots[i].role { scrollActions.append((s, state)) }
    }

    /// Keeps the clock in step with the recognizer's wanted deadline.
    func syncTimer(_ i: Int) {
        let wanted = slots[i].state.isTerminal ? nil : slots[i].machine.deadline
        guard wanted != slots[i].timer?.deadline else { return }
        if let old = slots[i].timer { clock.cancel(old.sequence) }
        slots[i].timer = wanted.map { ($0, clock.schedule(at: $0, for: .recognizer(i))) }
    }

    /// §3.1: a recognizer in a terminal state resets once all its touches have ended.
    func resetFinishedRecognizers() {
        for i in slots.indices where slots[i].state.isTerminal {
            guard !slots[i].touches.contains(where: { touches[$0]?.isDown ?? false }) else { continue }
            slots[i].state = .possible
            slots[i].touches = []
            slots[i].machine.reset()
            syncTimer(i)
        }
    }
}
