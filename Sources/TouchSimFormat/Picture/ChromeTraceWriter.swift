import TouchSimCore

/// `--format chrome-trace`: the replay as a Trace Event Format JSON object (docs/format.md §3.7)
/// that Perfetto's UI and `chrome://tracing` open.
///
/// Process 1 holds one track per finger, process 2 one per view, scroll view and recognizer in
/// tree order, plus a highlight track after each control. Spans are complete events (`X`)
/// written when they close, so no begin can lack its end: a finger from down to up, a view's
/// touches from its first `began` to the call that leaves it no touch, a recognizer from
/// `began` to `ended` or `cancelled`, a control's highlight from on to off. Every other line is
/// an instant event on its track; scroll offsets are also a counter. Times are microseconds of
/// the virtual clock. Spans still open when the simulation ends close at its end.
public final class ChromeTraceWriter: RecordWriter {
    private enum Track: Hashable {
        case lane(Int)
        case highlight(Int)
    }

    /// A span that has begun and not yet ended.
    private struct OpenSpan {
        var start: SimTime
        /// The text of the line that opened it.
        var first: String
        /// A view's touches that have begun and not ended.
        var touches: Set<Int> = []
        /// The lines folded into the span: a finger's moves, a view's `moved` calls, a
        /// recognizer's `changed` states.
        var steps = 0
    }

    private static let fingers = 1
    private static let scene = 2

    private var events: TraceEventSink
    private var layout: SceneLayout
    private let scenario: SceneSpec
    private var tids: [Track: Int] = [:]
    private var open: [Track: OpenSpan] = [:]

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
            if case .view = layout.lanes[lane].subject, let view = layout.lanes[lane].view, layout.views[view].isControl
            {
                _ = tid(.highlight(lane))
            }
            if case .scrollView = layout.lanes[lane].subject, let view = layout.lanes[lane].view,
                let offset = layout.views[view].scroll?.contentOffset
            {
                counter(lane, offset, at: .zero)
            }
        }
    }

    /// Writes the events of `record`; the summary closes the trace.
    public func write(_ record: Record) {
        let fact = Fact(record)
        guard let subject = fact.subject else { return finish(at: fact.time) }
        let lane = layout.lane(of: subject)
        let track = Track.lane(lane)
        _ = tid(track)  // a finger's track is declared when it first appears
        switch fact.kind {
        case .input(let phase, _, _):
            switch phase {
            case .down: open[track] = OpenSpan(start: fact.time, first: fact.text)
            case .move: open[track]?.steps += 1
            case .up, .cancel: close(track, at: fact.time, end: phase.rawValue, last: fact.text)
            }
        case .touches(.moved, _):
            open[track]?.steps += 1
        case .touches(let method, let touches):
            instant(fact, on: track)
            if method == .began {
                open[track, default: OpenSpan(start: fact.time, first: fact.text)].touches.formUnion(touches)
            } else if var span = open[track] {
                span.touches.subtract(touches)
                open[track] = span
                if span.touches.isEmpty { close(track, at: fact.time, end: method.rawValue, last: fact.text) }
            }
        case .gesture(.began):
            open[track] = OpenSpan(start: fact.time, first: fact.text)
        case .gesture(.changed):
            open[track]?.steps += 1
        case .gesture(let state):
            if open[track] != nil, state == .ended || state == .cancelled {
                close(track, at: fact.time, end: state.rawValue, last: fact.text)
            } else {
                instant(fact, on: track)
            }
        case .highlight(true):
            open[.highlight(lane)] = OpenSpan(start: fact.time, first: fact.text)
        case .highlight(false):
            close(.highlight(lane), at: fact.time, end: "off", last: fact.text)
        case .scroll(let offset, _):
            instant(fact, on: track)
            counter(lane, offset, at: fact.time)
        case .ask, .control, .end:
            instant(fact, on: track)
        }
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

    /// Writes the open span of `track` as a complete event, if there is one.
    private func close(_ track: Track, at time: SimTime, end: String, last: String) {
        guard let span = open.removeValue(forKey: track) else { return }
        let (pid, tid) = ids(track)
        events.event(
            spanName(track), .complete, pid: pid, tid: tid, at: span.start, duration: time - span.start,
            args: [
                "first": .string(span.first), "last": .string(last), "steps": .number(Double(span.steps)),
                "end": .string(end),
            ])
    }

    /// Closes every open span, in track order, and ends the JSON object.
    private func finish(at time: SimTime) {
        for track in tids.sorted(by: { $0.value < $1.value }).map(\.key) where open[track] != nil {
            close(track, at: time, end: "still open when the simulation ended", last: "")
        }
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
