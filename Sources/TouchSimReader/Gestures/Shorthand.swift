import TouchSimCore

/// The gestures that `events` may name instead of raw events (docs/format.md §1.5).
package enum GestureKind: String, CaseIterable, Sendable {
    case tap, longPress, drag, swipe, pinch, rotate

    /// How many fingers the gesture uses.
    var fingerCount: Int { self == .pinch || self == .rotate ? 2 : 1 }

    /// The kind whose name `lexer` has just read as a key, nil for any other key.
    static func named(in lexer: JSONLexer) -> GestureKind? {
        if lexer.scratchEquals("tap") { return .tap }
        if lexer.scratchEquals("longPress") { return .longPress }
        if lexer.scratchEquals("drag") { return .drag }
        if lexer.scratchEquals("swipe") { return .swipe }
        if lexer.scratchEquals("pinch") { return .pinch }
        if lexer.scratchEquals("rotate") { return .rotate }
        return nil
    }
}

/// Where a shorthand puts a finger: a point in window coordinates, or a view's centre.
enum GesturePoint: Sendable {
    case point(Point)
    /// A view id, resolved once the tree is read (`ViewCentres`).
    case view(String)
}

/// How a gesture's motion is spread over its duration: the fraction of the way done at a
/// fraction `u` of the time.
package enum GestureCurve: String, CaseIterable, Sendable {
    case linear
    /// Fast first, slowing to a stop: 1 − (1 − u)³, the shape of a flick.
    case easeOut

    func progress(_ u: Double) -> Double {
        switch self {
        case .linear: return u
        case .easeOut:
            let rest = 1 - u
            return 1 - rest * rest * rest
        }
    }
}

/// One gesture written by name in `events`, decoded and checked; `GestureExpansion` turns it into
/// raw events.
struct Shorthand: Sendable {
    /// The geometry of the motion.
    enum Motion: Sendable {
        /// `tap`, `longPress`: down, hold, up at one point.
        case press(at: GesturePoint)
        /// `drag` (`to` a point) and `swipe` (`by` an offset from `from`).
        case line(from: GesturePoint, to: GesturePoint?, by: Point)
        /// `pinch`: two fingers on a line through `center` at `angle` degrees, `from` points apart
        /// to `to` points apart.
        case pinch(center: GesturePoint, angle: Double, from: Double, to: Double)
        /// `rotate`: two fingers `distance` points apart around `center`, turning from `from` to
        /// `to` degrees.
        case rotate(center: GesturePoint, distance: Double, from: Double, to: Double)
    }

    var kind: GestureKind
    var motion: Motion
    /// When the first finger goes down.
    var start: SimTime
    /// How long the fingers move; zero for a press.
    var duration: Duration
    /// How long the fingers rest before the lift: a press's duration, or `holdEnd`.
    var hold: Duration
    var curve: GestureCurve
    /// The finger ids, `kind.fingerCount` of them.
    var fingers: [Int]

    /// When the last finger lifts.
    var end: SimTime { start + duration + hold }

}

/// A view id that a shorthand names, with where it was written, checked once the tree is read.
struct ViewReference: Sendable {
    var id: String
    var location: SourceLocation
    var path: String
}
