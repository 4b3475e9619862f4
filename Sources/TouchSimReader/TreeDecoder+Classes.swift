import TouchSimCore

/// Class names: built-ins, custom classes declared with `superclass` (docs/format.md §2).
extension TreeDecoder {
    /// UIKit's private classes of docs/model.md §8: the tree describes them with `wrapperView` and
    /// `cellScrollView`, never by name.
    static let privateClasses = Set(UIKitObjectModel.PrivateScrollView.allCases.map(\.className))

    /// `"wrapperView" of a UITableView or "cellScrollView" of a UITableViewCell`.
    private static let privateScrollViewKeys = UIKitObjectModel.PrivateScrollView.allCases.map {
        "\"\($0.configurationKey)\" of a \($0.ownerClassName)"
    }.joined(separator: " or ")

    /// Longest chain of custom classes (docs/format.md §4.9): real apps subclass a few levels
    /// deep, and every `isKindOfClass` walks the chain.
    static let maximumClassDepth = 100

    /// Whether a scenario may name `name`: a public built-in or a class declared so far.
    func isUsableClass(_ name: String) -> Bool {
        classes.isKnown(name) && !Self.privateClasses.contains(name)
    }

    /// The names a scenario may use, built-ins first, for suggestions.
    var usableClassNames: [String] {
        ClassHierarchy.builtIns.map(\.name).filter { !Self.privateClasses.contains($0) }
            + declaredClasses.map(\.name)
    }

    /// The class of the view `object`: `class` (default `UIWindow` for the root, `UIView`
    /// otherwise), declaring it when `superclass` introduces it. A custom class needs its
    /// superclass where it first appears, depth first, and the same one or none afterwards.
    mutating func resolveClass(of object: JSONObject, isRoot: Bool) throws(Diagnostic) -> String {
        // Paths are built only for an error: every view asks.
        func classPath() -> String { object.path("class") }
        func superPath() -> String { object.path("superclass") }
        let superValue = object["superclass"]
        guard let classValue = object["class"] else {
            if let superValue {
                throw superValue.location.diagnostic(
                    "\"superclass\" needs \"class\", the custom class it declares", path: object.path("superclass"))
            }
            return isRoot ? "UIWindow" : "UIView"
        }
        let className = try classValue.string(path: classPath(), expected: "a class name")
        if Self.privateClasses.contains(className) {
            throw classValue.location.diagnostic(
                "\(classValue.quoted) is private to UIKit; configure it with \(Self.privateScrollViewKeys)",
                path: classPath())
        }
        guard let superValue else {
            guard isUsableClass(className) else {
                throw classValue.location.diagnostic(
                    "unknown class \(classValue.quoted)\(Suggestion.clause(for: className, among: usableClassNames)) (a custom class needs \"superclass\" where it first appears)",
                    path: classPath())
            }
            return className
        }
        let superclass = try superValue.string(path: superPath(), expected: "a class name")
        if let index = declarations[className]?.index {
            let declaration = declaredClasses[index]
            guard declaration.superclass == superclass else {
                throw superValue.location.diagnostic(
                    "class \(Quoted.string(className)) was declared with superclass \(Quoted.string(declaration.superclass)) at \(declaration.location.shortDescription(from: superValue.location)); found \(superValue.quoted)",
                    path: superPath())
            }
            return className
        }
        if classes.isKnown(className) {
            throw superValue.location.diagnostic(
                "\(Quoted.string(className)) is a built-in class, whose superclass is fixed; remove \"superclass\"",
                path: superPath())
        }
        guard Self.isName(className, punctuation: "_.") else {
            throw classValue.location.diagnostic(
                "invalid class name \(classValue.quoted); use letters, digits, \"_\" and \".\"", path: classPath())
        }
        guard isUsableClass(superclass) else {
            throw superValue.location.diagnostic(
                "unknown superclass \(superValue.quoted)\(Suggestion.clause(for: superclass, among: usableClassNames)) (a custom superclass must be declared before it is used)",
                path: superPath())
        }
        let depth = (declarations[superclass]?.depth ?? 0) + 1
        guard depth <= Self.maximumClassDepth else {
            throw superValue.location.diagnostic(
                "custom class \(Quoted.string(className)) would have \(depth) custom classes in its superclass chain, itself included; at most \(Self.maximumClassDepth) may",
                path: superPath())
        }
        classes.declare(className, superclass: superclass)
        declarations[className] = (declaredClasses.count, depth)
        declaredClasses.append((className, superclass, classValue.location))
        return className
    }
}
