/// Values by touch, for the few touches alive at once (the live touches, who holds each one):
/// kept sorted in two parallel lists and found by binary search.
///
/// A dictionary hashed its key on every one of the dozens of look-ups per event
/// (docs/performance.md); a handful of touches are alive at once, and a new touch has the highest index yet,
/// so adding one appends. The lists are `ScratchList`s, which their owner frees
/// (`deallocate()`): arrays, stored in the engine's class, checked that their storage was not
/// shared at each change, most events' one or two. A plain value, so that a reader may hold a
/// copy of it without retaining anything, as long as the store does not change meanwhile.
struct ByTouch<Value: BitwiseCopyable>: BitwiseCopyable {
    private var keys = ScratchList<TouchIndex>(capacity: 8)
    private var values = ScratchList<Value>(capacity: 8)

    /// Gives the memory back; the store is unusable afterwards.
    func deallocate() {
        keys.deallocate()
        values.deallocate()
    }

    /// The value at `key`.
    subscript(key: TouchIndex) -> Value? { position(of: key).map { values[$0] } }

    /// Adds the value of a new touch, whose index is the highest yet: appended, which costs a
    /// fraction of an insert (a setter taking an optional value cost twice as much again).
    mutating func append(_ value: Value, for key: TouchIndex) {
        precondition(keys.last.map { $0 < key } ?? true, "a new touch has the highest index yet")
        keys.append(key)
        values.append(value)
    }

    /// What `body` reads of the value at `key`, where it lies; nil when there is none.
    func read<Result>(_ key: TouchIndex, _ body: (Value) -> Result) -> Result? {
        position(of: key).map { body(values[$0]) }
    }

    /// Whether there is a value at `key`.
    func contains(_ key: TouchIndex) -> Bool { position(of: key) != nil }

    /// Changes the value at `key` where it lies; nil, and no change, when there is none.
    mutating func update<Result>(_ key: TouchIndex, _ change: (inout Value) -> Result) -> Result? {
        guard let i = position(of: key) else { return nil }
        return values.update(i, change)
    }

    /// Removes the values at `gone` (ascending). A few go one by one, each shifting only the
    /// newer touches; more go in one pass, since a few thousand one by one would shift the rest
    /// as many times.
    mutating func remove(_ gone: [TouchIndex]) {
        if gone.count <= 4 {
            for key in gone { remove(key) }
            return
        }
        var next = 0
        var kept = 0
        for i in 0..<keys.count {
            while next < gone.count && gone[next] < keys[i] { next += 1 }
            if next < gone.count && gone[next] == keys[i] { continue }
            keys[kept] = keys[i]
            values[kept] = values[i]
            kept += 1
        }
        keys.removeLast(keys.count - kept)
        values.removeLast(values.count - kept)
    }

    /// Removes the value at `key`, if any. Inlined: called on its own (`TouchTable.forget`), the
    /// value's removal from the end was a call that copied the value out.
    @inline(__always)
    mutating func remove(_ key: TouchIndex) {
        guard let i = position(of: key) else { return }
        keys.remove(at: i)
        values.remove(at: i)
    }

    /// Where `key` is; nil when it has no value. The newest touch, the one most steps ask
    /// about, is found here without a call: the call to `slot(of:)` cost more than the check.
    @inline(__always)
    private func position(of key: TouchIndex) -> Int? {
        let count = keys.count
        if count > 0 && keys[count - 1] == key { return count - 1 }
        let i = slot(of: key)
        return i < count && keys[i] == key ? i : nil
    }

    /// Where `key` is or would go: the first position whose key is not below it.
    private func slot(of key: TouchIndex) -> Int {
        // A new touch has the highest index yet: it goes at the end, found without a search; the
        // newest touch, the one most steps ask about, is found without one too.
        if let last = keys.last {
            if last < key { return keys.count }
            if last == key { return keys.count - 1 }
        }
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
