import TouchSimCore

/// `--format chrome-trace`: the replay as a Trace Event Format JSON object (docs/format.md §3.7)
/// that Perfetto's UI and `chrome://tracing` open.
///
/// Process 1 holds one track per finger, process 2 one per view, scroll view and recognizer in
/// tree order, plus a highlight track after each control. The spans of `SpanTracker` are
/// complete events (`X`) written when they close, so no begin can lack its end; the lines that
/// open and close them are in their `args`, and steps are counted there. Every other line is an
/// instant event on its track; scroll offsets are also a counter. Times are microseconds of the
/// virtual clock.
public final class ChromeTraceWriter: RecordWriter {
    private typealias Track = SpanTracker.Track

    private static let fingers = 1
    private static let scene = 2

    private var events: TraceEventSink
    private var layout: SceneLayout
    private let scenario: SceneSpec
    private var tids: [Track: Int] = [:]
    private var spans = SpanTracker()
    private let lines = LineFacts()

    /// A writer appending the trace of a replay of `scene` to `sink`; the tracks of the scene
    /// are declared at once.
    public init(sink: ByteSink, scene: SceneSpec) {
        events = TraceEventSink(sink: sink)
        layout = SceneLayout(scene: scene)
        scenario = scene
        sink.append(literal: "{\"traceEvents\":[\n")
        events.event("process_name", .metadata, pid: Self.fingers, tid: 0, args: ["name": .string("fingers")])
        events.event(
            "process_name", .metadata, pid: Self.scene, tid: 0,
            args: ["name": .string(scene.name ?? "scene")])
        for lane in layout.lanes.indices {
            _ = tid(.lane(lane))
            let owner = layout.lanes[lane].view.map { layout.views[$0] }
            switch layout.lanes[lane].subject {
            case .view where owner?.isControl == true: _ = tid(.highlight(lane))
            case .scrollView: counter(lane, owner?.scroll?.contentOffset ?? .zero, at: .zero)
            default: break
            }
        }
    }

    /// Writes the events of `record`; the summary closes the trace.
    public func write(_ record: Record, names: NameTable) {
        let fact = Fact(record, names: names, lines: lines)
        guard let subject = fact.subject else { return finish(at: fact.time) }
        let lane = layout.lane(of: subject)
        _ = tid(.lane(lane))  // a finger's track is declared when it first appears
        switch spans.apply(fact, lane: lane) {
        case .instant: instant(fact, on: .lane(lane))
        case .closed(let span): complete(span)
        case .opened, .step: break
        }
        if case .scroll(let offset, _, _) = fact.kind { counter(lane, offset, at: fact.time) }
    }

    // MARK: Events

    private func instant(_ fact: Fact, on track: Track) {
        let (pid, tid) = ids(track)
        events.event(fact.text, .instant, pid: pid, tid: tid, at: fact.time, args: ["line": .string(line(fact))])
    }

    private func counter(_ lane: Int, _ offset: Point, at time: SimTime) {
        events.event(
            layout.lanes[lane].label, .counter, pid: Self.scene, tid: tid(.lane(lane)), at: time,
            args: ["x": .number(offset.x), "y": .number(offset.y)])
    }

    private func complete(_ span: SpanTracker.Span) {
        let (pid, tid) = ids(span.track)
        events.event(
            spanName(span.track), .complete, pid: pid, tid: tid, at: span.start, duration: span.end - span.start,
            args: [
                "first": .string(span.first), "last": .string(span.last), "steps": .number(Double(span.steps)),
                "end": .string(span.ending),
            ])
    }

    /// Closes every open span, in track order, and ends the JSON object.
    private func finish(at time: SimTime) {
        for span in spans.closeAll(at: time) { complete(span) }
        events.event("end of simulation", .instant, pid: Self.scene, tid: 0, at: time, global: true)
        events.sink.append(literal: "\n],\n\"displayTimeUnit\":\"ms\",\"otherData\":{\"scenario\":")
        events.sink.append(jsonString: scenario.name ?? "")
        events.sink.append(literal: ",\"ios\":")
        events.sink.append(jsonString: scenario.ios.description)
        events.sink.append(literal: "}}\n")
    }

    // MARK: Tracks

    /// What a track's spans are called.
    private func spanName(_ track: Track) -> String {
        switch track {
        case .highlight: return "highlighted"
        case .lane(let lane):
            switch layout.lanes[lane].subject {
            case .finger: return layout.lanes[lane].label
            case .view: return "touches"
            case .recognizer: return "recognizing"
            case .scrollView: return "scrolling"
            }
        }
    }

    private func line(_ fact: Fact) -> String {
        "\(NumberFormat.string(fact.time)) \(fact.type) \(fact.text)"
    }

    private func ids(_ track: Track) -> (pid: Int, tid: Int) {
        (isFinger(track) ? Self.fingers : Self.scene, tid(track))
    }

    private func isFinger(_ track: Track) -> Bool {
        if case .lane(let lane) = track, case .finger = layout.lanes[lane].subject { return true }
        return false
    }

    /// The thread id of `track`, declared with its name and place on first use.
    private func tid(_ track: Track) -> Int {
        if let tid = tids[track] { return tid }
        let tid = tids.count + 1
        tids[track] = tid
        let name: String
        switch track {
        case .lane(let lane): name = layout.lanes[lane].label
        case .highlight(let lane): name = "\(layout.lanes[lane].label) highlighted"
        }
        let pid = isFinger(track) ? Self.fingers : Self.scene
        events.event("thread_name", .metadata, pid: pid, tid: tid, args: ["name": .string(name)])
        events.event("thread_sort_index", .metadata, pid: pid, tid: tid, args: ["sort_index": .number(Double(tid))])
        return tid
    }
}
