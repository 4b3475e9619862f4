/// A rectangle in points, as `CGRect`.
public struct Rect: Equatable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// Width and height.
    public var size: Size

    /// Creates a rectangle from `[x, y, width, height]`.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        origin = Point(x, y)
        size = Size(width, height)
    }

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge, outside the rectangle.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge, outside the rectangle.
    public var maxY: Double { origin.y + size.height }

    /// Half-open containment, like `CGRectContainsPoint` (docs/model.md §1.2).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The rectangle moved inwards by `insets`; negative insets enlarge it.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            origin: Point(minX + insets.left, minY + insets.top),
            size: Size(
                size.width - insets.left - insets.right,
                size.height - insets.top - insets.bottom))
    }

    /// The rectangle grown by `amount` on every side.
    public func outset(by amount: Double) -> Rect {
        inset(by: EdgeInsets(top: -amount, left: -amount, bottom: -amount, right: -amount))
    }
}

/// Insets in points, `[top, left, bottom, right]` as `UIEdgeInsets`.
public struct EdgeInsets: Equatable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The inset before the content along an axis (top or left).
    public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }

    /// The inset after the content along an axis (bottom or right).
    public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
}
