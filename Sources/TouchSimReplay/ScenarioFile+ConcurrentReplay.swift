import TouchSimCore
import TouchSimOutput
import TouchSimReader
import _TouchSimStorage

extension ScenarioFile {
    /// How many records travel to the writer thread together: one handover per batch keeps the
    /// locking out of the per-record cost.
    static let recordsPerBatch = 1024
    /// How many batches may wait for the writer thread once it runs; with `recordsPerBatch`, this
    /// bounds the records in flight (about 2 MiB), whichever thread is faster.
    static let batchesInFlight = 32
    /// How many batches a waiting writer is woken for, and a waiting engine may queue when woken:
    /// half the queue, so that the writer handles 16,384 records per wake-up, not 1,024, and the
    /// other side still has the other half to work on (docs/performance.md).
    static let batchesPerWakeUp = 16
    /// How much memory the records may take while the writer thread is still in pass 1, so that
    /// the engine runs on instead of waiting for it (docs/performance.md).
    static let recordBytesAhead = 40 << 20
    /// How many batches `recordBytesAhead` holds, each record counted as its stride plus 16 bytes
    /// for the heap the few that own an array take (a `touches` line's fingers, the views
    /// `--explain` names as passed over).
    static let batchesAhead = recordBytesAhead / (recordsPerBatch * (MemoryLayout<Record>.stride + 16))

    /// Replays the loaded scenario as `request` asks to `output`, the writer on a second thread
    /// (`ReplaySchedule.threads`, docs/performance.md): this thread reads pass 2 and runs the
    /// engine, the other turns records into bytes, fed by a bounded queue of record batches.
    ///
    /// `load` has validated every event, so output starts only for valid input. Should pass 2
    /// fail all the same (the file changed under the reader), the writer thread stops at once
    /// and drops what it holds, so the least of a broken replay is printed.
    func replayBesideWriter(_ request: ReplayRequest, to output: ReplayOutput) throws(Diagnostic) {
        let pipe = RecordPipe(runsAhead: false)
        let scene = self.scene
        // Everything the thread touches is its own (the sink, the writer) or Sendable.
        let thread = JoinableThread(helper: true) {
            Self.write(pipe, request, scene: scene, to: output)
        }
        guard let thread else {
            // No second thread to be had: the same bytes, written from this one.
            return try ReplayPipeline(schedule: .inline).replay(self, request, to: output)
        }
        let batcher = RecordBatcher(pipe: pipe)
        do {
            try replay(notesPassedOverViews: request.notesPassedOverViews, records: batcher.output)
        } catch {
            pipe.batches.abandon()
            thread.join()
            throw error
        }
        pipe.batches.close()
        thread.join()
    }

    /// The writer thread's work: formats the batches `pipe` brings as `request` asks and writes
    /// them to `output`, handing each buffer back emptied, until the queue closes, or is
    /// abandoned, which drops the rest unwritten.
    static func write(_ pipe: RecordPipe, _ request: ReplayRequest, scene: SceneSpec, to output: ReplayOutput) {
        let sink = output.sink()
        drain(pipe, into: request.writer(to: sink, scene: scene))
        if !pipe.batches.isAbandoned { sink.flush() }
    }

    /// Hands `writer` the records of every batch `pipe` brings, and the buffers back. `writer`
    /// is opened once here, so that a record costs a call through its witness table and not
    /// also a look into an existential box.
    private static func drain(_ pipe: RecordPipe, into writer: some RecordWriter) {
        while let batch = pipe.batches.pop() {
            batch.records.takeEach { writer.write($0, names: batch.names) }
            pipe.handBack(batch.records)
        }
    }
}
