/// SplitMix64 (Steele, Lea, Flood 2014): a tiny PRNG whose whole state is one `UInt64`, so a
/// scenario is fully determined by its seed on every platform and Swift version.
///
/// The helpers below do their own range reduction instead of the standard library's
/// `random(in:using:)`, whose algorithm is not promised to stay the same across releases.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator seeded explicitly; nearby seeds give unrelated streams.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `range` (multiply-high reduction; its bias is far below anything
    /// a test could notice).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) &+ 1
        guard span != 0 else { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound + Int(next().multipliedFullWidth(by: span).high)
    }

    /// A uniform double in `[0, 1)`, 53 bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A uniform double in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One element of a non-empty array.
    public mutating func pick<T>(_ options: [T]) -> T { options[int(0...options.count - 1)] }

    /// One option, chosen with the given relative weights.
    public mutating func weighted<T>(_ options: [(weight: Double, value: T)]) -> T {
        var roll = unit() * options.reduce(0) { $0 + $1.weight }
        for option in options {
            roll -= option.weight
            if roll < 0 { return option.value }
        }
        return options[options.count - 1].value
    }

    /// Up to `count` distinct elements of `options`, in a random order.
    public mutating func sample<T>(_ options: [T], upTo count: Int) -> [T] {
        var pool = options
        var out: [T] = []
        while out.count < count, !pool.isEmpty {
            out.append(pool.remove(at: int(0...pool.count - 1)))
        }
        return out
    }
}
