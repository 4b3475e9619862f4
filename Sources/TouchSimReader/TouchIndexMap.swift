/// Touch ids mapped to the index of an event, for the few fingers of one moment (the fingers
/// down, the touches of one UIEvent): a scan of a short array costs less than hashing, and the
/// reader bounds their number (`EventStream.maximumFingersDown` fingers down, each touch once
/// per UIEvent), so a scan stays short whatever the trace.
///
/// The first pair is held apart from the array: most moments have one finger, whose every
/// event then maps, looks up and unmaps without touching (and so without copy-checking) the
/// array.
struct TouchIndexMap {
    /// The first pair, when `count > 0`.
    private var first = (touch: 0, index: 0)
    /// The other pairs in `rest[0..<count - 1]`; the rest is room kept from earlier moments.
    private var rest: [(touch: Int, index: Int)] = []
    /// How many touches are mapped.
    private(set) var count = 0

    /// Where `touch` is in `rest`.
    private func slotInRest(of touch: Int) -> Int? {
        var slot = 0
        while slot < count - 1 {
            if rest[slot].touch == touch { return slot }
            slot += 1
        }
        return nil
    }

    /// The index mapped to `touch`; setting one replaces it.
    subscript(touch: Int) -> Int? {
        get {
            guard count > 0 else { return nil }
            if first.touch == touch { return first.index }
            return slotInRest(of: touch).map { rest[$0].index }
        }
        set {
            if let newValue { updateValue(newValue, forKey: touch) } else { removeValue(forKey: touch) }
        }
    }

    /// Whether `touch` is mapped: the first pair compared inline, as most moments have one finger.
    @inline(__always)
    func contains(_ touch: Int) -> Bool {
        count > 0 && (first.touch == touch || slotInRest(of: touch) != nil)
    }

    /// Maps `touch` to `index`; returns the index it replaced.
    @discardableResult
    @inline(__always)
    mutating func updateValue(_ index: Int, forKey touch: Int) -> Int? {
        if count == 0 {
            first = (touch, index)
            count = 1
            return nil
        }
        if first.touch == touch {
            defer { first.index = index }
            return first.index
        }
        return updateValueInRest(index, forKey: touch)
    }

    private mutating func updateValueInRest(_ index: Int, forKey touch: Int) -> Int? {
        if let slot = slotInRest(of: touch) {
            defer { rest[slot].index = index }
            return rest[slot].index
        }
        if count - 1 == rest.count {
            rest.append((touch, index))
        } else {
            rest[count - 1] = (touch, index)
        }
        count += 1
        return nil
    }

    /// Unmaps `touch`; returns the index it had.
    @discardableResult
    @inline(__always)
    mutating func removeValue(forKey touch: Int) -> Int? {
        guard count > 0 else { return nil }
        if first.touch == touch {
            let index = first.index
            count -= 1
            // The last pair takes the first's place.
            if count > 0 { first = rest[count - 1] }
            return index
        }
        guard let slot = slotInRest(of: touch) else { return nil }
        let index = rest[slot].index
        count -= 1
        rest[slot] = rest[count - 1]
        return index
    }

    /// Unmaps every touch, keeping the memory.
    mutating func removeAll() { count = 0 }
}
