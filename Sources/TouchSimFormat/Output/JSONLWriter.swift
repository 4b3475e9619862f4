import TouchSimCore

/// `--format jsonl`: one JSON object per line (docs/format.md §3), keys in the order the table lists
/// them, starting `{"t":…,"type":"…"`, so that the bytes are stable enough to diff.
public struct JSONLWriter: RecordWriter {
    private let sink: ByteSink

    /// A writer appending to `sink`.
    public init(sink: ByteSink) { self.sink = sink }

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
            string(phase.rawValue)
            key("x")
            number(location.x)
            key("y")
            number(location.y)
            // docs/format.md §3: the hit view belongs to the down alone; null means nothing was hit.
            if phase == .down {
                key("hitView")
                optionalString(hitView.map(names.view))
            }
        case .touches(let view, let method, let touches, let consumer):
            type("touches")
            key("view")
            string(names.view(view))
            key("method")
            string(method.rawValue)
            key("touches")
            array(touches, integer)
            key("forwardedTo")
            sink.append(literal: "[")
            var first = true
            names.forEachForwarding(from: view, to: consumer) { name in
                if !first { sink.append(literal: ",") }
                first = false
                string(name)
            }
            sink.append(literal: "]")
        case .gesture(let gesture, let state):
            type("gesture")
            key("gesture")
            string(names.recognizer(gesture))
            key("view")
            string(names.view(names.view(of: gesture)))
            key("state")
            string(state.rawValue)
        case .ask(let view, let method, let subject, let result, let rule):
            type("ask")
            key("view")
            string(names.view(view))
            key("method")
            string(method.rawValue)
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
            string(names.view(view))
            key("event")
            string(event.rawValue)
            if let value { controlValue(value) }
        case .highlight(let view, let highlighted):
            type("highlight")
            key("view")
            string(names.view(view))
            key("highlighted")
            boolean(highlighted)
        case .selection(let view, let cell, let event):
            type("selection")
            key("view")
            string(names.view(view))
            key("cell")
            string(names.view(cell))
            key("event")
            string(event.rawValue)
        case .scroll(let view, let offset, let reason):
            type("scroll")
            key("view")
            string(names.view(view))
            key("offset")
            point(offset)
            key("reason")
            string(reason.rawValue)
        case .summary(let summary):
            type("summary")
            write(summary)
        }
        sink.append(literal: "}\n")
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
            array(entry.states) { string($0.rawValue) }
            sink.append(literal: "}")
        }
        key("controls")
        array(summary.controls) { entry in
            open("view")
            string(entry.view)
            key("events")
            array(entry.events) { string($0.rawValue) }
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
    private func open(_ name: StaticString) {
        sink.append(literal: "{\"")
        sink.append(literal: name)
        sink.append(literal: "\":")
    }

    private func key(_ name: StaticString) {
        sink.append(literal: ",\"")
        sink.append(literal: name)
        sink.append(literal: "\":")
    }

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
}
