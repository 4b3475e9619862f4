/// A view's `transform` as touchsim models it (docs/model.md §11.11): a scale and a translation,
/// `CGAffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: translationX, ty: translationY)`,
/// applied about the centre of the view's frame, as UIKit applies a transform about the view's
/// anchor point, its centre by default. Rotation and shear are not modelled.
public struct ViewTransform: Sendable, Equatable, BitwiseCopyable {
    /// `a` and `d`: the horizontal and vertical scales, never 0.
    public var scaleX, scaleY: Double
    /// `tx` and `ty`, in points of the superview's bounds coordinates.
    public var translationX, translationY: Double

    /// Creates the transform `[scaleX, 0, 0, scaleY, translationX, translationY]`.
    public init(scaleX: Double, scaleY: Double, translationX: Double, translationY: Double) {
        (self.scaleX, self.scaleY) = (scaleX, scaleY)
        (self.translationX, self.translationY) = (translationX, translationY)
    }

    /// `CGAffineTransformIdentity`, every view's default.
    public static let identity = ViewTransform(scaleX: 1, scaleY: 1, translationX: 0, translationY: 0)

    /// The point of the superview's bounds coordinates that the view, untransformed with its
    /// frame `frame`, shows where `p` is drawn: `p` taken back through the transform about
    /// `frame`'s centre, as `convert(_:from:)` takes a point into a transformed view.
    func untransformed(_ p: Point, frame: Rect) -> Point {
        let centreX = frame.minX + frame.size.width / 2
        let centreY = frame.minY + frame.size.height / 2
        return Point(
            centreX + (p.x - centreX - translationX) / scaleX, centreY + (p.y - centreY - translationY) / scaleY)
    }
}
