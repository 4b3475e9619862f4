/// A point or a vector in points, as `CGPoint`.
public struct Point: Equatable, Hashable, Sendable, BitwiseCopyable {
    /// Horizontal, growing to the right.
    public var x: Double
    /// Vertical, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(0, 0)

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }

    /// Euclidean length when the point is read as a vector.
    public var length: Double { (x * x + y * y).squareRoot() }

    /// Distance to another point.
    public func distance(to other: Point) -> Double { (self - other).length }

    /// The component along an axis.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

/// One of the two scrolling axes.
public enum Axis: CaseIterable, Sendable {
    case horizontal
    case vertical
}

/// A size in points.
public struct Size: Equatable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(_ width: Double, _ height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = Size(0, 0)

    /// The extent along an axis.
    public subscript(axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }
}
