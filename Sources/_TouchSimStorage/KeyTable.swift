/// A map from keys to values, in the order added, that hashes a key once, when it is added or
/// looked up: growing places the slots again by the hash bits they keep, where `Dictionary`
/// hashes every key again, which for a tree's 100,000s of ids cost more than adding them
/// (docs/performance.md). Keys are never removed.
public struct KeyTable<Key: Hashable, Value> {
    /// The keys, in the order added.
    public var keys: [Key] { _keys }
    @usableFromInline var _keys: [Key] = []
    /// The value of each of `keys`.
    public var values: [Value] { _values }
    @usableFromInline var _values: [Value] = []
    /// Open addressing with linear probing, a power of two long and at most three quarters
    /// full. A free slot is 0; a key's holds the low half of its hash, which places it, in its
    /// high half and the key's position plus one in its low half, so that a probe passes over
    /// another key without reading it.
    @usableFromInline var slots: [UInt64] = []

    /// An empty table.
    @inlinable public init() {}

    /// How many keys there are.
    @inlinable public var count: Int { _keys.count }

    /// Makes room for `capacity` keys in all, so that the table does not grow before.
    @inlinable
    public mutating func reserveCapacity(_ capacity: Int) {
        _keys.reserveCapacity(capacity)
        _values.reserveCapacity(capacity)
        if Self.fits(capacity, in: slots.count) { return }
        placeAll(slotCount: Self.slotCount(for: capacity))
    }

    /// The value of `key`, nil when it has none.
    @inlinable
    public subscript(key: Key) -> Value? {
        guard !slots.isEmpty, let entry = find(key, hash: Self.hashBits(key)).entry else { return nil }
        return _values[entry]
    }

    /// Adds `key` with `value` and returns nil; when `key` is there already, returns its value
    /// and changes nothing.
    @inlinable
    public mutating func insert(_ value: Value, forKey key: Key) -> Value? {
        if !Self.fits(count + 1, in: slots.count) { placeAll(slotCount: Self.slotCount(for: 2 * (count + 1))) }
        let hash = Self.hashBits(key)
        let (slot, entry) = find(key, hash: hash)
        if let entry { return _values[entry] }
        precondition(count < Int(UInt32.max), "a KeyTable holds fewer than 2^32 - 1 keys")
        slots[slot] = hash << 32 | UInt64(count + 1)
        _keys.append(key)
        _values.append(value)
        return nil
    }

    /// The low half of `key`'s hash.
    @inlinable
    static func hashBits(_ key: Key) -> UInt64 { UInt64(UInt32(truncatingIfNeeded: key.hashValue)) }

    /// The slot of `key`, whose `hashBits` are `hash`, or the free slot where it would go, and
    /// its position if it is there.
    @inlinable
    func find(_ key: Key, hash: UInt64) -> (slot: Int, entry: Int?) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return (slot, nil) }
            if stored >> 32 == hash {
                let entry = Int(stored & 0xFFFF_FFFF) - 1
                if _keys[entry] == key { return (slot, entry) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `count` keys leave a quarter of `slotCount` slots free.
    @inlinable
    static func fits(_ count: Int, in slotCount: Int) -> Bool { count * 4 <= slotCount * 3 }

    /// The fewest slots, a power of two, that hold `count` keys.
    @inlinable
    static func slotCount(for count: Int) -> Int {
        var slotCount = 8
        while !fits(count, in: slotCount) { slotCount *= 2 }
        precondition(slotCount <= 1 << 32, "a KeyTable's keys are placed by 32 bits of their hash")
        return slotCount
    }

    /// Makes the slots `slotCount` long and places every key again by the hash bits its slot keeps.
    @inlinable
    mutating func placeAll(slotCount: Int) {
        var placed = [UInt64](repeating: 0, count: slotCount)
        let mask = slotCount - 1
        for stored in slots where stored != 0 {
            var slot = Int(stored >> 32) & mask
            while placed[slot] != 0 { slot = (slot + 1) & mask }
            placed[slot] = stored
        }
        slots = placed
    }
}

extension KeyTable: Sendable where Key: Sendable, Value: Sendable {}
