import TouchSimCore

/// One output line as the pictures of a replay see it: the lane it belongs to, what it marks,
/// and its text line.
///
/// The one place that reads `Record`'s shape for the pictures (`render`, `--format
/// chrome-trace`): when records change, only `init(_:)` changes.
package struct Fact {
    /// Whose lane a fact belongs to.
    package enum Subject: Hashable {
        case finger(Int)
        case view(String)
        case recognizer(String, view: String)
        case scrollView(String)
    }

    /// What a fact marks.
    package enum Kind {
        case input(TouchPhase, Point, hitView: String?)
        case touches(TouchMethod, [Int])
        case gesture(GestureStateName)
        case ask
        case control(ControlEvent)
        case highlight(Bool)
        /// A table's or collection view's cell selection (docs/model.md §10), on the table's lane.
        case selection(SelectionEvent)
        /// A scroll view's offset, and its zoom scale when the line gives one (docs/model.md §16).
        case scroll(Point, ScrollReason, zoom: Double?)
        /// A refresh control began refreshing or sent its action (docs/model.md §13), on the
        /// scroll view's lane.
        case refresh(RefreshEvent)
        /// A text input became or resigned first responder (docs/model.md §19), on its lane.
        case firstResponder(FirstResponderEvent)
        /// A sheet's dismissal drag, dismissal or return (docs/model.md §12), on the sheet's lane.
        case presentation(PresentationEvent)
        /// A context menu showed, was cancelled or dismissed (docs/model.md §15), on its view's lane.
        case contextMenu(ContextMenuEvent)
        /// A row's swipe actions opened, closed or performed by a full swipe (docs/model.md §14),
        /// on the row's lane: an open row hears of no touch (§14.4), so its lane is free.
        case swipeActions(SwipeActionsEvent)
        /// The summary: the simulation ended.
        case end
    }

    /// When it happened.
    package var time: SimTime
    /// Whose lane it belongs to; nil for the end.
    package var subject: Subject?
    /// What it marks.
    package var kind: Kind
    /// The text format's type and facts (docs/format.md §3.5), empty for the end.
    package var type: String
    package var text: String

    /// The fact of `record`, named by `names`; `lines` writes its text line.
    package init(_ record: Record, names: NameTable, lines: LineFacts) {
        time = record.time
        (type, text) = lines.facts(of: record.event, names: names) ?? ("summary", "")
        switch record.event {
        case .input(let touch, let phase, let location, let hitView):
            subject = .finger(touch)
            kind = .input(phase, location, hitView: hitView.map(names.view))
        case .touches(let view, let method, let touches, _):
            subject = .view(names.view(view))
            kind = .touches(method, Array(touches))
        case .gesture(let gesture, let state):
            subject = .recognizer(names.recognizer(gesture), view: names.view(names.view(of: gesture)))
            kind = .gesture(state)
        case .ask(let view, _, _, _, _):
            subject = .view(names.view(view))
            kind = .ask
        case .control(let view, let event, _):
            subject = .view(names.view(view))
            kind = .control(event)
        case .highlight(let view, let highlighted):
            subject = .view(names.view(view))
            kind = .highlight(highlighted)
        case .selection(let view, _, let event):
            subject = .view(names.view(view))
            kind = .selection(event)
        case .scroll(let view, let offset, let reason):
            subject = .scrollView(names.view(view))
            kind = .scroll(offset, reason, zoom: nil)
        case .zoom(let view, let offset, let scale, let reason):
            subject = .scrollView(names.view(view))
            kind = .scroll(offset, reason, zoom: scale)
        case .refresh(let view, let event):
            subject = .scrollView(names.view(view))
            kind = .refresh(event)
        case .firstResponder(let view, let event):
            subject = .view(names.view(view))
            kind = .firstResponder(event)
        case .presentation(let view, let event):
            subject = .view(names.view(view))
            kind = .presentation(event)
        case .contextMenu(let view, let event):
            subject = .view(names.view(view))
            kind = .contextMenu(event)
        case .swipeActions(_, let row, let event):
            subject = .view(names.view(row))
            kind = .swipeActions(event)
        case .summary:
            subject = nil
            kind = .end
        }
    }
}
