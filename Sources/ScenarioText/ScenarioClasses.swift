/// The classes a tool writing scenarios maps UIKit's onto (docs/format.md §2.2), shared by
/// `touchsim import recursive-description` and `touchsim import storyboard`: which classes
/// touchsim has built in, which UIKit classes descend from which of them, and how a view's class
/// is declared once in a tree.
public enum ScenarioClasses {
    /// touchsim's built-in classes.
    public static let builtIns: Set<String> = [
        "UIView", "UIWindow", "UILabel", "UIImageView", "UIControl", "UIScrollView", "UITableViewCell", "UIButton",
        "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UITableView", "UICollectionView",
        "UICollectionViewCell", "UITextField", "UITextView",
    ]

    /// UIKit classes (public and private) that are not built-ins, with the built-in they descend
    /// from; a class missing here that no name ending explains is a plain UIView.
    public static let uikit: [String: String] = [
        "UIDatePicker": "UIControl", "UIRefreshControl": "UIControl",
        "UIColorWell": "UIControl", "_UIButtonBarButton": "UIControl", "_UIModernBarButton": "UIButton",
        "UINavigationButton": "UIButton", "UITableViewCellEditControl": "UIControl",
        "UIPickerTableView": "UITableView", "_UIQueuingScrollView": "UIScrollView",
        "UIButtonLabel": "UILabel", "UITableViewLabel": "UILabel", "UITextFieldLabel": "UILabel",
        "_UIScrollViewScrollIndicator": "UIView", "UITextEffectsWindow": "UIWindow",
        "UIRemoteKeyboardWindow": "UIWindow",
        "UICollectionViewListCell": "UICollectionViewCell", "UICollectionReusableView": "UIView",
        "UIStackView": "UIView", "UISearchBar": "UIView", "UIToolbar": "UIView", "UINavigationBar": "UIView",
        "UITabBar": "UIView", "UIVisualEffectView": "UIView", "UIActivityIndicatorView": "UIView",
        "UIProgressView": "UIView", "UIPickerView": "UIView", "UITableViewCellContentView": "UIView",
        "MKMapView": "UIView", "WKWebView": "UIView",
    ]

    /// Whether UIKit creates a view of this built-in class with `userInteractionEnabled = NO`.
    public static func interactionOffByDefault(_ builtIn: String) -> Bool {
        builtIn == "UILabel" || builtIn == "UIImageView"
    }
}

/// Declares each custom class of a tree once: the first view of a class that is not built in
/// carries `superclass` (docs/format.md §2.2), later views of it only `class`.
public struct ClassDeclarations: Sendable {
    private var declared: [String: String] = [:]

    /// Nothing declared yet.
    public init() {}

    /// `class` and, the first time `name` is met and it is not a built-in, `superclass`.
    public mutating func members(_ name: String, builtIn: String) -> [ScenarioMember] {
        var members = [ScenarioMember("class", .string(name))]
        if !ScenarioClasses.builtIns.contains(name) && declared[name] == nil {
            declared[name] = builtIn
            members.append(ScenarioMember("superclass", .string(builtIn)))
        }
        return members
    }

    /// The built-in `name` was declared a subclass of, once it has been: a class has one
    /// superclass however its later views describe themselves.
    public func declaredBuiltIn(of name: String) -> String? {
        declared[name]
    }
}
