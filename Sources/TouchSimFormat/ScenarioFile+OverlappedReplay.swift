import TouchSimCore

extension ScenarioFile {
    /// Loads `path` and replays it to the file descriptor `fd` with both passes at once
    /// (`touchsim replay`, docs/format.md §4.9): this thread reads the document up to its
    /// `events`, then runs pass 2 and the engine; a second thread runs pass 1 over the rest of
    /// the file and only then, if it found no error, formats and writes the records, which wait
    /// in a bounded queue meanwhile. `accepted` gets the warnings once the input is known valid,
    /// before the first byte is written.
    ///
    /// The output and the diagnostic are those of `load` and then
    /// `replay(format:explain:toFileDescriptor:)`, which this falls back to where pass 2 cannot
    /// start early: a tree after the events, a tree in its own file or held whole, a tree that
    /// does not finish, standard input read as a stream, or an `ios` after the events.
    public static func replay(
        path: String, overrides: [KeyOverride] = [], sampleRate: Double? = nil, readStandardInput: () -> [UInt8],
        format: OutputFormat, explain: Bool, toFileDescriptor fd: Int32,
        accepted: @escaping @Sendable ([Diagnostic]) -> Void
    ) throws(Diagnostic) {
        let input = try Input(
            path: path, overrides: overrides, sampleRate: sampleRate, readStandardInput: readStandardInput)
        var lexer = JSONLexer(source: input.source, file: input.file)
        var reader = try ScenarioDocument.Reader(&lexer)
        let paused = try reader.readMembers(
            &lexer, overrides: input.overrides, pausingAtEvents: input.source.isShareable)
        var finished: Result<(scene: SceneSpec, warnings: [Diagnostic]), Diagnostic>?
        if paused, case .decoded(var decoder, let root)? = reader.streamed?.tree {
            finished = Result { () throws(Diagnostic) in try decoder.finish(root: root, path: "tree") }
        }
        guard case .success(let tree) = finished else {
            // One pass after the other, as `load` reads; `finished` carries a tree's error to
            // where `load` reports it, after every event's.
            if paused { _ = try reader.readMembers(&lexer, overrides: input.overrides, pausingAtEvents: false) }
            let scenario = try assemble(reader.document(&lexer), from: input, finished: finished)
            accepted(scenario.warnings)
            return try scenario.replay(format: format, explain: explain, toFileDescriptor: fd)
        }
        let records = BoundedQueue<RecordBatch>(capacity: batchesInFlight)
        let verdicts = BoundedQueue<PassOneVerdict>(capacity: 1)
        let eventsMark = lexer.mark
        let passOne = PassOne(reader: reader, input: input, finished: tree, eventsMark: eventsMark)
        let thread = JoinableThread {
            let verdict = passOne.run()
            verdicts.push(verdict)
            guard case .accepted(let scenario) = verdict else { return records.abandon() }
            accepted(scenario.file.warnings)
            write(records, format: format, scene: scenario.file.scene, explain: explain, to: fd)
        }
        guard let thread else {
            // No second thread to be had: pass 1 first, as `load` reads.
            let scenario = try passOne.run().scenario()
            accepted(scenario.warnings)
            return try scenario.replay(format: format, explain: explain, toFileDescriptor: fd)
        }
        var verdict: PassOneVerdict?
        func loaded() -> ScenarioFile? {
            if verdict == nil { verdict = verdicts.pop() }
            guard case .accepted(let scenario) = verdict else { return nil }
            return scenario.file
        }
        let batcher = RecordBatcher(queue: records, readsHitTestNotes: format.readsHitTestNotes(explain: explain))
        let simulation = Simulation(scene: tree.scene, hitTestNotes: batcher.readsHitTestNotes) { names in
            { batcher.write($0, names: names) }
        }
        var passTwoError: Diagnostic?
        do {
            try forEachStep(in: input.source, file: input.file, from: eventsMark, loaded: loaded) { step in
                // Once pass 1 has failed, the records have nowhere to go: only the reading goes on.
                if !batcher.isStopped { simulation.handle(step) }
            }
            simulation.finish()
        } catch {
            passTwoError = error
        }
        _ = loaded()
        switch verdict {
        case .accepted where passTwoError == nil:
            batcher.send()
            records.close()
            thread.join()
        case .accepted:
            // Pass 1 accepted what pass 2 refused: the file changed between them.
            records.abandon()
            thread.join()
            throw passTwoError!
        case .rejected(let diagnostic):
            thread.join()
            throw diagnostic
        case .changed(let scenario):
            thread.join()
            accepted(scenario.file.warnings)
            try scenario.file.replay(format: format, explain: explain, toFileDescriptor: fd)
        case nil: preconditionFailure("the pass 1 thread always sends its verdict")
        }
    }
}

/// What pass 1 of an overlapped replay concluded about the rest of the file.
private enum PassOneVerdict: Sendable {
    /// Valid, and read as pass 2 assumed: its records may be written.
    case accepted(LoadedScenario)
    /// Invalid: the diagnostic `load` gives.
    case rejected(Diagnostic)
    /// Valid, but an `ios` after the events changed the tree pass 2 replayed: replay it again.
    case changed(LoadedScenario)

    /// The scenario, or the diagnostic; a changed one is as good as an accepted one.
    func scenario() throws(Diagnostic) -> ScenarioFile {
        switch self {
        case .accepted(let scenario), .changed(let scenario): return scenario.file
        case .rejected(let diagnostic): throw diagnostic
        }
    }
}

/// A loaded scenario crossing from the pass 1 thread to the engine's.
///
/// `@unchecked Sendable`: a `ScenarioFile` has only constants, and its source is read by both
/// threads only where `ByteSource.isShareable` (a file read with `pread`, or bytes in memory).
private struct LoadedScenario: @unchecked Sendable {
    let file: ScenarioFile
}

/// Pass 1 from the `events` array on, with what the engine's thread read before it.
///
/// `@unchecked Sendable`: the engine's thread hands it over whole and never touches it again
/// (the reader and the input are copies; the source is shared only where
/// `ByteSource.isShareable`).
private final class PassOne: @unchecked Sendable {
    private let reader: ScenarioDocument.Reader
    private let input: ScenarioFile.Input
    private let finished: (scene: SceneSpec, warnings: [Diagnostic])
    private let eventsMark: LexerMark

    init(
        reader: ScenarioDocument.Reader, input: ScenarioFile.Input,
        finished: (scene: SceneSpec, warnings: [Diagnostic]),
        eventsMark: LexerMark
    ) {
        self.reader = reader
        self.input = input
        self.finished = finished
        self.eventsMark = eventsMark
    }

    /// Reads the events and every member after them with a lexer of its own, then the rest of
    /// `load`, reusing the tree the engine's thread finished when the document's `ios` is the
    /// one it was decoded for.
    func run() -> PassOneVerdict {
        var lexer = JSONLexer(source: input.source, file: input.file)
        lexer.seek(to: eventsMark)
        var reader = reader
        do {
            _ = try reader.readMembers(&lexer, overrides: input.overrides, pausingAtEvents: false)
            let document = try reader.document(&lexer)
            let scenario = LoadedScenario(
                file: try ScenarioFile.assemble(document, from: input, finished: .success(finished)))
            guard case .decoded? = document.streamedTree else { return .changed(scenario) }
            return .accepted(scenario)
        } catch {
            return .rejected(error)
        }
    }
}
