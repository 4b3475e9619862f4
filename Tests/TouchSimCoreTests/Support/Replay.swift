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

/// Replays and returns the raw records.
func records(
    _ root: ViewSpec, ios: IOSVersion = .default, classes: ClassHierarchy = ClassHierarchy(),
    _ events: [TouchEvent]
) -> [Record] {
    var out: [Record] = []
    let sim = Simulation(scene: SceneSpec(ios: ios, root: root, classes: classes)) { out.append($0) }
    var group: [TouchEvent] = []
    for e in events {
        if let first = group.first, first.time != e.time {
            sim.handle(group)
            group = []
        }
        group.append(e)
    }
    if !group.isEmpty { sim.handle(group) }
    sim.finish()
    return out
}

func num(_ x: Double) -> String {
    let r = (x * 1000).rounded() / 1000
    return r == r.rounded() ? String(Int(r)) : String(r)
}

func compact(_ r: Record, keepInput: Bool = false) -> String? {
    let t = num(r.time.milliseconds)
    switch r.event {
    case .input(let touch, let phase, _, let hit):
        guard keepInput else { return nil }
        return "\(t) input \(touch) \(phase.rawValue)" + (phase == .down ? " \(hit ?? "nil")" : "")
    case .touches(let v, let m, let ts, let fwd):
        return "\(t) \(v).\(m.rawValue)\(ts)" + (fwd.isEmpty ? "" : " -> " + fwd.joined(separator: ","))
    case .gesture(let g, _, let s):
        return "\(t) \(g) \(s.rawValue)"
    case .ask(let v, let m, let s, let res):
        return "\(t) ask \(v).\(m.rawValue)(\(s))=\(res)"
    case .control(let v, let e, let value):
        return "\(t) \(v) \(e.rawValue)" + (value.map { " \(compact($0))" } ?? "")
    case .highlight(let v, let h):
        return "\(t) \(v) highlight \(h)"
    case .scroll(let v, let o, let reason):
        return "\(t) \(v) scroll (\(num(o.x)), \(num(o.y))) \(reason.rawValue)"
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
    }
}

/// The summary record of a replay.
func summary(_ root: ViewSpec, _ events: [TouchEvent]) -> Summary? {
    if case .summary(let s)? = records(root, events).last?.event { return s }
    return nil
}
