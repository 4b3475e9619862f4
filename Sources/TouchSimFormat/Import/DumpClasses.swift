/// Class names of a dump mapped to touchsim's classes (docs/format.md §2.2): a built-in is kept, any
/// other class becomes a custom class whose `superclass` is the nearest built-in.
enum DumpClasses {
    /// touchsim's built-in classes.
    static let builtIns: Set<String> = [
        "UIView", "UIWindow", "UILabel", "UIImageView", "UIControl", "UIScrollView", "UITableViewCell", "UIButton",
        "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UITableView", "UICollectionView",
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
        "UICollectionViewCell": "UIView", "UICollectionViewListCell": "UIView", "UICollectionReusableView": "UIView",
    ]

    /// Name endings of custom classes, tried in order, with the built-in they suggest.
    private static let suffixes: [(String, String)] = [
        ("TableViewCell", "UITableViewCell"), ("CollectionViewCell", "UIView"), ("TableView", "UITableView"),
        ("CollectionView", "UICollectionView"), ("ScrollView", "UIScrollView"), ("TextView", "UIScrollView"),
        ("SegmentedControl", "UISegmentedControl"), ("PageControl", "UIPageControl"), ("Button", "UIButton"),
        ("Switch", "UISwitch"), ("Slider", "UISlider"), ("Stepper", "UIStepper"), ("Control", "UIControl"),
        ("Label", "UILabel"), ("ImageView", "UIImageView"), ("Window", "UIWindow"),
    ]

    /// The built-in that `name` is or descends from. `baseClass` is what the description says
    /// (`baseClass = UITableViewCell`); `isScrollView` whether it printed `contentOffset`, which
    /// only scroll views do; `inTable` whether its superview is a table, where a `…Cell` is a
    /// table cell.
    static func builtIn(of name: String, baseClass: String?, isScrollView: Bool, inTable: Bool) -> String {
        var result = builtInByName(name, inTable: inTable)
        if let baseClass, result == "UIView" { result = builtInByName(baseClass, inTable: inTable) }
        if isScrollView && !scrollKinds.contains(result) { result = "UIScrollView" }
        return result
    }

    private static let scrollKinds: Set<String> = ["UIScrollView", "UITableView", "UICollectionView"]

    private static func builtInByName(_ name: String, inTable: Bool) -> String {
        if builtIns.contains(name) { return name }
        if let known = known[name] { return known }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        for (suffix, builtIn) in suffixes where last.hasSuffix(suffix) { return builtIn }
        if last.hasSuffix("Cell") { return inTable ? "UITableViewCell" : "UIView" }
        return "UIView"
    }

    /// A class name touchsim accepts (letters, digits, `_`, `.`): Swift's mangled names
    /// `_TtC5MyApp8FeedCell` become `MyApp.FeedCell`; other characters become `_`.
    static func readable(_ name: String) -> String {
        let name = demangled(name) ?? name
        return String(
            name.unicodeScalars.map { scalar -> Character in
                let isName =
                    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                    || scalar == "_" || scalar == "."
                return isName ? Character(scalar) : "_"
            })
    }

    /// `_TtC5MyApp8FeedCell` → `MyApp.FeedCell`, `_TtCC5MyApp4Feed4Cell` → `MyApp.Feed.Cell`; a
    /// generic class `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_` → `SwiftUI._UIHostingView`, its
    /// arguments left out. Nil for what is not a mangled class name.
    static func demangled(_ name: String) -> String? {
        guard name.hasPrefix("_Tt") else { return nil }
        var rest = Substring(name.dropFirst(3))
        let isGeneric = rest.first == "G"
        if isGeneric { rest = rest.dropFirst() }
        let kinds = rest.prefix { $0 == "C" || $0 == "V" || $0 == "O" }
        guard !kinds.isEmpty else { return nil }
        rest = rest.dropFirst(kinds.count)
        var parts: [Substring] = []
        if rest.first == "s" {
            parts.append("Swift")
            rest = rest.dropFirst()
        }
        while parts.count < kinds.count + 1 {
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard let length = Int(digits), length > 0, rest.count >= digits.count + length else { return nil }
            rest = rest.dropFirst(digits.count)
            parts.append(rest.prefix(length))
            rest = rest.dropFirst(length)
        }
        // What follows a generic's name is its arguments; anything after a plain name is not Swift's.
        guard isGeneric || rest.isEmpty else { return nil }
        return parts.joined(separator: ".")
    }

    /// An id made from a class name: `UIButton` → `button`, `MyApp.FeedCell` → `feedCell`,
    /// `_UISystemBackgroundView` → `systemBackgroundView`.
    static func idStem(_ className: String) -> String {
        var stem = Substring(className.split(separator: ".").last ?? Substring(className))
        while stem.first == "_" { stem = stem.dropFirst() }
        if stem.hasPrefix("UI"), stem.dropFirst(2).first?.isUppercase == true { stem = stem.dropFirst(2) }
        let kept = stem.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        guard let first = kept.first else { return "view" }
        // Lowercase the leading capitals of an acronym too: `URLPreviewView` → `urlPreviewView`.
        let capitals = kept.prefix { $0.isUppercase }
        let lowered = capitals.count > 1 && capitals.count < kept.count ? capitals.count - 1 : 1
        let head = first.isNumber ? "v" + kept.prefix(1) : kept.prefix(lowered).lowercased()
        return head + kept.dropFirst(first.isNumber ? 1 : lowered)
    }
}
