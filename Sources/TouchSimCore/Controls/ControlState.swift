/// `UIControl` touch tracking (docs/model.md §7): highlight and the control events.
struct ControlState {
    let view: ViewIndex
    /// UISwitch toggles and sends `valueChanged` after `touchUpInside` (§7.3).
    let isSwitch: Bool
    /// The touch being tracked: only a control's first touch (§7.1).
    var trackedTouch: TouchIndex?
    var inside = false
    var highlighted = false
    /// Where and when the previous tracked touch lifted, for `touchDownRepeat`.
    var lastLift: (time: SimTime, at: Point)?
    var events = RunList<ControlEvent>()

    init(view: ViewIndex, isSwitch: Bool) {
        self.view = view
        self.isSwitch = isSwitch
    }

    /// What one tracking step produces, in order.
    enum Output: Equatable {
        case event(ControlEvent)
        case highlight(Bool)
    }

    /// `beginTracking`: highlight, `touchDown`, and `touchDownRepeat` for a quick second touch
    /// near the last lift.
    mutating func begin(touch: TouchIndex, downAt: SimTime, downLocation: Point) -> [Output] {
        trackedTouch = touch
        inside = true
        var out = setHighlight(true) + [.event(.touchDown)]
        if let lift = lastLift, downAt - lift.time < Constants.controlRepeatInterval,
            downLocation.distance(to: lift.at) <= Constants.tapAllowableMovement
        {
            out.append(.event(.touchDownRepeat))
        }
        return record(out)
    }

    /// `continueTracking`: the highlight follows inside, enter/exit when inside changes, then
    /// drag inside/outside.
    mutating func move(inside now: Bool) -> [Output] {
        // §7.2: the highlight follows inside before the events of the same call.
        var out = setHighlight(now) + crossing(now)
        out.append(.event(now ? .touchDragInside : .touchDragOutside))
        return record(out)
    }

    /// `endTracking`: the highlight goes, enter/exit may fire, then up inside/outside.
    mutating func end(inside now: Bool, at time: SimTime, location: Point) -> [Output] {
        // §7.2: the highlight goes off before enter/exit and the up event.
        var out = setHighlight(false) + crossing(now)
        out.append(.event(now ? .touchUpInside : .touchUpOutside))
        if now && isSwitch { out.append(.event(.valueChanged)) }
        trackedTouch = nil
        lastLift = (time, location)
        return record(out)
    }

    /// `cancelTracking`.
    mutating func cancel() -> [Output] {
        trackedTouch = nil
        return record(setHighlight(false) + [.event(.touchCancel)])
    }

    private mutating func crossing(_ now: Bool) -> [Output] {
        defer { inside = now }
        guard now != inside else { return [] }
        return [.event(now ? .touchDragEnter : .touchDragExit)]
    }

    private mutating func setHighlight(_ value: Bool) -> [Output] {
        guard value != highlighted else { return [] }
        highlighted = value
        return [.highlight(value)]
    }

    private mutating func record(_ out: [Output]) -> [Output] {
        for case .event(let e) in out { events.append(e) }
        return out
    }
}
