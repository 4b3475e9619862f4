import TouchSimCore

/// A scenario that has been read and fully validated (pass 1), ready to stream its events again
/// (pass 2).
///
/// Neither pass holds the events: pass 1 checks them one at a time and remembers where the array
/// starts; pass 2 goes back there. A scenario file stays open until this object is released.
public final class ScenarioFile {
    /// The tree, iOS version and name, every default applied.
    public let scene: SceneSpec
    /// Warnings, such as a `wrapperView` on an iOS version without a wrapper view (docs/model.md §8).
    public let warnings: [Diagnostic]
    /// How many events the trace has.
    public let eventCount: Int
    /// The scenario's `want` expectations, for `touchsim fix`; a replay ignores them.
    public let wants: [SourceText]

    /// What the shorthands need to expand; nil when `events` has none.
    let expansion: ExpansionContext?
    /// The changes of each `set` event, in order (docs/format.md §1.7).
    let changes: [[SceneChange]]
    /// Where the `events` array is in the source, for `touchsim expand`.
    let eventsRange: Range<Int>
    let source: ByteSource
    let file: String
    private let eventsMark: LexerMark
    /// The tree as written, to decode again with other overrides.
    public let template: SceneTemplate

    private init(
        scene: SceneSpec, warnings: [Diagnostic], document: ScenarioDocument, expansion: ExpansionContext?,
        changes: [[SceneChange]], template: SceneTemplate, source: ByteSource, file: String
    ) {
        self.scene = scene
        self.changes = changes
        self.warnings = warnings
        self.eventCount = document.eventCount
        self.wants = document.wants
        self.expansion = expansion
        self.eventsRange = document.eventsMark.byteOffset..<document.eventsEnd.byteOffset
        self.source = source
        self.file = file
        self.eventsMark = document.eventsMark
        self.template = template
    }

    /// Reads `path` (`-`: standard input, through `readStandardInput`), validating the header,
    /// the tree with `overrides` applied, and every event. `sampleRate` (Hz), when given, replaces
    /// the document's `sampleRate` for gestures by name.
    public static func load(
        path: String, overrides: [KeyOverride] = [], sampleRate: Double? = nil, readStandardInput: () -> [UInt8]
    ) throws(Diagnostic) -> ScenarioFile {
        let isStandardInput = path == "-"
        let file = isStandardInput ? "<stdin>" : path
        let source: ByteSource
        if isStandardInput {
            source = ByteSource(bytes: readStandardInput())
        } else {
            do {
                source = try ByteSource(path: path)
            } catch {
                throw Diagnostic(
                    file: file, line: 1, column: 1, path: "", message: "cannot read the scenario: \(error.message)")
            }
        }
        let pending = try PendingOverrides(overrides)
        var lexer = JSONLexer(source: source, file: file)
        let document = try ScenarioDocument.read(&lexer)
        let tree = try loadTree(document.tree, directory: isStandardInput ? "" : directory(of: path))
        var (scene, warnings) = try TreeDecoder.decode(tree.0, path: tree.1, ios: document.ios, overrides: pending)
        scene.name = document.name
        var expansion: ExpansionContext?
        if document.shorthandCount > 0 {
            let centres = try ViewCentres.resolve(document.viewReferences, in: scene.root)
            expansion = ExpansionContext(
                sampleRate: sampleRate ?? document.sampleRate ?? defaultSampleRate, centres: centres)
        }
        let template = SceneTemplate(tree: tree.0, path: tree.1, ios: scene.ios, name: scene.name)
        var changes: [[SceneChange]] = []
        if !document.setEvents.isEmpty {
            var decoder = try SetEventDecoder(scene: scene)
            for event in document.setEvents { changes.append(try decoder.changes(of: event)) }
        }
        return ScenarioFile(
            scene: scene, warnings: warnings, document: document, expansion: expansion, changes: changes,
            template: template, source: source, file: file)
    }

    /// The sampling rate of gestures by name when neither the scenario nor the command line gives
    /// one, in Hz: the touch rate of most iPhones.
    public static let defaultSampleRate = 120.0

    /// Pass 2: streams the trace again as the engine takes it, in array order: UIEvents
    /// (consecutive events with the same `t`) and `set` events, which end the UIEvent before them.
    public func forEachStep(_ body: (TraceStep) -> Void) throws(Diagnostic) {
        var lexer = JSONLexer(source: source, file: file)
        lexer.seek(to: eventsMark)
        var stream = EventStream()
        var group: [TouchEvent] = []
        try stream.read(&lexer, expansion: expansion) { item in
            switch item {
            case .event(let event, _):
                if let last = group.last, last.time != event.time {
                    body(.touches(group))
                    group.removeAll(keepingCapacity: true)
                }
                group.append(event)
            case .set(let index, let time, _):
                if !group.isEmpty { body(.touches(group)) }
                group.removeAll(keepingCapacity: true)
                body(.changes(changes[index], at: time))
            }
        }
        if !group.isEmpty { body(.touches(group)) }
    }

    /// Pass 2 for `touchsim expand`: every entry in order, a raw event's and a `set` event's with
    /// the byte range of its entry, an event a shorthand made without.
    func forEachEvent(_ body: (EventStream.Item) -> Void) throws(Diagnostic) {
        var lexer = JSONLexer(source: source, file: file)
        lexer.seek(to: eventsMark)
        var stream = EventStream()
        try stream.read(&lexer, expansion: expansion, body: body)
    }

    /// The root view object: inline, or read from the file a string names (relative to
    /// `directory`, empty for the current one). Returns it with its JSON path: `tree` inline,
    /// empty at the top of a tree file, whose name the diagnostics then carry.
    private static func loadTree(_ value: JSONValue, directory: String) throws(Diagnostic) -> (JSONValue, String) {
        let expected = "a view object or the path of a JSON file holding one"
        switch value.kind {
        case .object: return (value, "tree")
        case .string(let relative) where !relative.isEmpty:
            let resolved = relative.hasPrefix("/") ? relative : directory + relative
            let source: ByteSource
            do {
                source = try ByteSource(path: resolved)
            } catch {
                throw value.location.diagnostic(
                    "cannot read tree file \(Quoted.string(resolved)): \(error.message)", path: "tree")
            }
            var lexer = JSONLexer(source: source, file: resolved)
            return (try JSONValue.parseDocument(&lexer), "")
        default: throw value.mismatch(expected, path: "tree")
        }
    }

    /// The directory part of `path` with its trailing `/`, empty for a bare file name.
    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
