import TouchSimCore

extension Summary.ScrollEntry {
    /// The summary's `changed` (docs/format.md §3): whether `from` and `to` differ as printed, so
    /// the flag never contradicts the two offsets beside it (a drift of 0.0001 point is not a
    /// change anyone can see in the output).
    public var changed: Bool {
        NumberFormat.string(from.x) != NumberFormat.string(to.x)
            || NumberFormat.string(from.y) != NumberFormat.string(to.y)
    }
}
