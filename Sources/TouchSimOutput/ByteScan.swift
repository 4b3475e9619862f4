/// Finds the bytes a writer escapes in a name or an explanation 8 bytes at a time: scanned byte
/// by byte, a `--explain` line's text cost more to check than to copy.
enum ByteScan {
    /// Whether `bytes` holds a byte below 0x20 or equal to `a` or `b`.
    ///
    /// Per 8-byte word, `(w - 0x20…) & ~w & 0x80…` is nonzero exactly when a byte of `w` is below
    /// 0x20, and the same with `w ^ a…` and 0x01… when a byte equals `a`: a borrow only ever
    /// starts at such a byte.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, controlOr a: UInt8, _ b: UInt8) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while i + 8 <= bytes.count {
            let w = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            let isA = w ^ (ones &* UInt64(a))
            let isB = w ^ (ones &* UInt64(b))
            let found = ((w &- ones &* 0x20) & ~w) | ((isA &- ones) & ~isA) | ((isB &- ones) & ~isB)
            if found & highs != 0 { return true }
            i += 8
        }
        while i < bytes.count {
            let byte = base[i]
            if byte < 0x20 || byte == a || byte == b { return true }
            i += 1
        }
        return false
    }
}
