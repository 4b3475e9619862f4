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
/// control follows it, in the summary's order. No line ends in a space. With `explain`, a line
/// that a rule decided is followed by one indented `because …` line (docs/format.md §4.2).
public struct TextWriter: RecordWriter {
    /// Held for its buffer, which the lines are written to.
    private let sink: ByteSink
    private let explain: Bool
    private let cache = TextFacts.cache(escapes: true)
    private let words = WordCache<TextWords>()

    /// A writer appending to `sink`; `explain` adds each line's cause under it.
    public init(sink: ByteSink, explain: Bool = false) {
        self.sink = sink
        self.explain = explain
    }

    /// Writes `record`: one line, or for the summary one line and its entries.
    public func write(_ record: Record, names: NameTable) {
        cache.names.use(names)
        var facts = TextFacts(out: SinkCursor(sink.buffer), escapes: true, names: cache.names, words: words.tables)
        Self.time(record.time, to: &facts.out)
        guard let type = TextFacts.type(of: record.event) else {
            facts.literal("summary\n")
            if case .summary(let summary) = record.event { write(summary, facts: &facts) }
            return facts.out.close()
        }
        facts.literal(type)
        // `presentation`, `contextMenu`, `firstResponder` and `swipeActions` are wider than the
        // column: their facts start two spaces after them.
        facts.out.append(spaces: max(Self.typeWidth - type.utf8CodeUnitCount, 0) + Self.gap)
        facts.write(record.event)
        facts.out.append(byte: UInt8(ascii: "\n"))
        if explain, let why = Explanation.of(record, names: names) {
            startEntry(&facts)
            facts.literal("because ")
            facts.name(why.text)
            endEntry(&facts)
        }
        facts.out.close()
    }

    /// The summary's entries, one indented line each.
    private func write(_ summary: Summary, facts: inout TextFacts) {
        for entry in summary.touches {
            startEntry(&facts)
            facts.literal("touch ")
            facts.integer(entry.touch)
            facts.literal(" down at ")
            NumberFormat.append(entry.downAt, to: &facts.out)
            facts.literal(" on ")
            facts.name(entry.view ?? "nothing")
            facts.literal(", last ")
            facts.word(entry.last?.rawValue ?? "none")
            endEntry(&facts)
        }
        for entry in summary.scrollViews {
            startEntry(&facts)
            facts.literal("scroll ")
            facts.name(entry.view)
            facts.space()
            facts.point(entry.from)
            facts.literal(" -> ")
            facts.point(entry.to)
            if entry.changed { facts.literal(" changed") } else { facts.literal(" unchanged") }
            if let zoom = entry.zoom {
                facts.literal("; zoom ")
                NumberFormat.append(zoom, to: &facts.out)
            }
            endEntry(&facts)
        }
        for entry in summary.gestures {
            startEntry(&facts)
            facts.literal("gesture ")
            facts.name(entry.gesture)
            facts.literal(" (")
            facts.name(entry.view)
            facts.literal(") ")
            runs(entry.states, &facts)
            endEntry(&facts)
        }
        for entry in summary.controls {
            namedRuns("control ", entry.view, entry.events, &facts)
            if let value = entry.value {
                facts.literal("; ")
                facts.controlValue(value)
            }
            endEntry(&facts)
        }
        for entry in summary.selections {
            startEntry(&facts)
            facts.literal("selection ")
            facts.name(entry.view)
            facts.literal(" selects ")
            runs(entry.selects, &facts) { $0.name($1) }
            facts.literal("; selected ")
            names(entry.selected, &facts)
            endEntry(&facts)
        }
        if let entry = summary.firstResponder {
            startEntry(&facts)
            facts.literal("firstResponder ")
            facts.name(entry.view ?? "none")
            endEntry(&facts)
        }
        for entry in summary.presentations {
            startEntry(&facts)
            facts.literal("presentation ")
            facts.name(entry.view)
            facts.space()
            facts.word(entry.style.rawValue)
            if entry.dismissed { facts.literal(" dismissed") } else { facts.literal(" presented") }
            endEntry(&facts)
        }
        for entry in summary.contextMenus {
            namedRuns("contextMenu ", entry.view, entry.events, &facts)
            endEntry(&facts)
        }
        for entry in summary.swipeActions {
            startEntry(&facts)
            facts.literal("swipeActions ")
            facts.name(entry.table)
            facts.literal(" opened ")
            names(entry.opened, &facts)
            facts.literal("; fullSwipe ")
            names(entry.fullSwipes, &facts)
            facts.literal("; open ")
            if let open = entry.open { facts.name(open) } else { facts.literal("none") }
            endEntry(&facts)
        }
    }

