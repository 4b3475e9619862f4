/// One table or collection view's cell selection (docs/model.md §10): the touch it follows and
/// what it did for it, and the cells that are selected.
struct ListSelection {
    /// What the table does about the one touch it follows (§10.2).
    enum Following: Equatable {
        /// No touch.
        case none
        /// It highlighted `cell` for `touch`.
        case highlighted(touch: TouchIndex, cell: ViewIndex)
        /// The delegate refused to highlight `cell`: the touch selects nothing (§10.6).
        case refused(touch: TouchIndex, cell: ViewIndex)

        var touch: TouchIndex? {
            switch self {
            case .none: return nil
            case .highlighted(let touch, _), .refused(let touch, _): return touch
            }
        }
    }

    /// What the table does or asks, in order: a `selection` line or an `ask` line.
    enum Line: Equatable {
        case event(SelectionEvent, ViewIndex)
        case ask(AskMethod, ViewIndex, Verdict)
    }

    /// The delegate's answer to `method` about a cell, nil when the scenario does not implement
    /// it: UIKit then asks nothing (an optional method) and goes on as if it said yes.
    typealias Delegate = (_ method: AskMethod, _ cell: ViewIndex) -> Verdict?

    /// The table or collection view.
    let view: ViewIndex
    /// Its settings; `allowsSelection` changes during a trace (§11.6).
    private(set) var spec: SelectionSpec
    /// The touch it follows.
    private(set) var following = Following.none
    /// The selected cells, in the order selected: one at most in single selection (§10.3).
    private(set) var selected: [ViewIndex]
    /// Every cell the user selected, in order, for the summary.
    private(set) var selects = RunList<ViewIndex>()

    /// A table with `spec` whose cells `selected` the app selected before the trace.
    init(view: ViewIndex, spec: SelectionSpec, selected: [ViewIndex]) {
        self.view = view
        self.spec = spec
        self.selected = selected
    }

    /// §11.6: a `set` of `allowsSelection`.
    mutating func setAllowsSelection(_ allows: Bool) { spec.allowsSelection = allows }

    /// §10.2: `touchesBegan` of `touch` reached the view from `cell`: unless it already follows
    /// another touch or cannot select (§10.4, §10.5), it follows this one and highlights the
    /// cell, if the delegate lets it (§10.6).
    mutating func began(_ touch: TouchIndex, on cell: ViewIndex, delegate: Delegate) -> [Line] {
        guard spec.mode.selects, following == .none else { return [] }
        guard let verdict = delegate(.shouldHighlightRowAt, cell) else {
            following = .highlighted(touch: touch, cell: cell)
            return [.event(.highlight, cell)]
        }
        following = verdict.answer ? .highlighted(touch: touch, cell: cell) : .refused(touch: touch, cell: cell)
        return [.ask(.shouldHighlightRowAt, cell, verdict)] + (verdict.answer ? [.event(.highlight, cell)] : [])
    }

    /// §10.2: the touch ended; `inside` whether it lifted inside the cell. The highlight goes;
    /// then, inside and selection still allowed, the cell is selected (§10.3, §10.6) or, in
    /// multiple selection, a selected one deselected (§10.5).
    mutating func ended(_ touch: TouchIndex, inside: Bool, delegate: Delegate) -> [Line] {
        guard following.touch == touch else { return [] }
        let state = following
        following = .none
        guard case .highlighted(_, let cell) = state else { return [] }
        var out: [Line] = [.event(.unhighlight, cell)]
        let mode = spec.mode
        guard inside, mode.selects else { return out }
        if mode.multiple, selected.contains(cell) {
            out += deselect(cell, delegate: delegate)
            return out
        }
        var target = cell
        if let verdict = delegate(.willSelectRowAt, cell) {
            out.append(.ask(.willSelectRowAt, cell, verdict))
            guard verdict.answer else { return out }
            target = verdict.cell ?? cell
        }
        if !mode.multiple {
            for old in selected where old != target { out += deselect(old, delegate: delegate) }
        }
        if !selected.contains(target) { selected.append(target) }
        selects.append(target)
        out.append(.event(.select, target))
        if spec.deselectsOnSelect {
            selected.removeAll { $0 == target }
            out.append(.event(.appDeselect, target))
        }
        return out
    }

    /// The user deselects `cell`, unless the delegate keeps it (§10.5, §10.6).
    private mutating func deselect(_ cell: ViewIndex, delegate: Delegate) -> [Line] {
        var out: [Line] = []
        if let verdict = delegate(.willDeselectRowAt, cell) {
            out.append(.ask(.willDeselectRowAt, cell, verdict))
            guard verdict.answer else { return out }
        }
        selected.removeAll { $0 == cell }
        out.append(.event(.deselect, cell))
        return out
    }

    /// §10.2: the touch was cancelled: the highlight goes, nothing is selected.
    mutating func cancelled(_ touch: TouchIndex) -> [Line] {
        guard following.touch == touch else { return [] }
        return dropFollowing()
    }

    /// §10.2: the view began to scroll: the highlight goes, and the touch selects nothing.
    mutating func scrollBegan() -> [Line] { dropFollowing() }

    private mutating func dropFollowing() -> [Line] {
        let state = following
        following = .none
        guard case .highlighted(_, let cell) = state else { return [] }
        return [.event(.unhighlight, cell)]
    }
}
