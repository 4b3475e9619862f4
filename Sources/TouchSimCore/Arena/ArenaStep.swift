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

    /// The step's one touch, when it has exactly one; a move, nearly every step's, first.
    var onlyTouch: TouchIndex? {
        if moved.count == 1 && began.isEmpty && ended.isEmpty && cancelled.isEmpty { return moved[0].touch }
        return onlyTouchNotMoved
    }

    /// `onlyTouch` for a step that is not one move.
    private var onlyTouchNotMoved: TouchIndex? {
        guard began.count + moved.count + ended.count + cancelled.count == 1 else { return nil }
        if began.count == 1 { return began[0].touch }
        return ended.count == 1 ? ended[0].touch : cancelled[0].touch
    }
}
