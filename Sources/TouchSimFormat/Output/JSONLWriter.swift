import TouchSimCore

/// `--format jsonl`: one JSON object per line (docs/format.md §3), keys in the order the table lists
/// them, starting `{"t":…,"type":"…"`, so that the bytes are stable enough to diff.
public struct JSONLWriter: RecordWriter {
    private let sink: ByteSink
    private let explain: Bool
    private let encoded = EncodedNames()

    /// A writer appending to `sink`; `explain` adds each line's `why` (docs/format.md §4.2).
    public init(sink: ByteSink, explain: Bool = false) {
        self.sink = sink
        self.explain = explain
    }

    /// Only `--explain` names the views a down passed over.
    public var readsHitTestNotes: Bool { OutputFormat.jsonl.readsHitTestNotes(explain: explain) }

    /// Writes `record` as one line.
    public func write(_ record: Record, names: NameTable) {
        open("t")
        NumberFormat.append(record.time, to: sink)
        switch record.event {
        case .input(let touch, let phase, let location, let hitView):
            type("input")
            key("touch")
            integer(touch)
            key("phase")
            word(phase.rawValue)
            key("x")
            number(location.x)
            key("y")
            number(location.y)
            // docs/format.md §3: the hit view belongs to the down alone; null means nothing was hit.
            if phase == .down {
                key("hitView")
                if let hitView { viewName(hitView, names) } else { sink.append(literal: "null") }
            }
        case .touches(let view, let method, let touches, let consumer):
            type("touches")
            key("view")
            viewName(view, names)
            key("method")
            word(method.rawValue)
            key("touches")
            array(touches, integer)
            key("forwardedTo")
            encoded.forwarding(from: view, to: consumer, of: names, to: sink) { out in
                out.append(literal: "[")
                var first = true
                names.forEachForwarding(from: view, to: consumer) { name in
                    if !first { out.append(literal: ",") }
                    first = false
                    out.append(jsonString: name)
                }
                out.append(literal: "]")
            }
        case .gesture(let gesture, let state):
            type("gesture")
            key("gesture")
            encoded.recognizer(gesture, of: names, to: sink, encode: Self.quote)
            key("view")
            viewName(names.view(of: gesture), names)
            key("state")
            word(state.rawValue)
        case .ask(let view, let method, let subject, let result, let rule):
            type("ask")
            key("view")
            viewName(view, names)
            key("method")
            word(method.rawValue)
            key("subject")
            string(names.subject(subject))
            key("result")
            boolean(result)
            if let rule {
                key("rule")
                integer(rule)
            }
        case .control(let view, let event, let value):
            type("control")
            key("view")
            viewName(view, names)
            key("event")
            word(event.rawValue)
            if let value { controlValue(value) }
        case .highlight(let view, let highlighted):
            type("highlight")
            key("view")
            viewName(view, names)
            key("highlighted")
            boolean(highlighted)
        case .selection(let view, let cell, let event):
            type("selection")
            key("view")
            viewName(view, names)
            key("cell")
            viewName(cell, names)
            key("event")
            word(event.rawValue)
        case .scroll(let view, let offset, let reason):
            type("scroll")
            key("view")
            viewName(view, names)
            key("offset")
            point(offset)
            key("reason")
            word(reason.rawValue)
        case .summary(let summary):
            type("summary")
            write(summary)
        }
        if explain, let why = Explanation.of(record, names: names) { write(why) }
        sink.append(literal: "}\n")
    }

    /// `"why":{"rule":…,"cause":…,"views":[…],"gestures":[…],"text":…}`.
    private func write(_ why: Explanation) {
        key("why")
        open("rule")
        string(why.rule)
        key("cause")
        string(why.cause)
        key("views")
        array(why.views, string)
        key("gestures")
        array(why.gestures, string)
        key("text")
        string(why.text)
        sink.append(literal: "}")
    }

