import TouchSimCore
import TouchSimOutput
import TouchSimReader
import _TouchSimStorage

/// How a replay's work is laid out on threads. Both give the same bytes and the same
/// diagnostic for the same input (`ReplayScheduleTests`).
public enum ReplaySchedule: Sendable, CaseIterable {
    /// Everything on the calling thread: load (pass 1), then read the steps (pass 2), run the
    /// engine and write, one after the other. For many replays at once (`touchsim test --jobs`)
    /// and for the fuzzer's reference.
    case inline
    /// Pass 1, pass 2, the engine and the writer on threads of their own, overlapped as far as
    /// the file allows (docs/cli/limits.md §4.9; docs/performance.md). Where a thread cannot be
    /// had, the replay runs `inline`.
    case threads
}

/// What a replay prints: the format, and whether each line says why (`--explain`).
public struct ReplayRequest: Sendable, Equatable {
    /// The output format (docs/format.md §3).
    public var format: OutputFormat
    /// Whether each line says why it happened (docs/cli/replay.md §4.2).
    public var explain: Bool

    /// A request for `format`, with the causes when `explain`.
    public init(format: OutputFormat = .text, explain: Bool = false) {
        self.format = format
        self.explain = explain
    }

    /// The engine's option of noting the views a down passed over (`Simulation.init`): only
    /// the causes name them, and a chrome trace prints no causes.
    var notesPassedOverViews: Bool { explain && format != .chromeTrace }

    /// The writer of this request appending to `sink` the replay of `scene`.
    func writer(to sink: ByteSink, scene: SceneSpec) -> any RecordWriter {
        format.writer(to: sink, scene: scene, explain: explain)
    }
}

/// Where the bytes of a replay go.
public enum ReplayDestination: Sendable {
    /// Written to an open file descriptor (standard output) as the replay goes.
    case fileDescriptor(Int32)
    /// Kept in memory and returned once the replay is over (`--expect`, `touchsim test`).
    case memory
}

/// The one way a scenario is replayed: the reader's passes, the engine and a writer, run on the
/// threads `schedule` says. `replay`, `--expect`, `test`, `render`, `why` and the fuzzer all go
/// through here.
public struct ReplayPipeline: Sendable {
    /// How the work is laid out on threads.
    public let schedule: ReplaySchedule

    /// A pipeline running on `schedule`.
    public init(schedule: ReplaySchedule) { self.schedule = schedule }

    /// Loads the scenario at `path` (`-`: standard input, read by `readStandardInput`) and
    /// replays it as `request` asks to `destination`; the bytes when that is `.memory`, else
    /// none. `accepted` gets the warnings once the input is known valid, before the first byte is
    /// written; invalid input writes nothing and throws the diagnostic `ScenarioFile.load` gives.
    @discardableResult
    public func replay(
        path: String, overrides: [KeyOverride] = [], sampleRate: Double? = nil, readStandardInput: () -> [UInt8],
        _ request: ReplayRequest, to destination: ReplayDestination,
        accepted: @escaping @Sendable ([Diagnostic]) -> Void = { _ in }
    ) throws(Diagnostic) -> [UInt8] {
        let output = ReplayOutput(destination)
        switch schedule {
        case .inline:
            let scenario = try ScenarioFile.load(
                path: path, overrides: overrides, sampleRate: sampleRate, readStandardInput: readStandardInput)
            accepted(scenario.warnings)
            try replay(scenario, request, to: output)
        case .threads:
            try ScenarioFile.replayOverlapped(
                path: path, overrides: overrides, sampleRate: sampleRate, readStandardInput: readStandardInput,
                request, to: output, accepted: accepted)
        }
        return output.bytes
    }

    /// Replays a loaded scenario as `request` asks to `destination`; the bytes when that is
    /// `.memory`, else none.
    @discardableResult
    public func replay(
        _ scenario: ScenarioFile, _ request: ReplayRequest, to destination: ReplayDestination
    ) throws(Diagnostic) -> [UInt8] {
        let output = ReplayOutput(destination)
        try replay(scenario, request, to: output)
        return output.bytes
    }

    /// Replays a loaded scenario into `writer`, one of the caller's own (`render`'s picture,
    /// `why`'s story), on the calling thread whatever the schedule, since such a writer is
    /// read there afterwards. With `notingPassedOverViews`, a down's cause lists the views it
    /// passed over (docs/model.md §1.1).
    public func replay(
        _ scenario: ScenarioFile, notingPassedOverViews: Bool, into writer: some RecordWriter
    ) throws(Diagnostic) {
        try scenario.replay(notesPassedOverViews: notingPassedOverViews) { names in
            .each { writer.write($0, names: names) }
        }
    }

    /// Replays `steps`, read once from a scenario, on `scene`, its scene or a changed copy of
    /// it prepared once (`touchsim fix`'s candidates), into `writer` on the calling thread, as
    /// `replay(_:notingPassedOverViews:into:)` does.
    public func replay(
        prepared scene: PreparedScene, steps: [TraceStep], notingPassedOverViews: Bool, into writer: some RecordWriter
    ) {
        let simulation = Simulation(prepared: scene, hitTestNotes: notingPassedOverViews) { names in
            .each { writer.write($0, names: names) }
        }
        for step in steps { simulation.handle(step) }
        simulation.finish()
    }

    /// Replays a loaded scenario to `output` on this pipeline's schedule.
    func replay(_ scenario: ScenarioFile, _ request: ReplayRequest, to output: ReplayOutput) throws(Diagnostic) {
        switch schedule {
        case .inline:
            let sink = output.sink()
            let writer = request.writer(to: sink, scene: scenario.scene)
            try replay(scenario, notingPassedOverViews: request.notesPassedOverViews, into: writer)
            sink.flush()
        case .threads:
            try scenario.replayBesideWriter(request, to: output)
        }
    }
}

/// Where a replay's writer puts its bytes: an open file, or memory read once the replay is over.
final class ReplayOutput: Sendable {
    private let destination: ReplayDestination
    private let kept = Locked<[UInt8]>([])

    init(_ destination: ReplayDestination) { self.destination = destination }

    /// A sink for the one writer of the replay, on whichever thread runs it.
    func sink() -> ByteSink {
        switch destination {
        case .fileDescriptor(let fd): return .fileDescriptor(fd)
        case .memory: return ByteSink { bytes in self.kept.withLock { $0 += bytes } }
        }
    }

    /// The bytes kept in memory; none for a file descriptor.
    var bytes: [UInt8] { kept.withLock { $0 } }
}
