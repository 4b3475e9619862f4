/// A problem in the input: where, the JSON path, what was expected.
public struct Diagnostic: Error, Equatable, Sendable {
    /// Whether the problem stops the run (exit status 2) or is only reported.
    public enum Severity: String, Sendable { case error, warning }

    /// The path as the user gave it; `"<stdin>"` for `-`, `"--set ID.KEY=VALUE"` for an override
    /// (`KeyOverride.file`).
    public var file: String
    /// 1-based; 0 when the problem is the file itself (it cannot be read).
    public var line: Int
    /// 1-based, counted in Unicode scalars.
    public var column: Int
    /// JSON path such as `events[3].phase`; empty for the document itself.
    public var path: String
    /// What was expected and found, and how to fix it.
    public var message: String
    /// `error` for invalid input; `warning` for input that is read but partly ignored.
    public var severity: Severity
    /// The view or recognizer nearest to the problem that has an id; nil outside every one.
    public var owner: Owner?
    /// Whether the only problem is that a `--set` names an id this scenario does not have:
    /// `touchsim test` then skips the scenario instead of failing it (docs/format.md §4.4).
    public var isMissingOverrideTarget = false

    /// Creates a diagnostic.
    public init(
        file: String, line: Int, column: Int, path: String, message: String,
        severity: Severity = .error
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
        self.severity = severity
    }

    /// A file that cannot be read, the same from every command (docs/format.md §4.6):
    /// `FILE: error: cannot read: No such file or directory`.
    public static func unreadable(_ file: String, reason: String) -> Diagnostic {
        Diagnostic(file: file, line: 0, column: 0, path: "", message: "cannot read: " + reason)
    }

    /// `FILE:LINE:COLUMN: error: PATH: MESSAGE`, the path and its `": "` omitted when empty;
    /// `FILE: error: MESSAGE` for a file that cannot be read. Inside a view or recognizer with an
    /// id, the problem is named from it and the whole path follows in parentheses: `view
    /// "tableView": contentInsets: MESSAGE (tree.subviews[0].contentInsets)`. An error in a
    /// `--set` argument names the argument as typed and points into it on the two lines after,
    /// without the path (docs/format.md §4.6).
    public var rendered: String {
        let place = line == 0 || KeyOverride.isFile(file) ? file : "\(file):\(line):\(column)"
        let head = "\(place): \(severity.rawValue): " + located
        guard let argument = KeyOverride.argument(ofFile: file) else { return head }
        let indent = String(repeating: " ", count: file.count - argument.count)
        return head + "\n" + indent + argument + "\n" + indent + String(repeating: " ", count: max(0, column - 1)) + "^"
    }
}

extension Diagnostic {
    /// A view or recognizer of the scenario, by its id, and the JSON path of its object.
    public struct Owner: Equatable, Sendable {
        /// What the id names.
        public enum Kind: String, Sendable { case view, recognizer }
        /// What the id names.
        public var kind: Kind
        /// The id as the scenario writes it.
        public var id: String
        /// The JSON path of its object, such as `tree.subviews[0]`.
        public var path: String
    }

    /// This diagnostic, naming `kind` `id`, whose object is at `objectPath`, as its owner:
    /// unless a nearer one is named already, the problem lies outside that object or in its id
    /// (which cannot name itself: the object around it does), or the object is a root view (a
    /// window), whose path (`tree.alpha`, `windows[1].alpha`) is as short as its name, and the
    /// problem is in the file (a `--set` argument names its view as typed, a root too).
    func owned(by kind: Owner.Kind, _ id: String, at objectPath: String, isRoot: Bool = false) -> Diagnostic {
        guard owner == nil, !isRoot || KeyOverride.isFile(file), path.hasPrefix(objectPath),
            path != JSONPath.key(objectPath, "id")
        else { return self }
        var named = self
        named.owner = Owner(kind: kind, id: id, path: objectPath)
        return named
    }

    /// The path and message: from the owner when there is one, the whole path after them
    /// unless the problem is in a `--set` argument, which names the owner as typed.
    private var located: String {
        guard let owner else { return path.isEmpty ? message : "\(path): \(message)" }
        let inside = path.dropFirst(owner.path.count).drop { $0 == "." }
        let named = "\(owner.kind.rawValue) \(Quoted.string(owner.id)): " + (inside.isEmpty ? "" : "\(inside): ")
        return named + message + (KeyOverride.isFile(file) ? "" : " (\(path))")
    }
}

/// A place in an input text: its file name as diagnostics show it, line and column (1-based,
/// the column in Unicode scalars).
struct SourceLocation: Equatable, Sendable {
    var file: String
    var line: Int
    var column: Int

    /// A diagnostic at this place.
    func diagnostic(_ message: String, path: String, severity: Diagnostic.Severity = .error)
        -> Diagnostic
    {
        Diagnostic(
            file: file, line: line, column: column, path: path, message: message,
            severity: severity)
    }

    /// `LINE:COLUMN`, or `FILE:LINE:COLUMN` when `other` is in another file, for messages that
    /// point back at an earlier place.
    func shortDescription(from other: SourceLocation) -> String {
        other.file == file ? "\(line):\(column)" : "\(file):\(line):\(column)"
    }
}

/// JSON paths as diagnostics print them: `tree.subviews[0].frame[2]`.
enum JSONPath {
    /// The path of `key` inside the object at `path`.
    static func key(_ path: String, _ key: String) -> String {
        path.isEmpty ? Quoted.bare(key) : "\(path).\(Quoted.bare(key))"
    }

    /// The path of element `index` of the array at `path`.
    static func index(_ path: String, _ index: Int) -> String { "\(path)[\(index)]" }
}
