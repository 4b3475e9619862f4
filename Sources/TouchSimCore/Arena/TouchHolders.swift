/// Which recognizers hold each touch (docs/model.md §3.2), so that a step, a hold (§3.7, §3.8)
/// and exclusivity (§3.4) look only at the recognizers of the touches involved, never at every
/// recognizer of the window.
///
/// A recognizer's entries stay behind when it resets; each carries the recognizer's generation
/// (`ArenaMember.generation`) at the time it got the touch, and the arena skips entries of an
/// older generation. `referrers` counts the current ones, so that a touch no recognizer refers
/// to any more leaves the table.
struct TouchHolders {
    /// One recognizer that got the touch, in the generation it got it.
    struct Holder {
        let recognizer: RecognizerIndex
        let generation: UInt32
    }

    private struct Entry {
        /// In the order the touch was handed out: deepest view first, then in the order the
        /// recognizers were added (§3.2).
        var holders: [Holder] = []
        /// How many of `holders` still count the touch in their sequence.
        var referrers = 0
    }

    private var entries = ByTouch<Entry>()
    /// Releases that `releaseQueued()` carries out together, in the order queued: one entry for
    /// a run of releases of one touch, as when a tap's hundred recognizers reset together.
    private var queued: [(touch: TouchIndex, count: Int)] = []
    /// The run queued last, counted here rather than in `queued`, whose every write checked
    /// that the list was not shared: `lastCount` releases of `lastTouch`, none when 0.
    private var lastTouch = TouchIndex(0)
    private var lastCount = 0

    /// The holders the touch was handed to, stale ones included, in the order handed out.
    subscript(touch: TouchIndex) -> [Holder] { entries[touch]?.holders ?? [] }

    /// Whether a recognizer still counts the touch in its sequence.
    func isReferred(_ touch: TouchIndex) -> Bool { entries.contains(touch) }

    /// `handedOut`, each in its generation, got the touch, in that order: at once, so that a
    /// touch handed to a hundred recognizers finds its entry once.
    mutating func add(_ handedOut: UnsafeBufferPointer<Holder>, to touch: TouchIndex) {
        guard !handedOut.isEmpty else { return }
        entries.modify(touch, adding: Entry()) {
            $0.holders.append(contentsOf: handedOut)
            $0.referrers += handedOut.count
        }
    }

    /// `count` recognizers that held the touch forgot it.
    mutating func release(_ touch: TouchIndex, count: Int = 1) {
        guard entries.contains(touch) else { return }
        // In place: a copy of the entry would copy its list of holders, a hundred long when a
        // hundred recognizers share the touch, and each of them releases it.
        let left = entries.modify(touch, adding: Entry()) { entry -> Int in
            entry.referrers -= count
            return entry.referrers
        }
        if left == 0 { entries[touch] = nil }
    }

    /// One recognizer that held the touch reset and forgot it, counted at the next
    /// `releaseQueued()`; nothing may ask about the touch in between.
    mutating func queueRelease(_ touch: TouchIndex) {
        if lastCount != 0 && lastTouch == touch {
            lastCount += 1
            return
        }
        if lastCount != 0 { queued.append((lastTouch, lastCount)) }
        (lastTouch, lastCount) = (touch, 1)
    }

    /// Carries out the queued releases, in the order queued.
    mutating func releaseQueued() {
        for (touch, count) in queued { release(touch, count: count) }
        queued.empty()
        if lastCount != 0 { release(lastTouch, count: lastCount) }
        lastCount = 0
    }
}
