/// A view of the scenario's tree as the scenario describes it (docs/format.md §2), every default
/// already applied. The engine builds its live tree from these.
public struct ViewSpec: Sendable, Equatable {
    /// The view's or recognizer's unique id.
    public var id: String
    /// A built-in UIKit class or a custom one declared with `superclass`.
    public var className: String
    /// `[x, y, width, height]` in the superview's bounds coordinates.
    public var frame: Rect
    /// Hit-testing skips a view with alpha below 0.01.
    public var alpha = 1.0
    // The flags follow one another, so that they share a word: 100,000s of views are held.
    /// `isHidden`: hit-testing skips the view and its subviews.
    public var hidden = false
    /// `isUserInteractionEnabled`; NO for UILabel and UIImageView.
    public var userInteractionEnabled = true
    /// `isMultipleTouchEnabled` (docs/model.md §2.3).
    public var multipleTouchEnabled = false
    /// `isExclusiveTouch` (docs/model.md §2.4).
    public var exclusiveTouch = false
    /// `false`: the `touches…` methods forward to the next responder (UIKit's default for views).
    public var handlesTouches = false
    /// An `add` event puts it in its superview during the trace (docs/model.md §11.9): until
    /// then it is not in the window, and hit-testing never finds it or its subviews.
    public var addedByEvent = false
    /// Insets applied to the bounds by `point(inside:with:)`; negative values enlarge it.
    public var hitTestInsets: EdgeInsets {
        get { rare?.value.hitTestInsets ?? .zero }
        set { setRare { $0.hitTestInsets = newValue } }
    }
    /// A `hitTest(_:with:)` override (docs/model.md §1.6): none, pass-through or redirect.
    public var hitTest: HitTestOverride {
        get { rare?.value.hitTest ?? .inherited }
        set { setRare { $0.hitTest = newValue } }
    }
    /// Name of the view controller whose root view this is (docs/model.md §2.2).
    public var viewController: String? {
        get { rare?.value.viewController }
        set { setRare { $0.viewController = newValue } }
    }
    /// Recognizers in the order they were added.
    public var gestureRecognizers: [RecognizerSpec] = []
    /// Subviews back to front.
    public var subviews: [ViewSpec] = []
    /// Present for `UIControl` and its subclasses.
    public var control: ControlSpec? {
        get { rare?.value.control }
        set { setRare { $0.control = newValue } }
    }
    /// Present for `UIScrollView` and its subclasses.
    public var scroll: ScrollSpec? {
        get { rare?.value.scroll }
        set { setRare { $0.scroll = newValue } }
    }
    /// Present for `UITableView`, `UICollectionView` and their subclasses (docs/model.md §10).
    public var selection: SelectionSpec? {
        get { rare?.value.selection }
        set { setRare { $0.selection = newValue } }
    }
    /// Present for a presented view controller's view (docs/model.md §12).
    public var presentation: PresentationSpec? {
        get { rare?.value.presentation }
        set { setRare { $0.presentation = newValue } }
    }
    /// `transform`: a scale and a translation about the frame's centre (docs/model.md §11.11);
    /// `frame` is the frame the view has untransformed.
    public var transform: ViewTransform {
        get { rare?.value.transform ?? .identity }
        set { setRare { $0.transform = newValue } }
    }
    /// A `UIContextMenuInteraction` added to the view (docs/model.md §15).
    public var contextMenu: Bool {
        get { rare?.value.contextMenu ?? false }
        set { setRare { $0.contextMenu = newValue } }
    }

    /// UITextView's `isEditable` (docs/model.md §19.4): false, a tap does not begin editing.
    public var editable: Bool {
        get { rare?.value.editable ?? true }
        set { setRare { $0.editable = newValue } }
    }
    /// UITextView's `isSelectable` (docs/model.md §19.4): false, its text interaction's
    /// recognizers take no part, so its taps go to the recognizers around it.
    public var selectable: Bool {
        get { rare?.value.selectable ?? true }
        set { setRare { $0.selectable = newValue } }
    }

