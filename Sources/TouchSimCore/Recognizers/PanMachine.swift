import _TouchSimStorage

/// `UIPanGestureRecognizer` (docs/model.md §4.3, §4.4), also the engine of a scroll view's pan,
/// which may begin only along the axes it can scroll (§5.5).
///
/// Several fingers move the centroid; when a finger joins or leaves, the start is shifted so
/// the translation does not jump.
struct PanMachine: GestureMachine {
    let minimumTouches: Int
    let maximumTouches: Int?
    /// Axes along which movement may begin the pan; a zoom changes a scroll view's (§16.2).
    var beginAxes: [Axis]
    /// How far a finger must move along one of `beginAxes` to begin it, points: a pan's 10 pt
    /// (§4.3), a table's swipe-actions pan 25 (§14.1).
    let hysteresisDistance: Double

    /// The fingers down, in the order they went down; emptied rather than freed, as the engine's
    /// lists are (docs/performance.md).
    private var fingers: [(touch: TouchIndex, at: Point)] = []
    /// Centroid where the pan started, corrected for fingers joining and leaving.
    private var start = Point.zero
    /// Hysteresis fixed when the pan begins; nil while it has not.
    private var hysteresis: Point?
    private var lastCentroid = Point.zero
    private var lastSampleTime = SimTime.zero
    /// The last two velocity samples, points per second: two fields, not an array, since a
    /// pan samples at every move.
    private var lastSample: Point?
    private var previousSample: Point?

    init(
        minimumTouches: Int, maximumTouches: Int?, beginAxes: [Axis],
        hysteresisDistance: Double = Constants.panHysteresis
    ) {
        self.minimumTouches = minimumTouches
        self.maximumTouches = maximumTouches
        self.beginAxes = beginAxes
        self.hysteresisDistance = hysteresisDistance
    }

    var touchLimit: Int? { maximumTouches }
    var deadline: SimTime? { nil }

    /// Translation less the hysteresis (§4.3), raw translation (§6.4) and velocity (§4.4).
    var panReport: PanReport? {
        PanReport(
            translation: (lastCentroid - start) - (hysteresis ?? .zero), rawTranslation: lastCentroid - start,
            velocity: releaseVelocity)
    }

    /// Release velocity of the fingers, points per second (§4.4).
    private var releaseVelocity: Point {
        guard let last = lastSample else { return .zero }
        guard let previous = previousSample else { return last }
        let w = Constants.velocityLastSampleWeight
        return last * w + previous * (1 - w)
    }

    private var centroid: Point {
        let sum = fingers.reduce(Point.zero) { $0 + $1.at }
        return sum * (1 / Double(max(fingers.count, 1)))
    }

    /// Changes the finger set in place and shifts `start` so the centroid's jump is not movement.
    private mutating func regroup(_ change: (inout [(touch: TouchIndex, at: Point)]) -> Void) {
        let before = centroid
        change(&fingers)
        guard !fingers.isEmpty else { return }
        start = start + (centroid - before)
        lastCentroid = centroid
    }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        guard let now = touches.first?.time else { return .none }
        if fingers.isEmpty {
            for t in touches { fingers.append((t.touch, t.location)) }
            start = centroid
            lastCentroid = start
            lastSampleTime = now
        } else {
            regroup { fingers in for t in touches { fingers.append((t.touch, t.location)) } }
        }
        return .none
    }

    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent {
        guard let now = touches.first?.time else { return .none }
        for t in touches {
            if let i = fingers.firstIndex(where: { $0.touch == t.touch }) { fingers[i].at = t.location }
        }
        sample(now: now)
        if hysteresis != nil { return .change }
        let d = lastCentroid - start
        guard fingers.count >= minimumTouches,
            beginAxes.contains(where: { abs(d[$0]) >= hysteresisDistance })
        else { return .none }
        let h = hysteresisDistance
        hysteresis = Point(min(max(d.x, -h), h), min(max(d.y, -h), h))
        return .begin
    }

    /// Records Δposition/Δt; a finger at rest gives a zero sample (§4.4).
    private mutating func sample(now: SimTime) {
        let c = centroid
        let dt = (now - lastSampleTime).milliseconds / 1000
        if dt > 0 {
            previousSample = lastSample
            lastSample = (c - lastCentroid) * (1 / dt)
        }
        lastCentroid = c
        lastSampleTime = now
    }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent {
        guard let now = touches.first?.time else { return .none }
        for t in touches {
            if let i = fingers.firstIndex(where: { $0.touch == t.touch }) { fingers[i].at = t.location }
        }
        let ending = fingers.count == touches.count
        guard ending else {
            // Those that stay keep their order, and so the centroid its sum's order.
            regroup { fingers in fingers.remove { f in touches.contains { $0.touch == f.touch } } }
            return .none
        }
        let moved = centroid != lastCentroid
        sample(now: now)
        fingers.empty()
        return hysteresis == nil ? .fail : .end(afterChange: moved)
    }

    mutating func timerFired(at now: SimTime) -> Intent { .none }

    mutating func reset() {
        fingers.empty()
        hysteresis = nil
        lastSample = nil
        previousSample = nil
    }
}
