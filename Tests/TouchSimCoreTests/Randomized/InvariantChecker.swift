@testable import TouchSimCore

/// One broken invariant in a replay's records.
struct Violation: CustomStringConvertible, Equatable, Sendable {
    /// The invariants, as the randomized test reports them.
    enum Check: String, CaseIterable, Sendable {
        case time = "(a) time never goes back"
        case trace = "(a) input lines echo the trace"
        case hitTest = "(a) hitView is what hit-testing finds"
        case touches = "(b) touches calls per touch life"
        case responderChain = "(b) forwardedTo follows the responder chain"
        case touchRouting = "(b) multipleTouchEnabled and exclusiveTouch"
        case asks = "(c) ask lines answer as the scenario's overrides say"
        case gestures = "(c) recognizer states"
        case controls = "(d) control events and highlight"
        case summary = "(e) summary"
        case scrolling = "(e) scroll lines"
        case determinism = "(f) determinism"
        case features = "(g) the features of docs/format.md §1.7, §2.7–§2.12"
    }

    let check: Check
    /// A short stable tag of what went wrong, for the shrinker and for known engine bugs.
    let code: String
    /// Index of the offending record, when there is one.
    let record: Int?
    /// The recognizer, view or control concerned, when there is one.
    var subject: String? = nil
    let message: String

    var description: String {
        "\(check.rawValue) [\(code)]" + (record.map { " at record \($0)" } ?? "") + ": \(message)"
    }
}

/// Checks the records of one replay against the output invariants (docs/format.md §3, docs/model.md
/// §3.1, §7). Knows the scenario, never the engine's internals. One pass, then the summary.
struct InvariantChecker {
    let scenario: RandomScenario
    let model: CheckerModel
    let records: [NamedRecord]
    var violations: [Violation] = []

    // (b) touch lives and their possible delivery states; see InvariantChecker+Touches.
    var lives: [Life] = []
    var currentLife: [Int: Int] = [:]
    var groups: [String: TouchGroup] = [:]
    var groupKeys: [String] = []
    // (c)
    var gestureStates: [String: [GestureStateName]] = [:]
    var gestureActive: [String: Bool] = [:]
    // (d)
    var controlTracks: [String: ControlTrack] = [:]
    var lastTouchesCall: (view: String, method: TouchMethod, time: SimTime, ids: [Int])?
    /// The life a control's next `touchDown` starts tracking, when the lines say which.
    var pendingTrackedLife: [String: Int] = [:]
    // (e)
    var lastOffset: [String: Point] = [:]
    /// Views some touch went down on or inside, so far.
    var touchedViews: Set<String> = []
    /// Hit views of the touches that went down at the current time.
    var downsNow: [String] = []
    /// `gestureRecognizerShouldBegin` answers waiting for the recognizer's next state.
    var pendingAsks: [(gesture: String, result: Bool, record: Int)] = []
    /// The fingers down: where each went down, on which view, and where it is now.
    var fingersDown: [Int: (down: Point, at: Point, hit: String?)] = [:]
    /// The finger that went down while no other was, as long as it is the only one down since.
    var soleFinger: Int?
    /// `touchesShouldCancelInContentView` answers of each scroll view at the current time.
    var cancelAnswers: [String: [Bool]] = [:]
    /// Whether some scroll view's pan has begun, after which offsets may move unseen.
    var anyScrollPanBegan = false
    /// When each scroll view's pan last ended or was cancelled.
    var panEndedAt: [String: SimTime] = [:]

    /// Every violation in `records`, which replayed `scenario`.
    static func violations(of scenario: RandomScenario, _ records: [NamedRecord]) -> [Violation] {
        var checker = InvariantChecker(scenario: scenario, model: CheckerModel(scenario), records: records)
        checker.run()
        return checker.violations
    }

    private init(scenario: RandomScenario, model: CheckerModel, records: [NamedRecord]) {
        self.scenario = scenario
        self.model = model
        self.records = records
        for v in model.scrollViews { lastOffset[v.id] = v.scroll!.contentOffset }
    }

    mutating func fail(
        _ check: Violation.Check, _ code: String, at record: Int?, subject: String? = nil, _ message: String
    ) {
        let line = record.flatMap { records.indices.contains($0) ? compact(records[$0], keepInput: true) : nil }
        violations.append(
            Violation(
                check: check, code: code, record: record, subject: subject,
                message: message + (line.map { " — line: \($0)" } ?? "")))
    }

