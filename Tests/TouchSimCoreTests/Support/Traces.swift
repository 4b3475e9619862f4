@testable import TouchSimCore

/// A tap by one finger: `down` at `t`, `up` at the same point `holding` ms later.
func tap(_ x: Double, _ y: Double, at t: Double = 0, finger: Int = 1, holding: Double = 80) -> [TouchEvent] {
    [ev(t, finger, .down, x, y), ev(t + holding, finger, .up, x, y)]
}

/// Insets `[top, left, bottom, right]`, as the scenario's `hitTestInsets` key writes them.
func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// The same inset on every side.
func insets(_ all: Double) -> EdgeInsets { insets(all, all, all, all) }

/// A `UITapGestureRecognizer` with UIKit's defaults unless configured.
func tapGesture(
    _ id: String, taps: Int = 1, touches: Int = 1,
    configure: (inout RecognizerSpec) -> Void = { _ in }
) -> RecognizerSpec {
    var r = RecognizerSpec(id: id, kind: .tap(numberOfTapsRequired: taps, numberOfTouchesRequired: touches))
    configure(&r)
    return r
}

/// A `UILongPressGestureRecognizer`; `seconds` is `minimumPressDuration`, in UIKit's unit.
func longPressGesture(
    _ id: String, seconds: Double = 0.5,
    configure: (inout RecognizerSpec) -> Void = { _ in }
) -> RecognizerSpec {
    var r = RecognizerSpec(
        id: id,
        kind: .longPress(
            minimumPressDuration: seconds, allowableMovement: 10, numberOfTouchesRequired: 1,
            numberOfTapsRequired: 0))
    configure(&r)
    return r
}

/// A `UIPanGestureRecognizer` with UIKit's defaults unless configured.
func panGesture(_ id: String, configure: (inout RecognizerSpec) -> Void = { _ in }) -> RecognizerSpec {
    var r = RecognizerSpec(id: id, kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: nil))
    configure(&r)
    return r
}

/// The summary record of a replay with its time.
func summaryRecord(_ root: ViewSpec, _ events: [TouchEvent]) -> (time: SimTime, summary: Summary)? {
    guard let last = records(root, events).last, case .summary(let s) = last.event else { return nil }
    return (last.time, s)
}

/// The log of `tap(x, y, at: t)` on `hit`, a plain view in the window that forwards its calls
/// to the window (§2.2), or the window itself.
func plainTapLog(_ hit: String, at t: Double = 0) -> [String] {
    let chain = (hit == "window" ? "" : "window,") + "windowScene,application,appDelegate"
    return [
        "\(num(t)) input 1 down \(hit)",
        "\(num(t)) \(hit).began[1] -> \(chain)",
        "\(num(t + 80)) input 1 up",
        "\(num(t + 80)) \(hit).ended[1] -> \(chain)",
    ]
}
