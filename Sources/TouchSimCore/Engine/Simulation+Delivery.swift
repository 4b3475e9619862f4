/// The views' half of each step (docs/model.md §2, §3.6–§3.8, §5.2, §5.3): which `touches…`
/// calls the hit views get, batched into one call per view and method.
extension Simulation {
    func deliverToViews(_ step: Step) {
        for key in step.began { askScrollViewsWithoutDelay(key) }
        for key in step.moved where touches[key]?.delivery == .tracking {
            queue(.moved, key)
        }
        for key in step.ended where touches[key]?.delivery == .tracking {
            end(key)
        }
        for key in liveKeys {
            guard let t = touches[key] else { continue }
            if case .awaitingBegan(let moved, let lifted) = t.delivery, !isHeld(key, by: \.delaysTouchesBegan) {
                release(key, moved: moved, lifted: lifted)
            } else if t.delivery == .endHeld, !isHeld(key, by: \.delaysTouchesEnded) {
                queue(.ended, key)
                touches[key]?.delivery = .finished
            }
        }
        flushCalls()
        performScrollActions()
    }

    /// §5.2, §5.3: each scroll view on the path whose delay does not hold the touch asks
    /// `touchesShouldBegin` at `down`, deepest first; one NO and the view never hears of it.
    private func askScrollViewsWithoutDelay(_ key: Int) {
        guard let t = touches[key], case .awaitingBegan = t.delivery, let hit = t.hitView else { return }
        for node in tree.pathToRoot(from: hit).dropFirst() {
            guard let s = tree[node].scrollIndex, !slots[scrolls[s].delaySlot].touches.contains(key) else { continue }
            if !shouldBegin(scrollIndex: s, content: hit) {
                touches[key]?.delivery = .withheld
                return
            }
        }
    }

    /// Whether a recognizer still `possible` holds the touch's delivery (§3.7, §3.8).
    private func isHeld(_ key: Int, by flag: KeyPath<RecognizerSlot, Bool>) -> Bool {
        slots.contains { $0[keyPath: flag] && $0.state == .possible && $0.touches.contains(key) }
    }

    /// §3.7: no recognizer delays the touch any more: `touchesBegan`, then a catch-up move if
    /// it moved, or its end at once if it already lifted (§5.2). §2.4 may withhold it instead.
    private func release(_ key: Int, moved: Bool, lifted: Bool) {
        guard let hit = touches[key]?.hitView else { return }
        if exclusiveTouchBlocks(hit, key) {
            touches[key]?.delivery = .withheld
            return
        }
        queue(.began, key)
        touches[key]?.delivery = .tracking
        if lifted {
            end(key)
        } else if moved {
            queue(.moved, key)
        }
    }

    /// §3.8: a lifted touch's `touchesEnded` waits while a recognizer that delays it is possible.
    private func end(_ key: Int) {
        if isHeld(key, by: \.delaysTouchesEnded) {
            touches[key]?.delivery = .endHeld
        } else {
            queue(.ended, key)
            touches[key]?.delivery = .finished
        }
    }

    /// §2.4: an exclusive view takes no touch while another view tracks one, and while it
    /// tracks one no other view takes a new touch.
    private func exclusiveTouchBlocks(_ hit: Int, _ key: Int) -> Bool {
        liveKeys.contains { other in
            guard other != key, let t = touches[other], t.delivery.isTracking, let view = t.hitView, view != hit else {
                return false
            }
            return tree[hit].exclusiveTouch || tree[view].exclusiveTouch
        }
    }

    /// §3.6: when a recognizer begins or recognizes, its touches leave their views: a view that
    /// heard of one gets `touchesCancelled` if the recognizer cancels touches in view; one that
    /// has not yet heard of it never will.
    func takeTouchesFromViews(_ i: Int) {
        let slot = slots[i]
        for key in slot.touches {
            guard let t = touches[key], let hit = t.hitView else { continue }
            switch t.delivery {
            case .awaitingBegan where slot.cancelsTouchesInView || slot.delaysTouchesBegan:
                touches[key]?.delivery = .withheld
            case .tracking where slot.cancelsTouchesInView, .endHeld where slot.cancelsTouchesInView:
                queuedCalls.append((hit, .cancelled, key))
                touches[key]?.delivery = .finished
            default:
                break
            }
        }
    }

