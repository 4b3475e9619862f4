/// The views' half of each step (docs/model.md §2, §3.6–§3.8): which `touches…` calls the hit
/// views get, as the recognizers that hold or take the touches allow.
extension TouchTable {
    /// What holds a touch's delivery: a recognizer still possible that delays `touchesBegan`
    /// (§3.7) or `touchesEnded` (§3.8).
    struct Holds {
        let began: (TouchIndex) -> Bool
        let ended: (TouchIndex) -> Bool
    }

    /// Queues the calls of this step: moves and lifts of tracked touches, then touches whose
    /// hold is over.
    mutating func deliver(moved: [TouchIndex], ended: [TouchIndex], holds: Holds) {
        for key in moved where live[key]?.delivery == .tracking {
            queue(.moved, key)
        }
        for key in ended where live[key]?.delivery == .tracking {
            end(key, holds: holds)
        }
        for key in order {
            guard let t = live[key] else { continue }
            if case .awaitingBegan(let moved, let lifted) = t.delivery, !holds.began(key) {
                release(key, moved: moved, lifted: lifted, holds: holds)
            } else if t.delivery == .endHeld, !holds.ended(key) {
                queue(.ended, key)
                live[key]?.delivery = .finished
            }
        }
    }

    /// §3.7: no recognizer delays the touch any more: `touchesBegan`, then a catch-up move if
    /// it moved, or its end at once if it already lifted (§5.2). §2.4 may withhold it instead.
    private mutating func release(_ key: TouchIndex, moved: Bool, lifted: Bool, holds: Holds) {
        guard let hit = live[key]?.hitView else { return }
        if exclusiveTouchBlocks(hit, key) {
            live[key]?.delivery = .withheld
            return
        }
        queue(.began, key)
        live[key]?.delivery = .tracking
        if lifted {
            end(key, holds: holds)
        } else if moved {
            queue(.moved, key)
        }
    }

    /// §3.8: a lifted touch's `touchesEnded` waits while a recognizer that delays it is possible.
    private mutating func end(_ key: TouchIndex, holds: Holds) {
        if holds.ended(key) {
            live[key]?.delivery = .endHeld
        } else {
            queue(.ended, key)
            live[key]?.delivery = .finished
        }
    }

    /// §2.4: an exclusive view takes no touch while another view tracks one, and while it
    /// tracks one no other view takes a new touch.
    private func exclusiveTouchBlocks(_ hit: ViewIndex, _ key: TouchIndex) -> Bool {
        order.contains { other in
            guard other != key, let t = live[other], t.delivery.isTracking, let view = t.hitView, view != hit else {
                return false
            }
            return tree[hit].exclusiveTouch || tree[view].exclusiveTouch
        }
    }

    /// §3.6: when a recognizer begins or recognizes, its touches leave their views: a view that
    /// heard of one gets `touchesCancelled` if the recognizer cancels touches in view; one that
    /// has not yet heard of it never will.
    mutating func take(_ touches: [TouchIndex], cancelsTouchesInView: Bool, delaysTouchesBegan: Bool) {
        for key in touches {
            guard let t = live[key], let hit = t.hitView else { continue }
            switch t.delivery {
            case .awaitingBegan where cancelsTouchesInView || delaysTouchesBegan:
                live[key]?.delivery = .withheld
            case .tracking where cancelsTouchesInView, .endHeld where cancelsTouchesInView:
                queued.append((hit, .cancelled, key))
                live[key]?.delivery = .finished
            default:
                break
            }
        }
    }

    private mutating func queue(_ method: TouchMethod, _ key: TouchIndex) {
        guard let hit = live[key]?.hitView else { return }
        queued.append((hit, method, key))
    }
}
