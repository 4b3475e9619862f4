/// One line of output (docs/format.md §3): something the engine saw UIKit do, at a time.
public struct Record: Sendable, Equatable {
    /// When it happened.
    public var time: SimTime
    /// What happened.
    public var event: RecordEvent
    /// Why it happened; required, so that no kind of line goes unexplained (`replay --explain`).
    public var cause: Cause

    /// Creates a record.
    public init(time: SimTime, event: RecordEvent, cause: Cause) {
        self.time = time
        self.event = event
        self.cause = cause
    }
}

/// What happened, one case per output `type`. Views and recognizers are indices: a writer
/// resolves their names through the replay's `NameTable`.
public enum RecordEvent: Sendable, Equatable {
    /// An event of the trace; `hitView` is only meaningful on `down`.
    case input(touch: Int, phase: TouchPhase, location: Point, hitView: ViewIndex?)
    /// A `touches…` call on the touches' hit view. `consumer` is the responder that handled it:
    /// the view itself, the superview that did, or nil when none did (docs/model.md §2.2);
    /// `NameTable.forEachForwarding(from:to:_:)` names the responders it passed through.
    case touches(view: ViewIndex, method: TouchMethod, touches: Fingers, consumer: ViewIndex?)
    /// A recognizer left or changed state; `NameTable.view(of:)` is its view.
    case gesture(RecognizerIndex, state: GestureStateName)
    /// UIKit called an overridable method of `view` about `subject`; `rule` is the 0-based
    /// index of the scenario's rule that matched, nil when none did (docs/format.md §2.5).
    case ask(view: ViewIndex, method: AskMethod, subject: AskSubject, result: Bool, rule: Int?)
    /// A control sent an event; `valueChanged` carries the new value (docs/model.md §7.6).
    case control(view: ViewIndex, event: ControlEvent, value: ControlValue?)
    /// A control's highlight changed.
    case highlight(view: ViewIndex, highlighted: Bool)
    /// A table or collection view highlighted, unhighlighted, selected or deselected one of its
    /// cells (docs/model.md §10).
    case selection(view: ViewIndex, cell: ViewIndex, event: SelectionEvent)
    /// A scroll view's content offset changed.
    case scroll(view: ViewIndex, offset: Point, reason: ScrollReason)
    /// A scroll view's zoom scale changed, and its offset with it (docs/model.md §16); printed
    /// as a `scroll` line with a `zoom` field (docs/format.md §3.3).
    case zoom(view: ViewIndex, offset: Point, scale: Double, reason: ScrollReason)
    /// A scroll view's refresh control began refreshing and sent its action (docs/model.md §13).
    case refresh(view: ViewIndex, event: RefreshEvent)
    /// A presented sheet followed its dismissal pan, was dismissed or put back (docs/model.md §12).
    case presentation(view: ViewIndex, event: PresentationEvent)
    /// A text field or text view became or resigned first responder (docs/model.md §19).
    case firstResponder(view: ViewIndex, event: FirstResponderEvent)
    /// A view's context menu showed, was cancelled or dismissed (docs/model.md §15).
    case contextMenu(view: ViewIndex, event: ContextMenuEvent)
    /// A table's row opened its swipe actions, closed them, or performed its first action by a
    /// full swipe (docs/model.md §14).
    case swipeActions(table: ViewIndex, row: ViewIndex, event: SwipeActionsEvent)
    /// Always the last line. Built once, it carries its names; its cause is `.replayEnded`.
    /// Boxed: inline, its lists made every record of a replay 96 bytes, the size of this one.
    indirect case summary(Summary)
}

/// What an `ask` line is about: a content view (`touchesShouldBegin`,
/// `touchesShouldCancelInContentView`) or a recognizer (`gestureRecognizerShouldBegin`).
public enum AskSubject: Sendable, Equatable {
    case view(ViewIndex)
    case recognizer(RecognizerIndex)
}

