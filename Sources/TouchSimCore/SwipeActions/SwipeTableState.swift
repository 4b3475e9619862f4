/// One table whose rows have swipe actions, and what its row is doing (docs/model.md §14).
struct SwipeTableState {
    /// Where the table's swiped row is.
    enum Phase: Equatable {
        /// No row is swiped.
        case closed
        /// The swipe-actions pan drags `row` to reveal the actions on `side` (§14.1).
        case swiping(row: ViewIndex, side: SwipeSide)
        /// `row` rests open, its actions on `side` showing (§14.2); the dismissal recognizer is
        /// enabled (§14.4).
        case open(row: ViewIndex, side: SwipeSide)
    }

    let table: ViewIndex
    /// Its rows with actions, in tree order.
    let rows: [(cell: ViewIndex, spec: SwipeActionsSpec)]
    /// `<tableId>.swipeActions` (§14.1).
    let pan: RecognizerIndex
    /// `<tableId>.swipeDismissal` (§14.4).
    let dismissal: RecognizerIndex
    var phase = Phase.closed
    /// The row and side the table's delegate last let the pan begin for (§14.1).
    var candidate: (row: ViewIndex, side: SwipeSide)?
    /// The rows it opened and the rows it performed a full swipe on, in order, for the summary.
    var opened: [ViewIndex] = []
    var fullSwipes: [ViewIndex] = []

    /// The actions of `row`, if it is one of the table's rows with actions.
    func spec(of row: ViewIndex) -> SwipeActionsSpec? { rows.first { $0.cell == row }?.spec }

    /// §14.2, §14.3: what the release of a swipe of `row` to `side` does, the row `rowWidth`
    /// points wide, after a drag of `translation` points and at `velocity` points per second,
    /// both measured along the swipe (positive towards the side's actions).
    static func release(
        _ spec: SwipeActionsSpec, side: SwipeSide, rowWidth: Double, translation: Double, velocity: Double
    ) -> SwipeRelease {
        if spec.performsFirstActionWithFullSwipe,
            translation >= rowWidth * Constants.swipeActionsFullSwipeFraction
        {
            return .fullSwipe
        }
        let buttons = Double(spec.actions(on: side)) * Constants.swipeActionButtonWidth
        if abs(velocity) <= Constants.swipeActionsFlickSpeed {
            return translation > buttons / 2 ? .pastHalf : .shortOfHalf
        }
        return velocity > 0 ? .flickedOpen : .flickedShut
    }
}
