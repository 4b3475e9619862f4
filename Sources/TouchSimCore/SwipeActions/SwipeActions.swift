/// The swipe actions of table rows as one concept (docs/model.md §14): the two recognizers UIKit
/// installs on a table whose rows have actions, what the table answers when they are about to
/// begin, and how the swiped row opens, closes or performs its first action. It prints nothing:
/// it returns `SwipeEffect`s, which the engine carries out in order.
struct SwipeActions {
    /// Every table with swipe actions, in tree order.
    private(set) var tables = IndexedList<SwipeTableIndex, SwipeTableState>()

    /// The tables of `tree` with their recognizers (`recognizers[k]`: the pan, the dismissal).
    init(tree: ViewTree, recognizers: IndexedList<SwipeTableIndex, (pan: RecognizerIndex, dismissal: RecognizerIndex)>)
    {
        for (position, entry) in tree.swipeTables.enumerated() {
            let own = recognizers[SwipeTableIndex(position)]
            tables.append(
                SwipeTableState(table: entry.table, rows: entry.rows, pan: own.pan, dismissal: own.dismissal))
        }
    }

    subscript(k: SwipeTableIndex) -> SwipeTableState { tables[k] }

    /// §14.1: the table's answer when its swipe-actions pan is about to begin: the row under the
    /// finger (`hit` lies in it) has actions on the side the finger moves to, a velocity to the
    /// left revealing the trailing ones [IMPL: `_UISwipeHandler` takes the direction from the
    /// sign of the velocity]. Remembers the row for the pan's `began`.
    mutating func verdict(_ k: SwipeTableIndex, hit: ViewIndex?, velocityX: Double, tree: ViewTree) -> SwipeVerdict {
        let side: SwipeSide = velocityX < 0 ? .trailing : .leading
        tables[k].candidate = nil
        guard let hit, let row = tables[k].rows.first(where: { tree.isDescendant(hit, of: $0.cell) }),
            row.spec.actions(on: side) > 0
        else { return .noActions(side) }
        tables[k].candidate = (row.cell, side)
        return .reveals(row: row.cell, side)
    }

    /// The table's reaction to its swipe-actions pan entering `state` (§14.2, §14.3); `rowWidth`
    /// is the width of the candidate row.
    mutating func panDidChange(
        _ k: SwipeTableIndex, to state: RecognizerState, report: PanReport, tree: ViewTree,
        effects: inout [SwipeEffect]
    ) {
        let table = tables[k].table
        switch state {
        case .began:
            guard let candidate = tables[k].candidate else { return }
            tables[k].phase = .swiping(row: candidate.row, side: candidate.side)
        case .ended:
            guard case .swiping(let row, let side) = tables[k].phase, let spec = tables[k].spec(of: row) else {
                return
            }
            let sign = side == .trailing ? -1.0 : 1.0
            let release = SwipeTableState.release(
                spec, side: side, rowWidth: tree[row].frame.size.width, translation: report.translation.x * sign,
                velocity: report.velocity.x * sign)
            let cause = Cause.swipeReleased(release)
            switch release {
            case .fullSwipe:
                tables[k].phase = .closed
                tables[k].fullSwipes.append(row)
                effects.append(.line(.swipeActions(table: table, row: row, event: .fullSwipe(side)), cause))
            case .pastHalf, .flickedOpen:
                tables[k].phase = .open(row: row, side: side)
                tables[k].opened.append(row)
                effects.append(.line(.swipeActions(table: table, row: row, event: .opened(side)), cause))
                effects.append(.enable(tables[k].dismissal, true))
            case .shortOfHalf, .flickedShut:
                tables[k].phase = .closed
                effects.append(.line(.swipeActions(table: table, row: row, event: .closed), cause))
            }
        case .cancelled, .failed:
            guard case .swiping(let row, _) = tables[k].phase else { return }
            tables[k].phase = .closed
            effects.append(.line(.swipeActions(table: table, row: row, event: .closed), .swipeCancelled))
        case .possible, .recognized, .changed:
            break
        }
    }

    /// §14.4: the dismissal recognizer recognized: the open row closes, and the recognizer is
    /// disabled again until a row opens.
    mutating func dismissalRecognized(_ k: SwipeTableIndex, effects: inout [SwipeEffect]) {
        guard case .open(let row, _) = tables[k].phase else { return }
        tables[k].phase = .closed
        effects.append(.line(.swipeActions(table: tables[k].table, row: row, event: .closed), .swipeDismissed))
        effects.append(.enable(tables[k].dismissal, false))
    }

    /// The summary's entries, in tree order.
    func summary(tree: ViewTree) -> [Summary.SwipeActionsEntry] {
        tables.elements.map { state in
            var open: String?
            if case .open(let row, _) = state.phase { open = tree[row].id }
            return .init(
                table: tree[state.table].id, opened: state.opened.map { tree[$0].id },
                fullSwipes: state.fullSwipes.map { tree[$0].id }, open: open)
        }
    }
}

/// What the swipe actions ask the engine to do, in order.
enum SwipeEffect: Equatable {
    /// A `swipeActions` line and its cause.
    case line(RecordEvent, Cause)
    /// Enables or disables the table's dismissal recognizer (§14.4), as UIKit does when a row
    /// opens and closes.
    case enable(RecognizerIndex, Bool)
}