    private mutating func run() {
        var inputs = 0
        for (i, r) in records.enumerated() {
            if i > 0, r.time < records[i - 1].time {
                fail(
                    .time, "time.back", at: i,
                    "t \(num(r.time.milliseconds)) after \(num(records[i - 1].time.milliseconds))")
            }
            if i > 0, r.time != records[i - 1].time {
                checkRouting(after: i - 1)
                checkUnansweredAsks(after: i - 1)
                downsNow = []
                cancelAnswers = [:]
            }
            switch r.event {
            case .touches, .control, .highlight, .selection: break
            default: lastTouchesCall = nil
            }
            switch r.event {
            case .input(let touch, let phase, let location, let hit):
                echo(i, inputs, touch, phase, location, hit)
                inputs += 1
                input(i, touch, phase, hit)
                followFinger(touch, phase, location, hit)
            case .touches(let view, let method, let ids, let forwardedTo):
                controlReaction(i, view, method, ids)
                touchesCall(i, view, method, ids)
                if let chain = model.forwarding(from: view), chain != forwardedTo {
                    fail(.responderChain, "forwarding", at: i, "forwardedTo \(forwardedTo), expected \(chain)")
                }
                lastTouchesCall = (view, method, r.time, ids)
            case .gesture(let gesture, let view, let state):
                gestureLine(i, gesture, view, state)
            case .control(let view, let event, _):
                controlLine(i, view, event)
            case .highlight(let view, let highlighted):
                highlightLine(i, view, highlighted)
            case .scroll(let view, let offset, let reason):
                scrollLine(i, view, offset, reason)
            case .selection, .presentation, .refresh, .firstResponder, .contextMenu, .swipeActions:
                break
            case .ask(let view, let method, let subject, let result, let rule):
                askLine(i, view, method, subject, result, rule: rule)
            case .summary(let summary):
                if i > 0, records[i - 1].time == r.time { checkRouting(after: i - 1) }
                checkUnansweredAsks(after: i)
                if i != records.count - 1 {
                    fail(.summary, "summary.notLast", at: i, "a summary that is not the last line")
                }
                check(summary)
            }
        }
        if inputs != scenario.events.count {
            fail(.trace, "trace.count", at: nil, "\(inputs) input lines for \(scenario.events.count) events")
        }
        let endsWithSummary: Bool
        if case .summary? = records.last?.event { endsWithSummary = true } else { endsWithSummary = false }
        if !endsWithSummary { fail(.summary, "summary.missing", at: nil, "the last line is not the summary") }
    }

    /// The input lines are the trace, in order, at the events' times; `hitView` only on `down`.
    private mutating func echo(_ i: Int, _ n: Int, _ touch: Int, _ phase: TouchPhase, _ location: Point, _ hit: String?)
    {
        guard n < scenario.events.count else {
            fail(.trace, "trace.extra", at: i, "more input lines than events")
            return
        }
        let e = scenario.events[n]
        if e.time != records[i].time || e.touch != touch || e.phase != phase || e.location != location {
            fail(.trace, "trace.mismatch", at: i, "input line \(n) does not echo event \(e)")
        }
        if phase != .down, hit != nil { fail(.trace, "trace.hitView", at: i, "a hitView on a \(phase) line") }
        if phase == .down, let hit, model.view(hit) == nil {
            fail(.trace, "trace.unknownView", at: i, "hit view \(hit) is not in the tree")
        }
        // Until a scroll view's pan first begins, every content offset is the initial one.
        if phase == .down, !anyScrollPanBegan, model.hitTest(location) != hit {
            fail(
                .hitTest, "hitTest", at: i,
                "hit \(hit ?? "nil"), hit-testing at the initial offsets finds \(model.hitTest(location) ?? "nil")")
        }
    }

    // MARK: (e) Summary

    private mutating func check(_ s: Summary) {
        checkTouchSummary(Array(s.touches))
        // docs/format.md §1: the simulation runs on at most 10 s after the last event. (It may end
        // after the last line: a timer can fire with no visible effect, such as a long press
        // that must wait for a recognizer it requires to fail.)
        let end = records[records.count - 1].time
        if end > (scenario.events.last?.time ?? .zero) + Constants.runOutLimit {
            fail(
                .summary, "summary.time", at: records.count - 1,
                "the simulation ran on more than 10 s after the last event")
        }

        let expectedGestures = model.recognizers.map(\.id)
        if s.gestures.map(\.gesture) != expectedGestures {
            fail(
                .summary, "summary.gestureList", at: records.count - 1,
                "gestures \(s.gestures.map(\.gesture)), expected \(expectedGestures)")
        }
        for entry in s.gestures {
            if let r = model.recognizer(entry.gesture), r.view != entry.view {
                fail(
                    .summary, "summary.gestureView", at: nil, "\(entry.gesture): view \(entry.view), expected \(r.view)"
                )
            }
            let lines = gestureStates[entry.gesture] ?? []
            if entry.states != RunList(lines) {
                fail(
                    .summary, "summary.gestureStates", at: nil,
                    "\(entry.gesture): states \(Array(entry.states)), lines say \(lines)")
            }
        }

        let expectedControls = model.controls.map(\.id)
        if s.controls.map(\.view) != expectedControls {
            fail(
                .summary, "summary.controlList", at: nil,
                "controls \(s.controls.map(\.view)), expected \(expectedControls)")
        }
        for entry in s.controls {
            let lines = controlTracks[entry.view]?.events ?? []
            if entry.events != RunList(lines) {
                fail(
                    .summary, "summary.controlEvents", at: nil,
                    "\(entry.view): events \(Array(entry.events)), lines say \(lines)")
            }
        }

        let expectedScrolls = model.scrollViews.map(\.id)
        if s.scrollViews.map(\.view) != expectedScrolls {
            fail(
                .summary, "summary.scrollList", at: nil,
                "scrollViews \(s.scrollViews.map(\.view)), expected \(expectedScrolls)")
        }
        for entry in s.scrollViews {
            guard let v = model.view(entry.view), let spec = v.scroll else { continue }
            if entry.from != spec.contentOffset {
                fail(
                    .summary, "summary.scrollFrom", at: nil,
                    "\(entry.view): from \(entry.from), contentOffset is \(spec.contentOffset)")
            }
            if let last = lastOffset[entry.view], entry.to != last {
                fail(
                    .summary, "summary.scrollTo", at: nil, subject: entry.view,
                    "\(entry.view): to \(entry.to), but the last scroll line (or from) is \(last)")
            }
        }
    }
}