    private func queue(_ method: TouchMethod, _ key: Int) {
        guard let hit = touches[key]?.hitView else { return }
        queuedCalls.append((hit, method, key))
    }

    /// One call per view and method, began before moved before ended before cancelled, views in
    /// the order they were first queued, touches in trace order (docs/format.md §3): keys are given
    /// in order of `down`.
    private func flushCalls() {
        guard !queuedCalls.isEmpty else { return }
        let calls = queuedCalls
        queuedCalls = []
        for method in TouchMethod.allCases {
            var views: [Int] = []
            for call in calls where call.method == method && !views.contains(call.view) {
                views.append(call.view)
            }
            for view in views {
                let keys = calls.filter { $0.method == method && $0.view == view }.map(\.key).sorted()
                emit(
                    .touches(
                        view: tree[view].id, method: method, touches: keys.map { touches[$0]!.finger },
                        forwardedTo: tree.forwarding(from: view)))
                for key in keys { touchSummaries[key].last = method }
                trackControl(view, method, keys)
            }
        }
    }

    /// §7: the hit view is an enabled control that handles its touches; it tracks its first.
    private func trackControl(_ view: Int, _ method: TouchMethod, _ keys: [Int]) {
        guard let c = tree[view].controlIndex, tree.consumesTouches(view) else { return }
        let bounds = tree.bounds(view, boundsOrigin)
        var out: [ControlState.Output] = []
        if method == .began {
            guard controls[c].touch == nil, let key = keys.first, let t = touches[key] else { return }
            let point = tree.convert(windowPoint: t.location, to: view, boundsOrigin)
            out = controls[c].begin(
                touch: key, at: now, downAt: t.downAt, downLocation: t.downLocation, point: point, bounds: bounds)
        } else {
            guard let key = controls[c].touch, keys.contains(key), let t = touches[key] else { return }
            let point = tree.convert(windowPoint: t.location, to: view, boundsOrigin)
            switch method {
            case .moved:
                out = controls[c].move(inside: isInside(view, t.location), at: now, point: point, bounds: bounds)
            case .ended:
                // touchDownRepeat counts from the finger's lift, not from a held touchesEnded (§7.2).
                out = controls[c].end(
                    inside: isInside(view, t.location), at: now, liftedAt: t.liftedAt ?? now, location: t.location,
                    point: point, bounds: bounds)
            default:
                out = controls[c].cancel(at: now)
            }
        }
        emit(out, from: view)
        syncControlTimer(c)
    }

    /// A control's lines, in the order it produced them.
    func emit(_ out: [ControlState.Output], from view: Int) {
        let id = tree[view].id
        for o in out {
            switch o {
            case .event(let e): emit(.control(view: id, event: e, value: nil))
            case .valueChanged(let v): emit(.control(view: id, event: .valueChanged, value: v))
            case .highlight(let h): emit(.highlight(view: id, highlighted: h))
            }
        }
    }

    /// Keeps the clock in step with the control's wanted deadline (§7.5, §7.6).
    func syncControlTimer(_ c: Int) {
        let wanted = controls[c].deadline
        guard wanted != controlTimers[c]?.deadline else { return }
        if let old = controlTimers[c] { clock.cancel(old.sequence) }
        controlTimers[c] = wanted.map { ($0, clock.schedule(at: $0, for: .control(c))) }
    }

    /// §7.2: inside is the bounds grown by 70 pt on every side, or `pointInside`.
    private func isInside(_ view: Int, _ windowPoint: Point) -> Bool {
        let p = tree.convert(windowPoint: windowPoint, to: view, boundsOrigin)
        return tree.bounds(view, boundsOrigin).outset(by: Constants.controlTrackingMargin).contains(p)
            || tree.pointInside(view, p, boundsOrigin)
    }

    /// Resets finished recognizers and forgets touches nothing refers to any more.
    func endStep() {
        resetFinishedRecognizers()
        liveKeys.removeAll { key in
            guard let t = touches[key], !t.isDown else { return false }
            guard t.delivery == .finished || t.delivery == .withheld else { return false }
            guard !slots.contains(where: { $0.touches.contains(key) }) else { return false }
            touches[key] = nil
            return true
        }
    }
}
