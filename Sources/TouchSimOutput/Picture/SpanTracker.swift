import TouchSimCore

/// Turns the facts of a replay into the spans both pictures draw (docs/format.md §3.7): a
/// finger from `down` to `up` or `cancel`, a view's touches from its first `began` to the call
/// that leaves it no touch, a recognizer from `began` to `ended` or `cancelled`, a control's
/// highlight from on to off.
package struct SpanTracker {
    /// Where a span is drawn: a lane, or the highlight row of a control's lane.
    package enum Track: Hashable, Comparable {
        case lane(Int)
        case highlight(Int)

        /// Lane order, a control's highlight right after its lane.
        package static func < (a: Track, b: Track) -> Bool { a.order < b.order }

        private var order: (Int, Int) {
            switch self {
            case .lane(let lane): return (lane, 0)
            case .highlight(let lane): return (lane, 1)
            }
        }
    }

    /// A span that has ended.
    package struct Span {
        package var track: Track
        package var start: SimTime
        package var end: SimTime
        /// The text of the lines that opened and closed it; `last` is empty for a span still
        /// open when the simulation ended.
        package var first: String
        package var last: String
        /// The lines folded into it: a finger's moves, a view's `moved` calls, a recognizer's
        /// `changed` states.
        package var steps: Int
        /// How it ended: the phase, method or state, `off`, or that it was still open.
        package var ending: String
    }

    /// What a fact did to the spans.
    package enum Outcome {
        /// It opened a span, and is that span's first line.
        case opened
        /// It closed a span, and is that span's last line.
        case closed(Span)
        /// It was folded into an open span.
        case step
        /// It stands alone.
        case instant
    }

    private struct Open {
        var start: SimTime
        var first: String
        var touches: Set<Int> = []
        var steps = 0
    }

    private var open: [Track: Open] = [:]

    /// No span open yet.
    package init() {}

    /// Applies `fact`, which belongs to `lane`.
    package mutating func apply(_ fact: Fact, lane: Int) -> Outcome {
        let track = Track.lane(lane)
        switch fact.kind {
        case .input(.down, _, _): return begin(track, fact)
        case .input(.move, _, _): return step(track)
        case .input(let phase, _, _): return end(track, fact, ending: phase.rawValue)
        case .touches(.moved, _): return step(track)
        case .touches(.began, let touches):
            let outcome: Outcome = open[track] == nil ? begin(track, fact) : .instant
            open[track]?.touches.formUnion(touches)
            return outcome
        case .touches(let method, let touches):
            guard open[track] != nil else { return .instant }
            open[track]!.touches.subtract(touches)
            return open[track]!.touches.isEmpty ? end(track, fact, ending: method.rawValue) : .instant
        case .gesture(.began): return begin(track, fact)
        case .gesture(.changed): return step(track)
        case .gesture(let state) where state == .ended || state == .cancelled:
            return open[track] == nil ? .instant : end(track, fact, ending: state.rawValue)
        case .highlight(true): return begin(.highlight(lane), fact)
        case .highlight(false):
            return open[.highlight(lane)] == nil ? .instant : end(.highlight(lane), fact, ending: "off")
        // A sheet's dismissal drag is a span on the sheet's lane (docs/model.md §12.1).
        case .presentation(.dismissDrag(.began, _)): return begin(track, fact)
        case .presentation(.dismissDrag(.changed, _)): return step(track)
        case .presentation(.dismissDrag(.ended, _)):
            return open[track] == nil ? .instant : end(track, fact, ending: "ended")
        // A row open with its swipe actions showing is a span on the row's lane (§14.2, §14.4).
        case .swipeActions(.opened): return begin(track, fact)
        case .swipeActions(.closed):
            return open[track] == nil ? .instant : end(track, fact, ending: "closed")
        case .gesture, .ask, .control, .selection, .scroll, .refresh, .firstResponder, .presentation, .contextMenu,
            .swipeActions, .end:
            return .instant
        }
    }

    /// Ends every open span at `time`, in track order.
    package mutating func closeAll(at time: SimTime) -> [Span] {
        let spans = open.keys.sorted().map { track in
            let span = open[track]!
            return Span(
                track: track, start: span.start, end: time, first: span.first, last: "", steps: span.steps,
                ending: "still open when the simulation ended")
        }
        open.removeAll()
        return spans
    }

    private mutating func begin(_ track: Track, _ fact: Fact) -> Outcome {
        open[track] = Open(start: fact.time, first: fact.text)
        return .opened
    }

    private mutating func step(_ track: Track) -> Outcome {
        guard open[track] != nil else { return .instant }
        open[track]!.steps += 1
        return .step
    }

    private mutating func end(_ track: Track, _ fact: Fact, ending: String) -> Outcome {
        guard let span = open.removeValue(forKey: track) else { return .instant }
        return .closed(
            Span(
                track: track, start: span.start, end: fact.time, first: span.first, last: fact.text,
                steps: span.steps, ending: ending))
    }
}
