import TouchSimCore

/// What a view's class decides about its object, worked out once per class rather than once per
/// view: a tree of 100,000 views has a handful of classes (docs/format.md §4.9).
extension TreeDecoder {
    /// A class's view defaults, its private scroll view and the keys its views take. Shared, not
    /// copied, by every view begun with it: a copy would retain each of its parts per view.
    final class ClassTraits {
        /// A view of the class as UIKit creates it, before its id and frame are set.
        let defaults: ViewSpec
        /// The private scroll view the iOS version inserts into views of the class, if any.
        let privateScrollView: UIKitObjectModel.PrivateScrollView?
        /// The keys of `viewKeys` its views take, in that order, for suggestions.
        let applicableKeys: [String]
        /// Per entry of `viewKeys`, whether its views take it.
        let takes: [Bool]
        /// Whether its views are text inputs, on which UIKit installs a text tap (docs/model.md §19.1).
        let isTextInput: Bool
        /// Whether its views are tables, which keep the ids of the swipe-action recognizers (§14.4).
        let isTable: Bool

        init(
            defaults: ViewSpec, privateScrollView: UIKitObjectModel.PrivateScrollView?, applicableKeys: [String],
            takes: [Bool], isTextInput: Bool, isTable: Bool
        ) {
            self.defaults = defaults
            self.privateScrollView = privateScrollView
            self.applicableKeys = applicableKeys
            self.takes = takes
            self.isTextInput = isTextInput
            self.isTable = isTable
        }

        /// The same traits for `className`, a custom class whose nearest built-in class has these.
        func named(_ className: String) -> ClassTraits {
            var defaults = defaults
            defaults.className = className
            return ClassTraits(
                defaults: defaults, privateScrollView: privateScrollView, applicableKeys: applicableKeys, takes: takes,
                isTextInput: isTextInput, isTable: isTable)
        }
    }

    /// The place of each key in `viewKeys`.
    static let viewKeyIndex: [String: Int] = Dictionary(
        uniqueKeysWithValues: viewKeys.enumerated().map { ($1.key, $0) })

    /// The traits of `className`, a known class: those of its nearest built-in class, computed
    /// at that class's first view, then looked up. Every trait depends only on which built-in
    /// classes a class is a kind of, so a tree of 100,000 custom classes computes a handful. A
    /// class's superclass chain never changes once declared, so the answer never goes stale.
    /// The last few classes asked about are kept with their answers: a big tree uses a few
    /// classes over and over, and comparing a name costs less than hashing it.
    mutating func traits(of className: String) -> ClassTraits {
        if let recent = recentTraits.first(where: { $0.className == className }) { return recent.traits }
        var builtIn = className
        while declarations[builtIn] != nil { builtIn = classes.superclass(of: builtIn)! }
        var traits = classTraits[builtIn] ?? builtInTraits(of: builtIn)
        if builtIn != className { traits = traits.named(className) }
        if recentTraits.count == Self.recentClasses { recentTraits.removeFirst() }
        recentTraits.append((className, traits))
        return traits
    }

    /// How many classes `traits(of:)` keeps at hand.
    private static let recentClasses = 4

    private mutating func builtInTraits(of className: String) -> ClassTraits {
        let isKind = { [classes] (ancestor: String) in classes.isKind(className, of: ancestor) }
        let takes = Self.viewKeys.map { $0.classNames.contains(where: isKind) }
        let traits = ClassTraits(
            defaults: UIKitObjectModel.view(id: "", className: className, frame: Rect(0, 0, 0, 0), classes: classes),
            privateScrollView: UIKitObjectModel.PrivateScrollView.inserted(into: className, ios: ios, classes: classes),
            applicableKeys: zip(Self.viewKeys, takes).filter(\.1).map(\.0.key),
            takes: takes, isTextInput: UIKitObjectModel.textInputClasses.contains(where: isKind),
            isTable: isKind("UITableView"))
        classTraits[className] = traits
        return traits
    }
}
