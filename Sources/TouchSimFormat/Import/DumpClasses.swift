import ScenarioText

/// Class names of a dump mapped to touchsim's classes (docs/format.md §2.2): a built-in is kept, any
/// other class becomes a custom class whose `superclass` is the nearest built-in.
enum DumpClasses {
    /// Name endings of custom classes, tried in order, with the built-in they suggest.
    private static let suffixes: [(String, String)] = [
        ("TableViewCell", "UITableViewCell"), ("CollectionViewCell", "UICollectionViewCell"),
        ("TableView", "UITableView"),
        ("CollectionView", "UICollectionView"), ("ScrollView", "UIScrollView"), ("TextView", "UITextView"),
        ("TextField", "UITextField"),
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
        // A class touchsim knows by its exact name keeps it: only an unknown class is taken for a
        // scroll view by its contentOffset (a UIImageView printing one is a garbled line).
        let knownByName = ScenarioClasses.builtIns.contains(name) || ScenarioClasses.uikit[name] != nil
        if isScrollView && !knownByName && !scrollKinds.contains(result) { result = "UIScrollView" }
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

    private static let scrollKinds: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]

    /// The `windowLevel` of UIKit's own windows that a dump of every window shows (docs/model.md
    /// §18.1), by class: the keyboard's windows sit above everything [COMM: they print
    /// `windowLevel = 10000000`], an alert controller's presenter window at alert level [DOC
    /// UIWindow.Level.alert]; nil for an app's window, whose level a dump does not print.
    /// UIKit's keyboard windows and their full-screen container: their `hitTest` returns nil
    /// outside the keyboard, so a touch above it reaches the app's window (docs/model.md §1.6,
    /// §18.1) [COMM: taps above the keyboard reach the app though these windows cover the screen].
    static let passingTouchesThrough: Set<String> = [
        "UITextEffectsWindow", "UIRemoteKeyboardWindow", "UIInputSetContainerView",
    ]

    static func windowLevel(of name: String) -> ScenarioValue? {
        switch name {
        case "UIRemoteKeyboardWindow", "UITextEffectsWindow": return .number(10_000_000)
        case "_UIAlertControllerShimPresenterWindow": return .string("alert")
        default: return nil
        }
    }

    private static func builtInByName(_ name: String, cellClass: String?) -> String {
        if ScenarioClasses.builtIns.contains(name) { return name }
        if let known = ScenarioClasses.uikit[name] { return known }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        for (suffix, builtIn) in suffixes where last.hasSuffix(suffix) { return builtIn }
        if last.hasSuffix("Cell") { return cellClass ?? "UIView" }
        return "UIView"
    }
}
