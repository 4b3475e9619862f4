import TouchSimCore
import TouchSimOutput

/// Something a replay showed, in the terms of the expectation language: what `touchsim fix`
/// checks expectations against and compares between the original replay and a fixed one.
public enum Fact: Hashable, Sendable {
    /// A control sent a `UIControl.Event`.
    case sent(control: String, event: ControlEvent)
    /// A control's highlight was visible: it went on and did not go off in the same instant
    /// (docs/model.md §7.4: on and off at once is never seen).
    case highlighted(control: String)
    /// A scroll view's content offset changed at least once (a `scroll` line).
    case scrolled(scrollView: String)
    /// A recognizer the scenario declares reported a state; `changed` is not a fact.
    case reported(gesture: String, state: GestureStateName)
    /// A view got a `touches…` call as a touch's hit view.
    case received(view: String, method: TouchMethod)
    /// A table or collection view selected the cell (a `selection` line `select`).
    case selected(cell: String)
    /// The user dismissed the presented sheet (a `presentation` line `dismissed`, docs/model.md §12).
    case dismissed(sheet: String)
    /// A scroll view's refresh control began refreshing (a `refresh` line, docs/model.md §13).
    case refreshed(scrollView: String)
    /// A text field or text view became first responder (a `firstResponder` line, docs/model.md §19).
    case becameFirstResponder(textInput: String)
    /// A text field or text view resigned first responder (a `firstResponder` line `resigned`,
    /// docs/model.md §19.2, §19.3).
    case resignedFirstResponder(textInput: String)
    /// The view's context menu showed (a `contextMenu` line `shown`, docs/model.md §15).
    case menuShown(view: String)
    /// A scroll view's pinch changed its zoom scale (a `scroll` line with `zoom`, docs/model.md §16).
    case zoomed(scrollView: String)
    /// A table row opened its swipe actions (a `swipeActions` line `opened`, docs/model.md §14.2).
    case swipeOpened(row: String)

    /// The object the fact is about.
    public var subject: String {
        switch self {
        case .sent(let id, _), .highlighted(let id), .scrolled(let id), .reported(let id, _), .received(let id, _),
            .selected(let id), .dismissed(let id),
            .refreshed(let id), .becameFirstResponder(let id), .resignedFirstResponder(let id), .menuShown(let id),
            .swipeOpened(let id), .zoomed(let id):
            return id
        }
    }

    /// The fact in the expectation language (`buy:touchUpInside`), for scripts.
    public var expectationText: String {
        switch self {
        case .sent(let control, let event): return "\(control):\(event.rawValue)"
        case .highlighted(let control): return "\(control):highlight"
        case .scrolled(let scrollView): return "\(scrollView):scrolled"
        case .reported(let gesture, let state): return "\(gesture):\(state.rawValue)"
        case .received(let view, let method): return "\(view):\(method.methodName)"
        case .selected(let cell): return "\(cell):selected"
        case .dismissed(let sheet): return "\(sheet):dismissed"
        case .refreshed(let scrollView): return "\(scrollView):refreshed"
        case .becameFirstResponder(let field): return "\(field):firstResponder"
        case .resignedFirstResponder(let field): return "\(field):resignedFirstResponder"
        case .menuShown(let view): return "\(view):menuShown"
        case .zoomed(let scrollView): return "\(scrollView):zoomed"
        case .swipeOpened(let row): return "\(row):swipeOpened"
        }
    }

    /// A sentence part saying that the fact now holds (`true`) or no longer holds (`false`).
    public func change(nowHolds: Bool) -> String {
        let now = nowHolds ? "now" : "no longer"
        switch self {
        case .sent(let control, let event): return "\(control) \(now) sends \(event.rawValue)"
        case .highlighted(let control): return "\(control) \(now) highlights visibly"
        case .scrolled(let scrollView): return "\(scrollView) \(now) scrolls"
        case .reported(let gesture, let state):
            let verb: String
            switch state {
            case .began: verb = "begins"
            case .changed: verb = "changes"
            case .ended: verb = "ends"
            case .cancelled: verb = "is cancelled"
            case .failed: verb = "fails"
            case .recognized: verb = "recognizes"
            }
            return state == .cancelled ? "\(gesture) is \(now) cancelled" : "\(gesture) \(now) \(verb)"
        case .received(let view, let method): return "\(view) \(now) gets \(method.methodName)"
        case .selected(let cell): return "\(cell) is \(now) selected"
        case .dismissed(let sheet): return "\(sheet) is \(now) dismissed"
        case .refreshed(let scrollView): return "\(scrollView) \(now) refreshes"
        case .becameFirstResponder(let field): return "\(field) \(now) becomes first responder"
        case .resignedFirstResponder(let field): return "\(field) \(now) resigns first responder"
        case .menuShown(let view): return "\(view)'s context menu \(now) shows"
        case .zoomed(let scrollView): return "\(scrollView) \(now) zooms"
        case .swipeOpened(let row): return "\(row) \(now) opens its swipe actions"
        }
    }
}
