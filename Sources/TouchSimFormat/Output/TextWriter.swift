import TouchSimCore

/// `--format text`, the default: the facts of docs/format.md §3, one aligned line each, for people
/// reading a replay and for golden files read in review.
///
/// Layout of a line, by column (0-based). It is part of every golden file: change it only
/// together with all of them.
///
///     0–6    the time's whole milliseconds, right-aligned (wider only past 9 999 999 ms)
///     7–10   its fraction, `.5`, `.25`, `.125`, padded to 4, so decimal points line up
///     11–12  two spaces
///     13–21  the type, left-aligned and padded to 9, the width of `highlight`
///     22–23  two spaces
///     24–    the facts
///
/// ```
///       0      input      touch 1 down (60, 130) -> buy
///     150      gesture    feed.delayedTouchesBegan (feed) failed
///     150      ask        feed touchesShouldBegin(buy) = true
///     150      touches    buy began [1] -> cell, vc:Main, root, application
///     150      highlight  buy on
///     150      control    buy touchDown
///     210.5    scroll     feed (0, 12.5) drag
///    1210.5    summary
///                         touch 1 down at 0 on buy, last ended
///                         scroll feed (0, 0) -> (0, 12.5) changed
///                         gesture feed.pan (feed) began, changed ×12, ended
///                         control buy touchDown, touchUpInside
/// ```
///
/// The summary's line has no facts; one indented line per touch, scroll view, recognizer and
/// control follows it, in the summary's order. No line ends in a space.
public struct TextWriter: RecordWriter {
    private let sink: ByteSink

    /// A writer appending to `sink`.
    public init(sink: ByteSink) { self.sink = sink }

    /// Writes `record`: one line, or for the summary one line and its entries.
    public func write(_ record: Record, names: NameTable) {
        if case .summary(let summary) = record.event {
            line(record.time, "summary", nil)
            write(summary)
        } else if let (type, facts) = Self.fact(record.event, names: names) {
            line(record.time, type, facts)
        }
    }

    /// The type and the facts of a one-line record as its text line shows them, nil for the
    /// summary: what a picture of the replay shows for the line (docs/format.md §3).
    public static func fact(_ event: RecordEvent, names: NameTable) -> (type: String, facts: String)? {
        switch event {
        case .input(let touch, let phase, let location, let hitView):
            // Only a down is hit-tested (docs/format.md §3); the other phases go to the down's view.
            let hit = phase == .down ? " -> \(hitView.map(names.view) ?? "nothing")" : ""
            return ("input", "touch \(touch) \(phase.rawValue) \(text(location))\(hit)")
        case .touches(let view, let method, let touches):
            let ids = touches.map(String.init).joined(separator: ", ")
            let forwardedTo = names.forwarding(from: view)
            let forwarding = forwardedTo.isEmpty ? "" : " -> " + forwardedTo.joined(separator: ", ")
            return ("touches", "\(names.view(view)) \(method.rawValue) [\(ids)]\(forwarding)")
        case .gesture(let gesture, let state):
            return (
                "gesture", "\(names.recognizer(gesture)) (\(names.view(names.view(of: gesture)))) \(state.rawValue)"
            )
        case .ask(let view, let method, let subject, let result):
            return ("ask", "\(names.view(view)) \(method.rawValue)(\(names.subject(subject))) = \(result)")
        case .control(let view, let event, let value):
            return ("control", "\(names.view(view)) \(event.rawValue)\(value.map { " " + Self.text($0) } ?? "")")
        case .highlight(let view, let highlighted):
            return ("highlight", "\(names.view(view)) \(highlighted ? "on" : "off")")
        case .scroll(let view, let offset, let reason):
            return ("scroll", "\(names.view(view)) \(text(offset)) \(reason.rawValue)")
        case .summary:
            return nil
        }
    }

    private func write(_ summary: Summary) {
        for entry in summary.touches {
            let view = entry.view ?? "nothing"
            let last = entry.last?.rawValue ?? "none"
            self.entry("touch \(entry.touch) down at \(NumberFormat.string(entry.downAt)) on \(view), last \(last)")
        }
        for entry in summary.scrollViews {
            let changed = entry.changed ? "changed" : "unchanged"
            self.entry("scroll \(entry.view) \(Self.text(entry.from)) -> \(Self.text(entry.to)) \(changed)")
        }
        for entry in summary.gestures {
            self.entry("gesture \(entry.gesture) (\(entry.view)) \(text(entry.states))")
        }
        for entry in summary.controls {
            self.entry("control \(entry.view) \(text(entry.events))\(entry.value.map { "; " + Self.text($0) } ?? "")")
        }
    }

    // MARK: Layout

    private static let wholeWidth = 7
    private static let fractionWidth = 4
    private static let typeWidth = 9
    private static let gap = "  "
    /// Where the facts start, so that summary entries line up under them.
    private static let factsIndent = String(
        repeating: " ", count: wholeWidth + fractionWidth + gap.count + typeWidth + gap.count)

    private func line(_ time: SimTime, _ type: String, _ facts: String?) {
        let ms = NumberFormat.string(time)
        let point = ms.firstIndex(of: ".") ?? ms.endIndex
        let whole = ms[..<point]
        let fraction = ms[point...]
        var text = pad(String(whole), to: Self.wholeWidth, left: true)
        text += pad(String(fraction), to: Self.fractionWidth, left: false) + Self.gap
        if let facts {
            text += pad(type, to: Self.typeWidth, left: false) + Self.gap + Self.oneLine(facts)
        } else {
            text += type
        }
        sink.append(text)
        sink.append(byte: UInt8(ascii: "\n"))
    }

    private func entry(_ facts: String) {
        sink.append(Self.factsIndent)
        sink.append(Self.oneLine(facts))
        sink.append(byte: UInt8(ascii: "\n"))
    }

    /// Facts with control characters written as escapes: a view controller's name may hold a
    /// newline, and one fact must stay one line.
    private static func oneLine(_ facts: String) -> String {
        guard facts.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return facts }
        var out = ""
        for scalar in facts.unicodeScalars {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F: out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private func pad(_ s: String, to width: Int, left: Bool) -> String {
        let spaces = String(repeating: " ", count: max(0, width - s.count))
        return left ? spaces + s : s + spaces
    }

    // MARK: Values

    private static func text(_ p: Point) -> String {
        "(\(NumberFormat.string(p.x)), \(NumberFormat.string(p.y)))"
    }

    /// A control's value as `KEY=VALUE`, the key being its jsonl name: `value=0.5`, `on=true`,
    /// `selectedSegmentIndex=2` (docs/format.md §3.3).
    private static func text(_ value: ControlValue) -> String {
        switch value {
        case .value(let v): return "value=" + NumberFormat.string(v)
        case .on(let on): return "on=\(on)"
        case .selectedSegmentIndex(let index): return "selectedSegmentIndex=\(index)"
        }
    }

    /// A run list as `began, changed ×12, ended`: a pan's thousands of `changed` stay one word.
    private func text<T>(_ list: RunList<T>) -> String where T: RawRepresentable<String> {
        guard !list.isEmpty else { return "none" }
        return list.compressed.map { run in
            run.count == 1 ? run.value.rawValue : "\(run.value.rawValue) ×\(run.count)"
        }.joined(separator: ", ")
    }
}
