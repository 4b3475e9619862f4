/// A place in an XML text: 1-based line and column, the column counted in Unicode scalars.
public struct XMLPosition: Equatable, Sendable {
    public var line: Int
    public var column: Int

    /// A position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// Text that is not well-formed XML, or nests deeper than the reader follows.
public struct XMLError: Error, Equatable, Sendable {
    public var position: XMLPosition
    /// What was expected and what was found.
    public var message: String
}
