/// `UIScreenEdgePanGestureRecognizer` (docs/model.md §4.8): a pan that begins only for a finger
/// that went down near one of its window edges and then moves away from that edge. It follows
/// only its first touch [DOC: "ignores any touches beyond the first touch"].
struct ScreenEdgePanMachine: GestureMachine {
    let edges: [RectEdge]
    let windowSize: Size
    /// The pan it is once the edge test passed: the same hysteresis and motion (§4.3).
    private var pan = PanMachine(minimumTouches: 1, maximumTouches: 1, beginAxes: Axis.allCases)
    /// The edges the finger went down near [MODEL: within `Constants.screenEdgeRegion`].
    private var startEdges: [RectEdge] = []

    init(edges: [RectEdge], windowSize: Size) {
        self.edges = edges
        self.windowSize = windowSize
    }

    var touchLimit: Int? { 1 }
    var deadline: SimTime? { nil }
    var panReport: PanReport? { pan.panReport }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent {
        guard let first = touches.first else { return .none }
        startEdges = edges.filter { distance(of: first.location, from: $0) < Constants.screenEdgeRegion }
        // A finger that starts away from every edge can never be an edge pan: it fails at once,
        // so what waits for it (delaysTouchesBegan, requireToFail) is not held.
        guard !startEdges.isEmpty else { return .fail }
        return pan.touchesBegan(Array(touches.prefix(1)))
    }

    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent {
        let intent = pan.touchesMoved(touches)
        guard intent == .begin, let motion = pan.panReport?.rawTranslation else { return intent }
        // [MODEL] At the pan's begin the motion must point into the window from a start edge:
        // that edge's perpendicular axis dominates and its sign points away from the edge.
        return startEdges.contains { Self.movesAway(motion, from: $0) } ? .begin : .fail
    }

    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent { pan.touchesEnded(touches) }

    mutating func timerFired(at now: SimTime) -> Intent { .none }

    mutating func reset() {
        pan.reset()
        startEdges = []
    }

    /// How far `p` (window coordinates) lies from the window's `edge`.
    private func distance(of p: Point, from edge: RectEdge) -> Double {
        switch edge {
        case .left: return p.x
        case .right: return windowSize.width - p.x
        case .top: return p.y
        case .bottom: return windowSize.height - p.y
        }
    }

    /// Whether `motion` leads away from `edge`, into the window.
    static func movesAway(_ motion: Point, from edge: RectEdge) -> Bool {
        switch edge {
        case .left: return motion.x > 0 && abs(motion.x) >= abs(motion.y)
        case .right: return motion.x < 0 && abs(motion.x) >= abs(motion.y)
        case .top: return motion.y > 0 && abs(motion.y) >= abs(motion.x)
        case .bottom: return motion.y < 0 && abs(motion.y) >= abs(motion.x)
        }
    }
}
