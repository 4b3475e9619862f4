import TouchSimTestSupport

@testable import TouchSimCore

/// Random multi-finger traces that are never an input error (docs/format.md §1): 0–60 events, at
/// most 3 fingers down at once, times on a per-trace grid so that fingers often share a UIEvent.
///
/// A trace is a set of strokes (one finger from `down` to its `up`, `cancel` or the trace's
/// end) shaped like real gestures — taps, holds, drags, flicks, multi-taps, pinches — or plain
/// random walks with small and large steps; finger ids are assigned afterwards and reused.
struct TraceGenerator {
    var rng: SplitMix64
    /// Visible window rectangles of the tree's views, weighted, to aim most touches at something.
    let targets: [(rect: Rect, weight: Double)]

    private struct Stroke {
        /// Ticks strictly increase; the first step is the `down`.
        var steps: [(tick: Int, phase: TouchPhase, at: Point)] = []
        var finger = 0
        var start: Int { steps[0].tick }
        /// The tick of the `up` or `cancel`; nil when the finger never lifts.
        var endTick: Int? { steps.last!.phase == .up || steps.last!.phase == .cancel ? steps.last!.tick : nil }
    }

    /// Milliseconds per tick.
    private var grid = 1.0
    private var integral = true

    init(rng: SplitMix64, targets: [(rect: Rect, weight: Double)]) {
        self.rng = rng
        self.targets = targets
    }

    mutating func makeTrace() -> [TouchEvent] {
        let few = rng.int(1...12)
        let some = rng.int(13...40)
        let many = rng.int(41...60)
        let target = rng.weighted([(0.5, 0), (3, few), (4, some), (3, many)])
        grid = rng.weighted([(3, 1.0), (2, 4.0), (2, 8.0), (2, 16.0), (2, 50.0 / 3)])
        integral = rng.chance(0.8)
        var strokes: [Stroke] = []
        var cursor = rng.int(0...10)
        var count = 0
        while count < target {
            let group = makeGroup(at: cursor)
            count += group.reduce(0) { $0 + $1.steps.count }
            strokes += group
            let short = rng.double(1...100)
            let medium = rng.double(100...600)
            let long = rng.double(600...3000)
            let pause = rng.double(3000...12000)
            let gap = rng.weighted([(1.5, 0.0), (3.5, short), (3, medium), (1.5, long), (0.5, pause)])
            cursor += gap == 0 ? 0 : ticks(gap)
        }
        // Cutting at the target leaves fingers down mid-stroke; keeping whole strokes (up to
        // 60 events) lets most of them lift.
        return Array(merge(assignFingers(strokes)).prefix(rng.chance(0.4) ? target : 60))
    }

    // MARK: Strokes

    private mutating func makeGroup(at start: Int) -> [Stroke] {
        switch rng.weighted([(3, 0), (1.5, 1), (3, 2), (2, 3), (1, 4), (1, 5), (1, 6)]) {
        case 0: return [tap(at: start, aim())]
        case 1: return [hold(at: start)]
        case 2: return [drag(at: start)]
        case 3: return [wander(at: start)]
        case 4: return multiTap(at: start)
        case 5: return pinch(at: start)
        default: return twoFingerTap(at: start)
        }
    }

    private mutating func tap(at start: Int, _ p: Point) -> Stroke {
        var s = Stroke()
        s.steps = [(start, .down, p)]
        let duration = ticks(rng.double(20...250))
        if rng.chance(0.3), duration > 1 { s.steps.append((start + duration / 2, .move, p + jitter(6))) }
        s.steps.append((start + duration, .up, p + jitter(3)))
        return finish(s)
    }

    private mutating func hold(at start: Int) -> Stroke {
        let p = aim()
        var s = Stroke()
        s.steps = [(start, .down, p)]
        var tick = start
        for _ in 0..<rng.int(0...3) {
            tick += ticks(rng.double(50...400))
            s.steps.append((tick, .move, p + jitter(rng.chance(0.2) ? 15 : 6)))
        }
        let lift = start + ticks(rng.double(300...1600))
        s.steps.append((max(tick + 1, lift), .up, s.steps.last!.at))
        return finish(s)
    }

