import TouchSimCore

/// The words of a table's or collection view's lines (docs/model.md §10).
extension Words {
    /// A `selection` or `ask` line that a cell's `touches…` call `method` led to.
    func tableTracking(_ event: RecordEvent, _ method: TouchMethod) -> Explanation? {
        switch event {
        case .selection(let v, let cell, .appDeselect):
            return Explanation(
                "10.7", "appDeselect", views: [view(v), view(cell)],
                "the app's didSelectRowAt calls deselectRow(at:animated:) at once (deselectsOnSelect), which tells the delegate nothing"
            )
        case .selection(let v, let cell, let selection):
            let reached = "\(method.methodName) of \(view(cell)) reached \(view(v)) up the responder chain"
            switch selection {
            case .select where method == .ended:
                return Explanation("10.2", "tableTracking", views: [view(v), view(cell)], reached)
            case .deselect:
                return Explanation(
                    "10.5", "tableTracking", views: [view(v), view(cell)],
                    reached
                        + "; the lift deselects \(view(cell)), by a tap on it in multiple selection or by selecting another cell in single selection"
                )
            default:
                return Explanation("10.2", "tableTracking", views: [view(v), view(cell)], reached)
            }
        case .ask(let v, let askMethod, .view(let cell), _, _):
            let when = askMethod == .shouldHighlightRowAt ? "touchesBegan" : "touchesEnded"
            return Explanation(
                "10.6", "tableDelegate", views: [view(v), view(cell)],
                "\(when) of \(view(cell)) reached \(view(v)), whose delegate implements \(askMethod.rawValue)")
        default:
            return nil
        }
    }
}
