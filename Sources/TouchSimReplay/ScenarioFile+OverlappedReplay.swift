import TouchSimCore
import TouchSimOutput
import TouchSimReader
import _TouchSimStorage

extension ScenarioFile {
    /// Loads `path` and replays it as `request` asks to `output` with both passes at once
    /// (`ReplaySchedule.threads`, docs/performance.md): this thread reads the document up to its
    /// `events`, then runs the engine on the steps a third thread reads in pass 2; a second
    /// thread runs pass 1 over the rest of the file and only then, if it found no error, formats
    /// and writes the records, which wait meanwhile, up to a memory budget (`RecordPipe`).
    /// `accepted` gets the warnings once the input is known valid, before the first byte is written.
    ///
    /// The output and the diagnostic are those of `load` and then `replayBesideWriter`, which
    /// this falls back to where pass 2 cannot start early: a tree after the events, a tree in its
    /// own file or held whole, a tree that does not finish, standard input read as a stream, or
    /// an `ios` after the events.
    static func replayOverlapped(
        path: String, overrides: [KeyOverride], sampleRate: Double?, readStandardInput: () -> [UInt8],
        _ request: ReplayRequest, to output: ReplayOutput, accepted: @escaping @Sendable ([Diagnostic]) -> Void
    ) throws(Diagnostic) {
        let input = try Input(
            path: path, overrides: overrides, sampleRate: sampleRate, readStandardInput: readStandardInput)
        var lexer = JSONLexer(source: input.source, file: input.file)
        var reader = try ScenarioDocument.Reader(&lexer)
        let paused = try reader.readMembers(
            &lexer, overrides: input.overrides, pausingAtEvents: input.source.isShareable)
        var finished: Result<(scene: SceneSpec, warnings: [Diagnostic]), Diagnostic>?
        if paused, case (var decoder, let root)? = reader.takeDecodedTree() {
            finished = Result { () throws(Diagnostic) in try decoder.finish(roots: [root], path: "tree") }
        }
        guard case .success(let tree) = finished else {
            // One pass after the other, as `load` reads; `finished` carries a tree's error to
            // where `load` reports it, after every event's.
            if paused { _ = try reader.readMembers(&lexer, overrides: input.overrides, pausingAtEvents: false) }
            let scenario = try assemble(reader.document(&lexer), from: input, finished: finished)
            accepted(scenario.warnings)
            return try scenario.replayBesideWriter(request, to: output)
        }
        // The writer starts only once pass 1 has accepted the file: until then the engine runs
        // ahead, its records waiting in the pipe.
        let pipe = RecordPipe(runsAhead: true)
        let verdicts = BoundedQueue<PassOneVerdict>(capacity: 1)
        let passes = Passes(reader: reader, input: input, finished: tree, eventsMark: lexer.mark)
        let thread = JoinableThread(helper: true) {
            let verdict = passes.passOne()
            verdicts.push(verdict)
            guard case .accepted(let scenario) = verdict else { return pipe.batches.abandon() }
            accepted(scenario.file.warnings)
            write(pipe, request, scene: scenario.file.scene, to: output)
        }
        guard let thread else {
            // No second thread to be had: pass 1 first, as `load` reads.
            let scenario = try passes.passOne().scenario()
            accepted(scenario.warnings)
            return try ReplayPipeline(schedule: .inline).replay(scenario, request, to: output)
        }
        let batcher = RecordBatcher(pipe: pipe)
        let simulation = Simulation(
            scene: tree.scene, hitTestNotes: request.notesPassedOverViews, records: batcher.output)
        // Once pass 1 has failed, the records have nowhere to go: only the reading goes on.
        let (verdict, passTwoError) = passes.passTwoBeside(verdicts: verdicts) { steps in
            if !batcher.isStopped { steps.forEachStep(touches: simulation.handle, changes: simulation.apply) }
        }
        if passTwoError == nil { simulation.finish() }
        switch verdict {
        case .accepted where passTwoError == nil:
            pipe.batches.close()
            thread.join()
        case .accepted:
            // Pass 1 accepted what pass 2 refused: the file changed between them.
            pipe.batches.abandon()
            thread.join()
            throw passTwoError!
        case .rejected(let diagnostic):
            thread.join()
            throw diagnostic
        case .changed(let scenario):
            thread.join()
            accepted(scenario.file.warnings)
            try scenario.file.replayBesideWriter(request, to: output)
        }
    }
}

/// What pass 1 of an overlapped replay concluded about the rest of the file.
private enum PassOneVerdict: Sendable {
    /// Valid, and read as pass 2 assumed: its records may be written.
    case accepted(LoadedScenario)
    /// Invalid: the diagnostic `load` gives.
    case rejected(Diagnostic)
    /// Valid, but an `ios` after the events, or an `add` event, changed the tree pass 2
    /// replayed: replay it again.
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

/// The two passes from the `events` array on, with what the engine's thread read before them.
///
/// `@unchecked Sendable`: the engine's thread hands it over whole and never touches it again
/// (the reader and the input are copies; the source is shared only where
/// `ByteSource.isShareable`).
private final class Passes: @unchecked Sendable {
    private let reader: ScenarioDocument.Reader
    private let input: ScenarioFile.Input
    private let finished: (scene: SceneSpec, warnings: [Diagnostic])
    private let eventsMark: LexerMark

