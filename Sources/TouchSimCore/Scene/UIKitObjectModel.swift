/// What UIKit itself contributes to a scenario's objects: the ids of the objects it creates, the
/// defaults of its classes and of its recognizers. The reader and the engine both ask here, so
/// that neither predicts the other.
public enum UIKitObjectModel {
    // MARK: Objects UIKit creates, and their ids

    /// A scroll view's own recognizers (docs/model.md §5.1), in the order UIKit adds them, which
    /// is their order in `summary.gestures`.
    public enum ScrollViewRecognizer: CaseIterable, Sendable {
        /// UIScrollViewPanGestureRecognizer.
        case pan
        /// UIScrollViewDelayedTouchesBeganGestureRecognizer.
        case delayedTouchesBegan

        /// `<scrollViewId>.pan`, `<scrollViewId>.delayedTouchesBegan` (docs/format.md §2).
        public func id(ofScrollView scrollView: String) -> String {
            switch self {
            case .pan: return scrollView + ".pan"
            case .delayedTouchesBegan: return scrollView + ".delayedTouchesBegan"
            }
        }
    }

    /// The private scroll views UITableView inserts (docs/model.md §8).
    public enum PrivateScrollView: CaseIterable, Sendable {
        /// iOS 8–10: `UITableViewWrapperView` between a table and its cells.
        case wrapper
        /// iOS 7: `UITableViewCellScrollView` between a cell and its subviews.
        case cellScrollView

        /// Its class, private to UIKit.
        public var className: String {
            switch self {
            case .wrapper: return "UITableViewWrapperView"
            case .cellScrollView: return "UITableViewCellScrollView"
            }
        }

        /// The class of the view it is inserted into.
        public var ownerClassName: String {
            switch self {
            case .wrapper: return "UITableView"
            case .cellScrollView: return "UITableViewCell"
            }
        }

        /// The owner's key that configures it (docs/format.md §2).
        public var configurationKey: String {
            switch self {
            case .wrapper: return "wrapperView"
            case .cellScrollView: return "cellScrollView"
            }
        }

        /// The versions that have it, as the diagnostics name them.
        public var versions: String {
            switch self {
            case .wrapper: return "iOS 8.x–10.x"
            case .cellScrollView: return "iOS 7.x"
            }
        }

        /// `<tableId>.wrapper`, `<cellId>.scrollView` (docs/model.md §8).
        public func id(ofOwner owner: String) -> String {
            switch self {
            case .wrapper: return owner + ".wrapper"
            case .cellScrollView: return owner + ".scrollView"
            }
        }

        /// The one `ios` inserts into a view of class `className`, if any.
        public static func inserted(into className: String, ios: IOSVersion, classes: ClassHierarchy)
            -> PrivateScrollView?
        {
            let candidate: PrivateScrollView
            switch ios.tablePrivateScrollView {
            case .none: return nil
            case .wrapperView: candidate = .wrapper
            case .cellScrollView: candidate = .cellScrollView
            }
            return classes.isKind(className, of: candidate.ownerClassName) ? candidate : nil
        }
    }

    // MARK: Class defaults

    /// A view of `className` as UIKit creates it: `isUserInteractionEnabled` is NO for UILabel
    /// and UIImageView [DOC]; a control consumes its `touches…` calls, a plain view forwards
    /// them (docs/model.md §2.2) [DOC]; controls and scroll views get their own configuration.
    public static func view(id: String, className: String, frame: Rect, classes: ClassHierarchy) -> ViewSpec {
        var view = ViewSpec(id: id, className: className, frame: frame)
        let isKind = { (ancestor: String) in classes.isKind(className, of: ancestor) }
        view.userInteractionEnabled = !(isKind("UILabel") || isKind("UIImageView"))
        view.handlesTouches = isKind("UIControl")
        if isKind("UIControl") { view.control = ControlSpec(value: controlValue(of: className, classes: classes)) }
        if isKind("UIScrollView") {
            view.scroll = ScrollSpec()
            // UITableView turns alwaysBounceVertical on when it is made, in code or from a
            // storyboard; UIScrollView and UICollectionView keep NO (docs/model.md §5.5).
            view.scroll?.alwaysBounceVertical = isKind("UITableView")
        }
        if selectionLists.contains(where: { isKind($0.list) }) { view.selection = SelectionSpec() }
        return view
    }

