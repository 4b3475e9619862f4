/// Touch ids mapped to the index of an event, for the few fingers of one moment (the fingers
/// down, the touches of one UIEvent): a scan of a short array costs less than hashing, and the
/// reader bounds their number (`EventStream.maximumFingersDown` fingers down, each touch once
/// per UIEvent), so a scan stays short whatever the trace.
struct TouchIndexMap {
    /// The pairs in `pairs[0..<count]`; the rest is room kept from earlier moments.
    private var pairs: [(touch: Int, index: Int)] = []
    /// How many touches are mapped.
    private(set) var count = 0

    private func slot(of touch: Int) -> Int? {
        var slot = 0
        while slot < count {
            if pairs[slot].touch == touch { return slot }
            slot += 1
        }
        return nil
    }

    /// The index mapped to `touch`; setting one replaces it.
    subscript(touch: Int) -> Int? {
        get { slot(of: touch).map { pairs[$0].index } }
        set {
            if let newValue { updateValue(newValue, forKey: touch) } else { removeValue(forKey: touch) }
        }
    }

    /// Maps `touch` to `index`; returns the index it replaced.
    @discardableResult
    mutating func updateValue(_ index: Int, forKey touch: Int) -> Int? {
        if let slot = slot(of: touch) {
            defer { pairs[slot].index = index }
            return pairs[slot].index
        }
        if count == pairs.count {
            pairs.append((touch, index))
        } else {
            pairs[count] = (touch, index)
        }
        count += 1
        return nil
    }

    /// Unmaps `touch`; returns the index it had.
    @discardableResult
    mutating func removeValue(forKey touch: Int) -> Int? {
        guard let slot = slot(of: touch) else { return nil }
        let index = pairs[slot].index
        count -= 1
        pairs[slot] = pairs[count]
        return index
    }

    /// Unmaps every touch, keeping the memory.
    mutating func removeAll() { count = 0 }
}
