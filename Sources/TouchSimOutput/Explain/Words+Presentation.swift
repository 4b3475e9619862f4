import TouchSimCore

/// The words of a sheet's lines (docs/model.md §12).
extension Words {
    /// The sheet's answer when its dismissal pan is about to begin (§12.1, §12.2).
    func sheetDecides(_ v: ViewIndex, _ pan: String, _ verdict: SheetVerdict) -> Explanation {
        switch verdict {
        case .downward:
            return Explanation(
                "12.2", "sheetDecides", views: [view(v)], gestures: [pan],
                "the drag points down and no scroll view under the finger in \(view(v)) is away from its top")
        case .notDownward:
            return Explanation(
                "12.1", "sheetDecides", views: [view(v)], gestures: [pan],
                "a sheet's dismissal pan begins only for a drag that points down")
        case .contentScrolled(let scroll):
            return Explanation(
                "12.2", "sheetDecides", views: [view(v), view(scroll)], gestures: [pan],
                "\(view(scroll)) is scrolled away from its top (or moving), so it keeps the drag")
        }
    }

    /// A `presentation` line (§12.1, §12.3, §12.4).
    func presentation(_ v: ViewIndex, _ cause: Cause) -> Explanation? {
        switch cause {
        case .sheetFollowsPan:
            return Explanation(
                "12.1", "sheetFollowsPan", views: [view(v)], "\(view(v)) follows its dismissal pan's finger down")
        case .sheetReleased(true, modal: true):
            return Explanation(
                "12.4", "sheetReleased", views: [view(v)],
                "the release projects \(view(v)) past half its height, and isModalInPresentation refuses the dismissal")
        case .sheetReleased(let wouldDismiss, _):
            return Explanation(
                "12.3", "sheetReleased", views: [view(v)],
                wouldDismiss
                    ? "the release projects \(view(v)) past half its height"
                    : "the release does not project \(view(v)) past half its height")
        case .sheetDragCancelled:
            return Explanation(
                "12.1", "sheetDragCancelled", views: [view(v)], "its dismissal pan was cancelled while it dragged")
        default:
            return nil
        }
    }
}