    /// A UITableViewCell's swipe actions (docs/model.md §14); nil for a row without keys.
    public var swipeActions: SwipeActionsSpec? {
        get { rare?.value.swipeActions }
        set { setRare { $0.swipeActions = newValue } }
    }
    /// UITableView's `wrapperView` key (docs/model.md §8).
    public var wrapperView: ScrollSpec? {
        get { rare?.value.wrapperView }
        set { setRare { $0.wrapperView = newValue } }
    }
    /// UITableViewCell's `cellScrollView` key (docs/model.md §8).
    public var cellScrollView: ScrollSpec? {
        get { rare?.value.cellScrollView }
        set { setRare { $0.cellScrollView = newValue } }
    }
    /// UITableView's `wrapperIndex` key: where the wrapper of iOS 8–10 sits among the table's
    /// subviews that are not cells, 0 at the back (docs/model.md §8).
    public var wrapperIndex: Int {
        get { rare?.value.wrapperIndex ?? 0 }
        set { setRare { $0.wrapperIndex = newValue } }
    }
    /// The settings above that most views of a big tree leave at their defaults, kept out of
    /// line so that a plain view costs a fraction of a scroll view; nil when all are defaults,
    /// so that two equal views compare equal.
    private var rare: OutOfLine<RareSettings>?

    /// Creates a view with UIKit's defaults for a plain view; `UIKitObjectModel.view` applies
    /// those of its class.
    public init(id: String, className: String, frame: Rect) {
        self.id = id
        self.className = className
        self.frame = frame
    }

    /// How many scroll views the view's keys configure: itself (`scroll`) and the private ones
    /// of `wrapperView` and `cellScrollView`; read in place, as every view of a big tree is asked.
    public var scrollSpecCount: Int {
        guard case .value(let settings)? = rare else { return 0 }
        return (settings.scroll == nil ? 0 : 1) + (settings.wrapperView == nil ? 0 : 1)
            + (settings.cellScrollView == nil ? 0 : 1)
    }

    /// Changes the out-of-line settings, dropping their box when they are all defaults again.
    private mutating func setRare(_ change: (inout RareSettings) -> Void) {
        rare = .changing(rare, defaults: RareSettings(), change)
    }
}

/// A view's settings that only some views have (docs/format.md §2).
private struct RareSettings: Sendable, Equatable {
    var hitTestInsets = EdgeInsets.zero
    var hitTest = HitTestOverride.inherited
    var viewController: String?
    var control: ControlSpec?
    var scroll: ScrollSpec?
    var selection: SelectionSpec?
    var wrapperView: ScrollSpec?
    var cellScrollView: ScrollSpec?
    var wrapperIndex = 0
    var presentation: PresentationSpec?
    var contextMenu = false
    var swipeActions: SwipeActionsSpec?
    var transform = ViewTransform.identity
    var editable = true
    var selectable = true
}

/// A value stored on the heap (an indirect case is boxed), so that it costs its holder one
/// pointer; copies share the box, and a change stores a new one.
indirect enum OutOfLine<Value: Sendable & Equatable>: Sendable, Equatable {
    case value(Value)

    var value: Value {
        switch self {
        case .value(let value): return value
        }
    }

    /// `box` with `change` made to its value (`defaults` when there is no box); nil when the
    /// value is `defaults` again, so that a holder with default settings compares equal to a new one.
    static func changing(_ box: OutOfLine?, defaults: Value, _ change: (inout Value) -> Void) -> OutOfLine? {
        var value = box?.value ?? defaults
        change(&value)
        return value == defaults ? nil : .value(value)
    }
}

/// The two `hitTest(_:with:)` overrides apps write most (docs/model.md §1.6). Both act only
/// where UIKit's own `hitTest` would return the view itself, so its subviews are still hit.
public enum HitTestOverride: Sendable, Equatable {
    /// Not overridden.
    case inherited
    /// Returns nil instead of the view itself: an overlay or container that lets touches
    /// through to the views behind it.
    case passThrough
    /// Returns the view with this id instead of the view itself, without asking it: a bigger
    /// touch area for a small control or a paging scroll view.
    case redirect(String)
}

