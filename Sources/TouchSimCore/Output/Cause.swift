/// Why a line happened: the rule of docs/model.md that produced it and the views and
/// recognizers involved, as small values. The engine builds one with every record and no words:
/// the format layer turns a cause into its § and its clause (`replay --explain`, `why`).
public enum Cause: Sendable, Equatable {
    // MARK: input

    /// A move, lift or cancel of the trace: it goes to the touch's hit view of `down` (§1.4).
    case traceEvent
    /// A `down`, hit-tested front to back (§1.1); `skipped` are the views that contain the point
    /// but were passed over, in the order the search met them (§1.1, §1.2, §1.6), or none when
    /// the `Simulation` was told not to note them.
    case hitTest(skipped: [HitTestSkip])

    // MARK: touches

    /// No recognizer held the touch: the hit view heard of it as it happened (§2.1).
    case delivered
    /// `touchesBegan` was held by `heldBy` (it delays touches began) since `since`; the call,
    /// its catch-up move and an end already due come when it stopped holding (§3.7, §5.2).
    /// `atLift` when it stopped in a UIEvent in which a finger lifted: a content delay then
    /// decided at the lift rather than when its time was up (§5.2). `since` first: after the
    /// index, its alignment made the case 17 bytes and every `Record` 72 bytes instead of 64.
    case released(since: SimTime, heldBy: RecognizerIndex, atLift: Bool)
    /// A lifted touch's `touchesEnded` was held by `heldBy` until it stopped being possible (§3.8).
    case endReleased(heldBy: RecognizerIndex)
    /// `recognizer` began or recognized and cancels touches in view (§3.6; a scroll view's pan,
    /// §5.4).
    case takenBy(RecognizerIndex)
    /// The system cancelled the touch (§2.5).
    case systemCancel
    /// One call for several touches whose causes differ: each touch's, in the call's order.
    case perTouch([Cause])

    // MARK: gesture

    /// The arena moved a recognizer (§3, §4).
    case arena(ArenaCause)

    // MARK: ask

    /// `recognizer` is about to leave `possible`; its view's delegate answers (§3.3).
    case aboutToBegin(RecognizerIndex)
    /// A control under the recognizer's touch refuses it (§3.9, §3.10).
    case controlRefuses(RecognizerIndex, ArenaCause.Refusal)
    /// A scroll view's pan is about to begin; `contentTracks` when content views track its
    /// touches, which it may only take back as §5.4 allows.
    case scrollPanWantsToBegin(contentTracks: Bool)
    /// The content delay is over, by its timer or, `atLift`, because a held finger lifted
    /// first; the scroll view asks about each held view (§5.2).
    case contentDelayEnded(atLift: Bool)
    /// A scroll view without the content delay asks at `down` (§5.3).
    case contentAtDown
    /// The scroll view's pan wants to take the touch back from a content view (§5.4).
    case panTakesContent

    /// A sheet's dismissal pan is about to begin; the sheet answers (§12.1, §12.2).
    case sheetDecides(SheetVerdict)
    /// A table's swipe-actions pan is about to begin; the table answers (§14.1).
    case swipeActionsDecide(SwipeVerdict)
    /// A table's dismissal recognizer is about to recognize: a row is open (§14.4).
    case swipeRowOpen

    // MARK: control, highlight

    /// A control tracking its touch (§7.2, §7.6).
    case control(ControlStep)

    // MARK: scroll

    /// The scroll view follows its pan's finger (§6.1).
    case followsFinger
    /// The animation that started when its pan ended at `startedAt` came to rest (§6.2, §6.3, §6.5).
    case animationEnded(startedAt: SimTime)
    /// The bounce that started when its pan ended at `startedAt` came to rest below the
    /// refreshing control, whose height the top inset holds (§13.3).
    case refreshControlHolds(startedAt: SimTime)
    /// A finger went down on the scroll view while it animated (§5.6).
    case animationCaught
    /// The replay ended with the animation still running (§6.5).
    case replayEnded
    /// A `set` event of the trace changed the scroll view's offset (§11.3).
    case setOffset
    /// An `animate` event of the trace animated the scroll view's offset (§17.3).
    case animatedOffset

    /// The scroll view's pinch scaled the content about the fingers' midpoint (§16.2).
    case zoomFollowsPinch
    /// The pinch ended past a scale limit or an edge: the content bounces back (§16.3).
    case zoomReleased

    /// The drag pulled the content past the refresh control's trigger distance (§13.2).
    case refreshPulled
    /// A `set` event called the refresh control's `beginRefreshing()` or `endRefreshing()`, or
    /// took the control away (§13.4).
    case setRefreshing
    /// A `set` event called `setZoomScale(_:animated: false)` (§16.6).
    case setZoom

    // MARK: text input

    /// The text tap of the view recognized (§19.1), or of `other` that became first responder
    /// in its place (§19.2).
    case textTapped(RecognizerIndex)
    /// A drag of the scroll view began (`onDrag`) or ended in the keyboard (`interactive`) (§19.3).
    case keyboardDismissed(scrollView: ViewIndex, mode: KeyboardDismissMode)

