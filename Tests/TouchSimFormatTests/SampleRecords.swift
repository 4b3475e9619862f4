import TouchSimCore
import TouchSimFormat

/// A hand-built replay touching every record type: a tap on a button in a scroll view that
/// then scrolls, with a summary holding runs.
let sampleRecords: [Record] = [
    Record(time: ms(0), event: .input(touch: 1, phase: .down, location: Point(60, 130), hitView: "buy")),
    Record(time: ms(0), event: .input(touch: 2, phase: .down, location: Point(-5, 0.5), hitView: nil)),
    Record(time: ms(150), event: .gesture(gesture: "feed.delayedTouchesBegan", view: "feed", state: .failed)),
    Record(time: ms(150), event: .ask(view: "feed", method: .touchesShouldBegin, subject: "buy", result: true)),
    Record(
        time: ms(150),
        event: .touches(
            view: "buy", method: .began, touches: [1],
            forwardedTo: ["cell", "vc:Main", "root", "window", "windowScene", "application", "appDelegate"])),
    Record(time: ms(150), event: .touches(view: "buy", method: .moved, touches: [1, 2], forwardedTo: [])),
    Record(time: ms(150), event: .highlight(view: "buy", highlighted: true)),
    Record(time: ms(150), event: .control(view: "buy", event: .touchDown, value: nil)),
    Record(time: ms(210.5), event: .input(touch: 1, phase: .move, location: Point(60, 117.5), hitView: nil)),
    Record(time: ms(210.5), event: .scroll(view: "feed", offset: Point(0, 12.5), reason: .drag)),
    Record(time: ms(1210.125), event: .highlight(view: "buy", highlighted: false)),
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
                        view: "buy", events: RunList([.touchDown, .touchDragInside, .touchDragInside, .touchCancel])),
                    .init(view: "off", events: RunList()),
                ]))),
]

/// A time of the trace in milliseconds.
func ms(_ milliseconds: Double) -> SimTime { SimTime(milliseconds: milliseconds) }

/// Everything `records` print as in `format`.
func rendered(_ records: [Record], as format: OutputFormat) -> String {
    var bytes: [UInt8] = []
    // A tiny buffer, so that the test also crosses many flushes.
    let sink = ByteSink(capacity: 16) { bytes += $0 }
    let scene = SceneSpec(root: ViewSpec(id: "window", className: "UIWindow", frame: Rect(0, 0, 390, 844)))
    let writer = format.writer(to: sink, scene: scene)
    for record in records { writer.write(record) }
    sink.flush()
    return String(decoding: bytes, as: UTF8.self)
}
