/// A view of the live tree. Nodes sit in an array in tree order (depth first), so a node's
/// index is its place in every summary list.
struct ViewNode {
    let id: String
    let className: String
    let frame: Rect
    let hidden: Bool
    let alpha: Double
    let userInteractionEnabled: Bool
    let multipleTouchEnabled: Bool
    let exclusiveTouch: Bool
    let hitTestInsets: EdgeInsets
    /// The `hitTest(_:with:)` override, a redirect resolved to its target node (§1.6).
    var hitTest = NodeHitTest.inherited
    let handlesTouches: Bool
    let viewController: String?
    let parent: Int?
    var subviews: [Int] = []
    /// Recognizer slots attached to this view, in the order UIKit added them.
    var recognizers: [Int] = []
    /// Index into the engine's control states, for UIControl and subclasses.
    let controlIndex: Int?
    /// Index into the engine's scroll view states, for UIScrollView and subclasses.
    let scrollIndex: Int?
    /// `enabled`, for controls.
    let enabled: Bool
}

/// `HitTestOverride` with a redirect's target resolved to its node (docs/model.md §1.6).
enum NodeHitTest: Equatable {
    case inherited
    case passThrough
    case redirect(Int)
}
