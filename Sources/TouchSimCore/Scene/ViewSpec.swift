/// A view of the scenario's tree as the scenario describes it (format.md §2), every default
/// already applied. The engine builds its live tree from these.
public struct ViewSpec: Sendable {
    public var id: String
    public var className: String
    public var frame: Rect
    public var hidden = false
    public var alpha = 1.0
    public var userInteractionEnabled = true
    public var multipleTouchEnabled = false
    public var exclusiveTouch = false
    public var hitTestInsets = EdgeInsets.zero
    /// `false`: the `touches…` methods forward to the next responder (UIKit's default for views).
    public var handlesTouches = false
    /// Name of the view controller whose root view this is (behavior.md §2.2).
    public var viewController: String?
    public var gestureRecognizers: [RecognizerSpec] = []
    public var subviews: [ViewSpec] = []
    /// Present for `UIControl` and its subclasses.
    public var control: ControlSpec?
    /// Present for `UIScrollView` and its subclasses.
    public var scroll: ScrollSpec?
    /// UITableView's `wrapperView` key (behavior.md §8).
    public var wrapperView: ScrollSpec?
    /// UITableViewCell's `cellScrollView` key (behavior.md §8).
    public var cellScrollView: ScrollSpec?

    /// Creates a view with UIKit's defaults for a plain view.
    public init(id: String, className: String, frame: Rect) {
        self.id = id
        self.className = className
        self.frame = frame
    }
}

/// The keys only controls take.
public struct ControlSpec: Sendable, Equatable {
    public var enabled = true

    /// Creates a control configuration.
    public init(enabled: Bool = true) { self.enabled = enabled }
}

/// The keys only scroll views take (format.md §2), UIKit's defaults included.
public struct ScrollSpec: Sendable {
    public var contentSize = Size.zero
    public var contentOffset = Point.zero
    public var contentInset = EdgeInsets.zero
    public var scrollEnabled = true
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var pagingEnabled = false
    public var directionalLockEnabled = false
    /// Per-millisecond decay of the release velocity (behavior.md §6.2).
    public var decelerationRate = Constants.decelerationRateNormal
    /// Models a subclass overriding `touchesShouldBegin(_:with:in:)`.
    public var touchesShouldBegin = OverrideSpec.inherited
    /// Models a subclass overriding `touchesShouldCancel(in:)`.
    public var touchesShouldCancelInContentView = OverrideSpec.inherited

    /// Creates a scroll view configuration with UIKit's defaults.
    public init() {}
}

/// An overridable `BOOL` method: a fixed answer or rules tried in order (format.md §2).
public enum OverrideSpec: Sendable, Equatable {
    /// The method is not overridden: UIKit's implementation answers.
    case inherited
    /// The override always returns this.
    case always(Bool)
    /// The first matching rule decides; none matching means `super`.
    case rules([OverrideRule])
}

/// One rule of an override: which views it matches and what it returns.
public struct OverrideRule: Sendable, Equatable {
    /// Which view a rule applies to.
    public enum Matcher: Sendable, Equatable {
        case any
        case kindOf(String)
        case id(String)
    }

    /// What a matching rule returns.
    public enum Answer: Sendable, Equatable {
        case yes
        case no
        case callSuper
    }

    public var matcher: Matcher
    public var answer: Answer

    /// Creates a rule.
    public init(matcher: Matcher, answer: Answer) {
        self.matcher = matcher
        self.answer = answer
    }
}