    /// Starts an entry `KIND VIEW RUNS`: a control's events, a context menu's.
    private func namedRuns<T>(_ kind: StaticString, _ view: String, _ list: RunList<T>, _ facts: inout TextFacts)
    where T: RawRepresentable<String> {
        startEntry(&facts)
        facts.literal(kind)
        facts.name(view)
        facts.space()
        runs(list, &facts)
    }

    /// Ids as `a, b`; an empty list is `none`.
    private func names(_ ids: [String], _ facts: inout TextFacts) {
        if ids.isEmpty { facts.literal("none") }
        for (i, id) in ids.enumerated() {
            if i > 0 { facts.literal(", ") }
            facts.name(id)
        }
    }

    /// A run list as `began, changed ×12, ended`: a pan's thousands of `changed` stay one word.
    private func runs<T>(_ list: RunList<T>, _ facts: inout TextFacts) where T: RawRepresentable<String> {
        runs(list, &facts) { $0.word($1.rawValue) }
    }

    /// A run list, each run as `NAME` or `NAME ×COUNT`, written by `write`; an empty list is `none`.
    private func runs<T>(_ list: RunList<T>, _ facts: inout TextFacts, _ write: (inout TextFacts, T) -> Void) {
        guard !list.isEmpty else { return facts.literal("none") }
        var first = true
        for run in list.compressed {
            if !first { facts.literal(", ") }
            first = false
            write(&facts, run.value)
            if run.count > 1 {
                facts.literal(" ×")
                facts.integer(run.count)
            }
        }
    }

    // MARK: Layout

    private static let wholeWidth = 7
    private static let fractionWidth = 4
    private static let typeWidth = 9
    private static let gap = 2
    /// Where the facts start, so that summary entries line up under them.
    private static let factsIndent = wholeWidth + fractionWidth + gap + typeWidth + gap

    /// The time's columns and the gap after them: whole milliseconds right-aligned, the
    /// fraction left-aligned, so decimal points line up. Written straight into the buffer, the
    /// padding 8 spaces at a time, over which the digits then go.
    @inline(__always)
    private static func time(_ time: SimTime, to out: inout SinkCursor) {
        out.write(atMost: wholeWidth + NumberFormat.maximumDigits + 8) { start in
            let whole = NumberFormat.wholeLength(time.microseconds, thousandths: true)
            let lead = max(0, wholeWidth - whole)
            UnsafeMutableRawPointer(start).storeBytes(of: eightSpaces, as: UInt64.self)
            let digits = NumberFormat.writeDigits(time.microseconds, thousandths: true, to: start + lead)
            // A fraction is at most 4 bytes, `.125`: the rest of the 6 columns after the digits.
            let trail = fractionWidth - (digits - whole) + gap
            UnsafeMutableRawPointer(start + lead + digits).storeBytes(of: eightSpaces, as: UInt64.self)
            return lead + digits + trail
        }
    }

    /// Eight ASCII spaces as one word.
    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    private func startEntry(_ facts: inout TextFacts) { facts.out.append(spaces: Self.factsIndent) }
    private func endEntry(_ facts: inout TextFacts) { facts.out.append(byte: UInt8(ascii: "\n")) }
}
