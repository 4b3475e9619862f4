/// Where a view's frame comes from in the document: the size class's variation, the stored
/// `<rect key="frame">`, or nothing (a layout only constraints decide, docs/format.md §4.15).
enum IBFrames {
    /// `<rect key="frame">` of `element`, or of its variation for `sizeClass` when one gives a rect.
    static func stored(_ element: XMLElement, sizeClass: SizeClass) -> [Double]? {
        let variations = element.children("variation").filter { sizeClass.matches($0["key"] ?? "") }
        let best = variations.filter { $0.child("rect", key: "frame") != nil }.max {
            SizeClass.specificity($0["key"] ?? "") < SizeClass.specificity($1["key"] ?? "")
        }
        guard let rect = (best ?? element).child("rect", key: "frame") else { return nil }
        return rectangle(rect)
    }

    /// `[x, y, width, height]` of a `<rect>`; missing numbers are 0.
    static func rectangle(_ rect: XMLElement) -> [Double] {
        ["x", "y", "width", "height"].map { number(rect[$0]) ?? 0 }
    }

    /// A number as Interface Builder writes one (`0.0`, `44`, `-23`, `37.333333333333336`), nil
    /// when it is none or not finite.
    static func number(_ text: String?) -> Double? {
        guard let text, text.count <= 40, let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

/// The size class a scene is imported for: an iPhone in portrait (compact width, regular
/// height), the trait collection the simulated device of most documents has.
struct SizeClass {
    var width = "compact"
    var height = "regular"

    /// Whether a variation key (`default`, `widthClass=compact`,
    /// `heightClass=regular-widthClass=compact`) applies to this size class.
    func matches(_ key: String) -> Bool {
        if key == "default" { return true }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return false }
            switch pair[0] {
            case "widthClass": if pair[1] != width { return false }
            case "heightClass": if pair[1] != height { return false }
            default: return false
            }
        }
        return true
    }

    /// How many classes a key names: `default` 0, one class 1, both 2.
    static func specificity(_ key: String) -> Int { key == "default" ? 0 : key.split(separator: "-").count }

    /// The ids of the subviews (and constraints) a view's variations leave out in this size
    /// class, from `<mask key="subviews"><exclude reference="…"/>`; more specific variations
    /// win over less specific ones.
    func excluded(_ element: XMLElement, mask: String) -> Set<String> {
        let variations = element.children("variation").filter { matches($0["key"] ?? "") }
            .sorted { Self.specificity($0["key"] ?? "") < Self.specificity($1["key"] ?? "") }
        var excluded: Set<String> = []
        for variation in variations {
            for entry in variation.child("mask", key: mask)?.children ?? [] {
                guard let reference = entry["reference"] else { continue }
                if entry.name == "exclude" { excluded.insert(reference) }
                if entry.name == "include" { excluded.remove(reference) }
            }
        }
        return excluded
    }
}