/// The `touches…` methods of UIResponder.
public enum TouchMethod: String, Sendable, CaseIterable {
    case began, moved, ended, cancelled
}

extension TouchMethod {
    /// The UIResponder method's name: `touchesBegan`, `touchesCancelled`.
    public var methodName: String {
        switch self {
        case .began: return "touchesBegan"
        case .moved: return "touchesMoved"
        case .ended: return "touchesEnded"
        case .cancelled: return "touchesCancelled"
        }
    }
}

/// The states a recognizer reports (docs/format.md §3).
public enum GestureStateName: String, Sendable {
    case began, changed, ended, cancelled, failed, recognized
}

/// The overridable methods reported by `ask` lines.
public enum AskMethod: String, Sendable {
    case touchesShouldBegin
    case touchesShouldCancelInContentView
    case gestureRecognizerShouldBegin
    /// A table's delegate about a cell (docs/model.md §10.6); a collection view's
    /// `shouldHighlightItemAt`.
    case shouldHighlightRowAt
    /// `willSelectRowAt` (`shouldSelectItemAt`): true when it returns an index path, the cell's
    /// or another's (the `select` line names it), false for nil.
    case willSelectRowAt
    /// `willDeselectRowAt` (`shouldDeselectItemAt`): false keeps the cell selected.
    case willDeselectRowAt
}

/// `UIControl.Event` names.
public enum ControlEvent: String, Sendable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter
    case touchDragExit, touchUpInside, touchUpOutside, touchCancel, valueChanged
}

/// The value a control with a value has (docs/model.md §7.6), each under its UIKit name.
public enum ControlValue: Sendable, Equatable {
    /// A slider's or stepper's `value`.
    case value(Double)
    /// A switch's `isOn`.
    case on(Bool)
    /// A segmented control's `selectedSegmentIndex`, -1 for none.
    case selectedSegmentIndex(Int)
    /// A page control's `currentPage`.
    case currentPage(Int)
}

/// What a table or collection view did to a cell (docs/model.md §10): UITableViewDelegate's
/// `didHighlightRowAt`, `didUnhighlightRowAt`, `didSelectRowAt`, `didDeselectRowAt`, and
/// UICollectionViewDelegate's counterparts.
public enum SelectionEvent: String, Sendable {
    case highlight, unhighlight, select, deselect
    /// The app's `didSelectRowAt` deselected the cell with `deselectRow(at:animated:)`, which
    /// calls no delegate method (docs/model.md §10.7).
    case appDeselect
}

/// What a sheet did (docs/model.md §12), under the names UIKit's delegate methods use.
public enum PresentationEvent: Sendable, Equatable {
    /// Its dismissal pan moved it; `shown` is how far below its resting place it shows, points.
    case dismissDrag(DismissDragPhase, shown: Double)
    /// It was dismissed (`presentationControllerWillDismiss`).
    case dismissed
    /// It springs back to where it rests.
    case restored
    /// `isModalInPresentation` refused a release that would have dismissed it
    /// (`presentationControllerDidAttemptToDismiss`, §12.4).
    case didAttemptToDismiss

    /// The event's word in the output (docs/format.md §3.3).
    public var word: String {
        switch self {
        case .dismissDrag: return "dismissDrag"
        case .dismissed: return "dismissed"
        case .restored: return "restored"
        case .didAttemptToDismiss: return "didAttemptToDismiss"
        }
    }
}

/// What a `firstResponder` line says of its view (docs/model.md §19).
public enum FirstResponderEvent: String, Sendable {
    /// `becomeFirstResponder()`: editing began, the keyboard shows.
    case became
    /// `resignFirstResponder()`: editing ended.
    case resigned
}

/// What a scroll view's `UIRefreshControl` did (docs/model.md §13.2).
public enum RefreshEvent: String, Sendable {
    /// It began refreshing (`isRefreshing` turned on).
    case beginRefreshing
    /// It sent `UIControl.Event.valueChanged`, which the app's refresh action hears.
    case valueChanged
    /// The app called `endRefreshing()` (a `set` event, docs/model.md §13.4).
    case endRefreshing
}

