/// The live touches by index, kept sorted in two parallel arrays and found by binary search.
///
/// A dictionary hashed its key on every one of the dozens of look-ups per event (~5 % of a
/// replay); a handful of touches are live at once, and a new touch has the highest index yet,
/// so adding one appends.
struct LiveTouches {
    private var keys: [TouchIndex] = []
    private var touches: [LiveTouch] = []

    /// The live touch at `key`; setting nil forgets it.
    subscript(key: TouchIndex) -> LiveTouch? {
        get {
            let i = slot(of: key)
            return i < keys.count && keys[i] == key ? touches[i] : nil
        }
        set {
            let i = slot(of: key)
            let present = i < keys.count && keys[i] == key
            switch (present, newValue) {
            case (true, let touch?): touches[i] = touch
            case (true, nil):
                keys.remove(at: i)
                touches.remove(at: i)
            case (false, let touch?):
                keys.insert(key, at: i)
                touches.insert(touch, at: i)
            case (false, nil): break
            }
        }
    }

    /// Forgets the touches of `gone` (ascending). A few go one by one, each shifting only the
    /// newer touches; more go in one pass, since a few thousand one by one would shift the rest
    /// as many times.
    mutating func remove(_ gone: [TouchIndex]) {
        if gone.count <= 4 {
            for key in gone { self[key] = nil }
            return
        }
        var next = 0
        var kept = 0
        for i in keys.indices {
            while next < gone.count && gone[next] < keys[i] { next += 1 }
            if next < gone.count && gone[next] == keys[i] { continue }
            keys[kept] = keys[i]
            touches[kept] = touches[i]
            kept += 1
        }
        keys.removeLast(keys.count - kept)
        touches.removeLast(touches.count - kept)
    }

    /// Where `key` is or would go: the first position whose key is not below it.
    private func slot(of key: TouchIndex) -> Int {
        // A new touch has the highest index yet: it goes at the end, found without a search.
        if let last = keys.last, last < key { return keys.count }
        var low = 0
        var high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
