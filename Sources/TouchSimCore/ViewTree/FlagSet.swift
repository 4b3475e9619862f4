/// A fixed number of flags, 64 to a word, so that the next set flag is found a word at a time:
/// `SiblingGrid` keeps one per slot to skip the subviews hit-testing can never hit (§1.1).
struct FlagSet {
    private var words: [UInt64]

    /// `count` flags, all `set` or all clear.
    init(count: Int, set: Bool) {
        words = Array(repeating: set ? ~0 : 0, count: (count + 63) / 64)
    }

    subscript(index: Int) -> Bool {
        get { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }
        set {
            if newValue {
                words[index >> 6] |= 1 << UInt64(index & 63)
            } else {
                words[index >> 6] &= ~(1 << UInt64(index & 63))
            }
        }
    }

    /// The first set flag in `range`; `range.upperBound` when none is.
    func firstSet(in range: Range<Int>) -> Int {
        var index = range.lowerBound
        while index < range.upperBound {
            let bits = words[index >> 6] >> UInt64(index & 63)
            if bits != 0 { return min(index + bits.trailingZeroBitCount, range.upperBound) }
            index = ((index >> 6) + 1) << 6
        }
        return range.upperBound
    }
}
