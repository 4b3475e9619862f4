/// The window's controls and their touch tracking (docs/model.md §7). The engine tells them
/// each `touches…` call their view gets; they answer with the lines it produces, in order.
struct Controls {
    private(set) var states = IndexedList<ControlIndex, ControlState>()
    private let tree: ViewTree

    /// The controls of `tree`, in tree order.
    init(tree: ViewTree) {
        self.tree = tree
        for view in tree.controlViews {
            let isSwitch = UIKitObjectModel.sendsValueChangedOnTouchUp(tree[view].className, classes: tree.classes)
            states.append(ControlState(view: view, isSwitch: isSwitch))
        }
    }

    /// §7: a `touches…` call on `view` with `touches`, in order. Only an enabled control that
    /// handles its touches tracks, and only its first touch (§7.1). `boundsOrigin` gives each
    /// view's bounds origin now.
    mutating func call(
        _ method: TouchMethod, on view: ViewIndex, touches: [(index: TouchIndex, touch: LiveTouch)], at now: SimTime,
        boundsOrigin: (ViewIndex) -> Point
    ) -> [RecordEvent] {
        let tree = self.tree
        func isInside(_ point: Point) -> Bool { Self.isInside(view, point, tree, boundsOrigin) }
        guard let c = tree[view].controlIndex, tree.consumesTouches(view) else { return [] }
        let tracked = states[c].trackedTouch
        let mine = touches.first { $0.index == tracked }?.touch
        var out: [ControlState.Output] = []
        switch method {
        case .began:
            guard tracked == nil, let (index, t) = touches.first else { return [] }
            out = states[c].begin(touch: index, downAt: t.downAt, downLocation: t.downLocation)
        case .moved:
            guard let t = mine else { return [] }
            out = states[c].move(inside: isInside(t.location))
        case .ended:
            guard let t = mine else { return [] }
            // touchDownRepeat counts from the finger's lift, not from a held touchesEnded (§7.2).
            out = states[c].end(inside: isInside(t.location), at: t.liftedAt ?? now, location: t.location)
        case .cancelled:
            guard mine != nil else { return [] }
            out = states[c].cancel()
        }
        let id = tree[view].id
        return out.map { o in
            switch o {
            case .event(let e): return .control(view: id, event: e)
            case .highlight(let h): return .highlight(view: id, highlighted: h)
            }
        }
    }

    /// §7.2: inside is the bounds grown by 70 pt on every side, or `pointInside`.
    private static func isInside(
        _ view: ViewIndex, _ windowPoint: Point, _ tree: ViewTree, _ boundsOrigin: (ViewIndex) -> Point
    ) -> Bool {
        let p = tree.convert(windowPoint: windowPoint, to: view, boundsOrigin)
        return tree.bounds(view, boundsOrigin).outset(by: Constants.controlTrackingMargin).contains(p)
            || tree.pointInside(view, p, boundsOrigin)
    }

    /// The summary's entries, in tree order.
    var summary: [Summary.ControlEntry] {
        states.elements.map { .init(view: tree[$0.view].id, events: $0.events) }
    }
}
