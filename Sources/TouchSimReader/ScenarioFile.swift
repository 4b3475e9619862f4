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
    /// The `add` events, whose views the scene holds out of the window until then
    /// (docs/format.md §1.10); `template()` puts them in again.
    let additions: [ViewAddition]
    /// Whether `add` events put views in the tree during the trace (docs/format.md §1.10).
    public var addsViews: Bool { !additions.isEmpty }
    /// Whether any event changes the scene (`set`, `animate`, `add`, `remove`), for the pictures
    /// that draw those changes over time (docs/format.md §4.13).
    package var changesScene: Bool { !changes.isEmpty || !additions.isEmpty }
    /// Where the `events` array is in the source, for `touchsim expand`.
    package let eventsRange: Range<Int>
    package let source: ByteSource
    package let file: String
    let eventsMark: LexerMark
    /// Where the tree is written, to read it again for `template()`.
    private let treeText: TreeText

    private init(
        scene: SceneSpec, warnings: [Diagnostic], document: ScenarioDocument, expansion: ExpansionContext?,
        changes: [[SceneChange]], additions: [ViewAddition], treeText: TreeText, source: ByteSource, file: String
    ) {
        self.scene = scene
        self.changes = changes
        self.additions = additions
        self.warnings = warnings
        self.eventCount = document.eventCount
        self.wants = document.wants
        self.expansion = expansion
        self.eventsRange = document.eventsMark.byteOffset..<document.eventsEnd.byteOffset
        self.source = source
        self.file = file
        self.eventsMark = document.eventsMark
        self.treeText = treeText
    }

    /// The tree as written, to decode again with other overrides (`touchsim fix`). It is read
    /// again from the file rather than kept: a replay needs only `scene`, and the tree's JSON
    /// values take many times the memory of its text (docs/format.md §4.9).
    public func template() throws(Diagnostic) -> SceneTemplate {
        SceneTemplate(
            tree: try treeText.read(), path: treeText.path, ios: scene.ios, name: scene.name, additions: additions)
    }

    /// Reads `path` (`-`: standard input, through `readStandardInput`), validating the header,
    /// the tree with `overrides` applied, and every event. `sampleRate` (Hz), when given, replaces
    /// the document's `sampleRate` for gestures by name.
    public static func load(
        path: String, overrides: [KeyOverride] = [], sampleRate: Double? = nil, readStandardInput: () -> [UInt8]
    ) throws(Diagnostic) -> ScenarioFile {
        let input = try Input(
            path: path, overrides: overrides, sampleRate: sampleRate, readStandardInput: readStandardInput)
        var lexer = JSONLexer(source: input.source, file: input.file)
        let document = try ScenarioDocument.read(&lexer, overrides: input.overrides)
        return try assemble(document, from: input)
    }

    /// A scenario file opened for `load`, with what the rest of loading needs to know about it.
    package struct Input {
        package let source: ByteSource
        /// The name diagnostics give the file: its path, or `<stdin>`.
        package let file: String
        /// Where a tree file named by a relative path is: the scenario's directory with its `/`.
        let directory: String
        package let overrides: PendingOverrides
        let sampleRate: Double?

        /// Opens `path` (`-`: standard input, read whole by `readStandardInput`).
        package init(
            path: String, overrides: [KeyOverride], sampleRate: Double?, readStandardInput: () -> [UInt8]
        ) throws(Diagnostic) {
            let isStandardInput = path == "-"
            file = isStandardInput ? "<stdin>" : path
            if isStandardInput {
                source = ByteSource(bytes: readStandardInput())
            } else {
                do {
                    source = try ByteSource(path: path)
                } catch {
                    throw .unreadable(file, reason: error.message)
                }
            }
            directory = isStandardInput ? "" : ScenarioFile.directory(of: path)
            self.overrides = try PendingOverrides(overrides)
            self.sampleRate = sampleRate
        }
    }

    /// The rest of `load` once the document is read: the tree, the shorthands' views and the
    /// `set` events' changes. `finished`, when given, is what finishing the document's inline
    /// tree gave (pass 2 of a concurrent replay finishes it before pass 1 is over).
    package static func assemble(
        _ document: ScenarioDocument, from input: Input,
        finished: Result<(scene: SceneSpec, warnings: [Diagnostic]), Diagnostic>? = nil
    ) throws(Diagnostic) -> ScenarioFile {
        let inline = TreeText(
            source: input.source, file: input.file, mark: document.treeMark, path: document.treeKey,
            ids: document.treeIDs)
        let treeText = try locateTree(document.tree, inline, directory: input.directory)
        let additions = ViewAddition.all(in: document.setEvents)
        var (scene, warnings): (SceneSpec, [Diagnostic])
        switch (document.streamedTree, finished) {
        case (.refused(let error)?, _):
            throw error
        case _ where !additions.isEmpty:
            // The views of `add` events go into the tree as it is decoded (docs/format.md §1.10):
            // a tree decoded before the events were read is decoded again, whole.
            (scene, warnings) = try TreeDecoder.decode(
                try treeText.read(), path: treeText.path, ios: document.ios, overrides: input.overrides,
                additions: additions)
        case (.taken?, let finished?):
            (scene, warnings) = try finished.get()
        case (.taken?, nil):
            preconditionFailure("a tree taken to be finished elsewhere comes with what finishing it gave")
        case (.decoded(var decoder, let root)?, _):
            (scene, warnings) = try decoder.finish(roots: [root], path: treeText.path)
        case (.checked?, _), (nil, _):
            var treeLexer = try treeText.lexer()
            (scene, warnings) = try TreeDecoder.decode(
                &treeLexer, path: treeText.path, ios: document.ios, overrides: input.overrides, ids: treeText.ids,
                parsed: treeText.read)
        }
        scene.name = document.name
        var expansion: ExpansionContext?
        if document.shorthandCount > 0 {
            let centres = try ViewCentres.resolve(document.viewReferences, in: scene.liveWindows)
            expansion = ExpansionContext(
                sampleRate: input.sampleRate ?? document.sampleRate ?? defaultSampleRate, centres: centres)
        }
        var changes: [[SceneChange]] = []
        if !document.setEvents.isEmpty {
            var decoder = try SetEventDecoder(scene: scene)
            for event in document.setEvents { changes.append(try decoder.changes(of: event)) }
        }
        return ScenarioFile(
            scene: scene, warnings: warnings, document: document, expansion: expansion, changes: changes,
            additions: additions, treeText: treeText, source: input.source, file: input.file)
    }

    /// The sampling rate of gestures by name when neither the scenario nor the command line gives
    /// one, in Hz: the touch rate of most iPhones.
    public static let defaultSampleRate = 120.0

    /// Pass 2: streams the trace again as the engine takes it, in array order: UIEvents
    /// (consecutive events with the same `t`) and `set` events, which end the UIEvent before them.
    public func forEachStep(_ body: (TraceStep) -> Void) throws(Diagnostic) {
        try forEachBatch { $0.forEachStep(body) }
    }

    /// Pass 2 as `forEachStep(_:)` reads it, each step handed over where it lies, neither copied
    /// nor retained (`StepList.forEachStep(touches:changes:)`): for the engine, which keeps none.
    package func forEachStep(
        touches: (Span<TouchEvent>) -> Void, changes: ([SceneChange], SimTime) -> Void
    ) throws(Diagnostic) {
        try forEachBatch { $0.forEachStep(touches: touches, changes: changes) }
    }

    /// Pass 2 a step at a time: `body` reads each batch of one step, and the last one, which
    /// may hold none.
    private func forEachBatch(_ body: (StepBatch) -> Void) throws(Diagnostic) {
        var batch = StepBatch(steps: 1)
        try Self.readSteps(
            in: source, file: file, from: eventsMark, loaded: { self }, into: &batch, stepsPerBatch: 1,
            full: { full in
                body(full)
                full.removeAll()
                return full
            })
        body(batch)
    }

    /// Pass 2 over the `events` array at `mark` of `source`, into `batch`: once it holds
    /// `stepsPerBatch` whole steps, `full` takes it and gives back the batch to fill next, empty.
    /// What is left when the trace ends stays in `batch`, and so does what was read before an
    /// error (the last UIEvent perhaps not whole).
    ///
    /// `loaded` gives the expansions and changes pass 1 found, asked only at the first shorthand
    /// or `set` event: a concurrent replay streams the raw events while pass 1 is still reading
    /// (docs/format.md §4.9). While it answers nil (pass 1 failed), shorthands make no events and
    /// `set` events no steps.
    package static func readSteps(
        in source: ByteSource, file: String, from mark: LexerMark, loaded: () -> ScenarioFile?,
        into batch: inout StepBatch, stepsPerBatch: Int, full: (StepBatch) -> StepBatch
    ) throws(Diagnostic) {
        var lexer = JSONLexer(source: source, file: file)
        lexer.seek(to: mark)
        // The steps are filled in a local rather than through `batch` (see `StepBatch.steps`);
        // meanwhile the batch being filled holds a spare empty list.
        var steps = StepList(steps: 0)
        swap(&steps, &batch.steps)
        defer { swap(&steps, &batch.steps) }
        func handOver() {
            swap(&steps, &batch.steps)
            batch = full(batch)
            swap(&steps, &batch.steps)
        }
        var stream = EventStream()
        try stream.read(
            &lexer, expansion: { loaded()?.expansion },
            body: { item in
                switch item {
                case .event(let event, _):
                    if steps.count >= stepsPerBatch && steps.startsStep(event) { handOver() }
                    steps.append(event)
                case .set(let index, let time, _):
                    steps.endStep()
                    if steps.count >= stepsPerBatch { handOver() }
                    // Only a file that changed between the passes can hold more `set` events
                    // than pass 1 found: those are dropped rather than read out of range.
                    guard let changes = loaded()?.changes, changes.indices.contains(index) else { return }
                    steps.append(changes[index], at: time)
                    if steps.count >= stepsPerBatch { handOver() }
                }
            })
    }

    /// Pass 2 for `touchsim expand`: every entry in order, a raw event's and a `set` event's with
    /// the byte range of its entry, an event a shorthand made without.
    package func forEachEvent(_ body: (EventStream.Item) -> Void) throws(Diagnostic) {
        var lexer = JSONLexer(source: source, file: file)
        lexer.seek(to: eventsMark)
        var stream = EventStream()
        try stream.read(&lexer, expansion: { expansion }, body: body)
    }

    /// Where the root view object is: inline (at `inline`) when `written` is nil, or in the file
    /// a string names (relative to `directory`, empty for the current one), checked here as a
    /// whole. The JSON path is `tree` inline, empty at the top of a tree file, whose name the
    /// diagnostics then carry.
    private static func locateTree(_ written: JSONValue?, _ inline: TreeText, directory: String) throws(Diagnostic)
        -> TreeText
    {
        guard let written else { return inline }
        let expected = "a view object or the path of a JSON file holding one"
        switch written.kind {
        case .string(let relative) where !relative.isEmpty:
            let resolved = relative.hasPrefix("/") ? relative : directory + relative
            let source: ByteSource
            do {
                source = try ByteSource(path: resolved)
            } catch {
                throw written.location.diagnostic(
                    "cannot read tree file \(Quoted.path(resolved)): \(error.message)", path: "tree")
            }
            var lexer = JSONLexer(source: source, file: resolved)
            let ids = try JSONValue.checkTreeDocument(&lexer)
            return TreeText(source: source, file: resolved, mark: nil, path: "", ids: ids)
        default: throw written.mismatch(expected, path: "tree")
        }
    }

    /// Where a tree's JSON is: at `mark` of a scenario, or the whole of a tree file (`mark` nil).
    private struct TreeText {
        let source: ByteSource
        let file: String
        let mark: LexerMark?
        /// The tree's JSON path as diagnostics print it.
        let path: String
        /// How many of its objects have an `id` key.
        let ids: Int

        /// The tree's values.
        func read() throws(Diagnostic) -> JSONValue {
            var lexer = JSONLexer(source: source, file: file)
            guard let mark else { return try JSONValue.parseDocument(&lexer) }
            lexer.seek(to: mark)
            return try JSONValue.parse(&lexer)
        }

        /// A lexer at the tree's first byte.
        func lexer() throws(Diagnostic) -> JSONLexer {
            var lexer = JSONLexer(source: source, file: file)
            if let mark { lexer.seek(to: mark) } else { try lexer.skipByteOrderMark() }
            return lexer
        }
    }

    /// The directory part of `path` with its trailing `/`, empty for a bare file name.
    fileprivate static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }
}
