import TouchSimCore
import _TouchSimStorage

/// The facts of a one-line record as `--format text` shows them (docs/format.md §3), written
/// straight into a sink: a replay prints millions of them, and building each as a `String`
/// cost more than the engine.
///
/// With `escapes`, control characters in names (a view controller's name may hold a newline)
/// are written as escapes, so that one fact stays one line; numbers and words never have any.
///
/// Made for one record and dropped after it; it holds pointers only (a cursor in the sink's
/// buffer, the names and words its writer caches), so writing a line retains and releases
/// nothing. Whoever makes it closes its cursor after it.
struct TextFacts {
    var out: SinkCursor
    let escapes: Bool
    /// The names as this writer prints them, kept across the lines of a replay; made by
    /// `cache(escapes:)` with the same `escapes`, and told the record's table.
    let names: EncodedNames
    /// The words of the lines, with the spaces around them; a pointer, so that a line retains
    /// nothing. Its writer's `WordCache` owns them.
    let words: UnsafePointer<TextWords>

    /// A cache of the names as facts with `escapes` write them.
    static func cache(escapes: Bool) -> NameCache {
        NameCache { encode($0, escapes: escapes, to: $1) }
    }

    /// The type of `event`'s line; nil for the summary, which has no facts.
    static func type(of event: RecordEvent) -> StaticString? {
        switch event {
        case .input: return "input"
        case .touches: return "touches"
        case .gesture: return "gesture"
        case .ask: return "ask"
        case .control: return "control"
        case .highlight: return "highlight"
        case .selection: return "selection"
        case .scroll, .zoom: return "scroll"
        case .refresh: return "refresh"
        case .presentation: return "presentation"
        case .firstResponder: return "firstResponder"
        case .contextMenu: return "contextMenu"
        case .swipeActions: return "swipeActions"
        case .summary: return nil
        }
    }

    /// Writes the facts of `event`; nothing for the summary.
    mutating func write(_ event: RecordEvent) {
        switch event {
        case .input(let touch, let phase, let location, let hitView):
            literal("touch ")
            integer(touch)
            words.pointee.phase.write(phase, to: &out)
            point(location)
            // Only a down is hit-tested (docs/format.md §3); the other phases go to the down's view.
            if phase == .down {
                literal(" -> ")
                if let hitView { viewName(hitView) } else { literal("nothing") }
            }
        case .touches(let view, let method, let touches, let consumer):
            viewName(view)
            words.pointee.touchMethod.write(method, to: &out)
            for (i, touch) in touches.enumerated() {
                if i > 0 { literal(", ") }
                integer(touch)
            }
            literal("]")
            let escapes = escapes
            names.forwarding(from: view, to: consumer, to: &out) { table, out in
                var first = true
                table.forEachForwarding(from: view, to: consumer) { responder in
                    out.append(literal: first ? " -> " : ", ")
                    first = false
                    Self.encode(responder, escapes: escapes, to: out)
                }
            }
        case .gesture(let gesture, let state):
            names.recognizer(gesture, to: &out)
            literal(" (")
            viewName(names.view(of: gesture))
            words.pointee.gestureState.write(state, to: &out)
        case .ask(let view, let method, let subject, let result, let rule):
            viewName(view)
            words.pointee.askMethod.write(method, to: &out)
            names.subject(subject, to: &out)
            literal(") = ")
            boolean(result)
            if let rule {
                literal(" (rule ")
                integer(rule)
                literal(")")
            }
        case .control(let view, let event, let value):
            viewName(view)
            words.pointee.controlEvent.write(event, to: &out)
            if let value {
                space()
                controlValue(value)
            }
        case .highlight(let view, let highlighted):
            viewName(view)
            if highlighted { literal(" on") } else { literal(" off") }
        case .selection(let view, let cell, let event):
            viewName(view)
            space()
            viewName(cell)
            words.pointee.selectionEvent.write(event, to: &out)
        case .scroll(let view, let offset, let reason):
            viewName(view)
            space()
            point(offset)
            words.pointee.scrollReason.write(reason, to: &out)
        case .zoom(let view, let offset, let scale, let reason):
            viewName(view)
            space()
            point(offset)
            words.pointee.scrollReason.write(reason, to: &out)
            literal(" zoom ")
            NumberFormat.append(scale, to: &out)
        case .refresh(let view, let event):
            viewName(view)
            space()
            word(event.rawValue)
        case .firstResponder(let view, let event):
            viewName(view)
            space()
            word(event.rawValue)
        case .contextMenu(let view, let event):
            viewName(view)
            space()
            word(event.rawValue)
        case .presentation(let view, let event):
            viewName(view)
            space()
            word(event.word)
            if case .dismissDrag(let phase, let shown) = event {
                space()
                word(phase.rawValue)
                space()
                NumberFormat.append(shown, to: &out)
            }
        case .swipeActions(let table, let row, let event):
            viewName(table)
            space()
            viewName(row)
            space()
            word(event.word)
            if let side = event.side {
                space()
                word(side.rawValue)
            }
        case .summary:
            break
        }
    }

