import TouchSimCore
import _TouchSimStorage

/// `--format jsonl`: one JSON object per line (docs/format.md §3), keys in the order the table lists
/// them, starting `{"t":…,"type":"…"`, so that the bytes are stable enough to diff.
public struct JSONLWriter: RecordWriter {
    /// Held for its buffer, which the lines are written to.
    private let sink: ByteSink
    private let explain: Bool
    let cache = NameCache { $1.append(jsonString: $0) }
    private let wordCache = WordCache<JSONLWords>()

    /// A writer appending to `sink`; `explain` adds each line's `why` (docs/format.md §4.2).
    public init(sink: ByteSink, explain: Bool = false) {
        self.sink = sink
        self.explain = explain
    }

    /// Writes `record` as one line, through a cursor: the buffer's fill count is read once and
    /// written once per line.
    public func write(_ record: Record, names: NameTable) {
        var out = SinkCursor(sink.buffer)
        cache.names.use(names)
        if !writeEncoded(record, closes: !explain, to: &out), !writeEncoding(record, closes: !explain, to: &out) {
            write(record, to: &out)
            if !explain { out.append(literal: "}\n") }
        }
        if explain {
            if let why = Explanation.of(record, names: names) { out.through { _ in write(why) } }
            out.append(literal: "}\n")
        }
        out.close()
    }

    /// A line of a kind `writeEncoded(_:closes:to:)` writes, the first to print one of its
    /// pieces: they are encoded, then it writes it; false for the other kinds.
    @inline(never)
    private func writeEncoding(_ record: Record, closes: Bool, to out: inout SinkCursor) -> Bool {
        guard encodePieces(of: record) else { return false }
        let written = writeEncoded(record, closes: closes, to: &out)
        cache.names.endLine()
        return written
    }

    /// `"VIEW","event":"EVENT"`: the rest of a line that names a view and one event of it.
    private func viewEvent(_ view: ViewIndex, _ event: String, to out: inout SinkCursor) {
        cache.names.view(view, to: &out)
        out.through { _ in
            put(",\"event\":")
            string(event)
        }
    }

    /// Writes the line of a record of the rarer kinds up to its `why`, piece by piece.
    private func write(_ record: Record, to out: inout SinkCursor) {
        out.append(literal: "{\"t\":")
        NumberFormat.append(record.time, to: &out)
        switch record.event {
        case .input, .touches, .gesture, .ask, .control, .highlight, .selection, .scroll, .zoom:
            preconditionFailure("a line writeEncoded(_:closes:to:) writes")
        case .refresh(let view, let event):
            out.append(literal: ",\"type\":\"refresh\",\"view\":")
            viewEvent(view, event.rawValue, to: &out)
        case .contextMenu(let view, let event):
            out.append(literal: ",\"type\":\"contextMenu\",\"view\":")
            viewEvent(view, event.rawValue, to: &out)
        case .firstResponder(let view, let event):
            out.append(literal: ",\"type\":\"firstResponder\",\"view\":")
            viewEvent(view, event.rawValue, to: &out)
        case .presentation(let view, let event):
            out.append(literal: ",\"type\":\"presentation\",\"view\":")
            cache.names.view(view, to: &out)
            out.through { _ in
                put(",\"event\":")
                string(event.word)
                if case .dismissDrag(let phase, let shown) = event {
                    put(",\"phase\":")
                    string(phase.rawValue)
                    put(",\"shown\":")
                    number(shown)
                }
            }
        case .swipeActions(let table, let row, let event):
            out.append(literal: ",\"type\":\"swipeActions\",\"view\":")
            cache.names.view(table, to: &out)
            out.append(literal: ",\"row\":")
            cache.names.view(row, to: &out)
            out.through { _ in
                put(",\"event\":")
                string(event.word)
                if let side = event.side {
                    put(",\"side\":")
                    string(side.rawValue)
                }
            }
        case .summary(let summary):
            out.through { _ in
                put(",\"type\":\"summary\"")
                write(summary)
            }
        }
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
        out.append(literal: "}")
    }

