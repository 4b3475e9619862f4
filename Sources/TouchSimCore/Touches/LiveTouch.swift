/// How far a touch's hit view has heard of it (docs/model.md §2, §3.6–§3.8, §5.2).
enum ContentDelivery: Equatable {
    /// `touchesBegan` is held by a delaying recognizer; `moved` earns a catch-up
    /// `touchesMoved` on release, `lifted` an immediate `touchesEnded`.
    case awaitingBegan(moved: Bool, lifted: Bool)
    /// `touchesBegan` was delivered; the view is tracking the touch.
    case tracking
    /// The finger lifted but `touchesEnded` is held by a recognizer (§3.8); still tracking.
    case endHeld
    /// `touchesEnded` or `touchesCancelled` was delivered.
    case finished
    /// The view never hears of this touch.
    case withheld
    /// The view never hears of this touch because a scroll view on its path said NO to
    /// `touchesShouldBegin` (§5.2, §5.3); the other scroll views on the path still ask about it
    /// when their own delays end.
    case refused

    /// Whether the view has received `touchesBegan` and not yet its end (§2.4's "tracking").
    var isTracking: Bool { self == .tracking || self == .endHeld }

    /// Whether the view's part is over: it heard the end, or never will.
    var isSettled: Bool { self == .finished || self == .withheld || self == .refused }
}

/// A finger from its `down` until it is forgotten.
struct LiveTouch {
    let finger: Int
    let downAt: SimTime
    let downLocation: Point
    var location: Point
    let hitView: ViewIndex?
    var delivery: ContentDelivery
    /// False for a finger withheld at `down`, which does not start a sequence for §2.3.
    let countsForMultipleTouch: Bool
    var isDown = true
    /// When the finger lifted (`up`), whatever the view heard and when.
    var liftedAt: SimTime?
    /// The recognizer that last held its `touchesBegan` (§3.7) or `touchesEnded` (§3.8).
    var heldBy: RecognizerIndex?
}