    /// The views whose cells the user selects, each with the class of its cells (docs/model.md §10).
    public static let selectionLists: [(list: String, cell: String)] = [
        ("UITableView", "UITableViewCell"), ("UICollectionView", "UICollectionViewCell"),
    ]

    /// The classes whose `gestureRecognizerShouldBegin` refuses a single-finger single tap of an
    /// ancestor (docs/model.md §3.9) [DOC "Interacting with other user interface controls"].
    public static let controlsThatWinTaps = [
        "UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl",
    ]

    /// The classes whose `gestureRecognizerShouldBegin` refuses an ancestor's pan for a drag
    /// parallel to them that starts on them (a touch anywhere on a switch is on its knob), and an
    /// ancestor's parallel swipe that starts on their thumb (docs/model.md §3.10) [DOC "Attaching
    /// gesture recognizers to UIKit controls"].
    public static let controlsThatWinParallelPans = ["UISwitch"]
    public static let controlsThatWinParallelSwipesOnThumb = ["UISlider"]

    /// `touchesShouldCancel(in:)`'s own answer: YES, except for a UIControl (docs/model.md §5.4)
    /// [DOC].
    static func scrollViewCancelsTouches(in view: ViewIndex, of tree: ViewTree) -> Bool {
        !tree.isKind(view, of: "UIControl")
    }

    /// The value a control of `className` starts with: a UISwitch's `isOn`, off [DOC UISwitch],
    /// which its `touchUpInside` toggles (docs/model.md §7.3); nil for the others. A UISlider,
    /// UIStepper or UISegmentedControl tracks like a plain UIControl (§7.3) until the scenario
    /// gives it one of its value keys (`valueModel(of:classes:)`).
    public static func controlValue(of className: String, classes: ClassHierarchy) -> ControlValueSpec? {
        classes.isKind(className, of: "UISwitch") ? .toggle(on: false) : nil
    }

    /// The value model a control of `className` takes on with its first value key, with UIKit's
    /// defaults [DOC UISlider, UIStepper, UISegmentedControl, UISwitch, UIPageControl]
    /// (docs/model.md §7.6, §7.7); nil
    /// for a control that has none.
    public static func valueModel(of className: String, classes: ClassHierarchy) -> ControlValueSpec? {
        if classes.isKind(className, of: "UISlider") { return .slider(SliderSpec()) }
        if classes.isKind(className, of: "UIStepper") { return .stepper(StepperSpec()) }
        if classes.isKind(className, of: "UISegmentedControl") { return .segmented(SegmentedSpec()) }
        if classes.isKind(className, of: "UIPageControl") { return .page(PageControlSpec()) }
        return controlValue(of: className, classes: classes)
    }

    // MARK: A navigation controller's back-swipe

    /// `<viewId>.interactivePop`: the id of the back-swipe on a navigation controller's view.
    public static func interactivePopID(ofNavigationView view: String) -> String { view + ".interactivePop" }

    /// `UINavigationController.interactivePopGestureRecognizer`, which UIKit adds to the
    /// navigation controller's view before the app adds any (docs/model.md §4.9): a screen-edge
    /// pan from the left edge that delays `touchesBegan` [COMM: its printed description reads
    /// `UIScreenEdgePanGestureRecognizer; delaysTouchesBegan = YES; view = <UILayoutContainerView>`].
    /// Its delegate lets it begin only when there is a screen to go back to [COMM]: `canPop` false
    /// models the root screen, or a custom back button that dropped the delegate.
    public static func interactivePopRecognizer(ofNavigationView view: String, canPop: Bool) -> RecognizerSpec {
        var spec = RecognizerSpec(id: interactivePopID(ofNavigationView: view), kind: .screenEdgePan(edges: [.left]))
        spec.delaysTouchesBegan = true
        spec.shouldBegin = .always(canPop)
        return spec
    }

    // MARK: Text input

    /// The classes whose views edit text and become first responder when tapped (docs/model.md §19).
    public static let textInputClasses = ["UITextField", "UITextView"]