    /// How many steps pass 2 hands the engine's thread at a time.
    private static let stepsPerBatch = 1024
    /// How many batches of steps may wait for the engine (about 1 MiB).
    private static let batchesInFlight = 16
    /// How many batches pass 2 fills each time it is woken: half the queue, so that the engine
    /// still has the other half (several ms of work) while pass 2 waits for a core.
    private static let batchesPerWakeUp = 8

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

    /// Pass 1: reads the events and every member after them with a lexer of its own, then the
    /// rest of `load`, reusing the tree the engine's thread finished when the document's `ios`
    /// is the one it was decoded for.
    func passOne() -> PassOneVerdict {
        var lexer = JSONLexer(source: input.source, file: input.file)
        lexer.seek(to: eventsMark)
        var reader = reader
        do {
            _ = try reader.readMembers(&lexer, overrides: input.overrides, pausingAtEvents: false)
            let document = try reader.document(&lexer)
            let scenario = LoadedScenario(
                file: try ScenarioFile.assemble(document, from: input, finished: .success(finished)))
            // The views of `add` events change the tree pass 2 replayed (docs/format.md §1.10).
            guard case .taken? = document.streamedTree, !scenario.file.addsViews else { return .changed(scenario) }
            return .accepted(scenario)
        } catch {
            return .rejected(error)
        }
    }

    /// Pass 2 on a thread of its own, which hands `engine` the steps a batch at a time on this
    /// one, so that reading them takes nothing from the engine's time; pass 1's verdict
    /// (`verdicts` brings it) and pass 2's own error once it is over. The engine's thread hands
    /// each batch back emptied, so that in steady state no step costs an allocation. Without a
    /// thread to be had, pass 2 runs here, a step at a time.
    func passTwoBeside(
        verdicts: BoundedQueue<PassOneVerdict>, engine: (StepBatch) -> Void
    ) -> (PassOneVerdict, Diagnostic?) {
        let steps = BoundedQueue<StepBatch>(capacity: Self.batchesInFlight, refill: Self.batchesPerWakeUp)
        // Every batch there is: those in `steps`, the one pass 2 fills and the one the engine
        // reads; so handing one back never waits.
        let batches = Self.batchesInFlight + 2
        let emptied = BoundedQueue<StepBatch>(capacity: batches)
        let outcome = Locked<(PassOneVerdict, Diagnostic?)?>(nil)
        let thread = JoinableThread(helper: true) {
            var made = 1
            let result = self.passTwo(verdicts: verdicts, stepsPerBatch: Self.stepsPerBatch) { full in
                steps.push(full)
                guard made == batches else {
                    made += 1
                    return StepBatch(steps: Self.stepsPerBatch)
                }
                return emptied.pop()!
            }
            if result.1 == nil, let last = result.2 { steps.push(last) }
            outcome.withLock { $0 = (result.0, result.1) }
            steps.close()
        }
        guard let thread else {
            let result = passTwo(verdicts: verdicts, stepsPerBatch: 1) { full in
                engine(full)
                full.removeAll()
                return full
            }
            if result.1 == nil, let last = result.2 { engine(last) }
            return (result.0, result.1)
        }
        while let batch = steps.pop() {
            engine(batch)
            batch.removeAll()
            emptied.push(batch)
        }
        thread.join()
        return outcome.withLock { $0! }
    }

    /// Pass 2: streams the steps into batches of `stepsPerBatch`, handing each full one to
    /// `full` for the next to fill, and asking `verdicts` for pass 1's findings at the first
    /// shorthand or `set` event, or at the end; pass 1's verdict, pass 2's own error, and the
    /// last batch when it holds steps.
    private func passTwo(
        verdicts: BoundedQueue<PassOneVerdict>, stepsPerBatch: Int, full: (StepBatch) -> StepBatch
    ) -> (PassOneVerdict, Diagnostic?, StepBatch?) {
        var verdict: PassOneVerdict?
        func loaded() -> ScenarioFile? {
            if verdict == nil { verdict = verdicts.pop() }
            guard case .accepted(let scenario) = verdict else { return nil }
            return scenario.file
        }
        var error: Diagnostic?
        var batch = StepBatch(steps: stepsPerBatch)
        do {
            try ScenarioFile.readSteps(
                in: input.source, file: input.file, from: eventsMark, loaded: loaded, into: &batch,
                stepsPerBatch: stepsPerBatch, full: full)
        } catch let thrown {
            error = thrown
        }
        _ = loaded()
        return (verdict!, error, batch.count > 0 ? batch : nil)
    }
}
