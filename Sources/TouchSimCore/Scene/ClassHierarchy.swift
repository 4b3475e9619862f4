/// The class names a scenario may use and their superclass chains, built-ins first
/// (docs/format.md §2). `isKindOfClass` is answered by walking the chain.
public struct ClassHierarchy: Sendable, Equatable {
    /// Superclass of every known class; built-in roots map to nil.
    private var superclassOf: [String: String?]

    /// UIKit's classes that touchsim knows, with their superclasses.
    public static let builtIns: [(name: String, superclass: String?)] = [
        ("UIView", nil),
        ("UIWindow", "UIView"), ("UILabel", "UIView"), ("UIImageView", "UIView"),
        ("UIControl", "UIView"), ("UIScrollView", "UIView"), ("UITableViewCell", "UIView"),
        ("UICollectionViewCell", "UIView"),
        ("UIButton", "UIControl"), ("UISwitch", "UIControl"), ("UISlider", "UIControl"),
        ("UIStepper", "UIControl"), ("UISegmentedControl", "UIControl"),
        ("UIPageControl", "UIControl"), ("UITextField", "UIControl"),
        ("UITableView", "UIScrollView"), ("UICollectionView", "UIScrollView"), ("UITextView", "UIScrollView"),
        // The private scroll views UITableView inserts (docs/model.md §8).
        ("UITableViewWrapperView", "UIScrollView"),
        ("UITableViewCellScrollView", "UIScrollView"),
    ]

    /// The hierarchy of built-in classes only.
    public init() {
        var table: [String: String?] = [:]
        for entry in Self.builtIns { table[entry.name] = .some(entry.superclass) }
        superclassOf = table
    }

    /// Whether `name` is a built-in or declared class.
    public func isKnown(_ name: String) -> Bool { superclassOf[name] != nil }

    /// The declared superclass of `name`, nil for roots and unknown names.
    public func superclass(of name: String) -> String? { superclassOf[name] ?? nil }

    /// Declares a custom class; the superclass must already be known.
    public mutating func declare(_ name: String, superclass: String) {
        precondition(isKnown(superclass), "superclass must be declared first")
        superclassOf[name] = .some(superclass)
    }

    /// `isKindOfClass`: whether `name` is `ancestor` or inherits from it.
    public func isKind(_ name: String, of ancestor: String) -> Bool {
        var current: String? = name
        while let c = current {
            if c == ancestor { return true }
            current = superclass(of: c)
        }
        return false
    }
}
