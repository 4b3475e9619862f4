/// Text from the input as a diagnostic shows it: escaped and cut, so that a message stays one
/// readable line whatever a key, id or value holds (docs/format.md §4.9).
package enum Quoted {
    /// Characters (Unicode scalars) shown of a longer text.
    package static let shownScalars = 40

    /// `"text"` with Swift's escapes for quotes, backslashes and control characters. A longer
    /// text is cut after `shownScalars` with `…`, and its full length follows:
    /// `"kkkk…" (100000 characters)`.
    package static func string(_ text: String) -> String {
        if isPlain(text) { return "\"\(text)\"" }
        guard let head = head(of: text) else { return String(reflecting: text) }
        return String(reflecting: head).dropLast() + "…\" (\(text.unicodeScalars.count) characters)"
    }

    /// A file path: escaped like `string`, but never cut, since a person needs all of it to
    /// find the file (docs/format.md §4.9).
    static func path(_ text: String) -> String {
        isPlain(text) ? "\"\(text)\"" : String(reflecting: text)
    }

    /// The same escapes and cut without quotes or length, for a key inside a JSON path
    /// (`tree.kkkk…`): the message that follows quotes it in full.
    package static func bare(_ text: String) -> String {
        if isPlain(text) { return text }
        guard let head = head(of: text) else { return String(String(reflecting: text).dropFirst().dropLast()) }
        return String(reflecting: head).dropFirst().dropLast() + "…"
    }

    /// The first `shownScalars` of `text`, nil when it is no longer than that.
    private static func head(of text: String) -> String? {
        var scalars = text.unicodeScalars.makeIterator()
        var head = String.UnicodeScalarView()
        for _ in 0..<shownScalars {
            guard let scalar = scalars.next() else { return nil }
            head.append(scalar)
        }
        return scalars.next() == nil ? nil : String(head)
    }

    /// Short printable ASCII without quotes or backslashes, the common case: shown as it is.
    private static func isPlain(_ text: String) -> Bool {
        text.utf8.count <= shownScalars
            && text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    }
}