/// What a row's swipe actions did (docs/model.md §14).
public enum SwipeActionsEvent: Sendable, Equatable {
    /// The row rests open, the actions on this side showing (§14.2).
    case opened(SwipeSide)
    /// The row springs shut (§14.2, §14.4).
    case closed
    /// A full swipe performed the first action on this side (§14.3).
    case fullSwipe(SwipeSide)

    /// The event's word in the output (docs/format.md §3.3).
    public var word: String {
        switch self {
        case .opened: return "opened"
        case .closed: return "closed"
        case .fullSwipe: return "fullSwipe"
        }
    }

    /// The side it names, if any.
    public var side: SwipeSide? {
        switch self {
        case .opened(let side), .fullSwipe(let side): return side
        case .closed: return nil
        }
    }
}

/// Where a sheet's dismissal drag is.
public enum DismissDragPhase: String, Sendable {
    case began, changed, ended
}

/// Why a content offset changed.
public enum ScrollReason: String, Sendable {
    case drag, decelerate, bounce, page, stop
    /// A `set` event's `contentOffset` (docs/model.md §11.3).
    case set
    /// An `animate` event's `contentOffset`, whose model value changes at once (docs/model.md §17.3).
    case animation
}

/// What a view's context menu did (docs/model.md §15).
public enum ContextMenuEvent: String, Sendable, Equatable {
    /// The press lasted long enough: the menu shows, and the views' touches are cancelled (§15.2).
    case shown
    /// The press that showed it was cancelled (a system cancel, §2.5): the menu closes (§15.3).
    case cancelled
    /// A later touch went down while it showed: it closes, and the touch reaches no view (§15.3).
    case dismissed
}

/// The last line: per finger, scroll view, recognizer, control and table, in tree order.
public struct Summary: Sendable, Equatable {
    /// One finger's life.
    public struct TouchEntry: Sendable, Equatable {
        /// The finger.
        public var touch: Int
        /// When the finger went down.
        public var downAt: SimTime
        /// Its hit view; nil when nothing was hit.
        public var view: String?
        /// The last `touches…` method the hit view got.
        public var last: TouchMethod?

        /// Creates an entry.
        public init(touch: Int, downAt: SimTime, view: String?, last: TouchMethod?) {
            self.touch = touch
            self.downAt = downAt
            self.view = view
            self.last = last
        }
    }

    /// Where a scroll view started and ended.
    public struct ScrollEntry: Sendable, Equatable {
        /// The scroll view's id.
        public var view: String
        /// The initial offset.
        public var from: Point
        /// The offset when the simulation ended.
        public var to: Point
        /// The zoom scale when the simulation ended, for a scroll view that zooms (docs/model.md §16).
        public var zoom: Double?

        /// Creates an entry.
        public init(view: String, from: Point, to: Point, zoom: Double? = nil) {
            self.view = view
            self.from = from
            self.to = to
            self.zoom = zoom
        }
    }

    /// Every state a recognizer reported, in order.
    public struct GestureEntry: Sendable, Equatable {
        /// The recognizer's id.
        public var gesture: String
        /// The recognizer's view.
        public var view: String
        /// Every state it reported, in order.
        public var states: RunList<GestureStateName>

        /// Creates an entry.
        public init(gesture: String, view: String, states: RunList<GestureStateName>) {
            self.gesture = gesture
            self.view = view
            self.states = states
        }
    }

    /// Every event a control sent, in order, and its final value.
    public struct ControlEntry: Sendable, Equatable {
        /// The control's id.
        public var view: String
        /// Every event it sent, in order.
        public var events: RunList<ControlEvent>
        /// The value when the simulation ended, for the controls with values (docs/model.md §7.6).
        public var value: ControlValue?

        /// Creates an entry.
        public init(view: String, events: RunList<ControlEvent>, value: ControlValue? = nil) {
            self.view = view
            self.events = events
            self.value = value
        }
    }

