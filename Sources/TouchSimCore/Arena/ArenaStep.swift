import _TouchSimStorage

/// The touches of one UIEvent by phase, in trace order, as the recognizers see them.
struct ArenaStep {
    var began: [TouchSample] = []
    var moved: [TouchSample] = []
    var ended: [TouchSample] = []
    var cancelled: [TouchSample] = []

    /// Empty again, its lists keeping their storage.
    mutating func removeAll() {
        began.empty()
        moved.empty()
        ended.empty()
        cancelled.empty()
    }

    /// The phase of the step's one touch, when it has exactly one; a move, nearly every step's,
    /// first.
    var onlyPhase: TouchPhase? {
        guard began.count + moved.count + ended.count + cancelled.count == 1 else { return nil }
        if moved.count == 1 { return .move }
        if began.count == 1 { return .down }
        return ended.count == 1 ? .up : .cancel
    }
}
