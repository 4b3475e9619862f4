/// A piece of text from the input with where it starts, for texts that a layer above the reader
/// parses: a scenario's `want` expectations and `touchsim fix --want` arguments.
public struct SourceText: Sendable, Equatable {
    /// The text itself, escapes resolved.
    public var text: String
    /// The file as diagnostics name it (`--want` for an argument).
    public var file: String
    /// 1-based line of the text's first character.
    public var line: Int
    /// 1-based column of the text's first character, in Unicode scalars.
    public var column: Int
    /// JSON path such as `want[0]`; empty for an argument.
    public var path: String

    /// Creates a located text.
    public init(text: String, file: String, line: Int = 1, column: Int = 1, path: String = "") {
        self.text = text
        self.file = file
        self.line = line
        self.column = column
        self.path = path
    }

    /// An error `offset` scalars into the text. A JSON string with escapes before that point
    /// shifts the column a little; the path still names the element.
    public func diagnostic(_ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(file: file, line: line, column: column + offset, path: path, message: message)
    }
}
