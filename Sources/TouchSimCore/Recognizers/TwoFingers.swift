/// The two touches a pinch or a rotation follows (docs/model.md §4.6, §4.7): the first two it
/// was given, where they are now, and where they were when the second went down.
struct TwoFingers {
    private var fingers: [(touch: TouchIndex, at: Point)] = []
    /// Both positions when the second finger went down; nil until then.
    private(set) var initial: (Point, Point)?

    /// The current positions of both fingers, once two are down.
    var current: (Point, Point)? {
        fingers.count == 2 ? (fingers[0].at, fingers[1].at) : nil
    }

    /// Takes new fingers, at most two in all (the arena gives no more: `touchLimit` is 2).
    mutating func add(_ touches: [TouchSample]) {
        fingers += touches.prefix(2 - fingers.count).map { ($0.touch, $0.location) }
        if initial == nil, let both = current { initial = both }
    }

    /// Moves the fingers among `touches` to their new locations.
    mutating func move(_ touches: [TouchSample]) {
        for t in touches {
            if let i = fingers.firstIndex(where: { $0.touch == t.touch }) { fingers[i].at = t.location }
        }
    }

    /// Forgets the fingers among `touches`; returns how many are still down.
    mutating func lift(_ touches: [TouchSample]) -> Int {
        fingers.removeAll { f in touches.contains { $0.touch == f.touch } }
        return fingers.count
    }

    mutating func reset() { self = TwoFingers() }
}