/// The keys only scroll views take (docs/format.md §2), UIKit's defaults included.
public struct ScrollSpec: Sendable, Equatable {
    /// `contentSize`.
    public var contentSize = Size.zero
    /// The initial `contentOffset`.
    public var contentOffset = Point.zero
    /// `contentInset`; there is no safe area.
    public var contentInset = EdgeInsets.zero
    /// `isScrollEnabled`.
    public var scrollEnabled = true
    /// `delaysContentTouches` (docs/model.md §5.2, §5.3).
    public var delaysContentTouches = true
    /// `canCancelContentTouches` (docs/model.md §5.4).
    public var canCancelContentTouches = true
    /// `bounces` (docs/model.md §6.1).
    public var bounces = true
    /// `alwaysBounceVertical` (docs/model.md §5.5).
    public var alwaysBounceVertical = false
    /// `alwaysBounceHorizontal` (docs/model.md §5.5).
    public var alwaysBounceHorizontal = false
    /// `refreshControl` is set: a `UIRefreshControl` above the content (docs/model.md §13).
    public var refreshControl = false
    /// `isPagingEnabled` (docs/model.md §6.3).
    public var pagingEnabled = false
    /// `isDirectionalLockEnabled` (docs/model.md §6.4).
    public var directionalLockEnabled = false
    /// Per-millisecond decay of the release velocity (docs/model.md §6.2).
    public var decelerationRate = Constants.decelerationRateNormal
    /// Models a subclass overriding `touchesShouldBegin(_:with:in:)`.
    public var touchesShouldBegin: OverrideSpec {
        get { rare?.value.touchesShouldBegin ?? .inherited }
        set { setRare { $0.touchesShouldBegin = newValue } }
    }
    /// Models a subclass overriding `touchesShouldCancel(in:)`.
    public var touchesShouldCancelInContentView: OverrideSpec {
        get { rare?.value.touchesShouldCancelInContentView ?? .inherited }
        set { setRare { $0.touchesShouldCancelInContentView = newValue } }
    }
    /// `panGestureRecognizer`'s settings that an app may change (docs/model.md §5.8).
    public var panGestureRecognizer: ScrollPanSpec {
        get { rare?.value.panGestureRecognizer ?? ScrollPanSpec() }
        set { setRare { $0.panGestureRecognizer = newValue } }
    }
    /// Its zoom settings (docs/model.md §16): `minimumZoomScale`, `maximumZoomScale`,
    /// `zoomScale` and the delegate's `viewForZooming(in:)`.
    public var zoom: ZoomSpec {
        get { rare?.value.zoom ?? ZoomSpec() }
        set { setRare { $0.zoom = newValue } }
    }
    /// The content size at the current zoom scale: `contentSize` is the size at scale 1
    /// (docs/model.md §16.2).
    public var zoomedContentSize: Size {
        guard case .value(let settings)? = rare, settings.zoom.zoomScale != 1 else { return contentSize }
        return Size(contentSize.width * settings.zoom.zoomScale, contentSize.height * settings.zoom.zoomScale)
    }
    /// `keyboardDismissMode` (docs/model.md §19.3).
    public var keyboardDismissMode: KeyboardDismissMode {
        get { rare?.value.keyboardDismissMode ?? .none }
        set { setRare { $0.keyboardDismissMode = newValue } }
    }
    /// The settings above, which most scroll views leave at their defaults, kept out of line:
    /// the engine holds two copies of each scroll view's settings, and a screen may have
    /// 100,000s of scroll views. Nil when all are defaults, so that equal settings compare equal.
    private var rare: OutOfLine<RareScrollSettings>?

    /// Creates a scroll view configuration with UIKit's defaults.
    public init() {}

    /// Changes the out-of-line settings, dropping their box when they are all defaults again.
    private mutating func setRare(_ change: (inout RareScrollSettings) -> Void) {
        rare = .changing(rare, defaults: RareScrollSettings(), change)
    }
}

/// A scroll view's settings that only some scroll views change (docs/format.md §2.4, §2.5, §2.8).
private struct RareScrollSettings: Sendable, Equatable {
    var touchesShouldBegin = OverrideSpec.inherited
    var touchesShouldCancelInContentView = OverrideSpec.inherited
    var panGestureRecognizer = ScrollPanSpec()
    var zoom = ZoomSpec()
    var keyboardDismissMode = KeyboardDismissMode.none
}

