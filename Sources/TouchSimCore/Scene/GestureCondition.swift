/// A condition of a delegate rule about the gesture itself, the way a delegate's
/// `gestureRecognizerShouldBegin` or `gestureRecognizer(_:shouldReceive:)` looks at it
/// (docs/model.md §3.3): where the first touch went down, and for a pan which way it moved.
public enum GestureCondition: Sendable, Equatable {
    /// The pan's translation when it is about to begin points this way (`translation(in:)`).
    case direction(PanDirection)
    /// The first touch went down inside this view's bounds (`location(in:)` and `contains`).
    case startsIn(view: String)
    /// The first touch went down at most `within` points inside this edge of the recognizer's
    /// view.
    case startsAtEdge(RectEdge, within: Double)

    /// Whether the condition needs movement, which only `gestureRecognizerShouldBegin` of a
    /// pan has.
    public var needsMovement: Bool {
        if case .direction = self { return true }
        return false
    }
}

/// Which way a pan's translation points (docs/format.md §2.5). An axis dominates strictly:
/// a drag exactly along a diagonal is neither horizontal nor vertical [MODEL].
public enum PanDirection: String, Sendable, CaseIterable, Equatable {
    case horizontal, vertical, left, right, up, down

    /// Whether `translation` (window coordinates, y growing downward) points this way.
    public func matches(_ translation: Point) -> Bool {
        let horizontal = abs(translation.x) > abs(translation.y)
        let vertical = abs(translation.y) > abs(translation.x)
        switch self {
        case .horizontal: return horizontal
        case .vertical: return vertical
        case .left: return horizontal && translation.x < 0
        case .right: return horizontal && translation.x > 0
        case .up: return vertical && translation.y < 0
        case .down: return vertical && translation.y > 0
        }
    }
}
