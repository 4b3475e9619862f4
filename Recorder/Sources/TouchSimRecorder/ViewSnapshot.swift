/// What the recorder reads from one UIView when the first finger goes down: the properties
/// touchsim reads (docs/format.md §2), as plain values, so that everything after the reading is
/// built and tested without UIKit.
public struct ViewSnapshot: Equatable, Sendable {
    /// `NSStringFromClass` of the view's class, then of each superclass up to `UIView`.
    public var classChain: [String]
    /// `frame`: x, y, width, height in the superview's bounds coordinates.
    public var frame: [Double]
    public var isHidden = false
    public var alpha = 1.0
    public var isUserInteractionEnabled = true
    public var isMultipleTouchEnabled = false
    public var isExclusiveTouch = false
    /// `isEnabled`, for a UIControl.
    public var isEnabled: Bool?
    /// The scroll view's properties, for a UIScrollView.
    public var scroll: ScrollSnapshot?
    /// The class of the view controller whose root view this is (`next` is a UIViewController).
    public var viewController: String?
    /// The view's gesture recognizers, in the order they were added.
    public var recognizers: [RecognizerSnapshot] = []
    public var subviews: [ViewSnapshot] = []

    /// A snapshot of a view of class `classChain[0]` at `frame`.
    public init(classChain: [String], frame: [Double]) {
        self.classChain = classChain
        self.frame = frame
    }
}

/// The UIScrollView properties touchsim reads (docs/format.md §2.4).
public struct ScrollSnapshot: Equatable, Sendable {
    public var contentSize: [Double]
    public var contentOffset: [Double]
    /// `adjustedContentInset` (iOS 11+; `contentInset` before): top, left, bottom, right.
    public var contentInset: [Double]
    public var isScrollEnabled = true
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var isPagingEnabled = false
    public var isDirectionalLockEnabled = false
    /// `decelerationRate.rawValue`.
    public var decelerationRate = 0.998

    /// A scroll view's content geometry, the other properties at UIKit's defaults.
    public init(contentSize: [Double], contentOffset: [Double], contentInset: [Double]) {
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.contentInset = contentInset
    }
}

/// The UIGestureRecognizer properties touchsim reads (docs/format.md §2.7). Delegate answers
/// (`shouldRecognizeSimultaneouslyWith`, `shouldBegin`) and `require(toFail:)` cannot be read
/// from a recognizer and are not recorded.
public struct RecognizerSnapshot: Equatable, Sendable {
    /// `NSStringFromClass` of the recognizer's class, then of each superclass.
    public var classChain: [String]
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    /// Tap and long press.
    public var numberOfTapsRequired: Int?
    /// Tap, long press, swipe.
    public var numberOfTouchesRequired: Int?
    /// Long press, seconds.
    public var minimumPressDuration: Double?
    /// Long press, points.
    public var allowableMovement: Double?
    /// Pan.
    public var minimumNumberOfTouches: Int?
    /// Pan; `Int.max` (UIKit's "no limit") is left out.
    public var maximumNumberOfTouches: Int?
    /// Swipe: `right`, `left`, `up` or `down` (one direction; UIKit's option set may hold several).
    public var direction: String?

    /// A recognizer of class `classChain[0]`.
    public init(classChain: [String]) { self.classChain = classChain }
}
