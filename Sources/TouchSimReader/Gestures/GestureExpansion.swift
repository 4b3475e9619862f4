import Foundation
import TouchSimCore

/// What pass 2 needs to turn shorthands into raw events: the sampling rate and where the named
/// views are.
struct ExpansionContext: Sendable {
    /// Samples per second of a moving gesture (docs/format.md §1.5, `sampleRate`).
    var sampleRate: Double
    /// The centre of every view a shorthand names, in window coordinates at the initial offsets.
    var centres: [String: Point]
}

/// The raw events of one shorthand, produced in time order, one instant at a time.
///
/// The schedule (docs/format.md §1.5): every finger goes down at `start`; a moving
/// gesture then moves them at each sample time `start + k / sampleRate` that is before the end
/// of the motion; the last position is reached at `start + duration`, by the `up` itself when
/// there is no hold, else by a `move` followed by the `up` after the hold. A press has no
/// motion: down, then up after its duration. Positions are rounded to 0.001 pt and times are
/// whole microseconds, so `touchsim expand` prints them exactly.
struct GestureExpansion {
    private enum Stage {
        case down
        case moving(sample: Int64)
        case lift, done
    }

    /// The index in `events` of the shorthand, which orders simultaneous events of several entries.
    let entry: Int
    private let shorthand: Shorthand
    private let period: Double
    private let from: [Point]
    private let place: (Double) -> [Point]
    private var stage = Stage.down
    /// The events of the current instant not yet taken, first finger first.
    private var instant: [TouchEvent] = []

    /// The expansion of `shorthand`, the entry at `entry`, with the views `context` locates.
    init(_ shorthand: Shorthand, entry: Int, context: ExpansionContext) {
        self.entry = entry
        self.shorthand = shorthand
        period = 1_000_000 / context.sampleRate
        func resolve(_ point: GesturePoint) -> Point {
            switch point {
            case .point(let p): return p
            // ScenarioFile.load checked every named id against the tree before any replay.
            case .view(let id): return context.centres[id]!
            }
        }
        let curve = shorthand.curve
        switch shorthand.motion {
        case .press(let at):
            let p = resolve(at)
            place = { _ in [p] }
        case .line(let start, let to, let by):
            let a = resolve(start)
            let b = to.map(resolve) ?? a + by
            place = { u in [a + (b - a) * curve.progress(u)] }
        case .pinch(let center, let angle, let d0, let d1):
            let c = resolve(center)
            let axis = Self.unit(degrees: angle)
            place = { u in
                let half = (d0 + (d1 - d0) * curve.progress(u)) / 2
                return [c - axis * half, c + axis * half]
            }
        case .rotate(let center, let distance, let a0, let a1):
            let c = resolve(center)
            place = { u in
                let axis = Self.unit(degrees: a0 + (a1 - a0) * curve.progress(u))
                return [c - axis * (distance / 2), c + axis * (distance / 2)]
            }
        }
        from = place(0)
        advance()
    }

    /// When the next event happens; nil when every event has been taken.
    var nextTime: SimTime? { instant.first?.time }

    /// Takes the next event.
    mutating func take() -> TouchEvent {
        let event = instant.removeFirst()
        if instant.isEmpty { advance() }
        return event
    }

    /// Fills `instant` with the events of the next instant of the schedule.
    private mutating func advance() {
        let start = shorthand.start
        let motionEnd = start + shorthand.duration
        switch stage {
        case .down:
            emit(.down, at: start, from)
            stage = shorthand.duration.microseconds > 0 ? .moving(sample: 1) : .lift
        case .moving(let k):
            let offset = Int64((Double(k) * period).rounded())
            if offset < shorthand.duration.microseconds {
                let u = Double(offset) / Double(shorthand.duration.microseconds)
                emit(.move, at: start + Duration(microseconds: offset), place(u))
                stage = .moving(sample: k + 1)
            } else if shorthand.hold.microseconds > 0 {
                emit(.move, at: motionEnd, place(1))
                stage = .lift
            } else {
                emit(.up, at: motionEnd, place(1))
                stage = .done
            }
        case .lift:
            emit(.up, at: shorthand.end, place(1))
            stage = .done
        case .done:
            break
        }
    }

    private mutating func emit(_ phase: TouchPhase, at time: SimTime, _ points: [Point]) {
        for (finger, point) in zip(shorthand.fingers, points) {
            instant.append(TouchEvent(time: time, touch: finger, phase: phase, location: Self.rounded(point)))
        }
    }

    /// `point` to 0.001 pt, half away from zero as output rounds (docs/format.md §1.5, §3.6).
    static func rounded(_ point: Point) -> Point {
        func quantize(_ v: Double) -> Double {
            // A decimal tie comes out of binary arithmetic a hair off (−91.2215 pt as
            // −91221.49999999999 thousandths): rounded first to 10⁻⁹ pt, it is a tie again.
            let thousandths = (v * 1000 * 1_000_000).rounded() / 1_000_000
            // `+ 0` turns -0 into 0, which output would print the same but `expand` would not.
            return thousandths.rounded(.toNearestOrAwayFromZero) / 1000 + 0
        }
        return Point(quantize(point.x), quantize(point.y))
    }

    /// The unit vector at `degrees` clockwise from the x axis (y points down, as on screen).
    private static func unit(degrees: Double) -> Point {
        let radians = degrees * Double.pi / 180
        return Point(cos(radians), sin(radians))
    }
}

/// The events of the shorthands under way, merged in time order; simultaneous events keep the
/// order of their entries in `events`.
struct EventMerger {
    private var active: [GestureExpansion] = []

    /// Whether no shorthand has events left.
    var isEmpty: Bool { active.isEmpty }

    /// Starts merging `expansion`, whose entry comes after every one added before.
    mutating func add(_ expansion: GestureExpansion) {
        if expansion.nextTime != nil { active.append(expansion) }
    }

    /// Hands `body` every pending event at or before `limit` (all of them when nil), in order.
    mutating func flush(through limit: SimTime?, _ body: (TouchEvent) -> Void) {
        while true {
            var best: Int?
            for (i, expansion) in active.enumerated() {
                guard let time = expansion.nextTime, limit.map({ time <= $0 }) ?? true else { continue }
                if best == nil || time < active[best!].nextTime! { best = i }
            }
            guard let i = best else { return }
            body(active[i].take())
            if active[i].nextTime == nil { active.remove(at: i) }
        }
    }
}