    private func write(_ summary: Summary) {
        key("touches")
        array(summary.touches) { entry in
            open("touch")
            integer(entry.touch)
            key("downAt")
            NumberFormat.append(entry.downAt, to: sink)
            key("view")
            optionalString(entry.view)
            key("last")
            optionalString(entry.last?.rawValue)
            sink.append(literal: "}")
        }
        key("scrollViews")
        array(summary.scrollViews) { entry in
            open("view")
            string(entry.view)
            key("from")
            point(entry.from)
            key("to")
            point(entry.to)
            key("changed")
            boolean(entry.changed)
            sink.append(literal: "}")
        }
        key("gestures")
        array(summary.gestures) { entry in
            open("gesture")
            string(entry.gesture)
            key("view")
            string(entry.view)
            key("states")
            words(entry.states)
            sink.append(literal: "}")
        }
        key("controls")
        array(summary.controls) { entry in
            open("view")
            string(entry.view)
            key("events")
            words(entry.events)
            if let value = entry.value { controlValue(value) }
            sink.append(literal: "}")
        }
        key("selections")
        array(summary.selections) { entry in
            open("view")
            string(entry.view)
            key("selects")
            array(entry.selects, string)
            key("selected")
            optionalString(entry.selected)
            sink.append(literal: "}")
        }
    }

    /// A control's value under its UIKit name (docs/format.md §3.3): `value`, `on` or
    /// `selectedSegmentIndex`.
    private func controlValue(_ value: ControlValue) {
        switch value {
        case .value(let v):
            key("value")
            number(v)
        case .on(let on):
            key("on")
            boolean(on)
        case .selectedSegmentIndex(let index):
            key("selectedSegmentIndex")
            integer(index)
        }
    }

    // MARK: JSON pieces, written straight to the sink

    /// Opens an object with its first key.
    @inline(__always)
    private func open(_ name: StaticString) {
        sink.append(literal: "{\"")
        sink.append(literal: name)
        sink.append(literal: "\":")
    }

    @inline(__always)
    private func key(_ name: StaticString) {
        sink.append(literal: ",\"")
        sink.append(literal: name)
        sink.append(literal: "\":")
    }

    @inline(__always)
    private func type(_ name: StaticString) {
        key("type")
        sink.append(literal: "\"")
        sink.append(literal: name)
        sink.append(literal: "\"")
    }

    private func number(_ value: Double) { NumberFormat.append(value, to: sink) }
    private func integer(_ value: Int) { NumberFormat.append(integer: value, to: sink) }
    private func boolean(_ value: Bool) {
        if value { sink.append(literal: "true") } else { sink.append(literal: "false") }
    }

    private func point(_ p: Point) {
        sink.append(literal: "[")
        number(p.x)
        sink.append(literal: ",")
        number(p.y)
        sink.append(literal: "]")
    }

    private func optionalString(_ value: String?) {
        if let value { string(value) } else { sink.append(literal: "null") }
    }

    /// A JSON array, streamed: a run list of a million `changed` is never expanded in memory.
    private func array<Items: Sequence>(_ items: Items, _ element: (Items.Element) -> Void) {
        sink.append(literal: "[")
        var first = true
        for item in items {
            if !first { sink.append(literal: ",") }
            first = false
            element(item)
        }
        sink.append(literal: "]")
    }

    private func string(_ value: String) { sink.append(jsonString: value) }

    /// A word of the format (a phase, a method, a state) as a JSON string: it never needs escapes.
    private func word(_ text: String) {
        sink.append(byte: UInt8(ascii: "\""))
        sink.append(text)
        sink.append(byte: UInt8(ascii: "\""))
    }

    /// A run list of words as a JSON array, each run's element encoded once: a pan's summary
    /// lists a million `"changed"`.
    private func words<Word: RawRepresentable<String>>(_ list: RunList<Word>) {
        sink.append(literal: "[")
        var first = true
        for run in list.compressed {
            if !first { sink.append(literal: ",") }
            first = false
            string(run.value.rawValue)
            guard run.count > 1 else { continue }
            var repeated: [UInt8] = []
            let encoder = ByteSink { repeated += $0 }
            encoder.append(literal: ",")
            encoder.append(jsonString: run.value.rawValue)
            encoder.flush()
            repeated.withUnsafeBufferPointer { bytes in
                for _ in 1..<run.count { sink.append(bytes: bytes) }
            }
        }
        sink.append(literal: "]")
    }

    /// A view's id as a JSON string.
    private func viewName(_ view: ViewIndex, _ names: NameTable) {
        encoded.view(view, of: names, to: sink, encode: Self.quote)
    }

    private static func quote(_ name: String, to sink: ByteSink) { sink.append(jsonString: name) }
}
