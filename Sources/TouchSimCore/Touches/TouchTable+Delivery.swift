import _TouchSimStorage

/// The views' half of each step (docs/model.md §2, §3.6–§3.8): which `touches…` calls the hit
/// views get, as the recognizers that hold or take the touches allow.
extension TouchTable {
    /// Queues the calls of this step's moves and lifts of tracked touches. Touches whose hold is
    /// over come after, from `recheck(letGo:began:atLift:holds:)`. The step's lists are read by
    /// position (docs/performance.md).
    mutating func deliver(moved: [TouchSample], ended: [TouchSample], holds: some DeliveryHolds) {
        for i in moved.indices {
            let key = moved[i].touch
            if let hit = trackingView(of: key) { queue(.moved, key, on: hit, .delivered) }
        }
        for i in ended.indices {
            let key = ended[i].touch
            if let hit = trackingView(of: key) { end(key, on: hit, holds: holds, cause: .delivered) }
        }
    }

    /// Queues the calls of touches whose hold is over, after the step's moves and lifts. The
    /// holds that may have changed are those of the touches `letGo` by recognizers that left
    /// `possible` in this step and of the new touches `began`, each list in order of `down`, in a
    /// UIEvent in which a finger lifted when `atLift`. A hold ends only then, so the touches held
    /// back (thousands, while a finger rests on a recognizer that delays their ends) are not
    /// looked at on every step, and a step with neither list (most moves) needs no call.
    mutating func recheck(
        letGo: ListView<TouchIndex>, began: [TouchSample], atLift: Bool, holds: some DeliveryHolds
    ) {
        // The two lists often share a touch: merged in order of `down`, each touch once, without
        // building a list of both.
        var (i, j) = (0, 0)
        while i < letGo.count || j < began.count {
            let key: TouchIndex
            if j == began.count || (i < letGo.count && letGo[i] <= began[j].touch) {
                key = letGo[i]
                i += 1
                if j < began.count && began[j].touch == key { j += 1 }
            } else {
                key = began[j].touch
                j += 1
            }
            recheck(key, atLift: atLift, holds: holds)
        }
    }

    /// The touch's hit view when that view tracks it and its end is not held; nil otherwise (a
    /// touch with no hit view is withheld at `down` and never tracked). Read where the touch
    /// lies, as a copy of the whole touch cost more than the question; the view is handed on, as
    /// looking the touch up again for it cost a search for each call queued.
    private func trackingView(of key: TouchIndex) -> ViewIndex? {
        live.read(key) { touch -> ViewIndex? in
            guard case .tracking = touch.delivery else { return nil }
            return touch.hitView
        } ?? nil
    }

    /// A touch whose hold may have ended in this step, in a UIEvent in which a finger lifted
    /// when `atLift`.
    private mutating func recheck(_ key: TouchIndex, atLift: Bool, holds: some DeliveryHolds) {
        guard let t = live[key] else { return }
        if case .awaitingBegan(let moved, let lifted) = t.delivery {
            if let holder = holds.holdsBegan(key) {
                if t.heldBy != holder { live.update(key) { $0.heldBy = holder } }
            } else {
                let cause = t.heldBy.map { Cause.released(since: t.downAt, heldBy: $0, atLift: atLift) } ?? .delivered
                release(key, on: t.hitView, moved: moved, lifted: lifted, holds: holds, cause: cause)
            }
        } else if t.delivery == .endHeld, holds.holdsEnded(key) == nil {
            if let hit = t.hitView { queue(.ended, key, on: hit, t.heldBy.map(Cause.endReleased) ?? .delivered) }
            setDelivery(.finished, of: key)
        }
    }

