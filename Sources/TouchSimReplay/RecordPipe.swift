import TouchSimCore
import TouchSimOutput
import TouchSimReader
import _TouchSimStorage

/// Records on their way to the writer thread, with the names they refer to.
struct RecordBatch: Sendable {
    let names: NameTable
    let records: RecordBuffer
}

/// The way records go from the engine's thread to the writer's (docs/performance.md): full
/// buffers through a bounded queue, and emptied ones back for the engine to fill again, so that
/// once the writer runs a batch costs no allocation.
final class RecordPipe: Sendable {
    /// The full batches, oldest first.
    let batches: BoundedQueue<RecordBatch>
    /// Buffers the writer has emptied, at most `spares` of them.
    private let emptied = Locked<[RecordBuffer]>([])
    /// As many as can be in use at once when the engine keeps to `ScenarioFile.batchesInFlight`:
    /// those queued, the one being written and the one being filled. The buffers made while the
    /// engine ran ahead are freed as they come back beyond these.
    private static let spares = ScenarioFile.batchesInFlight + 2

    /// An empty pipe. With `runsAhead`, the writer starts late (after pass 1) and the engine may
    /// queue `ScenarioFile.batchesAhead` batches until it does.
    init(runsAhead: Bool) {
        batches = BoundedQueue(
            capacity: ScenarioFile.batchesInFlight, roomBeforeFirstPop: runsAhead ? ScenarioFile.batchesAhead : 0,
            refill: ScenarioFile.batchesPerWakeUp, gather: ScenarioFile.batchesPerWakeUp)
    }

    /// Engine: an empty buffer, one the writer handed back if there is one.
    func emptyBuffer() -> RecordBuffer {
        emptied.withLock { $0.popLast() } ?? RecordBuffer(capacity: ScenarioFile.recordsPerBatch)
    }

    /// Writer: hands back `buffer`, emptied (`RecordBuffer.takeEach`), to be filled again, or
    /// frees it when enough are waiting.
    func handBack(_ buffer: RecordBuffer) {
        emptied.withLock { spare in
            if spare.count < Self.spares { spare.append(buffer) }
        }
    }
}

/// The engine's side of the concurrent replay: queues its buffers of records as they fill.
final class RecordBatcher {
    private let pipe: RecordPipe
    /// The pipe was abandoned at the other end: records are dropped from then on.
    private(set) var isStopped = false
    /// The names of the one replay whose records it queues, given by `output(_:)`.
    private var names: NameTable?

    init(pipe: RecordPipe) { self.pipe = pipe }

    /// The engine's output (`Simulation.init`), for the one replay whose names are `names`: set
    /// once here, they are not compared at every record, as a `RecordWriter`'s would be. The
    /// engine builds its records in the pipe's buffers and hands each over as it fills, and the
    /// last at the end of the replay (`Simulation.finish()`).
    func output(_ names: NameTable) -> RecordOutput {
        precondition(self.names == nil, "a record batcher collects the records of one replay")
        self.names = names
        return RecordOutput(first: pipe.emptyBuffer()) { self.send($0) }
    }

    /// Queues `records`, and returns an empty buffer to fill next.
    private func send(_ records: RecordBuffer) -> RecordBuffer {
        guard let names, records.count > 0 else { return records }
        if !pipe.batches.push(RecordBatch(names: names, records: records)) { isStopped = true }
        return pipe.emptyBuffer()
    }
}