    private func write(_ summary: Summary) {
        var cursor = SinkCursor(out)
        touches(summary.touches, to: &cursor)
        cursor.close()
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
            if let zoom = entry.zoom {
                put(",\"zoom\":")
                number(zoom)
            }
            out.append(literal: "}")
        }
        put(",\"gestures\":")
        array(summary.gestures) { entry in
            put("{\"gesture\":")
            string(entry.gesture)
            put(",\"view\":")
            string(entry.view)
            put(",\"states\":")
            words(entry.states, as: wordTables.pointee.stateElement)
            out.append(literal: "}")
        }
        put(",\"controls\":")
        array(summary.controls) { entry in
            put("{\"view\":")
            string(entry.view)
            put(",\"events\":")
            words(entry.events, as: wordTables.pointee.eventElement)
            if let value = entry.value {
                var cursor = SinkCursor(out)
                cursor.write(atMost: Self.lineRoom) { start in
                    var line = LineBytes(start)
                    Self.put(value, to: &line)
                    return line.count(from: start)
                }
                cursor.close()
            }
            out.append(literal: "}")
        }
        put(",\"selections\":")
        array(summary.selections) { entry in
            put("{\"view\":")
            string(entry.view)
            put(",\"selects\":")
            array(entry.selects, string)
            put(",\"selected\":")
            array(entry.selected, string)
            out.append(literal: "}")
        }
        // Only a scenario with a text field or text view has the key (docs/format.md §3.4).
        if let entry = summary.firstResponder {
            put(",\"firstResponder\":")
            if let view = entry.view { string(view) } else { put("null") }
        }
        // These keys appear only when there is an entry (docs/format.md §3.4): a scenario with a
        // presented view, a run in which a context menu showed, a table with swipe actions.
        optionalList(",\"presentations\":", summary.presentations) { entry in
            put("{\"view\":")
            string(entry.view)
            put(",\"style\":")
            string(entry.style.rawValue)
            put(",\"dismissed\":")
            boolean(entry.dismissed)
        }
        optionalList(",\"contextMenus\":", summary.contextMenus) { entry in
            put("{\"view\":")
            string(entry.view)
            put(",\"events\":")
            array(Array(entry.events)) { string($0.rawValue) }
        }
        optionalList(",\"swipeActions\":", summary.swipeActions) { entry in
            put("{\"view\":")
            string(entry.table)
            put(",\"opened\":")
            array(entry.opened, string)
            put(",\"fullSwipes\":")
            array(entry.fullSwipes, string)
            put(",\"open\":")
            if let open = entry.open { string(open) } else { put("null") }
        }
    }

    /// `key` and an array of objects, each written by `fields` after its `{`; nothing when
    /// `entries` is empty.
    private func optionalList<Entry>(_ key: StaticString, _ entries: [Entry], _ fields: (Entry) -> Void) {
        guard !entries.isEmpty else { return }
        put(key)
        array(entries) { entry in
            fields(entry)
            out.append(literal: "}")
        }
    }

    /// `,"touches":[…]`, one entry per finger: a million in a long replay, naming a few views.
    /// An entry is two pieces: its start, `{"touch":…,"downAt":…`, written with one check of
    /// the room left, and its end, `,"view":…,"last":…}`, encoded the first time an entry ends
    /// so (per view and last method) and copied from then on, since the summary is written after
    /// the engine's last event (docs/performance.md).
    private func touches(_ log: TouchLog, to out: inout SinkCursor) {
        out.append(literal: ",\"touches\":[")
        var ends = TouchEntryEnds(viewIds: log.viewIds, lastMethod: words.lastMethod)
        var first = true
        log.forEachByPosition { touch, downAt, view, last in
            out.write(atMost: 2 * NumberFormat.maximumDigits + 20) { start in
                var line = LineBytes(start)
                if !first { line.put(",") }
                line.put("{\"touch\":")
                line.put(integer: touch)
                line.put(",\"downAt\":")
                line.put(thousandths: downAt.microseconds)
                return line.count(from: start)
            }
            first = false
            ends.withEnd(view: view, last: last) { out.append(bytes: $0) }
        }
        out.append(byte: UInt8(ascii: "]"))
    }

    // MARK: JSON pieces, written straight to the sink

    /// A fixed piece of a line, keys with their punctuation (`,"view":`), copied in one go:
    /// the pieces of one line are written as few copies as possible.
    @inline(__always)
    private func put(_ piece: StaticString) { out.append(literal: piece) }

    private func number(_ value: Double) { NumberFormat.append(value, to: sink) }
    private func integer(_ value: Int) { NumberFormat.append(integer: value, to: sink) }
    private func boolean(_ value: Bool) {
        if value { out.append(literal: "true") } else { out.append(literal: "false") }
    }

    private func point(_ p: Point) {
        out.append(literal: "[")
        number(p.x)
        out.append(literal: ",")
        number(p.y)
        out.append(literal: "]")
    }

    /// A JSON array, streamed: a run list of a million `changed` is never expanded in memory.
    private func array<Items: Sequence>(_ items: Items, _ element: (Items.Element) -> Void) {
        out.append(literal: "[")
        var first = true
        for item in items {
            if !first { out.append(literal: ",") }
            first = false
            element(item)
        }
        out.append(literal: "]")
    }

    private func string(_ value: String) { out.append(jsonString: value) }

    /// A run list of words as a JSON array, each element copied from `table`, which writes it
    /// with its comma: a pan's summary lists a million `"changed"`.
    private func words<Word>(_ list: RunList<Word>, as table: EncodedWords<Word>) {
        var cursor = SinkCursor(out)
        cursor.append(byte: UInt8(ascii: "["))
        var first = true
        for run in list.compressed {
            var left = run.count
            if first {
                // The first element of the list has no comma.
                table.withEncoded(run.value) { cursor.append(bytes: UnsafeBufferPointer(rebasing: $0[1...])) }
                first = false
                left -= 1
            }
            // Each as one fixed-size copy of its slot, with no call to `memcpy`: the summary
            // is written after the engine's last event.
            for _ in 0..<left { table.write(run.value, to: &cursor) }
        }
        cursor.append(byte: UInt8(ascii: "]"))
        cursor.close()
    }

    /// The sink's buffer: every piece goes straight into it.
    private var out: SinkBuffer { sink.buffer }

    /// The words of the lines, through a pointer: no reference counting per line.
    private var words: JSONLWords { wordCache.tables.pointee }

    /// The words of the lines, for reading one table at a time.
    var wordTables: UnsafeMutablePointer<JSONLWords> { wordCache.tables }
}

