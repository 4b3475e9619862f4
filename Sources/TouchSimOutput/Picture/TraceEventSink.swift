import TouchSimCore

/// Writes Trace Event Format events (the JSON that Perfetto and `chrome://tracing` open), one
/// object per line, keys in a fixed order, so that the bytes are stable enough to diff.
struct TraceEventSink {
    /// An argument value, shown when the event is selected.
    enum Value {
        case string(String)
        case number(Double)
    }

    /// The event phases touchsim writes.
    enum Phase: String {
        case complete = "X"
        case instant = "i"
        case counter = "C"
        case metadata = "M"
    }

    let sink: ByteSink
    private var count = 0

    init(sink: ByteSink) { self.sink = sink }

    /// Writes one event. Times are microseconds of the virtual clock; an instant is scoped to
    /// its thread (its track), or to the whole trace when `global`.
    mutating func event(
        _ name: String, _ phase: Phase, pid: Int, tid: Int, at time: SimTime? = nil, duration: Duration? = nil,
        global: Bool = false, args: KeyValuePairs<String, Value> = [:]
    ) {
        if count > 0 { sink.append(literal: ",\n") }
        count += 1
        sink.append(literal: "{\"name\":")
        sink.append(jsonString: name)
        sink.append(literal: ",\"ph\":\"")
        sink.append(phase.rawValue)
        sink.append(literal: "\",\"pid\":")
        sink.append(String(pid))
        sink.append(literal: ",\"tid\":")
        sink.append(String(tid))
        if let time {
            sink.append(literal: ",\"ts\":")
            sink.append(String(time.microseconds))
        }
        if let duration {
            sink.append(literal: ",\"dur\":")
            sink.append(String(duration.microseconds))
        }
        if phase == .instant {
            if global { sink.append(literal: ",\"s\":\"g\"") } else { sink.append(literal: ",\"s\":\"t\"") }
        }
        if !args.isEmpty {
            sink.append(literal: ",\"args\":{")
            for (i, (key, value)) in args.enumerated() {
                if i > 0 { sink.append(literal: ",") }
                sink.append(jsonString: key)
                sink.append(literal: ":")
                append(value)
            }
            sink.append(literal: "}")
        }
        sink.append(literal: "}")
    }

    private func append(_ value: Value) {
        switch value {
        case .string(let text): sink.append(jsonString: text)
        case .number(let number): sink.append(NumberFormat.string(number))
        }
    }
}
