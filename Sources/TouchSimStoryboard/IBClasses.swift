import ScenarioText

/// The UIKit classes of Interface Builder's element names (`<button>` is a UIButton), and which
/// elements are views, recognizers or view controllers.
enum IBClasses {
    /// View elements and the UIKit class of each.
    static let views: [String: String] = [
        "view": "UIView", "button": "UIButton", "label": "UILabel", "imageView": "UIImageView",
        "scrollView": "UIScrollView", "tableView": "UITableView", "collectionView": "UICollectionView",
        "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
        "collectionReusableView": "UICollectionReusableView", "slider": "UISlider", "switch": "UISwitch",
        "stepper": "UIStepper", "segmentedControl": "UISegmentedControl", "pageControl": "UIPageControl",
        "textField": "UITextField", "textView": "UITextView", "stackView": "UIStackView",
        "searchBar": "UISearchBar", "toolbar": "UIToolbar", "navigationBar": "UINavigationBar", "tabBar": "UITabBar",
        "visualEffectView": "UIVisualEffectView", "activityIndicatorView": "UIActivityIndicatorView",
        "progressView": "UIProgressView", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
        "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView", "containerView": "UIView",
        "tableViewCellContentView": "UITableViewCellContentView",
        "collectionViewCellContentView": "UIView", "control": "UIControl", "window": "UIWindow",
    ]

    /// Recognizer elements and the scenario's `type` of each (docs/format.md §2.7). Xcode writes
    /// a long press as `pongPressGestureRecognizer`; both spellings are read.
    static let recognizers: [String: String] = [
        "tapGestureRecognizer": "tap", "panGestureRecognizer": "pan", "swipeGestureRecognizer": "swipe",
        "pinchGestureRecognizer": "pinch", "rotationGestureRecognizer": "rotation",
        "pongPressGestureRecognizer": "longPress", "longPressGestureRecognizer": "longPress",
        "screenEdgePanGestureRecognizer": "screenEdgePan",
    ]

    /// View controller elements and their UIKit classes.
    static let controllers: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController",
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController", "pageViewController": "UIPageViewController",
        "hostingController": "UIHostingController", "avPlayerViewController": "AVPlayerViewController",
        "glkViewController": "GLKViewController",
    ]

    /// The touchsim built-in that `uikit` is or descends from (docs/format.md §2.2).
    static func builtIn(_ uikit: String) -> String {
        ScenarioClasses.builtIns.contains(uikit) ? uikit : ScenarioClasses.uikit[uikit] ?? "UIView"
    }
}
