/// One line of a pasted `recursiveDescription` (docs/format.md §4.10), classified after the noise
/// of real pastes is taken off: lldb prompts and `$1 = 0x…` prefixes, NSLog timestamps, comment
/// markers, quotes around a `po` string, tabs.
enum DumpLine: Equatable {
    /// A view: its depth (the number of `|` markers before it) and its description from `<`.
    case view(depth: Int, description: Substring)
    /// A line of `_printHierarchy`: a view controller and the address of its view.
    case viewController(name: String, viewAddress: String)
    /// Nothing to read: blank, an lldb command, a layer line ending in `(layer)`.
    case skipped
    /// Not a line of either format.
    case unknown

    /// Classifies one line (without its line break).
    static func classify(_ raw: Substring) -> DumpLine {
        var text = trimmed(raw)
        if text.isEmpty || text.hasPrefix("(lldb)") { return .skipped }
        text = trimmed(droppingTimestamp(text))
        text = droppingMarkers(text)
        if text.isEmpty || text.hasPrefix("(lldb)") { return .skipped }
        var depth = 0
        while let first = text.first, first == "|" || first == " " || first == "\t" {
            if first == "|" { depth += 1 }
            text = text.dropFirst()
        }
        guard text.first == "<" else { return .unknown }
        text = droppingClosingQuote(text)
        if text.hasSuffix("(layer)") { return .skipped }
        if let controller = viewController(text) { return controller }
        return .view(depth: depth, description: text)
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return text
    }

    /// Takes off an NSLog prefix, `2024-05-01 12:34:56.789012+0200 MyApp[1234:5678] `.
    private static func droppingTimestamp(_ text: Substring) -> Substring {
        let digits = text.prefix(10)
        guard digits.count == 10, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }),
            let close = text.firstIndex(of: "]"),
            text[..<close].contains("[")
        else { return text }
        return text[text.index(after: close)...]
    }

    private static let wrappers = ["Optional(", "@\"", "\""]

    /// Takes off what wraps the description: comment markers (`//`, `#`, `>`), lldb's `$1 = `
    /// and `(NSString *) $1 = 0x… @"`, Swift's `Optional(` and an opening quote.
    private static func droppingMarkers(_ text: Substring) -> Substring {
        var text = text
        var changed = true
        while changed {
            changed = false
            // A run of comment markers goes in one step, however long.
            let uncommented = text.drop { $0 == "/" || $0 == "#" || $0 == ">" }
            if uncommented.startIndex != text.startIndex {
                text = trimmed(uncommented)
                changed = true
            }
            for wrapper in wrappers where text.hasPrefix(wrapper) {
                text = trimmed(text.dropFirst(wrapper.count))
                changed = true
            }
            // A type in parentheses, `(NSString *) $1 = …`.
            if text.first == "(", let close = text.firstIndex(of: ")"), text[..<close].hasSuffix("*") {
                text = trimmed(text[text.index(after: close)...])
                changed = true
            }
            if text.first == "$", let equals = text.firstIndex(of: "="),
                text[..<equals].dropFirst().allSatisfy({ $0.isNumber || $0 == " " })
            {
                text = trimmed(text[text.index(after: equals)...])
                changed = true
            }
            if text.hasPrefix("0x"), let space = text.firstIndex(of: " ") {
                text = trimmed(text[space...])
                changed = true
            }
        }
        return text
    }

    /// Takes off the `"` or `")` that ends a `po` string after the last `>`.
    private static func droppingClosingQuote(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == "\"" || last == ")",
            text.dropLast().last.map({ $0 == ">" || $0 == "\"" }) == true
        {
            text = text.dropLast()
        }
        return text
    }

    /// `<FeedViewController 0x7fb1…>, state: appeared, view: <UIView 0x7fb1…>`.
    private static func viewController(_ text: Substring) -> DumpLine? {
        guard let viewRange = text.firstRange(of: "view: <") else { return nil }
        let head = text.dropFirst().prefix { $0 != ">" && $0 != "," }
        let parts = head.split(separator: " ")
        guard parts.count == 2, parts[1].hasPrefix("0x"), !parts[0].hasSuffix(":") else { return nil }
        let view = text[viewRange.upperBound...].prefix { $0 != ">" }.split(separator: " ")
        guard view.count == 2, view[1].hasPrefix("0x") else { return nil }
        return .viewController(name: String(parts[0]), viewAddress: String(view[1]))
    }
}
