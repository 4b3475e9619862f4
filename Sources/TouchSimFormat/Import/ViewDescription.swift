/// What one view's description says: `<UIButton: 0x7fb1…; frame = (20 100; 160 44); hidden = YES;
/// layer = <CALayer: 0x…>>`, split into its class, address and `key = value` / `key: value`
/// properties. A `;` inside nested `<…>`, `(…)`, `{…}` or a `'…'` text does not split.
struct ViewDescription {
    var className: String
    var address: String?
    /// Properties in the order written.
    var properties: [(key: String, value: Substring)]
    /// Whether the text ends before the description's closing `>` (a line cut mid-way).
    var isCut: Bool

    /// The value of `key`, if the description has it.
    subscript(key: String) -> Substring? { properties.first { $0.key == key }?.value }

    /// A description made up by the importer (the window it adds around a fragment).
    init(className: String, properties: [(key: String, value: Substring)]) {
        self.className = className
        self.properties = properties
        isCut = false
    }

    /// Parses `text`, which starts with `<`; nil when no class name follows.
    init?(_ text: Substring) {
        var rest = text.dropFirst()
        let name = rest.prefix { $0 != ":" && $0 != ";" && $0 != ">" && $0 != " " }
        guard !name.isEmpty else { return nil }
        className = String(name)
        rest = rest.dropFirst(name.count)
        if rest.first == ":" { rest = rest.dropFirst() }
        properties = []
        isCut = true
        var parts: [Substring] = []
        var start = rest.startIndex
        var depth = 0
        var index = rest.startIndex
        scan: while index < rest.endIndex {
            let c = rest[index]
            switch c {
            case "<", "(", "{", "[": depth += 1
            case ")", "}", "]": depth = max(0, depth - 1)
            case ">":
                if depth == 0 {
                    parts.append(rest[start..<index])
                    isCut = false
                    break scan
                }
                depth -= 1
            case "'" where rest[start..<index].hasSuffix("= "):
                // A text such as `text = 'It's'` ends at a quote followed by `;` or `>`.
                var end = rest.index(after: index)
                while end < rest.endIndex {
                    let next = rest.index(after: end)
                    if rest[end] == "'" && (next == rest.endIndex || rest[next] == ";" || rest[next] == ">") { break }
                    end = next
                }
                index = end < rest.endIndex ? end : rest.index(before: rest.endIndex)
            case ";" where depth == 0:
                parts.append(rest[start..<index])
                start = rest.index(after: index)
            default: break
            }
            index = rest.index(after: index)
        }
        if isCut { parts.append(rest[start...]) }
        for (i, part) in parts.enumerated() {
            let trimmed = part.drop { $0 == " " }
            if i == 0 {
                let word = trimmed.prefix { $0 != " " }
                if word.hasPrefix("0x") {
                    address = String(word)
                    if trimmed.count == word.count { continue }
                }
            }
            if let property = Self.property(trimmed) { properties.append(property) }
        }
    }

    /// `key = value` or `key: value`; the first separator wins.
    private static func property(_ text: Substring) -> (key: String, value: Substring)? {
        guard let space = text.firstIndex(of: " ") else { return nil }
        let key = text[..<space]
        var value = text[space...].dropFirst()
        if value.hasPrefix("= ") {
            value = value.dropFirst(2)
        } else if key.hasSuffix(":") {
            return (String(key.dropLast()), value)
        } else {
            return nil
        }
        return (String(key), value)
    }
}
