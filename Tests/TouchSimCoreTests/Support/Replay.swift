@testable import TouchSimCore

/// Builders and a compact log so that tests compare whole event logs, line by line.
func view(
    _ id: String, _ className: String = "UIView", _ frame: Rect, _ subviews: [ViewSpec] = [],
    configure: (inout ViewSpec) -> Void = { _ in }
) -> ViewSpec {
    var v = UIKitObjectModel.view(id: id, className: className, frame: frame, classes: ClassHierarchy())
    v.subviews = subviews
    configure(&v)
    return v
}

/// A window of 390×844 holding `subviews`.
func window(_ subviews: [ViewSpec]) -> ViewSpec {
    view("window", "UIWindow", Rect(0, 0, 390, 844), subviews)
}

/// A trace event: `t` ms, finger, phase, x, y.
func ev(_ t: Double, _ touch: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TouchEvent {
    TouchEvent(time: SimTime(milliseconds: t), touch: touch, phase: phase, location: Point(x, y))
}

/// Replays and renders every record but `input` and `summary` as one compact line.
func replay(
    _ root: ViewSpec, ios: IOSVersion = .default, classes: ClassHierarchy = ClassHierarchy(),
    _ events: [TouchEvent], keepInput: Bool = false
) -> [String] {
    records(root, ios: ios, classes: classes, events).compactMap { compact($0, keepInput: keepInput) }
}

/// A record with its names resolved, as the output shows it: what the tests compare.
struct NamedRecord: Equatable {
    var time: SimTime
    var event: NamedEvent
}

/// `RecordEvent` with names instead of indices, and a call's forwarding spelled out.
enum NamedEvent: Equatable {
    case input(touch: Int, phase: TouchPhase, location: Point, hitView: String?)
    case touches(view: String, method: TouchMethod, touches: [Int], forwardedTo: [String])
    case gesture(gesture: String, view: String, state: GestureStateName)
    case ask(view: String, method: AskMethod, subject: String, result: Bool, rule: Int?)
    case control(view: String, event: ControlEvent, value: ControlValue?)
    case highlight(view: String, highlighted: Bool)
    case selection(view: String, cell: String, event: SelectionEvent)
    case scroll(view: String, offset: Point, reason: ScrollReason)
    case presentation(view: String, event: PresentationEvent)
    case refresh(view: String, event: RefreshEvent)
    case firstResponder(view: String, event: FirstResponderEvent)
    case contextMenu(view: String, event: ContextMenuEvent)
    case swipeActions(table: String, row: String, event: SwipeActionsEvent)
    case summary(Summary)
}

extension NamedRecord {
    /// `record` named by `names`.
    init(_ record: Record, _ names: NameTable) {
        time = record.time
        switch record.event {
        case .input(let touch, let phase, let location, let hitView):
            event = .input(touch: touch, phase: phase, location: location, hitView: hitView.map(names.view))
        case .touches(let view, let method, let touches, let consumer):
            event = .touches(
                view: names.view(view), method: method, touches: Array(touches),
                forwardedTo: names.forwarding(from: view, to: consumer))
        case .gesture(let gesture, let state):
            event = .gesture(
                gesture: names.recognizer(gesture), view: names.view(names.view(of: gesture)), state: state)
        case .ask(let view, let method, let subject, let result, let rule):
            event = .ask(
                view: names.view(view), method: method, subject: names.subject(subject), result: result, rule: rule)
        case .control(let view, let controlEvent, let value):
            event = .control(view: names.view(view), event: controlEvent, value: value)
        case .highlight(let view, let highlighted):
            event = .highlight(view: names.view(view), highlighted: highlighted)
        case .selection(let view, let cell, let selectionEvent):
            event = .selection(view: names.view(view), cell: names.view(cell), event: selectionEvent)
        case .scroll(let view, let offset, let reason):
            event = .scroll(view: names.view(view), offset: offset, reason: reason)
        case .refresh(let view, let refreshEvent):
            event = .refresh(view: names.view(view), event: refreshEvent)
        case .firstResponder(let view, let responderEvent):
            event = .firstResponder(view: names.view(view), event: responderEvent)
        case .presentation(let view, let presentationEvent):
            event = .presentation(view: names.view(view), event: presentationEvent)
        case .contextMenu(let view, let menuEvent):
            event = .contextMenu(view: names.view(view), event: menuEvent)
        case .swipeActions(let table, let row, let swipeEvent):
            event = .swipeActions(table: names.view(table), row: names.view(row), event: swipeEvent)
        case .summary(let summary):
            event = .summary(summary)
        }
    }
}

/// Replays and returns the records, named.
func records(
    _ root: ViewSpec, ios: IOSVersion = .default, classes: ClassHierarchy = ClassHierarchy(),
    _ events: [TouchEvent]
) -> [NamedRecord] {
    var out: [NamedRecord] = []
    let sim = Simulation(scene: SceneSpec(ios: ios, root: root, classes: classes)) { names in
        { out.append(NamedRecord($0, names)) }
    }
    var group: [TouchEvent] = []
    for e in events {
        if let first = group.first, first.time != e.time {
            sim.handle(group[...])
            group = []
        }
        group.append(e)
    }
    if !group.isEmpty { sim.handle(group[...]) }
    sim.finish()
    return out
}

/// Replays `steps`, UIEvents and `set` events, and renders them like `replay`.
func replay(_ root: ViewSpec, keepInput: Bool = false, steps: (SceneAddresses) -> [TraceStep]) -> [String] {
    var out: [NamedRecord] = []
    let scene = SceneSpec(root: root)
    let sim = Simulation(scene: scene) { names in { out.append(NamedRecord($0, names)) } }
    for step in steps(SceneAddresses(scene: scene)) { sim.handle(step) }
    sim.finish()
    return out.compactMap { compact($0, keepInput: keepInput) }
}

func num(_ x: Double) -> String {
    let r = (x * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : String(r)
}

func compact(_ r: NamedRecord, keepInput: Bool = false) -> String? {
    let t = num(r.time.milliseconds)
    switch r.event {
    case .input(let touch, let phase, _, let hit):
        guard keepInput else { return nil }
        return "\(t) input \(touch) \(phase.rawValue)" + (phase == .down ? " \(hit ?? "nil")" : "")
    case .touches(let v, let m, let ts, let fwd):
        return "\(t) \(v).\(m.rawValue)\(ts)" + (fwd.isEmpty ? "" : " -> " + fwd.joined(separator: ","))
    case .gesture(let g, _, let s):
        return "\(t) \(g) \(s.rawValue)"
    case .ask(let v, let m, let s, let res, let rule):
        return "\(t) ask \(v).\(m.rawValue)(\(s))=\(res)" + (rule.map { " rule \($0)" } ?? "")
    case .control(let v, let e, let value):
        return "\(t) \(v) \(e.rawValue)" + (value.map { " \(compact($0))" } ?? "")
    case .highlight(let v, let h):
        return "\(t) \(v) highlight \(h)"
    case .selection(let v, let cell, let e):
        return "\(t) \(v) \(e.rawValue) \(cell)"
    case .scroll(let v, let o, let reason):
        return "\(t) \(v) scroll (\(num(o.x)), \(num(o.y))) \(reason.rawValue)"
    case .refresh(let v, let e):
        return "\(t) \(v) \(e.rawValue)"
    case .firstResponder(let v, let e):
        return "\(t) \(v) \(e.rawValue) first responder"
    case .contextMenu(let v, let e):
        return "\(t) \(v) menu \(e.rawValue)"
    case .presentation(let v, let e):
        if case .dismissDrag(let phase, let shown) = e {
            return "\(t) \(v) dismissDrag \(phase.rawValue) \(num(shown))"
        }
        return "\(t) \(v) \(e.word)"
    case .swipeActions(let table, let row, let e):
        return "\(t) \(table) \(row) \(e.word)" + (e.side.map { " \($0.rawValue)" } ?? "")
    case .summary:
        return nil
    }
}

/// A control's value as `value=0.5`, `on=true`, `selectedSegmentIndex=2`.
func compact(_ value: ControlValue) -> String {
    switch value {
    case .value(let v): return "value=\(num(v))"
    case .on(let on): return "on=\(on)"
    case .selectedSegmentIndex(let index): return "selectedSegmentIndex=\(index)"
    case .currentPage(let page): return "currentPage=\(page)"
    }
}

/// The summary record of a replay.
func summary(_ root: ViewSpec, _ events: [TouchEvent]) -> Summary? {
    if case .summary(let s)? = records(root, events).last?.event { return s }
    return nil
}

/// A control of `className` given a value, as a scenario's first value key gives it (docs/model.md
/// §7.3, §7.6), then configured by `configure`.
func valueControl(
    _ id: String, _ className: String, _ frame: Rect, configure: (inout ControlValueSpec) -> Void = { _ in }
) -> ViewSpec {
    view(id, className, frame) { v in
        var value = UIKitObjectModel.valueModel(of: className, classes: ClassHierarchy())!
        configure(&value)
        v.control!.value = value
    }
}
