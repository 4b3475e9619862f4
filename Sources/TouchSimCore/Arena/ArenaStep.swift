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

    /// The step's one touch and its phase, when it has exactly one.
    var only: (TouchSample, TouchPhase)? {
        guard began.count + moved.count + ended.count + cancelled.count == 1 else { return nil }
        if let sample = began.first { return (sample, .down) }
        if let sample = moved.first { return (sample, .move) }
        if let sample = ended.first { return (sample, .up) }
        return cancelled.first.map { ($0, .cancel) }
    }
}
