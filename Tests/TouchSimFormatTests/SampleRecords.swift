import TouchSimCore
import TouchSimFormat
import TouchSimOutput

/// The scene of the sample replay: window > root > feed (a scroll view, holding inner) and
/// cell (view controller Main) > buy, a plain view, and off, a switch. `tap` is on buy.
let sampleScene: SceneSpec = {
    var window = ViewSpec(id: "window", className: "UIWindow", frame: Rect(0, 0, 390, 844))
    var root = ViewSpec(id: "root", className: "UIView", frame: Rect(0, 0, 390, 844))
    var feed = ViewSpec(id: "feed", className: "UIScrollView", frame: Rect(0, 0, 390, 400))
    feed.scroll = ScrollSpec()
    var inner = ViewSpec(id: "inner", className: "UIScrollView", frame: Rect(0, 0, 390, 100))
    inner.scroll = ScrollSpec()
    feed.subviews = [inner]
    var cell = ViewSpec(id: "cell", className: "UIView", frame: Rect(0, 400, 390, 100))
    cell.viewController = "Main"
    var buy = ViewSpec(id: "buy", className: "UIView", frame: Rect(10, 10, 100, 44))
    buy.gestureRecognizers = [
        RecognizerSpec(id: "tap", kind: .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1))
    ]
    cell.subviews = [buy]
    var off = ViewSpec(id: "off", className: "UISwitch", frame: Rect(200, 10, 51, 31))
    off.control = ControlSpec()
    off.handlesTouches = true
    root.subviews = [feed, cell, off]
    window.subviews = [root]
    return SceneSpec(root: window)
}()

/// The names of `scene`'s replay.
func names(of scene: SceneSpec) -> NameTable {
    Simulation(scene: scene) { _ in { _ in } }.names
}

/// The view with id `id` in `names`.
func view(_ id: String, in names: NameTable = names(of: sampleScene)) -> ViewIndex {
    (0..<Int32(names.viewCount)).map(ViewIndex.init(raw:)).first { names.view($0) == id }!
}

/// The recognizer with id `id` in the sample scene.
func recognizer(_ id: String) -> RecognizerIndex {
    let names = names(of: sampleScene)
    return (0..<Int32(names.recognizerCount)).map(RecognizerIndex.init(raw:)).first { names.recognizer($0) == id }!
}

/// A hand-built replay of the sample scene touching every record type: a tap on a view in a
/// scroll view that then scrolls, with a summary holding runs.
///
/// Built afresh for each use rather than kept in a global: Swift keeps the `.summary` case's tag
/// in the spare bits of the summary's last array pointer, which LeakSanitizer then does not
/// recognise, so a global alive at exit was reported as a leak under `make sanitize`.
var sampleRecords: [Record] {
    [
        Record(time: ms(0), event: .input(touch: 1, phase: .down, location: Point(60, 130), hitView: view("buy"))),
        Record(time: ms(0), event: .input(touch: 2, phase: .down, location: Point(-5, 0.5), hitView: nil)),
        Record(time: ms(150), event: .gesture(recognizer("feed.delayedTouchesBegan"), state: .failed)),
        Record(
            time: ms(150),
            event: .ask(
                view: view("feed"), method: .touchesShouldBegin, subject: .view(view("buy")), result: true, rule: 1)),
        Record(time: ms(150), event: .touches(view: view("buy"), method: .began, touches: [1], consumer: nil)),
        Record(
            time: ms(150), event: .touches(view: view("off"), method: .moved, touches: [1, 2], consumer: view("off"))),
        Record(time: ms(150), event: .highlight(view: view("off"), highlighted: true)),
        Record(time: ms(150), event: .control(view: view("off"), event: .touchDown, value: nil)),
        Record(time: ms(210.5), event: .input(touch: 1, phase: .move, location: Point(60, 117.5), hitView: nil)),
        Record(time: ms(210.5), event: .scroll(view: view("feed"), offset: Point(0, 12.5), reason: .drag)),
        Record(time: ms(1210.125), event: .highlight(view: view("off"), highlighted: false)),
        Record(
            time: ms(1210.125),
            event: .summary(
                Summary(
                    touches: [
                        .init(touch: 1, downAt: ms(0), view: "buy", last: .cancelled),
                        .init(touch: 2, downAt: ms(0), view: nil, last: nil),
                    ],
                    scrollViews: [
                        .init(view: "feed", from: Point(0, 0), to: Point(0, 12.5)),
                        .init(view: "inner", from: Point(0, 0), to: Point(0.0001, -0.0001)),
                    ],
                    gestures: [
                        .init(
                            gesture: "feed.pan", view: "feed",
                            states: RunList([.began] + Array(repeating: .changed, count: 12) + [.ended])),
                        .init(gesture: "tap", view: "buy", states: RunList()),
                    ],
                    controls: [
                        .init(
                            view: "off",
                            events: RunList([.touchDown, .touchDragInside, .touchDragInside, .touchCancel])),
                        .init(view: "buy", events: RunList()),
                    ]))),
    ]
}

/// A time of the trace in milliseconds.
func ms(_ milliseconds: Double) -> SimTime { SimTime(milliseconds: milliseconds) }

/// Everything `records` of a replay of `scene` print as in `format`.
func rendered(_ records: [Record], as format: OutputFormat, scene: SceneSpec = sampleScene) -> String {
    var bytes: [UInt8] = []
    // A tiny buffer, so that the test also crosses many flushes.
    let sink = ByteSink(capacity: 16) { bytes += $0 }
    let writer = format.writer(to: sink, scene: scene)
    let names = names(of: scene)
    for record in records { writer.write(record, names: names) }
    sink.flush()
    return String(decoding: bytes, as: UTF8.self)
}

/// A window that consumes its touches holding one view, `id`, whose view controller is
/// `viewController`: its calls forward to `vc:<viewController>` and the window.
func sceneWithViewController(view id: String, viewController: String) -> SceneSpec {
    var window = ViewSpec(id: "window", className: "UIWindow", frame: Rect(0, 0, 390, 844))
    window.handlesTouches = true
    var v = ViewSpec(id: id, className: "UIView", frame: Rect(0, 0, 10, 10))
    v.viewController = viewController
    window.subviews = [v]
    return SceneSpec(root: window)
}

extension Record {
    /// A hand-built record whose cause the test does not look at: writers print causes only
    /// under `--explain`.
    init(time: SimTime, event: RecordEvent) {
        self.init(time: time, event: event, cause: .traceEvent)
    }
}
