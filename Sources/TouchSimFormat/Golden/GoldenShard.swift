import TouchSimReader

/// One part of a golden run split across machines: `touchsim test --shard I/N`, or Bazel's
/// test-sharding variables.
///
/// A case belongs to the shard its path hashes to (64-bit FNV-1a of the path's UTF-8, modulo
/// N), so every case is in exactly one shard, and a case stays in its shard when others are
/// added or removed. Every shard must be given the same PATH arguments: the split is by the
/// path as the report prints it.
public struct GoldenShard: Equatable, Sendable {
    /// Why a shard specification cannot be used; the message names the bad value.
    public struct Invalid: Error, Equatable, Sendable {
        /// What is wrong and what was expected.
        public var message: String
    }

    /// Which shard, numbered from 1 as `--shard` writes it (Bazel's index plus one).
    public let index: Int
    /// How many shards there are, at least 1.
    public let count: Int

    /// Creates shard `index` (1-based) of `count`; nil when it does not exist.
    public init?(index: Int, of count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether `goldenCase` is in this shard.
    public func contains(_ goldenCase: GoldenCase) -> Bool {
        Int(Self.hash(goldenCase.path) % UInt64(count)) == index - 1
    }

    /// The cases of this shard, in their order.
    public func select(_ cases: [GoldenCase]) -> [GoldenCase] { cases.filter(contains) }

    /// 64-bit FNV-1a: fixed across runs and machines, unlike Swift's seeded `Hasher`.
    static func hash(_ path: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Parses `--shard`'s value, `I/N`: shard I of N, I from 1 to N.
    public static func parse(_ text: String) throws(Invalid) -> GoldenShard {
        let invalid = "invalid value '\(text)' for '--shard'"
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = wholeNumber(parts[0]), let count = wholeNumber(parts[1]) else {
            throw Invalid(message: "\(invalid); expected I/N, shard I of N shards, I from 1 to N (for example 1/4)")
        }
        guard count >= 1 else { throw Invalid(message: "\(invalid); the number of shards N must be at least 1") }
        guard let shard = GoldenShard(index: index, of: count) else {
            throw Invalid(message: "\(invalid); shards are numbered from 1 to \(count) (I is 1-based)")
        }
        return shard
    }

    /// The shard Bazel's test-sharding protocol asks for: `TEST_TOTAL_SHARDS` and
    /// `TEST_SHARD_INDEX` (0-based); nil when neither is set (or both are empty).
    public static func bazel(environment: [String: String]) throws(Invalid) -> GoldenShard? {
        let total = environment["TEST_TOTAL_SHARDS"].flatMap { $0.isEmpty ? nil : $0 }
        let index = environment["TEST_SHARD_INDEX"].flatMap { $0.isEmpty ? nil : $0 }
        switch (total, index) {
        case (nil, nil): return nil
        case (nil, .some): throw Invalid(message: "TEST_SHARD_INDEX is set but TEST_TOTAL_SHARDS is not")
        case (.some, nil): throw Invalid(message: "TEST_TOTAL_SHARDS is set but TEST_SHARD_INDEX is not")
        case (let total?, let index?):
            guard let count = wholeNumber(total[...]), count >= 1 else {
                throw Invalid(message: "invalid TEST_TOTAL_SHARDS '\(total)'; expected a whole number of at least 1")
            }
            guard let zeroBased = wholeNumber(index[...]), zeroBased < count,
                let shard = GoldenShard(index: zeroBased + 1, of: count)
            else {
                throw Invalid(
                    message: "invalid TEST_SHARD_INDEX '\(index)'; expected a whole number from 0 to \(count - 1) "
                        + "(Bazel numbers shards from 0; TEST_TOTAL_SHARDS is \(count))")
            }
            return shard
        }
    }

    /// Plain decimal digits only: no sign, no spaces, no overflow.
    private static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(text)
    }
}
