/// The names that the tools writing scenarios make: class names touchsim accepts and ids made
/// from class names (docs/format.md §2.1, §2.2), shared by `touchsim import` and the recorder.
public enum ScenarioNames {
    /// A class name touchsim accepts (letters, digits, `_`, `.`): Swift's mangled names
    /// `_TtC5MyApp8FeedCell` become `MyApp.FeedCell`; other characters become `_`.
    public static func readable(_ name: String) -> String {
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
    public static func demangled(_ name: String) -> String? {
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
    public static func idStem(_ className: String) -> String {
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

/// Hands out ids that are unique in one tree: a stem as it is the first time, then `stem2`,
/// `stem3`…
public struct IdAllocator: Sendable {
    private var used: Set<String> = []
    /// The next number to try after each stem, so that many views of one class stay linear.
    private var nextNumber: [String: Int] = [:]

    /// An allocator with nothing taken.
    public init() {}

    /// `stem`, or the first `stemN` not taken yet; taken from now on.
    public mutating func unique(_ stem: String) -> String {
        var id = stem
        while !used.insert(id).inserted {
            let number = nextNumber[stem, default: 2]
            nextNumber[stem] = number + 1
            id = stem + String(number)
        }
        return id
    }
}
