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
}

/// A continuous recognizer of exactly two fingers that begins once their geometry has changed
/// enough (docs/model.md §4.6, §4.7); further fingers are not given to it.
protocol TwoFingerMachine: GestureMachine {
    var fingers: TwoFingers { get set }
    /// Whether it has begun.
    var active: Bool { get set }
    /// Whether the fingers, from `initial` to `current`, have moved enough to begin.
    static func hasBegun(from initial: (Point, Point), to current: (Point, Point)) -> Bool
    init()
}

extension TwoFingerMachine {
    var touchLimit: Int? { 2 }
    var deadline: SimTime? { nil }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        fingers.add(touches)
        return .none
    }

    /// `changed` while both fingers are down once begun; `begin` when they moved enough.
    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent {
        fingers.move(touches)
        guard let now = fingers.current else { return .none }
        if active { return .change }
        guard let start = fingers.initial, Self.hasBegun(from: start, to: now) else { return .none }
        active = true
        return .begin
    }

    mutating func timerFired(at now: SimTime) -> Intent { .none }

    mutating func reset() { self = Self() }
}