/// The words of jsonl lines, each with the keys around it.
struct JSONLWords: WordTables {
    let phase: EncodedWords<TouchPhase>
    let touchMethod: EncodedWords<TouchMethod>
    let gestureState: EncodedWords<GestureStateName>
    let askMethod: EncodedWords<AskMethod>
    let controlEvent: EncodedWords<ControlEvent>
    let selectionEvent: EncodedWords<SelectionEvent>
    /// After a scroll line's offset, whose bracket it closes.
    let scrollReason: EncodedWords<ScrollReason>
    /// A summary's touch entry's last method, which ends the entry.
    let lastMethod: EncodedWords<TouchMethod>
    /// A summary's recognizer states and control events, each an element after another.
    let stateElement: EncodedWords<GestureStateName>
    let eventElement: EncodedWords<ControlEvent>
    /// `{"t":` and the time, as the line before had them.
    let lineStart: EncodedLineStart

    init(in memory: MemoryPool) {
        phase = EncodedWords<TouchPhase>(before: ",\"phase\":", after: ",\"x\":", quoted: true, in: memory)
        touchMethod = EncodedWords<TouchMethod>(
            before: ",\"method\":", after: ",\"touches\":[", quoted: true, in: memory)
        gestureState = EncodedWords<GestureStateName>(before: ",\"state\":", quoted: true, in: memory)
        askMethod = EncodedWords<AskMethod>(before: ",\"method\":", after: ",\"subject\":", quoted: true, in: memory)
        controlEvent = EncodedWords<ControlEvent>(before: ",\"event\":", quoted: true, in: memory)
        selectionEvent = EncodedWords<SelectionEvent>(before: ",\"event\":", quoted: true, in: memory)
        scrollReason = EncodedWords<ScrollReason>(before: "],\"reason\":", quoted: true, in: memory)
        lastMethod = EncodedWords<TouchMethod>(before: ",\"last\":", after: "}", quoted: true, in: memory)
        stateElement = EncodedWords<GestureStateName>(before: ",", quoted: true, in: memory)
        eventElement = EncodedWords<ControlEvent>(before: ",", quoted: true, in: memory)
        lineStart = EncodedLineStart(in: memory)
    }
}