    private mutating func drag(at start: Int) -> Stroke {
        var p = aim()
        var s = Stroke()
        s.steps = [(start, .down, p)]
        let slow = rng.double(0.02...0.2)
        let medium = rng.double(0.2...1)
        let fast = rng.double(1...4)
        let speed = rng.weighted([(1, slow), (2, medium), (2, fast)])
        let direction =
            rng.chance(0.6) ? rng.pick([Point(1, 0), Point(-1, 0), Point(0, 1), Point(0, -1)]) : unitVector()
        let interval = rng.pick([8.0, 16, 16, 33, 50])
        var tick = start + (rng.chance(0.3) ? ticks(rng.double(100...400)) : 0)
        for _ in 0..<rng.int(2...15) {
            tick += ticks(interval)
            p = p + direction * (speed * Double(ticks(interval)) * grid)
            s.steps.append((tick, .move, p))
        }
        if rng.chance(0.2) {
            tick += ticks(rng.double(50...200))
            s.steps.append((tick, .move, p))
        }
        if rng.chance(0.3) { p = p + direction * (speed * interval) }
        s.steps.append((tick + ticks(interval), .up, p))
        return finish(s)
    }

    private mutating func wander(at start: Int) -> Stroke {
        var p = aim()
        var s = Stroke()
        s.steps = [(start, .down, p)]
        var tick = start
        for _ in 0..<rng.int(1...12) {
            let quick = rng.double(1...20)
            let medium = rng.double(20...200)
            let slow = rng.double(200...1000)
            tick += ticks(rng.weighted([(5, quick), (3.5, medium), (1.5, slow)]))
            if !rng.chance(0.1) { p = p + jitter(rng.weighted([(4.5, 3.0), (3.5, 30), (2, 250)])) }
            s.steps.append((tick, .move, p))
        }
        tick += ticks(rng.double(1...300))
        s.steps.append((tick, .up, rng.chance(0.7) ? p : p + jitter(30)))
        return finish(s)
    }

    private mutating func multiTap(at start: Int) -> [Stroke] {
        let p = aim()
        var out: [Stroke] = []
        var tick = start
        for _ in 0..<rng.int(2...3) {
            let s = tap(at: tick, p + jitter(rng.chance(0.15) ? 60 : 10))
            out.append(s)
            let quick = rng.double(40...300)
            let slow = rng.double(300...450)
            tick = (s.endTick ?? s.steps.last!.tick) + ticks(rng.chance(0.8) ? quick : slow)
        }
        return out
    }

    private mutating func pinch(at start: Int) -> [Stroke] {
        let c = aim()
        let axis = unitVector()
        var separation = rng.double(40...200)
        var a = Stroke()
        var b = Stroke()
        a.steps = [(start, .down, c + axis * (separation / 2))]
        b.steps = [(start, .down, c - axis * (separation / 2))]
        let grow = rng.chance(0.5) ? 1.0 : -1.0
        var tick = start
        for _ in 0..<rng.int(2...10) {
            tick += ticks(16)
            separation = max(2, separation + grow * rng.double(1...20))
            a.steps.append((tick, .move, c + axis * (separation / 2)))
            b.steps.append((tick, .move, c - axis * (separation / 2)))
        }
        a.steps.append((tick + 1, .up, a.steps.last!.at))
        b.steps.append((tick + (rng.chance(0.6) ? 1 : rng.int(2...20)), .up, b.steps.last!.at))
        return [finish(a), finish(b)]
    }

    private mutating func twoFingerTap(at start: Int) -> [Stroke] {
        let p = aim()
        let other = p + Point(rng.double(-60...60), rng.double(-60...60))
        let a = tap(at: start, p)
        var b = tap(at: start + (rng.chance(0.7) ? 0 : rng.int(1...2)), other)
        if rng.chance(0.6), b.steps.count == 2, let end = a.endTick, end > b.start { b.steps[1].tick = end }
        return [a, b]
    }

    /// Sometimes the finger is cancelled by the system instead of lifting, or never lifts.
    private mutating func finish(_ stroke: Stroke) -> Stroke {
        var s = stroke
        s.steps = s.steps.map { ($0.tick, $0.phase, round($0.at)) }
        switch rng.weighted([(92, 0), (4, 1), (4, 2)]) {
        case 1: s.steps[s.steps.count - 1].phase = .cancel
        case 2: s.steps.removeLast()
        default: break
        }
        return s
    }

