/// The window's controls and their touch tracking (docs/model.md §7). The engine tells them
/// each `touches…` call their view gets, and each timer of theirs that fires; they answer with
/// the lines it produces, in order.
struct Controls {
    private(set) var states = IndexedList<ControlIndex, ControlState>()
    var tree: ViewTree

    /// The controls of `tree`, in tree order. §7.5: `minimumHighlight` is iOS 26's, nil before.
    init(tree: ViewTree, minimumHighlight: Duration?) {
        self.tree = tree
        for (view, spec) in tree.controlSpecs {
            states.append(
                ControlState(view: view, minimumHighlight: minimumHighlight, enabled: spec.enabled, value: spec.value))
        }
    }

    /// §7: a `touches…` call on `view` with `touches`, in order. Only a control that consumes the
    /// call tracks, and only its first touch (§7.1). `boundsOrigin` gives each view's bounds
    /// origin now.
    mutating func call(
        _ method: TouchMethod, on view: ViewIndex, touches: some Collection<(index: TouchIndex, touch: LiveTouch)>,
        at now: SimTime,
        boundsOrigin: some BoundsOrigins
    ) -> [(event: RecordEvent, cause: Cause)] {
        guard let c = tree[view].controlIndex, let first = touches.first?.index, consumesTouches(view, first)
        else { return [] }
        let bounds = tree.bounds(view, boundsOrigin)
        // The tree read where it lies, not copied (docs/performance.md).
        func point(_ t: LiveTouch) -> Point { tree.convert(windowPoint: t.location, to: view, boundsOrigin) }
        func isInside(_ t: LiveTouch) -> Bool { Self.isInside(view, t.location, tree, boundsOrigin) }
        let mine = touches.first { $0.index == states[c].touch }?.touch
        var out: [ControlState.Output] = []
        var step = ControlStep.began
        switch method {
        case .began:
            guard states[c].touch == nil, let (index, t) = touches.first else { return [] }
            out = states[c].begin(
                touch: index, at: now, downAt: t.downAt, downLocation: t.downLocation, point: point(t), bounds: bounds)
        case .moved:
            guard let t = mine else { return [] }
            let inside = isInside(t)
            step = .moved(inside: inside)
            out = states[c].move(inside: inside, at: now, point: point(t), bounds: bounds)
        case .ended:
            guard let t = mine else { return [] }
            // touchDownRepeat counts from the finger's lift, not from a held touchesEnded (§7.2).
            let inside = isInside(t)
            step = .ended(inside: inside)
            out = states[c].end(
                inside: inside, at: now, liftedAt: t.liftedAt ?? now, location: t.location, point: point(t),
                bounds: bounds)
        case .cancelled:
            guard mine != nil else { return [] }
            step = .cancelled
            out = states[c].cancel(at: now)
        }
        return lines(out, of: view, step)
    }

    /// Whether `view` consumes a `touches…` call whose first touch (the oldest) is `touch`: it
    /// handles touches, and a control only while enabled, and only touches that went down since
    /// it was last enabled; a disabled control lets its calls go up the chain (§1.5, §11.5).
    func consumesTouches(_ view: ViewIndex, _ touch: TouchIndex) -> Bool {
        guard tree[view].handlesTouches else { return false }
        return tree[view].controlIndex.map { states[$0].handles(touch) } ?? true
    }

    /// A `set` event's `enabled` for control `c` (docs/model.md §11.5): disabled while it
    /// tracks a touch, it cancels the tracking as a cancelled touch does; enabled again, it
    /// handles the touches from `nextTouch` on. Its lines, in order.
    mutating func setEnabled(_ enabled: Bool, of c: ControlIndex, nextTouch: TouchIndex, at now: SimTime) -> [(
        event: RecordEvent, cause: Cause
    )] {
        lines(states[c].setEnabled(enabled, nextTouch: nextTouch, at: now), of: states[c].view, .disabled)
    }

    /// A `set` event's value for control `c` (docs/model.md §11.4). `location` gives where a
    /// touch is now, in window coordinates, so that a slider's drag goes on from the finger.
    mutating func set(
        _ value: ControlValue, of c: ControlIndex, location: (TouchIndex) -> Point?, boundsOrigin: some BoundsOrigins
    ) {
        var fingerX: Double?
        if case .tracking(let touch) = states[c].tracking, let p = location(touch) {
            fingerX = tree.convert(windowPoint: p, to: states[c].view, boundsOrigin).x
        }
        states[c].set(value, fingerX: fingerX)
    }

    /// §3.10: whether `touch` went down on the thumb of the slider `view`, where the thumb was
    /// then (it follows the value, §7.6). A slider without value keys tracks like a plain
    /// UIControl (§7.3), but still has a thumb: where UIKit's default value, 0, puts it.
    func startedOnThumb(_ touch: LiveTouch, of view: ViewIndex, boundsOrigin: some BoundsOrigins) -> Bool {
        guard let c = tree[view].controlIndex else { return false }
        let slider = if case .slider(let model)? = states[c].value { model } else { SliderModel(SliderSpec()) }
        let p = tree.convert(windowPoint: touch.downLocation, to: view, boundsOrigin)
        return slider.thumb(in: tree.bounds(view, boundsOrigin), value: slider.valueAtDown).contains(p)
    }

    /// Control `c`'s timer fired.
    mutating func timerFired(_ c: ControlIndex, at now: SimTime) -> [(event: RecordEvent, cause: Cause)] {
        let out = states[c].timerFired(at: now)
        // The timer either ends §7.5's held highlight or repeats a held stepper (§7.6).
        let step: ControlStep =
            out.contains { if case .highlight = $0 { return true } else { return false } }
            ? .highlightHeld : .repeated
        return lines(out, of: states[c].view, step)
    }

    private func lines(_ out: [ControlState.Output], of view: ViewIndex, _ step: ControlStep)
        -> [(event: RecordEvent, cause: Cause)]
    {
        out.map { o in
            switch o {
            case .event(let e): return (.control(view: view, event: e, value: nil), .control(step))
            case .valueChanged(let v): return (.control(view: view, event: .valueChanged, value: v), .control(step))
            case .highlight(let h): return (.highlight(view: view, highlighted: h), .control(step))
            }
        }
    }

    /// §7.2: inside is the bounds grown by 70 pt on every side, or `pointInside`.
    private static func isInside(
        _ view: ViewIndex, _ windowPoint: Point, _ tree: ViewTree, _ boundsOrigin: some BoundsOrigins
    ) -> Bool {
        let p = tree.convert(windowPoint: windowPoint, to: view, boundsOrigin)
        return tree.bounds(view, boundsOrigin).outset(by: Constants.controlTrackingMargin).contains(p)
            || tree.pointInside(view, p, boundsOrigin)
    }

    /// The summary's entries, in tree order, with each control's final value (§7.6).
    var summary: [Summary.ControlEntry] {
        states.elements.map { .init(view: tree[$0.view].id, events: $0.events, value: $0.value?.current) }
    }
}
