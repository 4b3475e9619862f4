/// `--set ID.KEY=VALUE`: a what-if override of one view or recognizer key.
public struct KeyOverride: Sendable, Equatable {
    /// A view id or recognizer id; ids may contain `.`, and `<tableId>.wrapper` or
    /// `<cellId>.scrollView` names a private scroll view of docs/model.md §8.
    public var target: String
    /// A key of that view's or recognizer's object (docs/format.md §2).
    public var key: String
    /// JSON; a bare word that is not JSON is a string (`fast`).
    public var valueText: String

    /// Creates an override.
    public init(target: String, key: String, valueText: String) {
        self.target = target
        self.key = key
        self.valueText = valueText
    }

    /// Parses `ID.KEY=VALUE`, the KEY being the text after the last `.` before the first `=`
    /// (ids and keys never contain `=`; a value may). Throws a diagnostic in file `--set` when
    /// the text is malformed or the value is broken JSON.
    public static func parse(_ text: String) throws(Diagnostic) -> KeyOverride {
        func failure(_ message: String, column: Int) -> Diagnostic {
            Diagnostic(file: prefix + text, line: 1, column: column, path: "", message: message)
        }
        let scalars = text.unicodeScalars
        guard let equals = scalars.firstIndex(of: "=") else {
            throw failure(
                "expected ID.KEY=VALUE, found no \"=\" in \(Quoted.string(text))", column: scalars.count + 1)
        }
        let name = scalars[..<equals]
        guard let dot = name.lastIndex(of: ".") else {
            throw failure("expected ID.KEY=VALUE, found no \".\" between the id and the key", column: 1)
        }
        let result = KeyOverride(
            target: String(name[..<dot]), key: String(name[name.index(after: dot)...]),
            valueText: String(scalars[scalars.index(after: equals)...]))
        if result.target.isEmpty { throw failure("expected ID.KEY=VALUE, found no id before \".\"", column: 1) }
        if result.key.isEmpty {
            throw failure("expected ID.KEY=VALUE, found no key after \".\"", column: result.keyColumn)
        }
        if result.valueText.isEmpty {
            throw failure("expected ID.KEY=VALUE, found no value after \"=\"", column: result.valueColumn)
        }
        _ = try result.value()
        return result
    }

    /// The argument as typed: `ID.KEY=VALUE`.
    public var text: String { "\(target).\(key)=\(valueText)" }

    /// The name diagnostics give the override, `--set ID.KEY=VALUE`: the argument as typed, which
    /// `Diagnostic.rendered` points into.
    var file: String { Self.prefix + text }

    private static let prefix = "--set "

    /// Whether a diagnostic's `file` names an override.
    static func isFile(_ file: String) -> Bool { file.hasPrefix(prefix) }

    /// The argument a diagnostic's `file` names, nil for a file.
    static func argument(ofFile file: String) -> String? {
        isFile(file) ? String(file.dropFirst(prefix.count)) : nil
    }

    /// Where the key is, in `--set`'s text.
    var keyLocation: SourceLocation {
        SourceLocation(file: file, line: 1, column: keyColumn)
    }

    private var keyColumn: Int { target.unicodeScalars.count + 2 }
    private var valueColumn: Int { keyColumn + key.unicodeScalars.count + 1 }

    /// The value, positioned in `--set`'s text. Text that does not begin like a JSON value is a
    /// string, so that `--set feed.decelerationRate=fast` works.
    func value() throws(Diagnostic) -> JSONValue {
        var lexer = JSONLexer(
            source: ByteSource(bytes: Array(valueText.utf8)), file: file, firstColumn: valueColumn,
            endOfInput: "end of the value")
        do {
            return try JSONValue.parseDocument(&lexer)
        } catch {
            let jsonStart: Set<Unicode.Scalar> = [
                "{", "[", "\"", "-", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
            ]
            guard let first = valueText.unicodeScalars.first, !jsonStart.contains(first) else { throw error }
            return JSONValue(
                kind: .string(valueText),
                location: SourceLocation(file: file, line: 1, column: valueColumn))
        }
    }
}
