import TouchSimCore
import TouchSimOutput
import TouchSimReader

/// One line of a `touchsim why` story (docs/format.md §4.14): what a record says, as a plain
/// sentence, and the clause of its `Explanation`, the same one `--explain` prints.
struct WhySentence {
    /// When it happened.
    var time: SimTime
    /// What happened: `buy got touchesBegan for touch 1`.
    var head: String
    /// What a run of the line says after its count: `, to (0, 49.9)` (the offset where a drag
    /// ended up); empty for the others, whose count goes in parentheses.
    var tail = ""
    /// The `--explain` clause, ending with its §; nil for the lines that report (lifts).
    var because: String?
    /// A further sentence, ending with its §: where an unhandled call went (§2.2).
    var more: String?
    /// Lines with the same key come by the dozen in a drag (`changed`, `moved`, drag steps): the
    /// story prints one line for a run of them.
    var runKey: String?

    /// The sentence of `record`; nil for the lines a story leaves out (moves of the trace, the
    /// summary). A down names view `naming` among the views it passed over, however many.
    init?(_ record: Record, names: NameTable, naming: ViewIndex? = nil) {
        time = record.time
        because = Explanation.of(record, names: names, naming: naming)?.text
        switch record.event {
        case .input(let touch, let phase, let location, let hit):
            switch phase {
            case .down:
                head = "touch \(touch) went down at \(Self.point(location)) on \(hit.map(names.view) ?? "no view")"
            case .up: head = "touch \(touch) lifted at \(Self.point(location))"
            case .cancel: head = "the system cancelled touch \(touch)"
            case .move: return nil
            }
        case .touches(let view, let method, let touches, let consumer):
            let which =
                touches.count == 1
                ? "touch \(touches[0])" : "touches " + touches.map(String.init).joined(separator: ", ")
            head =
                "\(names.view(view)) got \(method.methodName) for \(which)"
            let chain = names.forwarding(from: view, to: consumer)
            if !chain.isEmpty {
                more =
                    "\(names.view(view)) does not handle touches, so the call went on to \(chain.joined(separator: ", ")) (model.md §2.2)"
            }
            if method == .moved { runKey = "moved \(names.view(view)) \(because ?? "")" }
        case .gesture(let r, let state):
            head = "\(names.recognizer(r)) \(state == .cancelled ? "was cancelled" : state.rawValue)"
            if state == .changed { runKey = "changed \(names.recognizer(r))" }
        case .ask(let view, let method, let subject, let result, let rule):
            head =
                "\(names.view(view))'s \(method.rawValue)(\(names.subject(subject))) said \(result)"
                + (rule.map { " (the scenario's rule \($0))" } ?? "")
        case .control(let view, let event, let value):
            head = "\(names.view(view)) sent \(event.rawValue)" + (value.map { " (\(Self.value($0)))" } ?? "")
            if event == .touchDragInside || event == .touchDragOutside {
                runKey = "control \(names.view(view)) \(event.rawValue) \(because ?? "")"
            }
        case .highlight(let view, let on):
            head = "\(names.view(view))'s highlight went \(on ? "on" : "off")"
        case .selection(let view, let cell, let event):
            head =
                event == .appDeselect
                ? "the app deselected \(names.view(cell)) of \(names.view(view))"
                : "\(names.view(view)) \(event.rawValue)ed \(names.view(cell))"
        case .contextMenu(let view, let event):
            switch event {
            case .shown: head = "\(names.view(view))'s context menu showed"
            case .cancelled: head = "\(names.view(view))'s context menu closed: its press was cancelled"
            case .dismissed: head = "\(names.view(view))'s context menu was dismissed by a new touch"
            }
        case .refresh(let view, let event):
            switch event {
            case .beginRefreshing: head = "\(names.view(view))'s refresh control began refreshing"
            case .valueChanged: head = "\(names.view(view))'s refresh control sent valueChanged"
            case .endRefreshing: head = "\(names.view(view))'s refresh control ended refreshing"
            }
        case .firstResponder(let view, let event):
            head =
                event == .became
                ? "\(names.view(view)) became first responder" : "\(names.view(view)) resigned first responder"
        case .presentation(let view, let event):
            let v = names.view(view)
            switch event {
            case .dismissDrag(let phase, let shown):
                head = "\(v)'s dismissal drag \(phase.rawValue) at \(NumberFormat.string(shown)) pt down"
                if phase == .changed { runKey = "dismissDrag \(v)" }
            case .dismissed: head = "\(v) was dismissed"
            case .restored: head = "\(v) sprang back to where it rests"
            case .didAttemptToDismiss: head = "\(v) refused to be dismissed (presentationControllerDidAttemptToDismiss)"
            }
        case .swipeActions(let table, let row, let event):
            let r = names.view(row)
            switch event {
            case .opened(let side): head = "\(r) of \(names.view(table)) opened its \(side.rawValue) swipe actions"
            case .closed: head = "\(r) of \(names.view(table)) closed its swipe actions"
            case .fullSwipe(let side):
                head = "a full swipe of \(r) of \(names.view(table)) performed its first \(side.rawValue) action"
            }
        case .scroll(let view, let offset, let reason):
            let v = names.view(view)
            let to = Self.point(offset)
            switch reason {
            case .drag:
                head = "\(v) scrolled"
                tail = " to \(to)"
            case .decelerate: head = "\(v) decelerated to \(to)"
            case .bounce: head = "\(v) bounced back to \(to)"
            case .page: head = "\(v) turned a page to \(to)"
            case .stop: head = "\(v) stopped at \(to)"
            case .set: head = "\(v)'s offset was set to \(to)"
            case .animation: head = "\(v)'s animated offset reached \(to)"
            }
            if reason == .drag { runKey = "drag \(names.view(view))" }
        case .zoom(let view, let offset, let scale, let reason):
            let v = names.view(view)
            if reason == .drag {
                head = "\(v) zoomed"
                tail = " to \(NumberFormat.string(scale)) at \(Self.point(offset))"
                runKey = "zoom \(v)"
            } else {
                let verb = reason == .set ? "was zoomed to" : "bounced back to zoom"
                head = "\(v) \(verb) \(NumberFormat.string(scale)) at \(Self.point(offset))"
            }
        case .summary:
            return nil
        }
    }