    // MARK: Fingers and merging

    /// Gives each stroke a finger id in 1...4 that is free from its down to its lift, at most
    /// three fingers down at once; a stroke with no room is dropped. Low ids are preferred so
    /// that ids are often reused.
    private mutating func assignFingers(_ strokes: [Stroke]) -> [Stroke] {
        let ordered = strokes.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        var placed: [Stroke] = []
        for (_, stroke) in ordered {
            let busy = placed.filter { $0.endTick.map { $0 >= stroke.start } ?? true }
            guard busy.count < 3 else { continue }
            let free = (1...4).filter { id in !busy.contains { $0.finger == id } }
            var s = stroke
            s.finger = rng.chance(0.6) ? free[0] : rng.pick(free)
            placed.append(s)
        }
        return placed
    }

    /// All steps in time order; steps at one tick keep the order of their strokes.
    private func merge(_ strokes: [Stroke]) -> [TouchEvent] {
        var all: [(tick: Int, stroke: Int, event: TouchEvent)] = []
        for (i, s) in strokes.enumerated() {
            for step in s.steps {
                let time = SimTime(milliseconds: Double(step.tick) * grid)
                all.append(
                    (step.tick, i, TouchEvent(time: time, touch: s.finger, phase: step.phase, location: step.at)))
            }
        }
        return all.sorted { ($0.tick, $0.stroke) < ($1.tick, $1.stroke) }.map(\.event)
    }

    // MARK: Helpers

    private func ticks(_ ms: Double) -> Int { max(1, Int((ms / grid).rounded())) }

    private mutating func aim() -> Point {
        guard rng.chance(0.85), !targets.isEmpty else { return Point(rng.double(-10...400), rng.double(-10...854)) }
        let r = rng.weighted(targets.map { ($0.weight, $0.rect) })
        let x = rng.double(r.minX...r.maxX)
        let y = rng.double(r.minY...r.maxY)
        return Point(min(max(x, -5), 395), min(max(y, -5), 849))
    }

    /// A random direction; square roots are exact in IEEE arithmetic, so every platform agrees.
    private mutating func unitVector() -> Point {
        while true {
            let v = Point(rng.double(-1...1), rng.double(-1...1))
            if v.length > 0.1 { return v * (1 / v.length) }
        }
    }

    private mutating func jitter(_ amount: Double) -> Point {
        Point(rng.double(-amount...amount), rng.double(-amount...amount))
    }

    private func round(_ p: Point) -> Point {
        let k = integral ? 1.0 : 10.0
        return Point((p.x * k).rounded() / k, (p.y * k).rounded() / k)
    }
}

/// docs/format.md §1's input errors in a trace, or nil when it is valid: `t` decreasing or negative,
/// a finger twice at one time, `move`/`up`/`cancel` of a finger not down, `down` of one already down.
func traceInputError(_ events: [TouchEvent]) -> String? {
    var down: Set<Int> = []
    var seenAtTime: Set<Int> = []
    var last = SimTime.zero
    for (i, e) in events.enumerated() {
        if e.time < last || e.time < .zero { return "events[\(i)]: t goes back" }
        if e.time != last { seenAtTime = [] }
        last = e.time
        if e.touch < 1 { return "events[\(i)]: touch < 1" }
        if !seenAtTime.insert(e.touch).inserted { return "events[\(i)]: touch \(e.touch) twice at one t" }
        switch e.phase {
        case .down where down.contains(e.touch): return "events[\(i)]: down of a touch already down"
        case .down: down.insert(e.touch)
        case _ where !down.contains(e.touch): return "events[\(i)]: \(e.phase) of a touch not down"
        case .move: break
        case .up, .cancel: down.remove(e.touch)
        }
    }
    return nil
}

/// The trace without the events that would make it an input error, for the shrinker.
func repairedTrace(_ events: [TouchEvent]) -> [TouchEvent] {
    var out: [TouchEvent] = []
    for e in events where traceInputError(out + [e]) == nil { out.append(e) }
    return out
}
