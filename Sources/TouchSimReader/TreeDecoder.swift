import TouchSimCore

/// Decodes a view tree (docs/format.md §2) into `ViewSpec`s: classes, defaults, ids, references
/// between objects, `--set` overrides, and warnings about private scroll views that the
/// chosen iOS does not have.
package struct TreeDecoder {
    /// An id or class name written somewhere in the tree, checked once the whole tree is known
    /// (a rule may name a class declared further down).
    private struct Reference {
        var kind: ReferenceKind
        var name: String
        var location: SourceLocation
        var path: String
        /// The view or recognizer whose key holds the reference: its error names it.
        var owner: Naming?

        /// A diagnostic about the reference: `message` at its place, naming its owner.
        func diagnostic(_ message: String) -> Diagnostic {
            let diagnostic = location.diagnostic(message, path: path)
            return owner?.name(diagnostic) ?? diagnostic
        }
    }

    /// A view or recognizer whose keys are being decoded (`naming`).
    struct Naming {
        var kind: Diagnostic.Owner.Kind
        var id: String
        var place: ObjectPath
        var isRoot = false

        /// `diagnostic` naming this object, unless it names a nearer one (docs/format.md §4.6).
        func name(_ diagnostic: Diagnostic) -> Diagnostic {
            diagnostic.owned(by: kind, id, at: place.text, isRoot: isRoot)
        }
    }

    let ios: IOSVersion
    var classes = ClassHierarchy()
    /// Custom classes in the order declared, with where.
    var declaredClasses: [(name: String, superclass: String, location: SourceLocation)] = []
    /// Each custom class: its index in `declaredClasses` and how many custom classes its chain
    /// has, itself included (at most `maximumClassDepth`, docs/format.md §4.9).
    var declarations: [String: (index: Int, depth: Int)] = [:]
    var ids = IdRegistry()
    /// Each built-in class's traits, once it has had a view; a custom class takes its nearest
    /// built-in class's.
    var classTraits: [String: ClassTraits] = [:]
    /// The classes `traits(of:)` answered last, with their answers, the latest last.
    var recentTraits: [(className: String, traits: ClassTraits)] = []
    var overrides: PendingOverrides
    var warnings: [Diagnostic] = []
    /// Every `hitTest` redirect, in document order.
    var redirects: [Redirect] = []
    /// How many recognizers each view (by id) has beyond the most one path may hold
    /// (`maximumRecognizersOnPath`): decoded as read but not kept, as the tree is refused.
    var recognizersNotKept: [String: Int] = [:]
    private var references: [Reference] = []
    /// The innermost view or recognizer whose keys are being decoded.
    private(set) var decoding: Naming?
    /// Each window's `windowLevel`, by id, when it has one (docs/model.md §18.1).
    var windowLevels: [String: Double] = [:]
    /// The text input whose `isFirstResponder` is true, with where (docs/model.md §19).
    var firstResponder: (id: String, location: SourceLocation)?

    /// A decoder of `ios`'s views with `overrides` to apply: `decode` uses one for a whole tree,
    /// `SetEventDecoder` one for single keys.
    init(ios: IOSVersion, overrides: PendingOverrides) {
        self.ios = ios
        self.overrides = overrides
    }

    /// Decodes the root view `tree` at `path`, or the array of windows of `windows`
    /// (docs/format.md §2.14), with the views of `add` events, and checks every reference and
    /// override.
    static func decode(
        _ tree: JSONValue, path: String, ios: IOSVersion, overrides: PendingOverrides, additions: [ViewAddition] = []
    ) throws(Diagnostic) -> (scene: SceneSpec, warnings: [Diagnostic]) {
        var decoder = TreeDecoder(ios: ios, overrides: overrides)
        guard path == ScenarioDocument.windowsKey else {
            let root = try decoder.decodeView(tree, path: path, isRoot: true)
            return try decoder.finish(roots: [root], path: path, additions: additions)
        }
        let expected = "an array of window objects, back to front"
        let elements = try tree.array(path: path, expected: expected)
        guard !elements.isEmpty else {
            throw tree.location.diagnostic("no window; expected \(expected), at least one", path: path)
        }
        var roots: [ViewSpec] = []
        for (index, element) in elements.enumerated() {
            roots.append(try decoder.decodeView(element, path: JSONPath.index(path, index), isRoot: true))
        }
        return try decoder.finish(roots: roots, path: path, additions: additions)
    }

    /// The scene of `roots` (its windows, as declared), decoded at `path`, with the views of
    /// `additions` in their places, once every reference and override is checked and no path
    /// holds too many recognizers.
    package mutating func finish(roots written: [ViewSpec], path: String, additions: [ViewAddition] = [])
        throws(Diagnostic) -> (scene: SceneSpec, warnings: [Diagnostic])
    {
        var roots = written
        try add(additions, to: &roots)
        try checkReferences(roots: roots)
        try checkRedirectLoops()
        try overrides.checkAllApplied(ids: ids, ios: ios)
        for root in roots { try checkRecognizersOnPaths(of: root, path: path) }
        let windows = roots.map { WindowSpec(view: $0, level: windowLevels[$0.id] ?? WindowLevel.normal) }
        var scene = SceneSpec(ios: ios, windows: windows, classes: classes)
        scene.firstResponder = firstResponder?.id
        return (scene, warnings)
    }

    /// `windowLevel`: a level's name or a number (docs/format.md §2.14).
    static func windowLevel(_ value: JSONValue, path: String) throws(Diagnostic) -> Double {
        let names = WindowLevel.named.map(\.name)
        let expected = "a window level: \(names.map { Quoted.string($0) }.joined(separator: ", ")) or a number"
        if case .string(let name) = value.kind {
            guard let level = WindowLevel.named.first(where: { $0.name == name })?.level else {
                throw value.location.diagnostic(
                    "unknown window level \(value.quoted)\(Suggestion.clause(for: name, among: names)) (\(expected))",
                    path: path)
            }
            return level
        }
        return try value.number(path: path, in: -1e7...1e7, expected: expected)
    }

    /// Notes a recognizer id (`requireToFail`), view id or class name (rules) to check later.
    mutating func refer(to name: String, as kind: ReferenceKind, at value: JSONValue, path: String) {
        references.append(Reference(kind: kind, name: name, location: value.location, path: path, owner: decoding))
    }

    /// Reports `warning`, naming the view or recognizer being decoded.
    mutating func warn(_ warning: Diagnostic) { warnings.append(decoding?.name(warning) ?? warning) }

    /// `body`, decoding keys of the view or recognizer `id` (of `kind`) whose object is `object`:
    /// an error in them, thrown now or found later about a reference they make, names it rather
    /// than only its index path (docs/format.md §4.6).
    mutating func naming<Value>(
        _ kind: Diagnostic.Owner.Kind, _ id: String, _ object: JSONObject, isRoot: Bool = false,
        _ body: (inout TreeDecoder) throws(Diagnostic) -> Value
    ) throws(Diagnostic) -> Value {
        let outer = decoding
        let inner = Naming(kind: kind, id: id, place: object.place, isRoot: isRoot)
        decoding = inner
        defer { decoding = outer }
        do {
            return try body(&self)
        } catch {
            throw inner.name(error)
        }
    }

    /// What a reference must name: a cell of a table is one it selects (docs/model.md §10.1).
    enum ReferenceKind: Equatable {
        case recognizer, view, className
        case cell(ofList: String)
    }

    private func checkReferences(roots: [ViewSpec]) throws(Diagnostic) {
        // Built only when a reference needs it: most trees have no table.
        var cellLists: [String: String]?
        for reference in references {
            let name = reference.name
            switch reference.kind {
            case .cell(let list):
                if cellLists == nil {
                    var lists: [String: String] = [:]
                    for root in roots { Self.addCellLists(root, list: nil, classes: classes, to: &lists) }
                    cellLists = lists
                }
                guard cellLists![name] == list else {
                    let cells = cellLists!.filter { $0.value == list }.map(\.key).sorted()
                    throw reference.diagnostic(
                        "\(Quoted.string(name)) is not a cell of \(Quoted.string(list))\(Suggestion.clause(for: name, among: cells)) (a cell of its kind below it, with no other table or collection view between, docs/model.md §10.1)"
                    )
                }
            case .className:
                guard isUsableClass(name) else {
                    throw reference.diagnostic(
                        "unknown class \(Quoted.string(name))\(Suggestion.clause(for: name, among: usableClassNames))")
                }
            case .recognizer, .view:
                let wantsRecognizer = reference.kind == .recognizer
                let wanted = wantsRecognizer ? "recognizer" : "view"
                guard let owner = ids.owner(of: name) else {
                    let candidates = ids.ids { $0.isRecognizer == wantsRecognizer }
                    throw reference.diagnostic(
                        "no \(wanted) has the id \(Quoted.string(name))\(Suggestion.clause(for: name, among: candidates))"
                    )
                }
                guard owner.isRecognizer == wantsRecognizer else {
                    throw reference.diagnostic(
                        "\(Quoted.string(name)) is a \(wantsRecognizer ? "view" : "recognizer"), not a \(wanted)")
                }
            }
        }
    }

    /// Adds each cell's table or collection view to `result`, by id (docs/model.md §10.1): the
    /// nearest one above it, when the cell is of its kind. `list` is the nearest one above `view`.
    private static func addCellLists(
        _ view: ViewSpec, list: ViewSpec?, classes: ClassHierarchy, to result: inout [String: String]
    ) {
        if let list, result[view.id] == nil,
            let kind = UIKitObjectModel.selectionLists.first(where: { classes.isKind(list.className, of: $0.list) }),
            classes.isKind(view.className, of: kind.cell)
        {
            result[view.id] = list.id
        }
        let below = view.selection != nil ? view : list
        for sub in view.subviews { addCellLists(sub, list: below, classes: classes, to: &result) }
    }

    /// An id (docs/format.md §2): letters, digits, `_`, `-` and `.`.
    static func id(_ value: JSONValue, path: @autoclosure () -> String) throws(Diagnostic) -> String {
        let id = try value.string(path: path(), expected: "an id string")
        guard isName(id, punctuation: "_-.") else {
            throw value.location.diagnostic(
                "invalid id \(value.quoted); use letters, digits, \"_\", \"-\" and \".\"", path: path())
        }
        return id
    }

    /// Whether `text` is non-empty and made of ASCII letters, digits and `punctuation` (ASCII).
    /// Read as bytes: every view's id is checked, and a byte of a non-ASCII scalar is none of these.
    static func isName(_ text: String, punctuation: StaticString) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || UnsafeBufferPointer(start: punctuation.utf8Start, count: punctuation.utf8CodeUnitCount)
                        .contains(byte)
            }
    }
}
