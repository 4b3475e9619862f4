/// Taking in the trace's events: hit-testing at `down` (docs/model.md §1.4), the
/// `multipleTouchEnabled` rule (§2.3), system cancellation (§2.5) and a touch that catches a
/// moving scroll view (§5.6).
extension Simulation {
    /// The bounds origin of every view at the current time: a scroll view's content offset.
    func boundsOrigin(_ node: Int) -> Point {
        guard let s = tree[node].scrollIndex else { return .zero }
        return scrolls[s].offset(at: now)
    }

    func ingest(_ event: TouchEvent, into step: inout Step) {
        switch event.phase {
        case .down:
            let hit = tree.hitTest(windowPoint: event.location, boundsOrigin: boundsOrigin)
            emit(.input(touch: event.touch, phase: .down, location: event.location, hitView: hit.map { tree[$0].id }))
            let key = touchSummaries.count
            touchSummaries.append(.init(touch: event.touch, downAt: now, view: hit.map { tree[$0].id }, last: nil))
            var delivery = ContentDelivery.awaitingBegan(moved: false, lifted: false)
            if hit == nil || isExtraFinger(on: hit!) { delivery = .withheld }
            touches[key] = LiveTouch(
                finger: event.touch, downAt: now, downLocation: event.location, location: event.location,
                hitView: hit, delivery: delivery, countsForMultipleTouch: delivery != .withheld)
            liveKeys.append(key)
            fingerKeys[event.touch] = key
            step.began.append(key)
        case .move, .up, .cancel:
            emit(.input(touch: event.touch, phase: event.phase, location: event.location, hitView: nil))
            // The reader rejects a move/up/cancel of a finger that is not down.
            guard let key = fingerKeys[event.touch], var touch = touches[key] else { return }
            touch.location = event.location
            switch event.phase {
            case .move:
                if case .awaitingBegan(_, let lifted) = touch.delivery {
                    touch.delivery = .awaitingBegan(moved: true, lifted: lifted)
                }
                step.moved.append(key)
            case .up:
                touch.isDown = false
                touch.liftedAt = now
                if case .awaitingBegan(let moved, _) = touch.delivery {
                    touch.delivery = .awaitingBegan(moved: moved, lifted: true)
                }
                step.ended.append(key)
            default:
                touch.isDown = false
                // §2.5: the view gets touchesCancelled if it heard of the touch, else nothing.
                if touch.delivery.isTracking, let hit = touch.hitView {
                    queuedCalls.append((hit, .cancelled, key))
                    touch.delivery = .finished
                } else if case .awaitingBegan = touch.delivery {
                    touch.delivery = .withheld
                }
                step.cancelled.append(key)
            }
            touches[key] = touch
            if !touch.isDown { fingerKeys[event.touch] = nil }
        }
    }

    /// §2.3: a view that is not multiple-touch-enabled hears only the first finger of a
    /// sequence that starts in it.
    private func isExtraFinger(on view: Int) -> Bool {
        guard !tree[view].multipleTouchEnabled else { return false }
        return liveKeys.contains { key in
            guard let t = touches[key] else { return false }
            return t.isDown && t.hitView == view && t.countsForMultipleTouch
        }
    }

    /// §5.6: a finger that goes down on a scroll view that is decelerating, bouncing or paging
    /// stops it where it is, and its content never hears of that touch.
    func catchAnimations(for keys: [Int]) {
        for key in keys {
            guard let hit = touches[key]?.hitView else { continue }
            for node in tree.pathToRoot(from: hit) {
                guard let s = tree[node].scrollIndex, case .animating(_, let timer) = scrolls[s].motion else {
                    continue
                }
                let offset = scrolls[s].offset(at: now)
                clock.cancel(timer)
                scrolls[s].offset = offset
                scrolls[s].motion = .caught
                emit(.scroll(view: scrolls[s].id, offset: offset, reason: .stop))
                touches[key]?.delivery = .withheld
            }
        }
    }
}
