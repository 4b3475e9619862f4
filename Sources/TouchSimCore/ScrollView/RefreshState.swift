/// A scroll view's `UIRefreshControl` (docs/model.md §13).
enum RefreshState: Equatable {
    /// Not refreshing: a pull past `Constants.refreshTriggerDistance` begins.
    case idle
    /// Refreshing since a pull during the drag in progress; the control's height is added to
    /// the top inset at the release (§13.3).
    case pending
    /// Refreshing, the control's height above the content, until the app calls
    /// `endRefreshing()` (a `set` event, §13.4).
    case refreshing
}

extension ScrollViewState {
    /// §13.2: during a drag, the first time the content shows pulled `refreshTriggerDistance`
    /// points or more above its top, the refresh control begins refreshing; true then.
    mutating func beginsRefreshing() -> Bool {
        guard geometry.spec.refreshControl, refresh == .idle, case .dragging = motion else { return false }
        guard offset.y <= geometry.minOffset(.vertical) - Constants.refreshTriggerDistance else { return false }
        refresh = .pending
        return true
    }
}
