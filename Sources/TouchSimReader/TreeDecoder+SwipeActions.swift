import TouchSimCore

/// A table row's swipe actions (docs/format.md §2.17, docs/model.md §14).
extension TreeDecoder {
    /// The keys of a UITableViewCell's swipe actions, in the order docs/format.md lists them.
    static let swipeActionsKeys = ["trailingSwipeActions", "leadingSwipeActions", "performsFirstActionWithFullSwipe"]

    /// Decodes one of `swipeActionsKeys` of the cell `view`.
    func decodeSwipeActionsMember(_ member: JSONMember, path: String, into view: inout ViewSpec) throws(Diagnostic) {
        var spec = view.swipeActions ?? SwipeActionsSpec()
        switch member.key {
        case "trailingSwipeActions":
            spec.trailing = try member.value.integer(
                path: path, atLeast: 0, expected: "a number of trailing swipe actions, 0 for none")
        case "leadingSwipeActions":
            spec.leading = try member.value.integer(
                path: path, atLeast: 0, expected: "a number of leading swipe actions, 0 for none")
        default:
            spec.performsFirstActionWithFullSwipe = try member.value.bool(path: path)
        }
        view.swipeActions = spec
    }

    /// Registers the ids of the swipe-action recognizers UIKit installs on table `table` when a
    /// row has actions, `<id>.swipeActions` and `<id>.swipeDismissal` (docs/model.md §14.1,
    /// §14.4): taken by every table, so that a table's ids do not depend on its rows' keys.
    mutating func registerSwipeActionRecognizers(
        of table: String, at location: SourceLocation, path: @autoclosure () -> String
    ) throws(Diagnostic) {
        for id in [UIKitObjectModel.swipeActionsID(ofTable: table), UIKitObjectModel.swipeDismissalID(ofTable: table)] {
            try ids.register(id, as: .swipeActions(table: table), at: location, path: path())
        }
    }
}
