import _TouchSimStorage

/// Which recognizers hold each touch (docs/model.md §3.2), so that a step, a hold (§3.7, §3.8)
/// and exclusivity (§3.4) look only at the recognizers of the touches involved, never at every
/// recognizer of the window.
///
/// A recognizer's entries stay behind when it resets; each carries the recognizer's generation
/// (`ArenaMember.generation`) at the time it got the touch, and the arena skips entries of an
/// older generation. `referrers` counts the current ones, so that a touch no recognizer refers
/// to any more leaves the table.
///
/// Every touch's holders lie in one shared block, `pool`, a range each, rather than a list per
/// touch (docs/performance.md). The ranges of touches that are over leave holes,
/// taken back when the touch at the end goes (the usual case: one finger at a time) or, when
/// holes outweigh the holders in use, by copying the live ranges to a new block.
struct TouchHolders: ~Copyable {
    /// One recognizer that got the touch, in the generation it got it.
    struct Holder {
        let recognizer: RecognizerIndex
        let generation: UInt32
    }

    /// One touch that recognizers refer to: its holders are `pool[start..<start + count]`.
    struct Entry {
        let touch: TouchIndex
        var start: Int
        /// In the order the touch was handed out: deepest view first, then in the order the
        /// recognizers were added (§3.2).
        var count: Int
        /// How many of its holders still count the touch in their sequence.
        var referrers: Int
    }

    /// Sorted by touch; a new touch, the highest index yet, goes at the end.
    private var entries = ScratchList<Entry>()
    private var pool = ScratchList<Holder>()
    /// How many holders of `pool` belong to an entry; the others are holes.
    private var inUse = 0
    /// Releases that `releaseQueued()` carries out together, in the order queued: one entry for
    /// a run of releases of one touch, as when a tap's hundred recognizers reset together.
    private var queued: [(touch: TouchIndex, count: Int)] = []
    /// The run queued last, counted here rather than in `queued`, whose every write checked
    /// that the list was not shared: `lastCount` releases of `lastTouch`, none when 0.
    private var lastTouch = TouchIndex(0)
    private var lastCount = 0

    /// The holders the touch was handed to, stale ones included, in the order handed out; read
    /// where they lie, valid until the next `add` (the only change that moves them).
    subscript(touch: TouchIndex) -> ListView<Holder> {
        guard let i = position(of: touch) else { return ListView() }
        let entry = entries[i]
        return pool.elements(from: entry.start, count: entry.count)
    }

    /// Whether a recognizer still counts the touch in its sequence.
    func isReferred(_ touch: TouchIndex) -> Bool { position(of: touch) != nil }

    /// `handedOut`, each in its generation, got the touch, in that order: at once, so that a
    /// touch handed to a hundred recognizers finds its entry once.
    mutating func add(_ handedOut: ListView<Holder>, to touch: TouchIndex) {
        guard !handedOut.isEmpty else { return }
        if pool.count - inUse > max(inUse, 64) { compact() }
        let i = slot(of: touch)
        let start = pool.count
        if i < entries.count && entries[i].touch == touch {
            // A touch handed out again (not one the engine makes): its range moves to the end,
            // where it can grow.
            let old = entries[i]
            for k in old.start..<old.start + old.count { pool.append(pool[k]) }
            entries[i].start = start
        } else if i == entries.count {
            // The usual case, a new touch, the highest index yet: no entry to move up.
            entries.append(Entry(touch: touch, start: start, count: 0, referrers: 0))
        } else {
            entries.insert(Entry(touch: touch, start: start, count: 0, referrers: 0), at: i)
        }
        for holder in handedOut { pool.append(holder) }
        entries[i].count = pool.count - entries[i].start
        entries[i].referrers += handedOut.count
        inUse += handedOut.count
    }

    /// `count` recognizers that held the touch forgot it.
    mutating func release(_ touch: TouchIndex, count: Int = 1) {
        guard let i = position(of: touch) else { return }
        entries[i].referrers -= count
        guard entries[i].referrers == 0 else { return }
        let gone = entries[i]
        // The newest touch, the usual one, is taken off the end: no entry to move down.
        if i == entries.count - 1 { entries.removeLast(1) } else { entries.remove(at: i) }
        inUse -= gone.count
        // The range at the end of the block is taken back at once; the others at `compact()`.
        if gone.start + gone.count == pool.count { pool.removeLast(gone.count) }
        if entries.isEmpty { pool.empty() }
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
        if !queued.isEmpty {
            for (touch, count) in queued { release(touch, count: count) }
            queued.empty()
        }
        if lastCount != 0 { release(lastTouch, count: lastCount) }
        lastCount = 0
    }

    /// Copies the live ranges, in order of touch, to a new block without holes.
    private mutating func compact() {
        var packed = ScratchList<Holder>(capacity: max(2 * inUse, 16))
        for i in 0..<entries.count {
            let entry = entries[i]
            entries[i].start = packed.count
            for k in entry.start..<entry.start + entry.count { packed.append(pool[k]) }
        }
        pool = packed
    }

    /// Where the touch's entry is; nil when no recognizer refers to it.
    private func position(of touch: TouchIndex) -> Int? { entries.elements.position(ofKey: touch) { $0.touch } }

    /// The first entry whose touch is not below `touch`: the newest touch, the one most steps
    /// ask about, without a search.
    private func slot(of touch: TouchIndex) -> Int {
        guard let newest = entries.last?.touch, touch <= newest else { return entries.count }
        if touch == newest { return entries.count - 1 }
        var (low, high) = (0, entries.count - 1)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].touch < touch { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