    /// `<viewId>.textTap`: the id of the tap UIKit's text interaction installs on a text field or
    /// text view (docs/model.md §19.1).
    public static func textTapID(ofTextInput view: String) -> String { view + ".textTap" }

    /// The tap of a text field's or text view's text interaction (docs/model.md §19.1), which
    /// UIKit adds before the app adds any: recognized, it makes its view first responder. It
    /// leaves the view its touches (`cancelsTouchesInView` false), so a text field still
    /// tracks them as a control. [COMM: a text field's or text view's `gestureRecognizers` list
    /// UIKit's text tap recognizers; the settings: MODEL]
    public static func textTapRecognizer(ofTextInput view: String) -> RecognizerSpec {
        var spec = RecognizerSpec(
            id: textTapID(ofTextInput: view), kind: .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1))
        spec.cancelsTouchesInView = false
        return spec
    }

    // MARK: A sheet's dismissal pan

    /// `<viewId>.dismissPan`: the id of the pan UIKit installs on a presented sheet (§12.1).
    public static func dismissPanID(ofSheet view: String) -> String { view + ".dismissPan" }

    // MARK: A context menu's press

    /// `<viewId>.contextMenu`: the id of the long press of a view's context menu interaction (§15.1).
    public static func contextMenuID(ofView view: String) -> String { view + ".contextMenu" }
    // MARK: A table's swipe actions

    /// `<tableId>.swipeActions`: UIKit's `_UISwipeActionPanGestureRecognizer` on a table whose
    /// rows have swipe actions (§14.1).
    public static func swipeActionsID(ofTable view: String) -> String { view + ".swipeActions" }
    /// `<tableId>.swipeDismissal`: UIKit's `UISwipeDismissalGestureRecognizer`, enabled while a
    /// row is open (§14.4).
    public static func swipeDismissalID(ofTable view: String) -> String { view + ".swipeDismissal" }

    /// Whether UIKit installs the two swipe-action recognizers on `view`: it is a UITableView and
    /// a cell below it, with no other table between, has an action (§14).
    public static func hasSwipeActions(_ view: ViewSpec, classes: ClassHierarchy) -> Bool {
        guard classes.isKind(view.className, of: "UITableView") else { return false }
        func rowHasActions(_ spec: ViewSpec) -> Bool {
            if let swipe = spec.swipeActions, swipe.trailing + swipe.leading > 0 { return true }
            return !classes.isKind(spec.className, of: "UITableView") && spec.subviews.contains(where: rowHasActions)
        }
        return view.subviews.contains(where: rowHasActions)
    }

    // MARK: Recognizer defaults

    /// A recognizer of `type` with UIKit's defaults for its own properties (docs/format.md §2)
    /// [DOC: UITapGestureRecognizer, UILongPressGestureRecognizer, UIPanGestureRecognizer,
    /// UISwipeGestureRecognizer, UIRotationGestureRecognizer, UIScreenEdgePanGestureRecognizer].
    /// The common ones are `RecognizerSpec`'s initial values [DOC].
    public static func recognizerDefaults(of type: RecognizerType) -> RecognizerKindSpec {
        switch type {
        case .tap: return .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1)
        case .longPress:
            return .longPress(
                minimumPressDuration: 0.5, allowableMovement: 10, numberOfTouchesRequired: 1, numberOfTapsRequired: 0)
        case .pan: return .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: nil)
        case .swipe: return .swipe(direction: .right, numberOfTouchesRequired: 1)
        case .pinch: return .pinch
        case .rotation: return .rotation
        // UIKit's default `edges` is none, which never begins; a scenario must name them.
        case .screenEdgePan: return .screenEdgePan(edges: [])
        }
    }

    /// The arbitration settings of a scroll view's own recognizer (docs/model.md §5.1): the pan
    /// cancels the content's touches when it begins [DOC]; the delay holds `touchesBegan` [WWDC14-235].
    /// Neither holds `touchesEnded`: the pan fails at the lift and the delay decides there [MODEL].
    static func settings(of recognizer: ScrollViewRecognizer) -> (
        cancelsTouchesInView: Bool, delaysTouchesBegan: Bool, delaysTouchesEnded: Bool
    ) {
        switch recognizer {
        case .pan: return (true, false, false)
        case .delayedTouchesBegan: return (false, true, false)
        }
    }
}
