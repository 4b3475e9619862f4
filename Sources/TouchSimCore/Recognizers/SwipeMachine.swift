/// `UISwipeGestureRecognizer` (docs/model.md §4.5).
struct SwipeMachine: GestureMachine {
    let direction: SwipeDirection
    let touchesRequired: Int

    private var starts: [(touch: TouchIndex, at: Point)] = []
    private var giveUpAt: SimTime?

    init(direction: SwipeDirection, touchesRequired: Int) {
        self.direction = direction
        self.touchesRequired = touchesRequired
    }

    var deadline: SimTime? { giveUpAt }

    /// Travel along the direction and distance across it.
    private func travel(from a: Point, to b: Point) -> (along: Double, across: Double) {
        let d = b - a
        switch direction {
        case .right: return (d.x, abs(d.y))
        case .left: return (-d.x, abs(d.y))
        case .down: return (d.y, abs(d.x))
        case .up: return (-d.y, abs(d.x))
        }
    }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        guard let now = touches.first?.time else { return .none }
        if starts.isEmpty { giveUpAt = now + Constants.swipeMaximumDuration }
        starts += touches.map { ($0.touch, $0.location) }
        return starts.count > touchesRequired ? .fail : .none
    }

    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent {
        var latest: [TouchIndex: Point] = [:]
        for t in touches { latest[t.touch] = t.location }
        var allFarEnough = starts.count == touchesRequired
        for s in starts {
            guard let now = latest[s.touch] else {
                allFarEnough = false
                continue
            }
            let (along, across) = travel(from: s.at, to: now)
            if across > Constants.swipeMaximumDeviation { return .fail }
            if along < Constants.swipeMinimumTravel { allFarEnough = false }
        }
        return allFarEnough ? .recognize : .none
    }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent { .fail }

    mutating func timerFired(at now: SimTime) -> Intent { .fail }

    mutating func reset() {
        starts = []
        giveUpAt = nil
    }
}
