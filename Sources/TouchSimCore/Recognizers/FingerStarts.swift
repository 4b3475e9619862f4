import _TouchSimStorage

/// The fingers of a tap or a long press that are down and where each went down (`TapMachine`,
/// `LongPressMachine`, docs/model.md §4.1, §4.2), in no particular order: each finger is one
/// touch, asked about by its touch.
///
/// The first finger is kept in a field, the others in a list: a one-finger tap, nearly every
/// tap, writes no list, and a list written at every tap's `down` checked each time that its
/// storage was not shared, for each of a window's hundred recognizers. The list is emptied
/// rather than freed, so that a recognizer allocates nothing per tap once it has seen one.
struct FingerStarts {
    private var first: (touch: TouchIndex, at: Point)?
    /// The fingers after the first; empty while `first` is nil.
    private var others: [(touch: TouchIndex, at: Point)] = []

    /// Whether no finger is down.
    var isEmpty: Bool { first == nil }

    /// How many fingers are down.
    var count: Int { first == nil ? 0 : 1 + others.count }

    /// The fingers of a new tap, `touches` (at least one), in place of any before.
    mutating func restart(_ touches: [TouchSample]) {
        first = (touches[0].touch, touches[0].location)
        if !others.isEmpty { others.empty() }
        for t in touches.dropFirst() { others.append((t.touch, t.location)) }
    }

    /// One more finger of the tap.
    mutating func add(_ t: TouchSample) {
        if first == nil {
            first = (t.touch, t.location)
        } else {
            others.append((t.touch, t.location))
        }
    }

    /// Where the finger of `touch` went down, nil when it is not one of the tap's.
    func start(of touch: TouchIndex) -> Point? {
        if let first, first.touch == touch { return first.at }
        return others.first { $0.touch == touch }?.at
    }

    /// The fingers of `touches` lifted.
    mutating func remove(_ touches: [TouchSample]) {
        others.remove { s in touches.contains { $0.touch == s.touch } }
        guard let first, touches.contains(where: { $0.touch == first.touch }) else { return }
        self.first = others.isEmpty ? nil : others.removeLast()
    }
}
