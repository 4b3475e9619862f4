import _TouchSimStorage

/// Values by touch, for the few touches alive at once (the live touches, who holds each one):
/// kept sorted in two parallel lists and found by binary search, rather than hashed at each of
/// the dozens of look-ups per event (docs/performance.md). A handful of touches are alive at
/// once, and a new touch has the highest index yet, so adding one appends.
struct ByTouch<Value: BitwiseCopyable>: ~Copyable {
    private var keys = ScratchList<TouchIndex>(capacity: 8)
    private var values = ScratchList<Value>(capacity: 8)

    /// The value at `key`.
    subscript(key: TouchIndex) -> Value? { view[key] }

    /// The values, read where they lie: valid until the store next changes.
    var view: View { View(keys: keys.elements, values: values.elements) }

    /// A store's values read where they lie (`ByTouch.view`), for a reader that keeps them
    /// while the store does not change.
    struct View {
        let keys: ListView<TouchIndex>
        let values: ListView<Value>

        /// The value at `key`.
        subscript(key: TouchIndex) -> Value? {
            keys.position(ofKey: key) { $0 }.map { values[$0] }
        }
    }

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

    /// Removes the value at `key`, if any.
    mutating func remove(_ key: TouchIndex) {
        guard let i = position(of: key) else { return }
        keys.remove(at: i)
        values.remove(at: i)
    }

    /// Where `key` is; nil when it has no value.
    private func position(of key: TouchIndex) -> Int? { keys.elements.position(ofKey: key) { $0 } }
}
