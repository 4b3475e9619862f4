/// A table row's swipe actions (docs/format.md §2.17, docs/model.md §14): what the table's
/// delegate returns from `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` and
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, reduced to what touch handling reads.
public struct SwipeActionsSpec: Sendable, Equatable {
    /// The number of actions revealed by a swipe towards the leading edge (right to left in a
    /// left-to-right layout): the trailing configuration's `actions.count`; 0 for none.
    public var trailing = 0
    /// The number of actions revealed by a swipe towards the trailing edge (left to right).
    public var leading = 0
    /// `UISwipeActionsConfiguration.performsFirstActionWithFullSwipe`, true by default [DOC].
    public var performsFirstActionWithFullSwipe = true

    /// A row without actions.
    public init() {}

    /// The number of actions on `side`.
    public func actions(on side: SwipeSide) -> Int { side == .trailing ? trailing : leading }
}

/// Which configuration a swipe reveals (docs/model.md §14.1).
public enum SwipeSide: String, Sendable, Equatable {
    /// A swipe to the left reveals the trailing actions.
    case trailing
    /// A swipe to the right reveals the leading actions.
    case leading
}
