import TouchSimCore
import TouchSimOutput
import TouchSimReader

/// What `touchsim render` draws (docs/format.md §4.13), collected from the records of one
/// replay: the scene's layout, every finger's path, the marks and spans of the timeline and
/// each scroll view's offset over time.
///
/// A trace of any length gives a picture of bounded size: the lines that come by the thousand
/// (moves, `moved` calls, `changed` states, drag steps) are thinned to a few thousand, evenly
/// spread; the others to tens of thousands. `omitted` counts what was left out.
final class ReplayPicture: RecordWriter {
    /// One line of the output on the timeline.
    struct Mark {
        /// Its place in the output, to keep the order of lines at the same time.
        var sequence: Int
        var time: SimTime
        var lane: Int
        /// What kind of mark it is, as the page styles it: `began`, `g-failed`, `control`…
        var style: String
        /// The text line's type and facts (docs/format.md §3.5).
        var type: String
        var text: String
        /// The record, whose explanation (`--explain`, docs/format.md §4.2) the page shows on
        /// hover; worded only for the marks the page keeps.
        var record: Record
    }

    /// One finger from `down` to `up` or `cancel`; a reused finger id starts a new life.
    struct FingerLife {
        var lane: Int
        var touch: Int
        var down: (time: SimTime, location: Point)
        var moves = ThinnedList<(time: SimTime, location: Point)>(capacity: 2_000)
        var lift: (time: SimTime, location: Point)?
        /// `up`, `cancel`, or nil while the finger is down.
        var ending: String?
    }

    /// A scroll view's offset and zoom scale at a time; `animated` when an animation led to it,
    /// so that the page interpolates from the previous point instead of jumping.
    struct OffsetPoint {
        var sequence: Int
        var time: SimTime
        var offset: Point
        var zoom: Double
        var animated: Bool
    }

    /// A scroll view's offsets: drag steps thinned, the ends of animations all kept.
    struct OffsetCurve {
        var lane: Int
        var initial: Point
        /// Its zoom scale at the start (docs/model.md §16).
        var initialZoom: Double
        /// Its zoom scale as the last line gave it.
        var zoom: Double
        var drags = ThinnedList<OffsetPoint>(capacity: 2_000)
        var animations: [OffsetPoint] = []
    }

    private(set) var layout: SceneLayout
    let scene: SceneSpec
    private(set) var keyMarks = ThinnedList<Mark>(capacity: 20_000)
    private(set) var stepMarks = ThinnedList<Mark>(capacity: 5_000)
    private(set) var spans = ThinnedList<SpanTracker.Span>(capacity: 10_000)
    private(set) var fingers: [FingerLife] = []
    private(set) var curves: [OffsetCurve] = []
    /// What the trace's events do to the views over time, set before the replay.
    var timeline: ViewTimeline?
    /// When the simulation ended.
    private(set) var end = SimTime.zero
    /// The replay's names, for the explanations.
    private(set) var names: NameTable?
    private var tracker = SpanTracker()
    private var liveFinger: [Int: Int] = [:]
    private var curveOfLane: [Int: Int] = [:]
    private var sequence = 0
    private let lines = LineFacts()

    /// An empty picture of a replay of `scene`.
    init(scene: SceneSpec) {
        self.scene = scene
        layout = SceneLayout(scene: scene)
        for (lane, entry) in layout.lanes.enumerated() {
            guard case .scrollView = entry.subject, let view = entry.view else { continue }
            curveOfLane[lane] = curves.count
            let scroll = layout.views[view].scroll
            curves.append(
                OffsetCurve(
                    lane: lane, initial: scroll?.contentOffset ?? .zero, initialZoom: scroll?.zoom.zoomScale ?? 1,
                    zoom: scroll?.zoom.zoomScale ?? 1))
        }
    }

    /// How many lines the picture left out.
    var omitted: Int { keyMarks.omitted + stepMarks.omitted }

    /// Adds the line of `record`.
    func write(_ record: Record, names: NameTable) {
        let fact = Fact(record, names: names, lines: lines)
        self.names = names
        sequence += 1
        guard let subject = fact.subject else {
            end = fact.time
            for span in tracker.closeAll(at: fact.time) { spans.append(span) }
            return
        }
        let lane = layout.lane(of: subject)
        let outcome = tracker.apply(fact, lane: lane)
        if case .closed(let span) = outcome { spans.append(span) }
        let mark = Mark(
            sequence: sequence, time: fact.time, lane: lane, style: Self.style(fact.kind), type: fact.type,
            text: fact.text, record: record)
        switch (outcome, fact.kind) {
        case (.step, _), (_, .scroll(_, .drag, _)): stepMarks.append(mark)
        default: keyMarks.append(mark)
        }
        switch fact.kind {
        case .input(let phase, let location, _): follow(touch: subject, lane: lane, phase, location, at: fact.time)
        case .scroll(let offset, let reason, let zoom):
            addOffset(offset, zoom: zoom, reason: reason, lane: lane, at: fact.time)
        default: break
        }
    }

    private func follow(
        touch subject: Fact.Subject, lane: Int, _ phase: TouchPhase, _ location: Point, at time: SimTime
    ) {
        guard case .finger(let touch) = subject else { return }
        switch phase {
        case .down:
            liveFinger[touch] = fingers.count
            fingers.append(FingerLife(lane: lane, touch: touch, down: (time, location)))
        case .move:
            if let i = liveFinger[touch] { fingers[i].moves.append((time, location)) }
        case .up, .cancel:
            guard let i = liveFinger.removeValue(forKey: touch) else { return }
            fingers[i].lift = (time, location)
            fingers[i].ending = phase.rawValue
        }
    }

    private func addOffset(_ offset: Point, zoom: Double?, reason: ScrollReason, lane: Int, at time: SimTime) {
        guard let curve = curveOfLane[lane] else { return }
        if let zoom { curves[curve].zoom = zoom }
        // A `set` jumps (docs/model.md §11.3): kept like an animation's end, drawn as a step.
        let point = OffsetPoint(
            sequence: sequence, time: time, offset: offset, zoom: curves[curve].zoom,
            animated: reason != .drag && reason != .set)
        if reason == .drag { curves[curve].drags.append(point) } else { curves[curve].animations.append(point) }
    }

    /// The page's style name of a mark.
    private static func style(_ kind: Fact.Kind) -> String {
        switch kind {
        case .input(let phase, _, _): return phase.rawValue
        case .touches(let method, _): return method.rawValue
        case .gesture(let state): return "g-" + state.rawValue
        case .ask: return "ask"
        case .control: return "control"
        case .highlight(let on): return on ? "hl-on" : "hl-off"
        case .selection(let event): return "sel-" + event.rawValue
        case .scroll: return "scroll"
        case .refresh: return "scroll"
        case .firstResponder(let event): return event == .became ? "hl-on" : "hl-off"
        case .presentation(let event): return "pres-" + event.word
        case .contextMenu(let event): return "menu-" + event.rawValue
        case .swipeActions(let event): return "swipe-" + event.word
        case .end: return "end"
        }
    }
}
