import TouchSimCore

/// The words of a context menu's lines (docs/model.md §15).
extension Words {
    /// A `contextMenu` line, or the `down` a shown menu took (§15.2, §15.3).
    func contextMenu(_ record: Record) -> Explanation? {
        switch (record.event, record.cause) {
        case (.contextMenu(let v, _), .contextMenuPressed):
            return Explanation(
                "15.2", "contextMenuPressed", views: [view(v)],
                "the finger rested 500 ms on \(view(v)) without straying \(NumberFormat.string(Constants.contextMenuAllowableMovement)) pt: its menu shows, and the views' touches are cancelled"
            )
        case (.contextMenu(let v, _), .contextMenuPressCancelled):
            return Explanation(
                "15.3", "contextMenuPressCancelled", views: [view(v)],
                "the press that showed \(view(v))'s menu was cancelled, and the menu closes")
        case (.contextMenu(let v, _), .contextMenuCovers):
            return Explanation(
                "15.3", "contextMenuCovers", views: [view(v)],
                "a touch went down while \(view(v))'s menu showed: the menu closes")
        case (.input, .contextMenuCovers(let v)):
            return Explanation(
                "15.3", "contextMenuCovers", views: [view(v)],
                "\(view(v))'s context menu covers the screen in its own window: it takes the touch, and no view of the scene is hit"
            )
        default:
            return nil
        }
    }
}
