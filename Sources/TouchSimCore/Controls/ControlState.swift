/// `UIControl` touch tracking (docs/model.md §7): highlight, the control events, and the value of
/// the controls that have one (§7.6). Points are in the control's own bounds.
struct ControlState {
    let view: ViewIndex
    /// §7.5: from iOS 26 a highlight lasts at least this long; nil before.
    let minimumHighlight: Duration?
    /// Whose touch the control has: only its first (§7.1).
    private(set) var tracking = Tracking.idle
    private(set) var inside = false
    private(set) var highlighted = false
    /// When the highlight last went on.
    private var highlightedSince = SimTime.zero
    /// §7.5: when a highlight held past the lift goes off.
    private var highlightOffAt: SimTime?
    /// Where and when the previous tracked touch lifted, for `touchDownRepeat`.
    private var lastLift: (time: SimTime, at: Point)?
    private(set) var events = RunList<ControlEvent>()
    private(set) var value: ValueControl?
    /// `isEnabled`: a disabled control does not track (§1.5).
    private(set) var enabled: Bool
    /// §11.5: the first touch the control may handle. The touches before it were down before a
    /// `set` last enabled it, so it never handles them: their calls go up the responder chain.
    private var firstOwnTouch = TouchIndex(raw: 0)

    /// The control's touch.
    enum Tracking: Equatable {
        case idle
        case tracking(touch: TouchIndex)
        /// `beginTracking` said NO (a slider touched off its thumb): no highlight, no events.
        case refused(touch: TouchIndex)
    }

    init(view: ViewIndex, minimumHighlight: Duration?, enabled: Bool, value: ControlValueSpec?) {
        self.view = view
        self.minimumHighlight = minimumHighlight
        self.enabled = enabled
        self.value = value.map(ValueControl.init)
    }

    /// A `set` event's `isEnabled` (§11.5): a control disabled while it tracks a touch stops
    /// tracking it as `cancel` does [MODEL]; enabled again, it handles only the touches from
    /// `nextTouch` on, the next to go down.
    mutating func setEnabled(_ enabled: Bool, nextTouch: TouchIndex, at now: SimTime) -> [Output] {
        defer { self.enabled = enabled }
        guard enabled else { return cancel(at: now) }
        if !self.enabled { firstOwnTouch = nextTouch }
        return []
    }

    /// Whether the control handles the calls of `touch` (§1.5, §11.5): it is enabled, and was
    /// already when the touch went down.
    func handles(_ touch: TouchIndex) -> Bool { enabled && touch >= firstOwnTouch }

    /// A `set` event's value (§11.4): the control shows it at once and sends no `valueChanged`
    /// for it; `fingerX` is where its tracked finger is now, in its bounds.
    mutating func set(_ newValue: ControlValue, fingerX: Double?) {
        value?.set(newValue, fingerX: fingerX)
    }

    /// The touch the control has, tracked or refused.
    var touch: TouchIndex? {
        switch tracking {
        case .idle: return nil
        case .tracking(let touch), .refused(let touch): return touch
        }
    }

    /// What one tracking step produces, in order.
    enum Output: Equatable {
        case event(ControlEvent)
        /// `valueChanged`, with the value it reports.
        case valueChanged(ControlValue)
        case highlight(Bool)
    }

    /// When the control wants `timerFired`: §7.5's held highlight or a stepper's repeat.
    /// The earlier of the two, without a list.
    var deadline: SimTime? {
        guard let repeatAt = value?.repeatAt else { return highlightOffAt }
        guard let highlightOffAt else { return repeatAt }
        return min(highlightOffAt, repeatAt)
    }

