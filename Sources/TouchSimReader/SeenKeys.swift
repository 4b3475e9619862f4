/// The keys of one JSON object read so far: a key written twice is an error at its second
/// occurrence (docs/format.md §4). Every object of a scenario is checked here or with
/// `duplicate(_:at:earlier:path:)`.
///
/// An object of 100,000s of keys is a hostile input (docs/format.md §4.9): each key is hashed
/// once, when it is noted, and held at about 40 bytes.
struct SeenKeys {
    /// The keys in the order noted.
    private var keys: [String] = []
    /// Where each key was written, its line and column packed in one word; the file is the
    /// object's own, the same for every key.
    private var packed: [UInt64] = []
    /// The locations at a line or column beyond 32 bits, which do not pack, by index in `keys`.
    private var far: [Int: SourceLocation] = [:]
    /// An open-addressing table of `keys`, at most half full: a used slot holds 32 bits of its
    /// key's hash (which also place it) and its index in `keys` plus one, so that growing the
    /// table hashes no key again and a probe compares strings only when the hashes agree.
    /// Swift's hash is seeded per process: no input can make many keys collide.
    private var slots: [UInt64] = []

    /// Notes `key` at `location`; throws if the object had it already.
    mutating func note(_ key: String, at location: SourceLocation) throws(Diagnostic) {
        let hash = Self.hash(key)
        if let earlier = index(of: key, hash: hash) {
            throw Self.duplicate(
                key, at: location, earlier: self.location(at: earlier, file: location.file), path: "")
        }
        if 2 * (keys.count + 1) > slots.count { grow() }
        // Index plus one below 2^32: an object of 4 billion keys would not fit in memory.
        place(UInt64(hash) << 32 | UInt64(keys.count + 1))
        keys.append(key)
        if let line = UInt32(exactly: location.line), let column = UInt32(exactly: location.column) {
            packed.append(UInt64(line) << 32 | UInt64(column))
        } else {
            packed.append(0)
            far[keys.count - 1] = location
        }
    }

    /// Whether the object had `key`.
    func contains(_ key: String) -> Bool { index(of: key, hash: Self.hash(key)) != nil }

    /// The error for `key` written again at `location`.
    static func duplicate(_ key: String, at location: SourceLocation, earlier: SourceLocation, path: String)
        -> Diagnostic
    {
        location.diagnostic(
            "duplicate key \(Quoted.string(key)) (first at \(earlier.shortDescription(from: location)))", path: path)
    }

    private static func hash(_ key: String) -> UInt32 { UInt32(truncatingIfNeeded: key.hashValue) }

    /// The index in `keys` of `key`, whose hash is `hash`.
    private func index(of key: String, hash: UInt32) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var bucket = Int(hash) & mask
        while slots[bucket] != 0 {
            let slot = slots[bucket]
            let index = Int(slot & 0xFFFF_FFFF) - 1
            if UInt32(slot >> 32) == hash, keys[index] == key { return index }
            bucket = (bucket + 1) & mask
        }
        return nil
    }

    /// Puts a slot in the first free bucket from its hash's.
    private mutating func place(_ slot: UInt64) {
        let mask = slots.count - 1
        var bucket = Int(slot >> 32) & mask
        while slots[bucket] != 0 { bucket = (bucket + 1) & mask }
        slots[bucket] = slot
    }

    /// Doubles the table, placing its slots again from the hashes they hold.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: max(16, 2 * old.count))
        for slot in old where slot != 0 { place(slot) }
    }

    /// Where the key at `index` was written, in `file`.
    private func location(at index: Int, file: String) -> SourceLocation {
        if let location = far[index] { return location }
        let word = packed[index]
        return SourceLocation(file: file, line: Int(word >> 32), column: Int(word & 0xFFFF_FFFF))
    }
}
