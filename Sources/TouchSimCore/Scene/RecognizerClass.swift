/// The gesture recognizer classes a failure rule may name with `class` (docs/format.md §2.7,
/// docs/model.md §3.11), with their superclasses: what `other is UIPanGestureRecognizer` tests
/// in a delegate.
public enum RecognizerClass: String, Sendable, CaseIterable, Equatable {
    case gestureRecognizer = "UIGestureRecognizer"
    case tap = "UITapGestureRecognizer"
    case longPress = "UILongPressGestureRecognizer"
    case pan = "UIPanGestureRecognizer"
    case swipe = "UISwipeGestureRecognizer"
    case pinch = "UIPinchGestureRecognizer"
    case rotation = "UIRotationGestureRecognizer"
    case screenEdgePan = "UIScreenEdgePanGestureRecognizer"
    /// A scroll view's own pan (docs/model.md §5.1), a `UIPanGestureRecognizer` [DOC
    /// UIScrollView.panGestureRecognizer].
    case scrollViewPan = "UIScrollViewPanGestureRecognizer"
    /// A scroll view's content delay (docs/model.md §5.1) [IMPL: its class name in a dump].
    case scrollViewDelayedTouchesBegan = "UIScrollViewDelayedTouchesBeganGestureRecognizer"

    /// The class a declared recognizer of `type` is.
    public init(_ type: RecognizerType) {
        switch type {
        case .tap: self = .tap
        case .longPress: self = .longPress
        case .pan: self = .pan
        case .swipe: self = .swipe
        case .pinch: self = .pinch
        case .rotation: self = .rotation
        case .screenEdgePan: self = .screenEdgePan
        }
    }

    /// Its superclass; nil for `UIGestureRecognizer`.
    public var superclass: RecognizerClass? {
        switch self {
        case .gestureRecognizer: return nil
        case .screenEdgePan, .scrollViewPan: return .pan
        default: return .gestureRecognizer
        }
    }

    /// `isKindOfClass`: whether it is `ancestor` or inherits from it.
    public func isKind(of ancestor: RecognizerClass) -> Bool {
        var current: RecognizerClass? = self
        while let c = current {
            if c == ancestor { return true }
            current = c.superclass
        }
        return false
    }
}
