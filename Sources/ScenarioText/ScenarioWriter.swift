/// A view of the tree being written: its keys (docs/format.md §2) in the order they are written,
/// and its subviews, back to front.
public struct ScenarioView: Equatable, Sendable {
    /// The view's keys, `id` first by convention; `subviews` is written after them.
    public var members: [ScenarioMember]
    public var subviews: [ScenarioView]

    /// A view.
    public init(members: [ScenarioMember], subviews: [ScenarioView] = []) {
        self.members = members
        self.subviews = subviews
    }
}

/// A raw event of the trace being written (docs/format.md §1.2).
public struct ScenarioEvent: Equatable, Sendable {
    /// `down`, `move`, `up`, `cancel`.
    public enum Phase: String, Sendable { case down, move, up, cancel }

    /// Milliseconds.
    public var t: Double
    public var touch: Int
    public var phase: Phase
    /// Window coordinates, points.
    public var x: Double
    public var y: Double

    /// An event.
    public init(t: Double, touch: Int, phase: Phase, x: Double, y: Double) {
        self.t = t
        self.touch = touch
        self.phase = phase
        self.x = x
        self.y = y
    }
}

/// Writes a scenario file (docs/format.md §1) as the project's traces are laid out: top-level keys
/// one per line, one view per line with its subviews indented below it, one event per line.
public struct ScenarioWriter: Sendable {
    /// Top-level keys written before `tree`, in order: `name`, `comment`, `ios`, `sampleRate`….
    public var header: [ScenarioMember]
    /// The window, or with several (`windows`, docs/format.md §2.14) each, back to front.
    public var windows: [ScenarioView]
    public var events: [ScenarioEvent]

    /// A scenario of one window.
    public init(header: [ScenarioMember], tree: ScenarioView, events: [ScenarioEvent] = []) {
        self.init(header: header, windows: [tree], events: events)
    }

    /// A scenario of `windows`, back to front: `tree` for one, `windows` for several.
    public init(header: [ScenarioMember], windows: [ScenarioView], events: [ScenarioEvent] = []) {
        self.header = header
        self.windows = windows
        self.events = events
    }

    /// The whole file, ending with a newline.
    public var text: String {
        var lines = ["{", "  \"touchsim\": 1,"]
        for member in header { lines.append("  \(ScenarioValue.quote(member.key)): \(member.value.json),") }
        if windows.count == 1 {
            lines.append("  \"tree\": " + Self.view(windows[0], indent: "  ") + ",")
        } else {
            lines.append("  \"windows\": [")
            lines.append(windows.map { "    " + Self.view($0, indent: "    ") }.joined(separator: ",\n"))
            lines.append("  ],")
        }
        if events.isEmpty {
            lines.append("  \"events\": []")
        } else {
            lines.append("  \"events\": [")
            lines.append(events.map { "    " + Self.event($0) }.joined(separator: ",\n"))
            lines.append("  ]")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `view` on one line, its subviews on the following lines, two spaces deeper each.
    static func view(_ view: ScenarioView, indent: String) -> String {
        let keys = view.members.map { ScenarioValue.quote($0.key) + ": " + $0.value.json }.joined(separator: ", ")
        guard !view.subviews.isEmpty else { return "{" + keys + "}" }
        let inner = indent + "  "
        let subviews = view.subviews.map { inner + Self.view($0, indent: inner) }.joined(separator: ",\n")
        return "{" + keys + ", \"subviews\": [\n" + subviews + "\n" + indent + "]}"
    }

    /// `{"t": …, "touch": …, "phase": …, "x": …, "y": …}`: one event on one line.
    public static func event(_ event: ScenarioEvent) -> String {
        let t = ScenarioValue.format(event.t)
        let x = ScenarioValue.format(event.x)
        let y = ScenarioValue.format(event.y)
        return
            "{\"t\": \(t), \"touch\": \(event.touch), \"phase\": \"\(event.phase.rawValue)\", \"x\": \(x), \"y\": \(y)}"
    }
}