    /// The sentence as the story prints it, the time aligned as in the text format (whole
    /// milliseconds right-aligned, the fraction after them); `repeats` lines of a run after this
    /// one, the last at `last`: `feed scrolled 28 times between 3016.7 and 3241.7 ms, to (0, 49.9)`.
    func line(repeats: Int = 0, last: SimTime? = nil) -> String {
        var text = head
        if repeats > 0, let last {
            let span =
                "\(repeats + 1) times between \(NumberFormat.string(time)) and \(NumberFormat.string(last)) ms"
            text += tail.isEmpty ? " (\(span))" : " \(span),\(tail)"
        } else {
            text += tail
        }
        if let because { text += ", because " + because }
        text += "."
        if let more { text += " " + more + "." }
        return Self.column(time) + text
    }

    /// The time column of the text format: whole milliseconds right-aligned in 7 characters,
    /// then the fraction (`.5`, `.333`) or as many spaces, then two.
    static func column(_ time: SimTime) -> String {
        let t = NumberFormat.string(time)
        let dot = t.firstIndex(of: ".") ?? t.endIndex
        let whole = t[..<dot]
        let fraction = t[dot...]
        return String(repeating: " ", count: max(0, 7 - whole.count)) + whole + fraction
            + String(repeating: " ", count: max(0, 4 - fraction.count)) + "  "
    }

    private static func point(_ p: Point) -> String {
        "(\(NumberFormat.string(p.x)), \(NumberFormat.string(p.y)))"
    }

    private static func value(_ value: ControlValue) -> String {
        switch value {
        case .value(let v): return "value \(NumberFormat.string(v))"
        case .on(let on): return "on \(on)"
        case .selectedSegmentIndex(let i): return "selectedSegmentIndex \(i)"
        case .currentPage(let page): return "currentPage \(page)"
        }
    }
}

/// `touchsim why`'s words for one record, for other commands (`touchsim fix`'s near misses).
public enum WhyWords {
    /// What `record` says and why, as `touchsim why` says it, with its time: `at 200 ms,
    /// feed.pan failed, because … (model.md §5.4)`; nil for the lines a story leaves out.
    public static func sentence(of record: Record, names: NameTable) -> String? {
        guard let sentence = WhySentence(record, names: names) else { return nil }
        let text = sentence.head + (sentence.because.map { ", because " + $0 } ?? "")
        return "at \(NumberFormat.string(sentence.time)) ms, " + text
    }
}
