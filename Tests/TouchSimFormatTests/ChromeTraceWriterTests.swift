import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReplay

/// A button in a scroll view held through the content delay (docs/model.md §5.2).
private let heldTap = """
    {"touchsim": 1, "name": "tap", "tree": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
      {"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000], "subviews": [
        {"id": "buy", "class": "UIButton", "frame": [20, 100, 160, 44]}]}]},
     "events": [%EVENTS%]}
    """

private func chromeTrace(events: String) throws -> String {
    let scenario = try load(heldTap.replacingOccurrences(of: "%EVENTS%", with: events))
    var bytes: [UInt8] = []
    let sink = ByteSink(capacity: 16) { bytes += $0 }
    try ReplayPipeline(schedule: .inline).replay(
        scenario, notingPassedOverViews: false, into: OutputFormat.chromeTrace.writer(to: sink, scene: scenario.scene))
    sink.flush()
    return String(decoding: bytes, as: UTF8.self)
}

@Suite("Chrome trace writer (docs/format.md §3.7)")
struct ChromeTraceWriterTests {
    @Test(
        "A held tap: tracks in tree order, the finger, touches and highlight as spans holding their first and last line, the rest as instants (§5.2)"
    )
    func heldTapTrace() throws {
        let trace = try chromeTrace(
            events: #"{"t": 0, "touch": 1, "phase": "down", "x": 60, "y": 120}, "#
                + #"{"t": 200, "touch": 1, "phase": "up", "x": 60, "y": 120}"#)
        #expect(
            trace == #"""
                {"traceEvents":[
                {"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":"fingers"}},
                {"name":"process_name","ph":"M","pid":2,"tid":0,"args":{"name":"tap"}},
                {"name":"thread_name","ph":"M","pid":2,"tid":1,"args":{"name":"window (UIWindow)"}},
                {"name":"thread_sort_index","ph":"M","pid":2,"tid":1,"args":{"sort_index":1}},
                {"name":"thread_name","ph":"M","pid":2,"tid":2,"args":{"name":"feed (UIScrollView)"}},
                {"name":"thread_sort_index","ph":"M","pid":2,"tid":2,"args":{"sort_index":2}},
                {"name":"thread_name","ph":"M","pid":2,"tid":3,"args":{"name":"feed contentOffset"}},
                {"name":"thread_sort_index","ph":"M","pid":2,"tid":3,"args":{"sort_index":3}},
                {"name":"feed contentOffset","ph":"C","pid":2,"tid":3,"ts":0,"args":{"x":0,"y":0}},
                {"name":"thread_name","ph":"M","pid":2,"tid":4,"args":{"name":"feed.pan"}},
                {"name":"thread_sort_index","ph":"M","pid":2,"tid":4,"args":{"sort_index":4}},
                {"name":"thread_name","ph":"M","pid":2,"tid":5,"args":{"name":"feed.delayedTouchesBegan"}},
                {"name":"thread_sort_index","ph":"M","pid":2,"tid":5,"args":{"sort_index":5}},
                {"name":"thread_name","ph":"M","pid":2,"tid":6,"args":{"name":"buy (UIButton)"}},
                {"name":"thread_sort_index","ph":"M","pid":2,"tid":6,"args":{"sort_index":6}},
                {"name":"thread_name","ph":"M","pid":2,"tid":7,"args":{"name":"buy (UIButton) highlighted"}},
                {"name":"thread_sort_index","ph":"M","pid":2,"tid":7,"args":{"sort_index":7}},
                {"name":"thread_name","ph":"M","pid":1,"tid":8,"args":{"name":"touch 1"}},
                {"name":"thread_sort_index","ph":"M","pid":1,"tid":8,"args":{"sort_index":8}},
                {"name":"feed touchesShouldBegin(buy) = true","ph":"i","pid":2,"tid":2,"ts":150000,"s":"t","args":{"line":"150 ask feed touchesShouldBegin(buy) = true"}},
                {"name":"feed.delayedTouchesBegan (feed) failed","ph":"i","pid":2,"tid":5,"ts":150000,"s":"t","args":{"line":"150 gesture feed.delayedTouchesBegan (feed) failed"}},
                {"name":"buy touchDown","ph":"i","pid":2,"tid":6,"ts":150000,"s":"t","args":{"line":"150 control buy touchDown"}},
                {"name":"touch 1","ph":"X","pid":1,"tid":8,"ts":0,"dur":200000,"args":{"first":"touch 1 down (60, 120) -> buy","last":"touch 1 up (60, 120)","steps":0,"end":"up"}},
                {"name":"feed.pan (feed) failed","ph":"i","pid":2,"tid":4,"ts":200000,"s":"t","args":{"line":"200 gesture feed.pan (feed) failed"}},
                {"name":"touches","ph":"X","pid":2,"tid":6,"ts":150000,"dur":50000,"args":{"first":"buy began [1]","last":"buy ended [1]","steps":0,"end":"ended"}},
                {"name":"highlighted","ph":"X","pid":2,"tid":7,"ts":150000,"dur":50000,"args":{"first":"buy on","last":"buy off","steps":0,"end":"off"}},
                {"name":"buy touchUpInside","ph":"i","pid":2,"tid":6,"ts":200000,"s":"t","args":{"line":"200 control buy touchUpInside"}},
                {"name":"end of simulation","ph":"i","pid":2,"tid":0,"ts":200000,"s":"g"}
                ],
                "displayTimeUnit":"ms","otherData":{"scenario":"tap","ios":"17.0"}}

                """#)
    }

    @Test("A finger still down when the simulation ends closes its spans at the end")
    func openSpansCloseAtTheEnd() throws {
        let trace = try chromeTrace(events: #"{"t": 0, "touch": 1, "phase": "down", "x": 60, "y": 120}"#)
        let spans = trace.split(separator: "\n").filter { $0.contains(#""ph":"X""#) }
        #expect(
            spans == [
                #"{"name":"touches","ph":"X","pid":2,"tid":6,"ts":150000,"dur":0,"args":{"first":"buy began [1]","last":"","steps":0,"end":"still open when the simulation ended"}},"#,
                #"{"name":"highlighted","ph":"X","pid":2,"tid":7,"ts":150000,"dur":0,"args":{"first":"buy on","last":"","steps":0,"end":"still open when the simulation ended"}},"#,
                #"{"name":"touch 1","ph":"X","pid":1,"tid":8,"ts":0,"dur":150000,"args":{"first":"touch 1 down (60, 120) -> buy","last":"","steps":0,"end":"still open when the simulation ended"}},"#,
            ])
    }
}