    /// `touchesBegan`: `beginTracking` (which may refuse the touch, or change a stepper's value),
    /// then the highlight, `touchDown`, and `touchDownRepeat` for a quick second touch near the
    /// last lift.
    /// `downAt` and `downLocation` are the finger's, which a content delay may have held back.
    mutating func begin(
        touch: TouchIndex, at now: SimTime, downAt: SimTime, downLocation: Point, point: Point, bounds: Rect
    )
        -> [Output]
    {
        var out: [Output] = []
        if value != nil {
            let (tracks, changed) = value!.begin(at: point, bounds: bounds, now: now)
            guard tracks else {
                tracking = .refused(touch: touch)
                return []
            }
            if let changed { out.append(.valueChanged(changed)) }
        }
        tracking = .tracking(touch: touch)
        inside = true
        // A new touch keeps a highlight that §7.5 holds.
        highlightOffAt = nil
        out += setHighlight(true, at: now) + [.event(.touchDown)]
        if let lift = lastLift, downAt - lift.time < Constants.controlRepeatInterval,
            downLocation.distance(to: lift.at) <= Constants.tapAllowableMovement
        {
            out.append(.event(.touchDownRepeat))
        }
        return record(out)
    }

    /// `touchesMoved`: the highlight follows inside, `continueTracking` (a slider's value), then
    /// enter/exit when inside changes, then drag inside/outside.
    mutating func move(inside now: Bool, at time: SimTime, point: Point, bounds: Rect) -> [Output] {
        guard case .tracking = tracking else { return [] }
        // §7.2: the highlight follows inside before the events of the same call.
        var out = setHighlight(now, at: time)
        if let changed = value?.move(to: point, bounds: bounds, inside: now) { out.append(.valueChanged(changed)) }
        out += crossing(now)
        out.append(.event(now ? .touchDragInside : .touchDragOutside))
        return record(out)
    }

    /// `touchesEnded`: the highlight goes, `endTracking`, enter/exit may fire, the up event, then
    /// a switch's or segmented control's `valueChanged`. §7.5: from iOS 26 a highlight that went
    /// on less than 120 ms ago stays until then, after the up event. `liftedAt` and `location`
    /// are the finger's lift, which a recognizer may have held back (§3.8).
    mutating func end(
        inside now: Bool, at time: SimTime, liftedAt: SimTime, location: Point, point: Point, bounds: Rect
    )
        -> [Output]
    {
        guard case .tracking = tracking else {
            tracking = .idle
            return []
        }
        var heldUntil: SimTime?
        if let minimum = minimumHighlight, now, highlighted, time - highlightedSince < minimum {
            heldUntil = highlightedSince + minimum
        }
        var out = heldUntil == nil ? setHighlight(false, at: time) : []
        if let changed = value?.endTracking(at: (point, bounds)) { out.append(.valueChanged(changed)) }
        out += crossing(now)
        out.append(.event(now ? .touchUpInside : .touchUpOutside))
        if now, let changed = value?.upInside(at: point, bounds: bounds) { out.append(.valueChanged(changed)) }
        highlightOffAt = heldUntil
        tracking = .idle
        lastLift = (liftedAt, location)
        return record(out)
    }

    /// `touchesCancelled`: the highlight goes, `cancelTracking`, then `touchCancel`.
    mutating func cancel(at time: SimTime) -> [Output] {
        guard case .tracking = tracking else {
            tracking = .idle
            return []
        }
        tracking = .idle
        var out = setHighlight(false, at: time)
        if let changed = value?.endTracking(at: nil) { out.append(.valueChanged(changed)) }
        out.append(.event(.touchCancel))
        return record(out)
    }

    /// The control's timer: §7.5's held highlight goes off, or a held stepper repeats.
    mutating func timerFired(at now: SimTime) -> [Output] {
        if let off = highlightOffAt, off <= now {
            highlightOffAt = nil
            return setHighlight(false, at: now)
        }
        guard let due = value?.repeatAt, due <= now, case .tracking = tracking else { return [] }
        guard let changed = value?.repeatFired(at: now) else { return [] }
        return record([.valueChanged(changed)])
    }

    private mutating func crossing(_ now: Bool) -> [Output] {
        defer { inside = now }
        guard now != inside else { return [] }
        return [.event(now ? .touchDragEnter : .touchDragExit)]
    }

    private mutating func setHighlight(_ on: Bool, at time: SimTime) -> [Output] {
        guard on != highlighted else { return [] }
        highlighted = on
        if on { highlightedSince = time }
        return [.highlight(on)]
    }

    private mutating func record(_ out: [Output]) -> [Output] {
        for o in out {
            switch o {
            case .event(let e): events.append(e)
            case .valueChanged: events.append(.valueChanged)
            case .highlight: break
            }
        }
        return out
    }
}
