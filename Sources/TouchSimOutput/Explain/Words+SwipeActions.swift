import TouchSimCore

/// The words of a table's swipe actions (docs/model.md §14).
extension Words {
    /// The table's answer when its swipe-actions pan is about to begin (§14.1).
    func swipeActionsDecide(_ v: ViewIndex, _ pan: String, _ verdict: SwipeVerdict) -> Explanation {
        switch verdict {
        case .reveals(let row, let side):
            return Explanation(
                "14.1", "swipeActionsDecide", views: [view(v), view(row)], gestures: [pan],
                "the finger moves \(side == .trailing ? "left" : "right") on \(view(row)), which has \(side.rawValue) swipe actions"
            )
        case .noActions(let side):
            return Explanation(
                "14.1", "swipeActionsDecide", views: [view(v)], gestures: [pan],
                "the finger moves \(side == .trailing ? "left" : "right") on no row with \(side.rawValue) swipe actions"
            )
        }
    }

    /// A `swipeActions` line (§14.2, §14.3, §14.4).
    func swipeActions(_ table: ViewIndex, _ row: ViewIndex, _ cause: Cause) -> Explanation? {
        let views = [view(table), view(row)]
        switch cause {
        case .swipeReleased(let release):
            return Explanation(
                release == .fullSwipe ? "14.3" : "14.2", "swipeReleased", views: views, words(release, of: row))
        case .swipeCancelled:
            return Explanation(
                "14.2", "swipeCancelled", views: views, "the swipe-actions pan was cancelled while it dragged the row")
        case .swipeDismissed:
            return Explanation(
                "14.4", "swipeDismissed", views: views,
                "a touch in \(view(table)) while \(view(row)) was open closes it, and reaches no view")
        default:
            return nil
        }
    }

    /// Why the release of `row`'s swipe did what it did (§14.2, §14.3).
    private func words(_ release: SwipeRelease, of row: ViewIndex) -> String {
        let flick = "released faster than \(NumberFormat.string(Constants.swipeActionsFlickSpeed)) pt/s"
        switch release {
        case .fullSwipe:
            return
                "the drag crossed \(NumberFormat.string(Constants.swipeActionsFullSwipeFraction * 100))% of \(view(row))'s width and a full swipe performs the first action"
        case .pastHalf: return "released slowly past half the width of \(view(row))'s actions, the row stays open"
        case .shortOfHalf:
            return "released slowly short of half the width of \(view(row))'s actions, the row springs shut"
        case .flickedOpen: return "\(flick) towards the actions, the row opens"
        case .flickedShut: return "\(flick) away from the actions, the row springs shut"
        }
    }
}
