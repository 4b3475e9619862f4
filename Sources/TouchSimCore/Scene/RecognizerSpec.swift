/// A gesture recognizer as the scenario declares it (docs/format.md §2), defaults applied.
public struct RecognizerSpec: Sendable, Equatable {
    /// The view's or recognizer's unique id.
    public var id: String
    /// The concrete class and its own properties.
    public var kind: RecognizerKindSpec
    /// `isEnabled`.
    public var enabled = true
    /// `cancelsTouchesInView` (docs/model.md §3.6); UIKit's default YES [DOC].
    public var cancelsTouchesInView = true
    /// `delaysTouchesBegan` (docs/model.md §3.7); UIKit's default NO [DOC].
    public var delaysTouchesBegan = false
    /// `delaysTouchesEnded` (docs/model.md §3.8); UIKit's default YES [DOC].
    public var delaysTouchesEnded = true
    /// Ids of recognizers that must fail before this one may leave `possible`.
    public var requireToFail: [String] = []
    /// What `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` allows.
    public var recognizeSimultaneouslyWith = SimultaneitySpec.ids([])
    /// What `gestureRecognizerShouldBegin` returns; `super` is YES.
    public var shouldBegin = OverrideSpec.inherited
    /// `gestureRecognizer(_:shouldReceive:)`, matched against the touch's hit view.
    public var shouldReceiveTouch = OverrideSpec.inherited
    /// The delegate's failure requirements, matched against the other recognizer (§3.11).
    public var failureRules = FailureRules()

    /// Creates a recognizer with UIKit's defaults.
    public init(id: String, kind: RecognizerKindSpec) {
        self.id = id
        self.kind = kind
    }
}

/// `gestureRecognizer(_:shouldRequireFailureOf:)` and `gestureRecognizer(_:shouldBeRequiredToFailBy:)`
/// of a recognizer's delegate (docs/model.md §3.11), `super` being NO; rules match the other
/// recognizer by `id`, `class` or its view's `kindOf`.
public struct FailureRules: Sendable, Equatable {
    /// YES: this recognizer waits for the other to fail.
    public var shouldRequireFailureOf = OverrideSpec.inherited
    /// YES: the other recognizer waits for this one to fail.
    public var shouldBeRequiredToFailBy = OverrideSpec.inherited

    /// UIKit's default: neither method is implemented.
    public init() {}

    /// Whether either method is implemented.
    public var isEmpty: Bool { self == FailureRules() }
}

/// Which recognizers the delegate lets recognize together with this one.
public enum SimultaneitySpec: Sendable, Equatable {
    /// `"*"`: every recognizer.
    case all
    case ids([String])

    /// Whether the delegate says YES for `other`.
    public func allows(_ other: String) -> Bool {
        switch self {
        case .all: return true
        case .ids(let ids): return ids.contains(other)
        }
    }
}

/// The concrete recognizer classes and their own properties, UIKit's names and units.
public enum RecognizerKindSpec: Sendable, Equatable {
    case tap(numberOfTapsRequired: Int, numberOfTouchesRequired: Int)
    /// `minimumPressDuration` in seconds, as in UIKit.
    case longPress(
        minimumPressDuration: Double, allowableMovement: Double, numberOfTouchesRequired: Int,
        numberOfTapsRequired: Int)
    /// `maximumNumberOfTouches` nil means no limit.
    case pan(minimumNumberOfTouches: Int, maximumNumberOfTouches: Int?)
    case swipe(direction: SwipeDirection, numberOfTouchesRequired: Int)
    case pinch
    /// `UIRotationGestureRecognizer`.
    case rotation
    /// `UIScreenEdgePanGestureRecognizer`: the window edges a pan may start from, in
    /// `RectEdge.allCases` order, none twice.
    case screenEdgePan(edges: [RectEdge])

    /// The recognizer class.
    public var type: RecognizerType {
        switch self {
        case .tap: return .tap
        case .longPress: return .longPress
        case .pan: return .pan
        case .swipe: return .swipe
        case .pinch: return .pinch
        case .rotation: return .rotation
        case .screenEdgePan: return .screenEdgePan
        }
    }
}

/// The recognizer classes a scenario may declare; the raw value is the `type` name
/// (docs/format.md §2), in that document's order.
public enum RecognizerType: String, Sendable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan

    /// Whether the recognizer has a translation a delegate can read when it is about to begin
    /// (`UIPanGestureRecognizer` and its subclass `UIScreenEdgePanGestureRecognizer`).
    public var hasTranslation: Bool { self == .pan || self == .screenEdgePan }
}

/// `UIRectEdge`: an edge of the window.
public enum RectEdge: String, Sendable, CaseIterable, Equatable {
    case top, left, bottom, right
}

/// `UISwipeGestureRecognizer.Direction`.
public enum SwipeDirection: String, Sendable, CaseIterable, Equatable {
    case right, left, up, down

    /// One point in the direction, in window coordinates (y grows downward).
    public var unitVector: Point {
        switch self {
        case .right: return Point(1, 0)
        case .left: return Point(-1, 0)
        case .up: return Point(0, -1)
        case .down: return Point(0, 1)
        }
    }
}