    /// §3.7: no recognizer delays the touch any more: `touchesBegan`, then a catch-up move if
    /// it moved, or its end at once if it already lifted (§5.2). §2.4 may withhold it instead.
    /// `hit` is the touch's hit view, read by the caller with the rest of the touch.
    private mutating func release(
        _ key: TouchIndex, on hit: ViewIndex?, moved: Bool, lifted: Bool, holds: some DeliveryHolds, cause: Cause
    ) {
        guard let hit else { return }
        if exclusiveTouchBlocks(hit) {
            setDelivery(.withheld, of: key)
            return
        }
        queue(.began, key, on: hit, cause)
        setDelivery(.tracking, of: key)
        if lifted {
            end(key, on: hit, holds: holds, cause: cause)
        } else if moved {
            queue(.moved, key, on: hit, cause)
        }
    }

    /// §3.8: a lifted touch's `touchesEnded` waits while a recognizer that delays it is possible.
    private mutating func end(_ key: TouchIndex, on hit: ViewIndex, holds: some DeliveryHolds, cause: Cause) {
        if let holder = holds.holdsEnded(key) {
            setDelivery(.endHeld, of: key)
            live.update(key) { $0.heldBy = holder }
        } else {
            queue(.ended, key, on: hit, cause)
            setDelivery(.finished, of: key)
        }
    }

    /// §2.4: an exclusive view takes no touch while another view tracks one, and while it
    /// tracks one no other view takes a new touch. The touch being released tracks nothing yet.
    private func exclusiveTouchBlocks(_ hit: ViewIndex) -> Bool {
        guard hasExclusiveView else { return false }
        if tree[hit].exclusiveTouch { return tracking.all > tracking.on[hit] }
        return tracking.onExclusive > 0
    }

    /// §3.6: when a recognizer begins or recognizes, its touches leave their views: a view that
    /// heard of one gets `touchesCancelled` if the recognizer cancels touches in view; one that
    /// has not yet heard of it never will.
    mutating func take(
        _ touches: [TouchIndex], by recognizer: RecognizerIndex, cancelsTouchesInView: Bool, takesUnheard: Bool
    ) {
        for key in touches {
            guard let t = live[key], let hit = t.hitView else { continue }
            switch t.delivery {
            case .awaitingBegan where takesUnheard:
                setDelivery(.withheld, of: key)
            case .tracking where cancelsTouchesInView, .endHeld where cancelsTouchesInView:
                queued.append((hit, .cancelled, key, .takenBy(recognizer)))
                setDelivery(.finished, of: key)
            default:
                break
            }
        }
    }

    private mutating func queue(_ method: TouchMethod, _ key: TouchIndex, on hit: ViewIndex, _ cause: Cause) {
        queued.append((hit, method, key, cause))
    }

    /// Sets how far the touch's view has heard of it. Every change goes through here, which
    /// keeps §2.4's counts of tracked touches and this step's `settled` touches in step.
    mutating func setDelivery(_ delivery: ContentDelivery, of key: TouchIndex) {
        // Changed where it lies: a copy of the touch written back searched for it twice.
        let before = live.update(key) { touch -> (delivery: ContentDelivery, hit: ViewIndex?) in
            defer { touch.delivery = delivery }
            return (touch.delivery, touch.hitView)
        }
        guard let t = before else { return }
        if delivery.isSettled { settled.append(key) }
        guard hasExclusiveView, t.delivery.isTracking != delivery.isTracking, let view = t.hit else { return }
        let change = delivery.isTracking ? 1 : -1
        tracking.all += change
        tracking.on[view] += change
        if tree[view].exclusiveTouch { tracking.onExclusive += change }
    }
}

/// What holds a touch's delivery: a recognizer still possible that delays `touchesBegan` (§3.7)
/// or `touchesEnded` (§3.8); nil when none does. A protocol rather than two closures: closures
/// made from the arena's methods were allocated at every step.
protocol DeliveryHolds {
    func holdsBegan(_ touch: TouchIndex) -> RecognizerIndex?
    func holdsEnded(_ touch: TouchIndex) -> RecognizerIndex?
}
