/// The keys of one JSON object read so far: a key written twice is an error at its second
/// occurrence (docs/format.md §4). Every object of a scenario is checked here or with
/// `duplicate(_:at:earlier:path:)`.
struct SeenKeys {
    private var first: [String: SourceLocation] = [:]

    /// Notes `key` at `location`; throws if the object had it already.
    mutating func note(_ key: String, at location: SourceLocation, path: String = "") throws(Diagnostic) {
        if let earlier = first.updateValue(location, forKey: key) {
            throw Self.duplicate(key, at: location, earlier: earlier, path: path)
        }
    }

    /// Whether the object had `key`.
    func contains(_ key: String) -> Bool { first[key] != nil }

    /// The error for `key` written again at `location`.
    static func duplicate(_ key: String, at location: SourceLocation, earlier: SourceLocation, path: String)
        -> Diagnostic
    {
        location.diagnostic(
            "duplicate key \(Quoted.string(key)) (first at \(earlier.shortDescription(from: location)))", path: path)
    }
}
