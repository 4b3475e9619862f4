import ScenarioText

/// Class names of a dump mapped to touchsim's classes (docs/format.md §2.2): a built-in is kept, any
/// other class becomes a custom class whose `superclass` is the nearest built-in.
enum DumpClasses {
    /// touchsim's built-in classes.
    static let builtIns: Set<String> = [
        "UIView", "UIWindow", "UILabel", "UIImageView", "UIControl", "UIScrollView", "UITableViewCell", "UIButton",
        "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UITableView", "UICollectionView",
        "UICollectionViewCell",
    ]

    /// UIKit classes that are not built-ins, with the built-in they descend from.
    private static let known: [String: String] = [
        "UITextField": "UIControl", "UIDatePicker": "UIControl", "UIRefreshControl": "UIControl",
        "UIColorWell": "UIControl", "_UIButtonBarButton": "UIControl", "_UIModernBarButton": "UIButton",
        "UINavigationButton": "UIButton", "UITableViewCellEditControl": "UIControl",
        "UITextView": "UIScrollView", "UIPickerTableView": "UITableView", "_UIQueuingScrollView": "UIScrollView",
        "UIButtonLabel": "UILabel", "UITableViewLabel": "UILabel", "UITextFieldLabel": "UILabel",
        "_UIScrollViewScrollIndicator": "UIView", "UITextEffectsWindow": "UIWindow",
        "UIRemoteKeyboardWindow": "UIWindow",
        "UICollectionViewListCell": "UICollectionViewCell", "UICollectionReusableView": "UIView",
    ]

    /// Name endings of custom classes, tried in order, with the built-in they suggest.
    private static let suffixes: [(String, String)] = [
        ("TableViewCell", "UITableViewCell"), ("CollectionViewCell", "UICollectionViewCell"),
        ("TableView", "UITableView"),
        ("CollectionView", "UICollectionView"), ("ScrollView", "UIScrollView"), ("TextView", "UIScrollView"),
        ("SegmentedControl", "UISegmentedControl"), ("PageControl", "UIPageControl"), ("Button", "UIButton"),
        ("Switch", "UISwitch"), ("Slider", "UISlider"), ("Stepper", "UIStepper"), ("Control", "UIControl"),
        ("Label", "UILabel"), ("ImageView", "UIImageView"), ("Window", "UIWindow"),
    ]

    /// The built-in that `name` is or descends from. `baseClass` is what the description says
    /// (`baseClass = UITableViewCell`); `isScrollView` whether it printed `contentOffset`, which
    /// only scroll views do; `cellClass` the class of its superview's cells when that is a table
    /// or collection view, which a `…Cell` is.
    static func builtIn(of name: String, baseClass: String?, isScrollView: Bool, cellClass: String?) -> String {
        var result = builtInByName(name, cellClass: cellClass)
        if let baseClass, result == "UIView" { result = builtInByName(baseClass, cellClass: cellClass) }
        if isScrollView && !scrollKinds.contains(result) { result = "UIScrollView" }
        return result
    }

    /// Whether `name`, as the dump spells it, is a window or a subclass of one.
    static func isWindow(named name: String) -> Bool {
        builtIn(of: ScenarioNames.readable(name), baseClass: nil, isScrollView: false, cellClass: nil) == "UIWindow"
    }

    /// Whether the description `<UIWindow: 0x…; …` is of a window.
    static func isWindow(description: Substring) -> Bool {
        isWindow(named: String(description.dropFirst().prefix { $0 != ":" && $0 != ";" && $0 != ">" && $0 != " " }))
    }

    private static let scrollKinds: Set<String> = ["UIScrollView", "UITableView", "UICollectionView"]

    private static func builtInByName(_ name: String, cellClass: String?) -> String {
        if builtIns.contains(name) { return name }
        if let known = known[name] { return known }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        for (suffix, builtIn) in suffixes where last.hasSuffix(suffix) { return builtIn }
        if last.hasSuffix("Cell") { return cellClass ?? "UIView" }
        return "UIView"
    }
}
