/// A scroll view's changing state: its offset and what is moving it.
struct ScrollViewState {
    /// What moves the offset.
    enum Motion {
        case idle
        /// The pan is active. `rawStart` is the finger-space offset at the drag's start,
        /// `pageStart` the shown offset then, `lockedAxis` set by directional lock (§6.4).
        case dragging(rawStart: Point, pageStart: Point, lockedAxis: Axis?)
        /// An animation runs; `timer` is its end on the clock.
        case animating(ScrollAnimation, timer: Int)
        /// A touch stopped an animation (§5.6); if it lifts without dragging it is released
        /// like a drag with zero velocity.
        case caught
    }

    let node: Int
    let id: String
    let geometry: ScrollGeometry
    let initialOffset: Point
    /// The offset last set; while animating, `offset(at:)` is the truth.
    var offset: Point
    var motion = Motion.idle
    /// The pan and delayed-touches-began recognizer slots.
    var panSlot = 0
    var delaySlot = 0

    init(node: Int, id: String, spec: ScrollSpec, boundsSize: Size) {
        self.node = node
        self.id = id
        geometry = ScrollGeometry(spec: spec, boundsSize: boundsSize)
        initialOffset = spec.contentOffset
        offset = spec.contentOffset
    }

    /// The offset at `time`, following a running animation.
    func offset(at time: SimTime) -> Point {
        if case .animating(let animation, _) = motion {
            return animation.offset(at: time, clamp: geometry.clamped)
        }
        return offset
    }

    /// §5.1: the delay recognizer is active only while `delaysContentTouches` and
    /// `scrollEnabled` are both YES.
    var delaysContentTouches: Bool { geometry.spec.delaysContentTouches && geometry.spec.scrollEnabled }
}
