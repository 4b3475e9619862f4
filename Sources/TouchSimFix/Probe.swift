import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// A gesture touchsim makes up to exercise what a changed object can do, docs/format.md §4.12:
/// replayed on the screen before and after a fix, every difference is a side effect that no
/// trace showed. Deterministic: the same fix always gets the same probes.
public struct Probe: Sendable, Equatable {
    /// What it does, for the output: `a vertical drag on feed`.
    public var description: String
    /// Its events, in time order.
    public var events: [TouchEvent]

    /// The events as replay steps: those of one instant together.
    var steps: [TraceStep] {
        var result: [TraceStep] = []
        var start = 0
        while start < events.count {
            var end = start + 1
            while end < events.count, events[end].time == events[start].time { end += 1 }
            result.append(.touches(events[start..<end]))
            start = end
        }
        return result
    }

    /// Each finger's path in words, for `--explain-probes`: `touch 1 (195, 422) at 0 ms to
    /// (195, 302) at 128 ms`.
    public var path: String {
        var strokes: [String] = []
        var open: [Int: (from: TouchEvent, index: Int)] = [:]
        for event in events {
            switch event.phase {
            case .down:
                open[event.touch] = (event, strokes.count)
                strokes.append("")
            case .up, .cancel:
                guard let (from, index) = open.removeValue(forKey: event.touch) else { continue }
                strokes[index] =
                    "touch \(event.touch) \(Self.point(from.location)) at \(NumberFormat.string(from.time)) ms to \(Self.point(event.location)) at \(NumberFormat.string(event.time)) ms"
            case .move: break
            }
        }
        return strokes.joined(separator: "; ")
    }

    private static func point(_ p: Point) -> String { "(\(NumberFormat.string(p.x)), \(NumberFormat.string(p.y)))" }

    // MARK: Gestures

    /// `k` times `d` after the probe's start.
    private static func time(_ d: Duration, times k: Int) -> SimTime {
        SimTime(microseconds: d.microseconds * Int64(k))
    }

    /// `taps` taps of `fingers` fingers, 20 pt apart from `p` rightwards, each held for `hold`
    /// and followed by a pause as long.
    static func taps(_ description: String, at p: Point, taps: Int = 1, fingers: Int = 1, hold: Duration) -> Probe {
        var events: [TouchEvent] = []
        for tap in 0..<taps {
            let start = Self.time(hold, times: 2 * tap)
            for finger in 0..<fingers {
                let at = p + Point(Double(finger) * 20, 0)
                events.append(TouchEvent(time: start, touch: finger + 1, phase: .down, location: at))
            }
            for finger in 0..<fingers {
                let at = p + Point(Double(finger) * 20, 0)
                events.append(TouchEvent(time: start + hold, touch: finger + 1, phase: .up, location: at))
            }
        }
        return Probe(description: description, events: events)
    }

    /// Fingers moving in a straight line from `starts` to `ends`, in `steps` steps of `step`,
    /// lifting at the last.
    static func drag(_ description: String, from starts: [Point], to ends: [Point], steps: Int, step: Duration)
        -> Probe
    {
        var events: [TouchEvent] = []
        for (finger, p) in starts.enumerated() {
            events.append(TouchEvent(time: .zero, touch: finger + 1, phase: .down, location: p))
        }
        for k in 1...steps {
            let u = Double(k) / Double(steps)
            let time = Self.time(step, times: k)
            for finger in starts.indices {
                let p = starts[finger] + (ends[finger] - starts[finger]) * u
                events.append(
                    TouchEvent(time: time, touch: finger + 1, phase: k == steps ? .up : .move, location: p))
            }
        }
        return Probe(description: description, events: events)
    }
}
