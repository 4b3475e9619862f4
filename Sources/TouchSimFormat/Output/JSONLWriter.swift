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
        put("{\"t\":")
        NumberFormat.append(record.time, to: sink)
        switch record.event {
        case .input(let touch, let phase, let location, let hitView):
            put(",\"type\":\"input\",\"touch\":")
            integer(touch)
            put(",\"phase\":")
            word(phase.rawValue)
            put(",\"x\":")
            number(location.x)
            put(",\"y\":")
            number(location.y)
            // docs/format.md §3: the hit view belongs to the down alone; null means nothing was hit.
            if phase == .down {
                put(",\"hitView\":")
                if let hitView { viewName(hitView, names) } else { sink.append(literal: "null") }
            }
        case .touches(let view, let method, let touches, let consumer):
            put(",\"type\":\"touches\",\"view\":")
            viewName(view, names)
            put(",\"method\":")
            word(method.rawValue)
            put(",\"touches\":")
            array(touches, integer)
            put(",\"forwardedTo\":")
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
            put(",\"type\":\"gesture\",\"gesture\":")
            encoded.recognizer(gesture, of: names, to: sink, encode: Self.quote)
            put(",\"view\":")
            viewName(names.view(of: gesture), names)
            put(",\"state\":")
            word(state.rawValue)
        case .ask(let view, let method, let subject, let result, let rule):
            put(",\"type\":\"ask\",\"view\":")
            viewName(view, names)
            put(",\"method\":")
            word(method.rawValue)
            put(",\"subject\":")
            string(names.subject(subject))
            put(",\"result\":")
            boolean(result)
            if let rule {
                put(",\"rule\":")
                integer(rule)
            }
        case .control(let view, let event, let value):
            put(",\"type\":\"control\",\"view\":")
            viewName(view, names)
            put(",\"event\":")
            word(event.rawValue)
            if let value { controlValue(value) }
        case .highlight(let view, let highlighted):
            put(",\"type\":\"highlight\",\"view\":")
            viewName(view, names)
            put(",\"highlighted\":")
            boolean(highlighted)
        case .selection(let view, let cell, let event):
            put(",\"type\":\"selection\",\"view\":")
            viewName(view, names)
            put(",\"cell\":")
            viewName(cell, names)
            put(",\"event\":")
            word(event.rawValue)
        case .scroll(let view, let offset, let reason):
            put(",\"type\":\"scroll\",\"view\":")
            viewName(view, names)
            put(",\"offset\":")
            point(offset)
            put(",\"reason\":")
            word(reason.rawValue)
        case .summary(let summary):
            put(",\"type\":\"summary\"")
            write(summary)
        }
        if explain, let why = Explanation.of(record, names: names) { write(why) }
        put("}\n")
    }

    /// `"why":{"rule":…,"cause":…,"views":[…],"gestures":[…],"text":…}`.
    private func write(_ why: Explanation) {
        put(",\"why\":{\"rule\":")
        string(why.rule)
        put(",\"cause\":")
        string(why.cause)
        put(",\"views\":")
        array(why.views, string)
        put(",\"gestures\":")
        array(why.gestures, string)
        put(",\"text\":")
        string(why.text)
        sink.append(literal: "}")
    }

    private func write(_ summary: Summary) {
        put(",\"touches\":")
        array(summary.touches) { entry in
            put("{\"touch\":")
            integer(entry.touch)
            put(",\"downAt\":")
            NumberFormat.append(entry.downAt, to: sink)
            put(",\"view\":")
            optionalString(entry.view)
            put(",\"last\":")
            optionalString(entry.last?.rawValue)
            sink.append(literal: "}")
        }
        put(",\"scrollViews\":")
        array(summary.scrollViews) { entry in
            put("{\"view\":")
            string(entry.view)
            put(",\"from\":")
            point(entry.from)
            put(",\"to\":")
            point(entry.to)
            put(",\"changed\":")
            boolean(entry.changed)
            sink.append(literal: "}")
        }
        put(",\"gestures\":")
        array(summary.gestures) { entry in
            put("{\"gesture\":")
            string(entry.gesture)
            put(",\"view\":")
            string(entry.view)
            put(",\"states\":")
            words(entry.states)
            sink.append(literal: "}")
        }
        put(",\"controls\":")
        array(summary.controls) { entry in
            put("{\"view\":")
            string(entry.view)
            put(",\"events\":")
            words(entry.events)
            if let value = entry.value { controlValue(value) }
            sink.append(literal: "}")
        }
        put(",\"selections\":")
        array(summary.selections) { entry in
            put("{\"view\":")
            string(entry.view)
            put(",\"selects\":")
            array(entry.selects, string)
            put(",\"selected\":")
            optionalString(entry.selected)
            sink.append(literal: "}")
        }
    }

    /// A control's value under its UIKit name (docs/format.md §3.3): `value`, `on` or
    /// `selectedSegmentIndex`.
    private func controlValue(_ value: ControlValue) {
        switch value {
        case .value(let v):
            put(",\"value\":")
            number(v)
        case .on(let on):
            put(",\"on\":")
            boolean(on)
        case .selectedSegmentIndex(let index):
            put(",\"selectedSegmentIndex\":")
            integer(index)
        }
    }

    // MARK: JSON pieces, written straight to the sink

    /// A fixed piece of a line, keys with their punctuation (`,"view":`), copied in one go:
    /// the pieces of one line are written as few copies as possible.
    @inline(__always)
    private func put(_ piece: StaticString) { sink.append(literal: piece) }

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
        var text = text
        text.withUTF8 { bytes in
            sink.write(atMost: bytes.count + 2) { out in
                out[0] = UInt8(ascii: "\"")
                (out + 1).update(from: bytes.baseAddress.unsafelyUnwrapped, count: bytes.count)
                out[bytes.count + 1] = UInt8(ascii: "\"")
                return bytes.count + 2
            }
        }
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
