import TouchSimCore

extension ScenarioFile {
    /// How many records travel to the writer thread together: one handover per batch keeps the
    /// locking out of the per-record cost.
    static let recordsPerBatch = 1024
    /// How many batches may wait for the writer thread; with `recordsPerBatch`, this bounds the
    /// records in flight (a few hundred KiB), whichever thread is faster.
    static let batchesInFlight = 8

    /// Replays the scenario, writing `format` to the file descriptor `fd` on a second thread
    /// (`touchsim replay`, docs/format.md §4.9): this thread reads pass 2 and runs the engine,
    /// the other turns records into bytes, fed by a bounded queue of record batches.
    ///
    /// `load` has validated every event, so output starts only for valid input. Should pass 2
    /// fail all the same (the file changed under the reader), the writer thread stops at once
    /// and drops what it holds, so the least of a broken replay is printed.
    public func replay(format: OutputFormat, explain: Bool, toFileDescriptor fd: Int32) throws(Diagnostic) {
        let queue = BoundedQueue<RecordBatch>(capacity: Self.batchesInFlight)
        let scene = self.scene
        // Everything the thread touches is its own (the sink, the writer) or Sendable.
        let thread = JoinableThread { Self.write(queue, format: format, scene: scene, explain: explain, to: fd) }
        guard let thread else {
            // No second thread to be had: the same bytes, written from this one.
            let sink = ByteSink.fileDescriptor(fd)
            try replay(into: format.writer(to: sink, scene: scene, explain: explain))
            return sink.flush()
        }
        let batcher = RecordBatcher(queue: queue, readsHitTestNotes: format.readsHitTestNotes(explain: explain))
        do {
            try replay(into: batcher)
        } catch {
            queue.abandon()
            thread.join()
            throw error
        }
        batcher.send()
        queue.close()
        thread.join()
    }

    /// The writer thread's work: formats the batches `queue` brings as `format` and writes them
    /// to `fd`, until the queue closes, or is abandoned, which drops the rest unwritten.
    static func write(
        _ queue: BoundedQueue<RecordBatch>, format: OutputFormat, scene: SceneSpec, explain: Bool, to fd: Int32
    ) {
        let sink = ByteSink.fileDescriptor(fd)
        let writer = format.writer(to: sink, scene: scene, explain: explain)
        while let batch = queue.pop() {
            batch.records.takeEach { writer.write($0, names: batch.names) }
        }
        if !queue.isAbandoned { sink.flush() }
    }
}

/// Records on their way to the writer thread, with the names they refer to.
struct RecordBatch: Sendable {
    let names: NameTable
    let records: RecordBuffer
}

/// The engine's side of the concurrent replay: collects records and queues them a batch at a time.
final class RecordBatcher: RecordWriter {
    private let queue: BoundedQueue<RecordBatch>
    /// The queue was abandoned at the other end: records are dropped from then on.
    private(set) var isStopped = false
    private var names: NameTable?
    private var records = RecordBuffer(capacity: ScenarioFile.recordsPerBatch)
    /// Whether the writer at the other end reads hit-test notes.
    let readsHitTestNotes: Bool

    init(queue: BoundedQueue<RecordBatch>, readsHitTestNotes: Bool) {
        self.queue = queue
        self.readsHitTestNotes = readsHitTestNotes
    }

    /// Collects `record`: taken, not copied, so that it goes into the batch as built.
    func write(_ record: consuming Record, names: NameTable) {
        if self.names !== names {
            send()
            self.names = names
        }
        records.append(record)
        if records.isFull { send() }
    }

    /// Queues the records collected so far.
    func send() {
        guard let names, records.count > 0 else { return }
        if !queue.push(RecordBatch(names: names, records: records)) { isStopped = true }
        records = RecordBuffer(capacity: ScenarioFile.recordsPerBatch)
    }
}
