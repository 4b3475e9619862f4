/// UIStepper's value and autorepeat (docs/model.md §7.6). The left half decrements, the right
/// half increments; the value changes at `down`, then again while the finger is held.
struct StepperModel: Equatable {
    private(set) var spec: StepperSpec
    /// +1 or −1 while tracking, 0 otherwise.
    private var direction = 0.0
    /// The value when tracking began.
    private var startValue = 0.0
    /// When the next repeat is due; nil when none is.
    private(set) var repeatAt: SimTime?

    init(_ spec: StepperSpec) { self.spec = spec }

    var value: Double { spec.value }

    /// `beginTracking`: picks the half under the finger and steps once. True when it changed.
    mutating func begin(at p: Point, bounds: Rect, now: SimTime) -> Bool {
        direction = p.x < bounds.minX + bounds.size.width / 2 ? -1 : 1
        startValue = spec.value
        repeatAt = spec.autorepeat ? now + Constants.stepperAutorepeatDelay : nil
        return step()
    }

    /// A repeat while held inside. True when it changed.
    mutating func repeatFired(at now: SimTime) -> Bool {
        repeatAt = now + Constants.stepperAutorepeatInterval
        return step()
    }

    /// The finger left (§7.2's inside) or tracking ended: no more repeats.
    mutating func stopRepeating() { repeatAt = nil }

    /// A `set` event's value (§11.4): steps go on from it, and the end of tracking reports only
    /// what the finger changed since.
    mutating func set(_ value: Double) {
        spec.value = value
        startValue = value
    }

    /// The end of tracking: whether the value differs from where it started.
    mutating func end() -> Bool {
        repeatAt = nil
        direction = 0
        return spec.value != startValue
    }

    /// One step: clamped to the limits; with `wraps`, a step from a limit goes to the other one.
    /// At a limit without `wraps` nothing more can change, so the repeat stops [MODEL].
    private mutating func step() -> Bool {
        let (low, high) = (spec.minimumValue, spec.maximumValue)
        let limit = direction > 0 ? high : low
        let next: Double
        if spec.value == limit {
            guard spec.wraps else {
                repeatAt = nil
                return false
            }
            next = direction > 0 ? low : high
        } else {
            next = min(max(spec.value + direction * spec.stepValue, low), high)
        }
        spec.value = next
        return true
    }
}