    // MARK: presentation

    /// The sheet follows its dismissal pan's finger (§12.1, §12.4).
    case sheetFollowsPan
    /// The dismissal pan ended; `wouldDismiss` when the release projects past half the sheet
    /// (§12.3), which `modal`, `modalInPresentation`, refuses (§12.4).
    case sheetReleased(wouldDismiss: Bool, modal: Bool)
    /// The dismissal pan was cancelled while it dragged the sheet (§2.5, §11.1).
    case sheetDragCancelled

    // MARK: context menu

    /// The menu's press lasted its duration without straying: the menu shows (§15.1, §15.2).
    case contextMenuPressed
    /// The press that showed the menu was cancelled (§15.3).
    case contextMenuPressCancelled
    /// A touch went down while the menu showed (§15.3); on the `down` line, the menu of this
    /// view took the touch instead of the hit-test.
    case contextMenuCovers(ViewIndex)
    // MARK: swipe actions

    /// The swipe-actions pan ended; how its release decided (§14.2, §14.3).
    case swipeReleased(SwipeRelease)
    /// The swipe-actions pan was cancelled or failed while it dragged the row (§2.5, §11.1).
    case swipeCancelled
    /// The dismissal recognizer recognized a touch in the table while a row was open (§14.4).
    case swipeDismissed

    // MARK: selection

    /// A cell's `touches…` call of this method reached its table or collection view (§10.1, §10.2).
    case tableTracking(TouchMethod)
    /// The table or collection view began scrolling (§10.2).
    case tableScrollBegan
}

/// What a sheet answers when its dismissal pan is about to begin (docs/model.md §12.1, §12.2).
public enum SheetVerdict: Sendable, Equatable {
    /// The drag points down and the content under it rests at its top: YES.
    case downward
    /// The drag does not point down: NO.
    case notDownward
    /// This scroll view under the finger is scrolled away from its top or moving: NO, it keeps
    /// the drag.
    case contentScrolled(ViewIndex)

    /// The answer.
    public var allows: Bool { self == .downward }
}

/// What a table answers when its swipe-actions pan is about to begin (docs/model.md §14.1).
public enum SwipeVerdict: Sendable, Equatable {
    /// The finger is on `row`, which has actions on the side it moves to: YES.
    case reveals(row: ViewIndex, SwipeSide)
    /// The finger is on no row with actions on `side`, the side it moves to: NO.
    case noActions(SwipeSide)

    /// The answer.
    public var allows: Bool { if case .reveals = self { true } else { false } }
}

/// How the release of a swipe decided (docs/model.md §14.2, §14.3).
public enum SwipeRelease: Sendable, Equatable {
    /// Dragged across the full-swipe fraction of the row with `performsFirstActionWithFullSwipe`.
    case fullSwipe
    /// Released slowly past half the width of the actions: the row opens.
    case pastHalf
    /// Released slowly short of half the width of the actions: the row springs shut.
    case shortOfHalf
    /// Released quickly towards the actions: the row opens.
    case flickedOpen
    /// Released quickly away from the actions: the row springs shut.
    case flickedShut
}

/// A view the hit-test passed over although it contains the point (docs/model.md §1).
public struct HitTestSkip: Sendable, Equatable {
    /// Why the search passed over a view.
    public enum Reason: Sendable, Equatable {
        /// `isHidden` (§1.1).
        case hidden
        /// `alpha` below 0.01 (§1.1).
        case transparent
        /// `isUserInteractionEnabled` false (§1.1).
        case interactionDisabled
        /// Animating without `allowUserInteraction` (§17).
        case animating
        /// Outside its superview's bounds, where the search never looks (§1.2).
        case outsideSuperview
        /// Outside its own `pointInside` area: `hitTestInsets` (§1.2).
        case outsideInsets
        /// Its `hitTest` override returns nil: it passes touches through (§1.6).
        case passThrough
        /// Its `hitTest` override returns another view (§1.6).
        case redirect
    }

    /// The view passed over.
    public let view: ViewIndex
    /// Why.
    public let reason: Reason

    /// A skipped view.
    public init(view: ViewIndex, reason: Reason) {
        self.view = view
        self.reason = reason
    }
}

/// The step of a control's tracking that produced a line (docs/model.md §7).
public enum ControlStep: Sendable, Equatable {
    /// `touchesBegan` reached the control: `beginTracking` (§7.1, §7.2).
    case began
    /// `touchesMoved`: `continueTracking`, `inside` its tracking area or not (§7.2).
    case moved(inside: Bool)
    /// `touchesEnded`: `endTracking`, `inside` its tracking area or not (§7.2).
    case ended(inside: Bool)
    /// `touchesCancelled`: `cancelTracking` (§7.2).
    case cancelled
    /// iOS 26's minimum highlight ran out (§7.5).
    case highlightHeld
    /// A held stepper repeats (§7.6).
    case repeated
    /// A `set` event disabled the control while it tracked (§11.5).
    case disabled
}
