/// One scroll view's changing state: its offset and what is moving it.
struct ScrollViewState {
    /// What moves the offset.
    enum Motion: Equatable {
        case idle
        /// The pan is active. `rawStart` is the finger-space offset at the drag's start,
        /// `pageStart` the shown offset then, `lockedAxis` set by directional lock (§6.4).
        case dragging(rawStart: Point, pageStart: Point, lockedAxis: Axis?)
        /// An animation runs; its end is a timer on the clock. Held in place rather than boxed
        /// (`indirect`; docs/performance.md).
        case animating(ScrollAnimation)
        /// A touch stopped an animation (§5.6); if it lifts without dragging it is released
        /// like a drag with zero velocity.
        case caught
    }

    let view: ViewIndex
    var geometry: ScrollGeometry
    let initialOffset: Point
    /// Its pan and delayed-touches-began recognizers (§5.1).
    let pan: RecognizerIndex
    let contentDelay: RecognizerIndex
    /// The offset last set; while animating, `IndexedList.offset(of:at:)` is the truth.
    var offset: Point
    var motion = Motion.idle
    /// Its refresh control, if it has one (§13): `idle`, or refreshing since a pull, with the
    /// top inset it adds not applied yet (`pending`) or applied.
    var refresh = RefreshState.idle
    /// While its pinch zooms (§16.2): the scale, and the content point under the fingers'
    /// midpoint with that midpoint's distance, when the pinch began.
    var pinch: PinchAnchor?
    /// §16.4: a zooming scroll view inside a pager stops at its content's edges, where the
    /// pager takes the rest of the drag, rather than rubber-banding.
    var handsOverAtEdges = false
    /// §16.4: how much of its drag's translation such a scroll view took, which its pager does
    /// not; zero from the start of each drag.
    var absorbed = Point.zero

    init(view: ViewIndex, spec: ScrollSpec, boundsSize: Size, pan: RecognizerIndex, contentDelay: RecognizerIndex) {
        self.view = view
        geometry = ScrollGeometry(spec: spec, boundsSize: boundsSize)
        initialOffset = spec.contentOffset
        offset = spec.contentOffset
        self.pan = pan
        self.contentDelay = contentDelay
    }

    /// Whether the current drag moves `axis`; a predicate, not a list, since it is asked at
    /// every move.
    func drags(_ axis: Axis) -> Bool {
        if case .dragging(_, _, let locked?) = motion, locked != axis { return false }
        return geometry.scrolls(axis)
    }

    /// §6.4: a drag starts from the shown offset, in the finger's (raw) space so that one that
    /// grabs the view mid-bounce continues from where it is; with directional lock, one axis's
    /// motion at least twice the other's (`raw`, the translation so far) locks the drag to it.
    mutating func startDrag(rawTranslation raw: Point) {
        var rawStart = offset
        for axis in Axis.allCases { rawStart[axis] = geometry.raw(displayed: offset[axis], axis) }
        var locked: Axis?
        // Both axes asked rather than `scrollableAxes` counted: no list made at every drag.
        if geometry.spec.directionalLockEnabled, geometry.scrolls(.horizontal), geometry.scrolls(.vertical) {
            if abs(raw.x) >= Constants.directionalLockRatio * abs(raw.y) {
                locked = .horizontal
            } else if abs(raw.y) >= Constants.directionalLockRatio * abs(raw.x) {
                locked = .vertical
            }
        }
        motion = .dragging(rawStart: rawStart, pageStart: offset, lockedAxis: locked)
        absorbed = .zero
    }

    /// §16.4: a drag that outlives a pinch goes on from where the zoom left the content, the
    /// pan's translation so far being `translation`.
    mutating func continueDrag(translation: Point) {
        guard case .dragging(_, let pageStart, let locked) = motion else { return }
        var rawStart = offset
        for axis in Axis.allCases { rawStart[axis] = geometry.raw(displayed: offset[axis], axis) + translation[axis] }
        motion = .dragging(rawStart: rawStart, pageStart: pageStart, lockedAxis: locked)
    }

    /// §6.2, §6.3: the finger lets go with the content moving at `contentVelocity` (points per
    /// second), along the axes the drag moved: the animation that follows starts, and the
    /// answer is when it ends; nil when the view simply stays.
    mutating func release(contentVelocity: Point, at now: SimTime) -> SimTime? {
        if refresh == .pending {
            // §13.3: the refreshing control keeps its height above the content from the release.
            geometry.spec.contentInset.top += Constants.refreshControlHeight
            refresh = .refreshing
        }
        var velocity = Point.zero
        for axis in Axis.allCases where drags(axis) { velocity[axis] = contentVelocity[axis] }
        // §16.4: at the edge it handed over, the pager takes the fling.
        for axis in Axis.allCases where handsOverAtEdges {
            if velocity[axis] > 0 && offset[axis] >= geometry.maxOffset(axis) { velocity[axis] = 0 }
            if velocity[axis] < 0 && offset[axis] <= geometry.minOffset(axis) { velocity[axis] = 0 }
        }
        var pageStart = offset
        if case .dragging(_, let start, _) = motion { pageStart = start }
        motion = .idle
        guard let animation = geometry.release(offset: offset, velocity: velocity, pageStart: pageStart, at: now)
        else { return nil }
        motion = .animating(animation)
        return animation.endsAt
    }

    /// §6.1: while dragging, offset = start − translation along the axes it can scroll,
    /// rubber-banded past an edge. The new offset, or nil when it did not change.
    /// Each axis written out rather than a loop over `Axis.allCases`: the loop read the list of
    /// axes, at every move of a drag.
    mutating func followFinger(translation: Point) -> Point? {
        guard case .dragging(let rawStart, _, _) = motion else { return nil }
        var moved = offset
        let (ranges, bounces, size) = (geometry.ranges, geometry.spec.bounces, geometry.boundsSize)
        if drags(.horizontal) {
            moved.x = ranges.horizontal.displayed(raw: rawStart.x - translation.x, bounces: bounces, over: size.width)
        }
        if drags(.vertical) {
            moved.y = ranges.vertical.displayed(raw: rawStart.y - translation.y, bounces: bounces, over: size.height)
        }
        if handsOverAtEdges {
            moved = geometry.clamped(moved)
            absorbed = rawStart - moved
        }
        guard moved != offset else { return nil }
        offset = moved
        return moved
    }
}

extension IndexedList<ScrollIndex, ScrollViewState> {
    /// Scroll view `s`'s offset at `time`, following a running animation. Read a field at a
    /// time where the state lies: a method of the state, called on an element of the list (as
    /// hit-testing's bounds origins are, at every down), copied the whole state first.
    func offset(of s: ScrollIndex, at time: SimTime) -> Point {
        guard case .animating(let animation) = elements[s.position].motion else { return elements[s.position].offset }
        return animation.offset(at: time, within: elements[s.position].geometry.ranges)
    }
}