    /// How a presented sheet ended (docs/model.md §12).
    public struct PresentationEntry: Sendable, Equatable {
        /// The presented view's id.
        public var view: String
        /// Its `modalPresentationStyle`.
        public var style: PresentationStyle
        /// Whether the user dismissed it.
        public var dismissed: Bool

        /// Creates an entry.
        public init(view: String, style: PresentationStyle, dismissed: Bool) {
            self.view = view
            self.style = style
            self.dismissed = dismissed
        }
    }

    /// What a view's context menu did (docs/model.md §15).
    public struct ContextMenuEntry: Sendable, Equatable {
        /// The id of the view with the interaction.
        public var view: String
        /// Every event of its menu, in order.
        public var events: RunList<ContextMenuEvent>

        /// Creates an entry.
        public init(view: String, events: RunList<ContextMenuEvent>) {
            self.view = view
            self.events = events
        }
    }

    /// What a table's rows did with their swipe actions (docs/model.md §14).
    public struct SwipeActionsEntry: Sendable, Equatable {
        /// The table's id.
        public var table: String
        /// The rows it opened, in order.
        public var opened: [String]
        /// The rows whose first action a full swipe performed, in order.
        public var fullSwipes: [String]
        /// The row open at the end, if any.
        public var open: String?

        /// Creates an entry.
        public init(table: String, opened: [String], fullSwipes: [String], open: String?) {
            self.table = table
            self.opened = opened
            self.fullSwipes = fullSwipes
            self.open = open
        }
    }

    /// Who is first responder as the run ends (docs/model.md §19), in a scenario with a text
    /// field or text view.
    public struct FirstResponderEntry: Sendable, Equatable {
        /// The first responder's id; nil when no view is.
        public var view: String?

        /// Creates an entry.
        public init(view: String?) { self.view = view }
    }

    /// The cells a table or collection view selected (docs/model.md §10).
    public struct SelectionEntry: Sendable, Equatable {
        /// The table's or collection view's id.
        public var view: String
        /// Every cell the user selected, in order (`didSelectRowAt`, repeats included).
        public var selects: RunList<String>
        /// The cells selected when the simulation ended, in the order selected.
        public var selected: [String]

        /// Creates an entry.
        public init(view: String, selects: RunList<String>, selected: [String]) {
            self.view = view
            self.selects = selects
            self.selected = selected
        }
    }

    /// One per finger, in order of `down`.
    public var touches: TouchLog
    /// Every scroll view, private ones included, in tree order.
    public var scrollViews: [ScrollEntry]
    /// Every recognizer, in tree order.
    public var gestures: [GestureEntry]
    /// Every control, in tree order.
    public var controls: [ControlEntry]
    /// Every table and collection view, in tree order.
    public var selections: [SelectionEntry]
    /// The first responder at the end; nil when the tree has no text field or text view.
    public var firstResponder: FirstResponderEntry?
    /// Every presented view, in tree order.
    public var presentations: [PresentationEntry]
    /// Every view whose context menu showed, in tree order (docs/format.md §3.4).
    public var contextMenus: [ContextMenuEntry]
    /// Every table whose rows have swipe actions, in tree order.
    public var swipeActions: [SwipeActionsEntry]

    /// Creates a summary.
    public init(
        touches: TouchLog, scrollViews: [ScrollEntry], gestures: [GestureEntry], controls: [ControlEntry],
        selections: [SelectionEntry] = [], firstResponder: FirstResponderEntry? = nil,
        presentations: [PresentationEntry] = [], contextMenus: [ContextMenuEntry] = [],
        swipeActions: [SwipeActionsEntry] = []
    ) {
        self.touches = touches
        self.scrollViews = scrollViews
        self.gestures = gestures
        self.controls = controls
        self.selections = selections
        self.firstResponder = firstResponder
        self.presentations = presentations
        self.contextMenus = contextMenus
        self.swipeActions = swipeActions
    }
}
