/// The timing curve of a UIView animation block (docs/format.md §1.8, docs/model.md §17.3): how
/// far along its way an animated value is drawn at each fraction of the duration.
public enum AnimationCurve: Sendable, Equatable {
    /// `curveEaseInOut`, UIKit's default.
    case easeInOut
    /// `curveEaseIn`.
    case easeIn
    /// `curveEaseOut`.
    case easeOut
    /// `curveLinear`.
    case linear

    /// The progress drawn at `time`, a fraction of the duration from 0 to 1: the cubic Bézier
    /// curve from (0, 0) to (1, 1) through the curve's control points (`Constants`), read at the
    /// point whose x is `time`.
    func progress(at time: Double) -> Double {
        let (p1, p2): (Point, Point)
        switch self {
        case .linear: return min(max(time, 0), 1)
        case .easeInOut: (p1, p2) = (Constants.easeInControlPoint, Constants.easeOutControlPoint)
        case .easeIn: (p1, p2) = (Constants.easeInControlPoint, Point(1, 1))
        case .easeOut: (p1, p2) = (Point(0, 0), Constants.easeOutControlPoint)
        }
        // x(s) rises from 0 to 1 with s, so s is found by halving its interval: 60 halvings
        // leave it exact to the last bit of a Double, the same on every machine.
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if Self.bezier(middle, p1.x, p2.x) < time { low = middle } else { high = middle }
        }
        return Self.bezier((low + high) / 2, p1.y, p2.y)
    }

    /// One coordinate of the cubic Bézier from 0 to 1 whose control points have `a` and `b`.
    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }
}