    /// A control's value as `KEY=VALUE`, the key being its jsonl name: `value=0.5`, `on=true`,
    /// `selectedSegmentIndex=2` (docs/format.md §3.3).
    mutating func controlValue(_ value: ControlValue) {
        switch value {
        case .value(let v):
            literal("value=")
            NumberFormat.append(v, to: &out)
        case .on(let on):
            literal("on=")
            boolean(on)
        case .selectedSegmentIndex(let index):
            literal("selectedSegmentIndex=")
            integer(index)
        case .currentPage(let page):
            literal("currentPage=")
            integer(page)
        }
    }

    /// `(x, y)`.
    mutating func point(_ p: Point) {
        literal("(")
        NumberFormat.append(p.x, to: &out)
        literal(", ")
        NumberFormat.append(p.y, to: &out)
        literal(")")
    }

    // MARK: Pieces

    @inline(__always) mutating func literal(_ text: StaticString) { out.append(literal: text) }
    @inline(__always) mutating func space() { out.append(byte: UInt8(ascii: " ")) }
    @inline(__always) mutating func integer(_ value: Int) { NumberFormat.append(integer: value, to: &out) }
    mutating func boolean(_ value: Bool) { if value { literal("true") } else { literal("false") } }
    /// A word of the format (a phase, a method, a state): never needs escapes.
    mutating func word(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ out.append(bytes: $0) }) == nil {
            out.through { $0.append(text) }
        }
    }

    /// An id or a responder's name, escaped when `escapes` is on and it holds control
    /// characters. A control character is one byte in UTF-8, so escaping byte by byte is
    /// escaping character by character.
    mutating func name(_ text: String) {
        let escapes = escapes
        out.through { Self.encode(text, escapes: escapes, to: $0) }
    }

    /// A view's id as `name(_:)` writes it.
    @inline(__always)
    mutating func viewName(_ view: ViewIndex) { names.view(view, to: &out) }

    /// Writes `text` to `out` as `name(_:)` does.
    private static func encode(_ text: String, escapes: Bool, to out: SinkBuffer) {
        let clean = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !escapes || !ByteScan.contains(bytes, controlOr: 0x7F, 0x7F) else { return false }
            out.append(bytes: bytes)
            return true
        }
        if clean == true { return }
        guard escapes, text.utf8.contains(where: isControl) else { return out.append(text) }
        for byte in text.utf8 {
            switch byte {
            case 0x0A: out.append(literal: "\\n")
            case 0x0D: out.append(literal: "\\r")
            case 0x09: out.append(literal: "\\t")
            case 0..<0x20, 0x7F: out.append("\\u{" + String(byte, radix: 16) + "}")
            default: out.append(byte: byte)
            }
        }
    }
}

private func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }

/// The words of text lines, each with the spaces and brackets around it.
struct TextWords: WordTables {
    let phase: EncodedWords<TouchPhase>
    let touchMethod: EncodedWords<TouchMethod>
    let gestureState: EncodedWords<GestureStateName>
    let askMethod: EncodedWords<AskMethod>
    let controlEvent: EncodedWords<ControlEvent>
    let selectionEvent: EncodedWords<SelectionEvent>
    let scrollReason: EncodedWords<ScrollReason>

    init(in memory: MemoryPool) {
        phase = EncodedWords<TouchPhase>(before: " ", after: " ", quoted: false, in: memory)
        touchMethod = EncodedWords<TouchMethod>(before: " ", after: " [", quoted: false, in: memory)
        gestureState = EncodedWords<GestureStateName>(before: ") ", quoted: false, in: memory)
        askMethod = EncodedWords<AskMethod>(before: " ", after: "(", quoted: false, in: memory)
        controlEvent = EncodedWords<ControlEvent>(before: " ", quoted: false, in: memory)
        selectionEvent = EncodedWords<SelectionEvent>(before: " ", quoted: false, in: memory)
        scrollReason = EncodedWords<ScrollReason>(before: " ", quoted: false, in: memory)
    }
}
