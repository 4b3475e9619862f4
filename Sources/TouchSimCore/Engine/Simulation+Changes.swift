/// A `set` event (docs/format.md §1.7): the one entry point through which the screen changes
/// during a trace. Each change goes to the engine type that owns the state it changes; the
/// rules for work in progress are docs/model.md §11.
extension Simulation {
    /// Takes one step of the trace: a UIEvent's touches or a `set` event's changes.
    public func handle(_ step: TraceStep) {
        switch step {
        case .touches(let events): handle(events)
        case .changes(let changes, let t): apply(changes, at: t)
        }
    }

    /// Applies `changes` in order at `t`, as one step of its own (docs/model.md §9.3): timers due
    /// up to and at `t` fire first, and the views then hear what the changes released or took.
    public func apply(_ changes: [SceneChange], at t: SimTime) {
        fireTimers(notAfter: t)
        now = t
        lastActivity = t
        for change in changes { apply(change) }
        deliverToViews()
        endStep()
    }

    /// One change, as a `set` event or an animation block makes it.
    func apply(_ change: SceneChange) {
        switch change {
        case .view(let v, let change) where change.movesTheView:
            // §11.7, §11.11: every part that measures views reads the new frame or transform (its
            // own copy of the tree).
            tree.apply(change, to: v)
            controls.tree.apply(change, to: v)
            selections.tree.apply(change, to: v)
            scrollViews.tree.apply(change, to: v)
        case .view(let v, let change): tree.apply(change, to: v)
        case .recognizer(let r, let change): arena.apply(change, to: r, delegate: self)
        case .scrollView(let s, let change):
            scrollEffects { $0.apply(change, to: s, at: now, effects: &$1) }
            // §11.3: scrollEnabled and delaysContentTouches switch the scroll view's own
            // recognizers (§5.1) on or off, with §11.1's rules for a gesture in progress.
            let geometry = scrollViews[s].geometry
            arena.apply(.enabled(geometry.panEnabled), to: scrollViews[s].pan, delegate: self)
            arena.apply(.enabled(geometry.delaysContentTouches), to: scrollViews[s].contentDelay, delegate: self)
            // §16.2, §13.1: a zoom or a refresh control changes the axes the content scrolls along.
            arena.machines.setBeginAxes(Axis.allCases.filter(geometry.canScroll), ofPan: scrollViews[s].pan)
        case .controlValue(let c, let value):
            controls.set(value, of: c, location: { self.touches[$0]?.location }, boundsOrigin: boundsOrigin)
            syncControlTimer(c)
        case .controlEnabled(let c, let enabled):
            for line in controls.setEnabled(enabled, of: c, nextTouch: touches.nextTouch, at: now) {
                emit(line.event, because: line.cause)
            }
            syncControlTimer(c)
        case .allowsSelection(let list, let allows):
            selections.setAllowsSelection(allows, of: list)
        case .animation(let animation):
            animate(animation)
        case .remove(let view):
            removeFromWindow(view)
        case .modalInPresentation(let view, let modal):
            sheets.setModalInPresentation(modal, of: view)
        case .contextMenu(let view, let on):
            // §15.5: adding or removing the interaction switches its press, with §11.1's rules.
            guard let m = tree.menuViews.firstIndex(of: view) else { return }
            arena.apply(
                .enabled(on && tree.contextMenusExist), to: recognizers.ofMenus[MenuIndex(m)], delegate: self)
        case .add(let view):
            // §11.9: hit-testing finds it from now on; the touches already down keep their views.
            tree.addToWindow(view)
        }
    }
}
