/// One table or collection view's cell selection (docs/model.md §10): the cell it highlights
/// for the one touch it follows, and the cell that is selected.
struct ListSelection {
    /// The table or collection view.
    let view: ViewIndex
    /// `allowsSelection` (§10.4).
    let allowsSelection: Bool
    /// The touch the view follows and the cell it highlighted for it (§10.2).
    private(set) var pending: (touch: TouchIndex, cell: ViewIndex)?
    /// The selected cell: one at most, single selection (§10.3).
    private(set) var selected: ViewIndex?
    /// Every cell the user selected, in order, for the summary.
    private(set) var selects = RunList<ViewIndex>()

    init(view: ViewIndex, spec: SelectionSpec) {
        self.view = view
        allowsSelection = spec.allowsSelection
    }

    /// §10.2: `touchesBegan` of `touch` reached the view from `cell`: the cell highlights,
    /// unless the view already follows another touch or selection is off (§10.4).
    mutating func began(_ touch: TouchIndex, on cell: ViewIndex) -> [(SelectionEvent, ViewIndex)] {
        guard allowsSelection, pending == nil else { return [] }
        pending = (touch, cell)
        return [(.highlight, cell)]
    }

    /// §10.2: the touch ended; `inside` whether it lifted inside the cell. The highlight goes,
    /// then, inside, the cell is selected: a new cell deselects the old one first (§10.3), and
    /// the selected cell is selected again.
    mutating func ended(_ touch: TouchIndex, inside: Bool) -> [(SelectionEvent, ViewIndex)] {
        guard let cell = pending?.cell, pending?.touch == touch else { return [] }
        pending = nil
        guard inside else { return [(.unhighlight, cell)] }
        var out: [(SelectionEvent, ViewIndex)] = [(.unhighlight, cell)]
        if let old = selected, old != cell { out.append((.deselect, old)) }
        selected = cell
        selects.append(cell)
        out.append((.select, cell))
        return out
    }

    /// §10.2: the touch was cancelled: the highlight goes, nothing is selected.
    mutating func cancelled(_ touch: TouchIndex) -> [(SelectionEvent, ViewIndex)] {
        guard pending?.touch == touch else { return [] }
        return dropPending()
    }

    /// §10.2: the view began to scroll: the highlight goes, and the touch selects nothing.
    mutating func scrollBegan() -> [(SelectionEvent, ViewIndex)] { dropPending() }

    private mutating func dropPending() -> [(SelectionEvent, ViewIndex)] {
        guard let cell = pending?.cell else { return [] }
        pending = nil
        return [(.unhighlight, cell)]
    }
}
