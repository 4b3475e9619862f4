/// The window's table and collection views and their cells' selection (docs/model.md §10). The
/// engine tells them every `touches…` call and every pan that begins; they answer with the
/// `selection` lines it produces, in order.
struct Selections {
    private(set) var states = IndexedList<SelectionIndex, ListSelection>()
    /// For each view, by `ViewIndex`: the cell and the table or collection view that a call on it
    /// goes to (§10.1), nil when none; whether a view on the way handles it is asked per call.
    private let routes: [(cell: ViewIndex, list: SelectionIndex)?]
    var tree: ViewTree

    /// The table and collection views of `tree`, in tree order.
    init(tree: ViewTree) {
        self.tree = tree
        for (view, spec) in tree.selectionSpecs {
            let selected = spec.selectedCells.compactMap { tree.viewByID[$0] }
            states.append(ListSelection(view: view, spec: spec, selected: selected))
        }
        // Without a table or collection view no call goes anywhere: a big tree of plain views
        // skips walking every view's path.
        routes =
            states.count == 0
            ? Array(repeating: nil, count: tree.nodes.count) : tree.nodes.indices.map { Self.route(from: $0, in: tree) }
    }

    /// §10.1: going up the responder chain from `view` (§2.2), the first table or collection view
    /// takes the call, through the nearest cell of its kind below it (a UITableViewCell for a
    /// UITableView, a UICollectionViewCell for a UICollectionView); a cell of the other kind on
    /// the way is a plain view to it.
    private static func route(from view: ViewIndex, in tree: ViewTree) -> (cell: ViewIndex, list: SelectionIndex)? {
        var top: ViewIndex? = view
        while let c = top, tree[c].selectionIndex == nil { top = tree[c].parent }
        guard let listView = top, let list = tree[listView].selectionIndex else { return nil }
        let kind = UIKitObjectModel.selectionLists.first { tree.isKind(listView, of: $0.list) }!
        var current = view
        while current != listView {
            if tree.isKind(current, of: kind.cell) { return (current, list) }
            current = tree[current].parent!
        }
        return nil
    }

    /// §10.2: a `touches…` call on `view` with `touches`, in order, which `consumer` handled
    /// (nil: nobody did, §2.2). It reaches the table only when no view below the table handled
    /// it (§10.1). `boundsOrigin` gives each view's bounds origin now.
    mutating func call(
        _ method: TouchMethod, on view: ViewIndex, consumer: ViewIndex?,
        touches: some Collection<(index: TouchIndex, touch: LiveTouch)>, boundsOrigin: some BoundsOrigins
    ) -> [RecordEvent] {
        guard let (cell, list) = routes[view.position] else { return [] }
        if let consumer, !tree.isDescendant(states[list].view, of: consumer) { return [] }
        var out: [ListSelection.Line] = []
        let spec = states[list].spec
        let tree = self.tree
        // §10.6: the delegate's methods the scenario implements, asked about a cell.
        let delegate: ListSelection.Delegate = { method, cell in
            let override: OverrideSpec
            switch method {
            case .shouldHighlightRowAt: override = spec.shouldHighlightRow
            case .willSelectRowAt: override = spec.willSelectRow
            case .willDeselectRowAt: override = spec.shouldDeselectRow
            default: return nil
            }
            if override == .inherited { return nil }
            return tree.evaluate(override, for: cell, inherited: true)
        }
        for (index, touch) in touches {
            switch method {
            case .began:
                out += states[list].began(index, on: cell, delegate: delegate)
            case .moved:
                break
            case .ended:
                let p = tree.convert(windowPoint: touch.location, to: cell, boundsOrigin)
                out += states[list].ended(
                    index, inside: tree.bounds(cell, boundsOrigin).contains(p), delegate: delegate)
            case .cancelled:
                out += states[list].cancelled(index)
            }
        }
        return lines(out, of: list)
    }

    /// §11.6: a `set` event's `allowsSelection`.
    mutating func setAllowsSelection(_ allows: Bool, of list: SelectionIndex) {
        states[list].setAllowsSelection(allows)
    }

    /// §10.2: the pan of the scroll view `view` began: if it is a table or collection view, its
    /// highlighted cell unhighlights.
    mutating func scrollBegan(_ view: ViewIndex) -> [RecordEvent] {
        guard let list = tree[view].selectionIndex else { return [] }
        return lines(states[list].scrollBegan(), of: list)
    }

    private func lines(_ out: [ListSelection.Line], of list: SelectionIndex) -> [RecordEvent] {
        let view = states[list].view
        return out.map { line in
            switch line {
            case .event(let event, let cell): return .selection(view: view, cell: cell, event: event)
            case .ask(let method, let cell, let verdict):
                return .ask(
                    view: view, method: method, subject: .view(cell), result: verdict.answer, rule: verdict.rule)
            }
        }
    }

    /// The summary's entries, in tree order (docs/format.md §3.4).
    var summary: [Summary.SelectionEntry] {
        states.elements.map { state in
            .init(
                view: tree[state.view].id, selects: RunList(state.selects.map { tree[$0].id }),
                selected: state.selected.map { tree[$0].id })
        }
    }
}
