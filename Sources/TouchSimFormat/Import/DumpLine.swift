/// One line of a pasted `recursiveDescription` (docs/format.md §4.10), classified after the noise
/// of real pastes is taken off: lldb and Cycript prompts, `$1 = 0x…` and `(id) $1 = 0x…`
/// prefixes, NSLog timestamps, comment markers, quotes and backticks around a string, tabs.
enum DumpLine: Equatable {
    /// A view: its number of `|` markers, the width of the run of spaces, tabs and markers right
    /// before its `<` (a tab counts 4), and its description from `<`.
    case view(pipes: Int, column: Int, description: Substring)
    /// A line of `_printHierarchy`: a view controller and the address of its view.
    case viewController(name: String, viewAddress: String)
    /// A sublayer line ending in `(layer)`: part of the view above it.
    case layer
    /// Nothing to read: blank, an lldb or Cycript command, a Cycript reply (`#"<UIButton: 0x…>"`),
    /// which names a view the session asked about, not a view of the dump.
    case skipped
    /// Not a line of either format: the line as it is.
    case unknown(Substring)

    /// Classifies one line (without its line break).
    static func classify(_ raw: Substring) -> DumpLine {
        var text = trimmed(raw)
        if isPrompt(text) { return .skipped }
        text = trimmed(droppingTimestamp(text))
        if isPrompt(text) || isReply(text) { return .skipped }
        text = droppingMarkers(text)
        if isPrompt(text) { return .skipped }
        var pipes = 0
        while let first = text.first, first == "|" || first == " " || first == "\t" {
            if first == "|" { pipes += 1 }
            text = text.dropFirst()
        }
        let start = text.startIndex
        if isBareAddress(text) { return .skipped }
        if text.first != "<", let named = afterName(text) { text = named }
        guard text.first == "<" else { return .unknown(raw) }
        text = droppingClosingQuote(text)
        if text.hasSuffix("(layer)") { return .layer }
        if let controller = viewController(text) { return controller }
        return .view(pipes: pipes, column: column(before: start, in: raw), description: text)
    }

    /// Blank, or a command typed at lldb's, gdb's or Cycript's prompt.
    private static func isPrompt(_ text: Substring) -> Bool {
        text.isEmpty || text.hasPrefix("(lldb)") || text.hasPrefix("(gdb)") || text.hasPrefix("cy#")
    }

    /// What lldb's `p view` leaves after its `(UIView *) $2 = `: an address without a description.
    private static func isBareAddress(_ text: Substring) -> Bool {
        text.hasPrefix("0x") && text.count > 2 && text.dropFirst(2).allSatisfy(\.isHexDigit)
    }

    /// A custom printer's name before the description, `_myButton <UIButton: 0x…` or
    /// `'RootViewController:0x757a0b0' <UIView: 0x…`: the description from its `<`, when one word
    /// comes before it.
    private static func afterName(_ text: Substring) -> Substring? {
        guard let space = text.firstIndex(of: " "), !text[..<space].contains("<") else { return nil }
        let rest = text[text.index(after: space)...]
        guard rest.first == "<", let next = rest.dropFirst().first, next.isLetter || next == "_" else { return nil }
        return rest
    }

    /// Cycript's answer naming one object, `#"<UIButton: 0x…>"`, alone or in an array
    /// `@[#"<UIView: 0x…>",…]`: a view the session asked about, already in the dump or not in it.
    private static func isReply(_ text: Substring) -> Bool {
        text.hasPrefix("#\"<") || text.hasPrefix("@[#\"<") || text.hasPrefix("[#\"<")
    }

    /// The width of the spaces, tabs and `|` right before `index` in `raw`: the depth of a dump
    /// indented without markers.
    private static func column(before index: Substring.Index, in raw: Substring) -> Int {
        var width = 0
        var i = index
        while i > raw.startIndex {
            let previous = raw.index(before: i)
            switch raw[previous] {
            case " ", "|": width += 1
            case "\t": width += 4
            default: return width
            }
            i = previous
        }
        return width
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

    private static let wrappers = ["Optional(", "@\"", "\"", "`"]

    /// Takes off what wraps the description: comment markers (`//`, `#`, `>`), lldb's `$1 = `,
    /// `(NSString *) $1 = 0x… @"` and `(id) $1 = 0x… `, Swift's `Optional(`, an opening quote and
    /// Cycript's opening backtick.
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
            // A type in parentheses, `(NSString *) $1 = …`, `(id) $1 = …`.
            if text.first == "(", let close = text.firstIndex(of: ")"),
                text[..<close].hasSuffix("*") || trimmed(text[text.index(after: close)...]).first == "$"
            {
                text = trimmed(text[text.index(after: close)...])
                changed = true
            }
            if text.first == "$", let equals = text.firstIndex(of: "="),
                text[..<equals].dropFirst().allSatisfy({ $0.isNumber || $0 == " " || $0 == "R" })
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

    /// Takes off the `"`, `")` or backtick that ends a `po` or Cycript string after the last `>`.
    private static func droppingClosingQuote(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == "\"" || last == ")" || last == "`",
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
