/// The keys of one JSON object read so far: a key written twice is an error at its second
/// occurrence (docs/format.md §4). Every object of a scenario is checked here or with
/// `duplicate(_:at:earlier:path:)`.
struct SeenKeys {
    /// Each key's line and column packed in one word: an object of 100,000s of keys is held at
    /// 24 bytes a key. The file is the object's own, the same for every key.
    private var first: [String: UInt64] = [:]
    /// The keys at a line or column beyond 32 bits, which do not pack.
    private var far: [String: SourceLocation] = [:]

    /// Notes `key` at `location`; throws if the object had it already.
    mutating func note(_ key: String, at location: SourceLocation, path: String = "") throws(Diagnostic) {
        let earlier: SourceLocation?
        if let line = UInt32(exactly: location.line), let column = UInt32(exactly: location.column),
            far[key] == nil
        {
            earlier = first.updateValue(UInt64(line) << 32 | UInt64(column), forKey: key).map {
                SourceLocation(file: location.file, line: Int($0 >> 32), column: Int($0 & 0xFFFF_FFFF))
            }
        } else {
            earlier =
                far.updateValue(location, forKey: key)
                ?? first.removeValue(forKey: key).map {
                    SourceLocation(file: location.file, line: Int($0 >> 32), column: Int($0 & 0xFFFF_FFFF))
                }
        }
        if let earlier { throw Self.duplicate(key, at: location, earlier: earlier, path: path) }
    }

    /// Whether the object had `key`.
    func contains(_ key: String) -> Bool { first[key] != nil || far[key] != nil }

    /// The error for `key` written again at `location`.
    static func duplicate(_ key: String, at location: SourceLocation, earlier: SourceLocation, path: String)
        -> Diagnostic
    {
        location.diagnostic(
            "duplicate key \(Quoted.string(key)) (first at \(earlier.shortDescription(from: location)))", path: path)
    }
}