/// A scroll view's zooming (docs/format.md §2.4, docs/model.md §16), UIKit's defaults included.
public struct ZoomSpec: Sendable, Equatable {
    /// `minimumZoomScale`.
    public var minimumZoomScale = 1.0
    /// `maximumZoomScale`.
    public var maximumZoomScale = 1.0
    /// `zoomScale`, the current scale.
    public var zoomScale = 1.0
    /// The id of the subview the delegate's `viewForZooming(in:)` returns; nil: none.
    public var viewForZooming: String?

    /// No zooming, UIKit's defaults.
    public init() {}

    /// §16.1: UIKit's pinch exists only when the scales allow zooming and a view is given.
    public var zooms: Bool { viewForZooming != nil && maximumZoomScale > minimumZoomScale }

    /// The scale within the limits: where a zoom past them bounces back to (§16.3).
    public func clamped(_ scale: Double) -> Double { min(max(scale, minimumZoomScale), maximumZoomScale) }
}

/// `UIScrollView.keyboardDismissMode` (docs/model.md §19.3).
public enum KeyboardDismissMode: String, Sendable, CaseIterable {
    /// A drag leaves the keyboard up.
    case none
    /// The first responder resigns when a drag begins.
    case onDrag
    /// The keyboard follows the finger down; it is dismissed when the drag ends in it.
    case interactive
}

/// An overridable `BOOL` method: a fixed answer or rules tried in order (docs/format.md §2).
public enum OverrideSpec: Sendable, Equatable {
    /// The method is not overridden: UIKit's implementation answers.
    case inherited
    /// The override always returns this.
    case always(Bool)
    /// The first matching rule decides; none matching means `super`.
    case rules([OverrideRule])
}

/// One rule of an override: which views and gestures it matches and what it returns.
public struct OverrideRule: Sendable, Equatable {
    /// Which view a rule applies to.
    public enum Matcher: Sendable, Equatable {
        case any
        case kindOf(String)
        case id(String)
        /// A recognizer of this class or a subclass; only in failure rules (§3.11), which are
        /// about another recognizer.
        case recognizerClass(RecognizerClass)
    }

    /// What a matching rule returns.
    public enum Answer: Sendable, Equatable {
        case yes
        case no
        case callSuper
        /// `tableView(_:willSelectRowAt:)` returns the index path of the cell with this id
        /// instead (docs/model.md §10.6): a row is selected, another one.
        case cell(String)
    }

    /// Which views the rule applies to.
    public var matcher: Matcher
    /// What the gesture must also do for the rule to match, all of them (docs/format.md §2.5).
    public var conditions: [GestureCondition]
    /// What a matching rule returns.
    public var answer: Answer

    /// Creates a rule.
    public init(matcher: Matcher, conditions: [GestureCondition] = [], answer: Answer) {
        self.matcher = matcher
        self.conditions = conditions
        self.answer = answer
    }
}

/// What an app may change on a scroll view's own pan (docs/model.md §5.8): its failure
/// requirements and touch counts, and the answers of the scroll view's own delegate methods,
/// which a subclass overrides (UIKit requires the scroll view to stay the pan's delegate [DOC]).
public struct ScrollPanSpec: Sendable, Equatable {
    /// `isEnabled`; false disables scrolling by touch like `scrollEnabled` false.
    public var enabled = true
    /// `minimumNumberOfTouches`.
    public var minimumNumberOfTouches = 1
    /// `maximumNumberOfTouches`; nil means no limit.
    public var maximumNumberOfTouches: Int?
    /// `panGestureRecognizer.require(toFail:)`.
    public var requireToFail: [String] = []
    /// The scroll view's `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`.
    public var recognizeSimultaneouslyWith = SimultaneitySpec.ids([])
    /// The scroll view's `gestureRecognizerShouldBegin` for its pan, before §5.4's decision;
    /// `true` and `super` go on to that decision.
    public var shouldBegin = OverrideSpec.inherited
    /// The scroll view's own failure requirements for its pan (§3.11).
    public var failureRules = FailureRules()

    /// UIKit's defaults.
    public init() {}
}
