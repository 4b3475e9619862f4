/// A change to the screen at an instant of the trace: a `set` event (docs/format.md §1.7), with
/// the rules of docs/model.md §11 for what it does to work in progress. Each case names its
/// object by index and carries the new value, checked by the reader like a value in the file.
public enum SceneChange: Sendable, Equatable {
    /// A view's hit-testing properties (§11.2).
    case view(ViewIndex, ViewChange)
    /// A declared recognizer's (§11.1).
    case recognizer(RecognizerIndex, RecognizerChange)
    /// A scroll view's (§11.3).
    case scrollView(ScrollIndex, ScrollChange)
    /// A control's value (§11.4): a slider's or stepper's `value`, a switch's `isOn`, a
    /// segmented control's `selectedSegmentIndex`.
    case controlValue(ControlIndex, ControlValue)
    /// A control's `isEnabled` (§11.5).
    case controlEnabled(ControlIndex, Bool)
    /// A table's or collection view's `allowsSelection` (§11.6).
    case allowsSelection(SelectionIndex, Bool)
    /// An `animate` event: a UIView animation block (§17).
    case animation(ViewAnimation)
    /// A `remove` event: `removeFromSuperview()` (§11.8).
    case remove(ViewIndex)
    /// A presented sheet's `isModalInPresentation` (§12.4, §12.5).
    case modalInPresentation(ViewIndex, Bool)
    /// A view's context menu interaction added again or removed (§15.5); the view has one in
    /// the tree, so UIKit's press for it exists.
    case contextMenu(ViewIndex, Bool)
    /// An `add` event: `addSubview(_:)` or `insertSubview(_:at:)` of a view the scene holds
    /// out of the window until then (§11.9).
    case add(ViewIndex)
}

/// The view keys that may change during a trace: those hit-testing reads (docs/model.md §1.1,
/// §11.2, §11.7).
public enum ViewChange: Sendable, Equatable {
    /// `isHidden`.
    case hidden(Bool)
    /// `alpha`, from 0 to 1.
    case alpha(Double)
    /// `isUserInteractionEnabled`.
    case userInteractionEnabled(Bool)
    /// `frame`, in its superview's bounds coordinates (§11.7).
    case frame(Rect)
    /// `transform`, a scale and a translation about the frame's centre (§11.11).
    case transform(ViewTransform)

    /// Whether it moves the view for everything that measures it (§11.7, §11.11), not only for
    /// hit-testing.
    var movesTheView: Bool {
        switch self {
        case .frame, .transform: return true
        case .hidden, .alpha, .userInteractionEnabled: return false
        }
    }
}

/// The recognizer keys that may change during a trace (docs/model.md §11.1).
public enum RecognizerChange: Sendable, Equatable {
    /// `isEnabled`: disabling cancels or fails the recognizer's gesture in progress.
    case enabled(Bool)
    /// `cancelsTouchesInView`: read when the recognizer next begins or recognizes (§3.6).
    case cancelsTouchesInView(Bool)
}

/// The scroll view keys that may change during a trace (docs/model.md §11.3).
public enum ScrollChange: Sendable, Equatable {
    /// `setContentOffset(_:animated: false)`: stops an animation; a drag goes on from there.
    case contentOffset(Point)
    /// `isScrollEnabled`, which enables the scroll view's pan and content delay (§5.1).
    case scrollEnabled(Bool)
    /// `delaysContentTouches`, which enables its content delay (§5.1).
    case delaysContentTouches(Bool)
    /// `canCancelContentTouches`, read when its pan may begin (§5.4).
    case canCancelContentTouches(Bool)
    /// `contentSize`: the offset range from now on; a running animation goes on against it
    /// (§11.10).
    case contentSize(Size)
    /// `setZoomScale(_:animated: false)`: the scale, about the middle of the bounds (§16.6).
    case zoomScale(Double)
    /// `minimumZoomScale`, read when a pinch ends (§16.3, §16.6).
    case minimumZoomScale(Double)
    /// `maximumZoomScale`, read when a pinch ends (§16.3, §16.6).
    case maximumZoomScale(Double)
    /// `refreshControl` set or taken away (§13.4).
    case refreshControl(Bool)
    /// The refresh control's `beginRefreshing()` (true) or `endRefreshing()` (false) (§13.4).
    case refreshing(Bool)
}

/// One step of a trace as the engine takes it: a UIEvent's touches, or a `set` event's changes.
public enum TraceStep: Sendable, Equatable {
    /// Consecutive events with the same `t` (docs/format.md §1.2): a slice, so that a reader
    /// holding many steps' events in one array hands each step over without copying it.
    case touches(ArraySlice<TouchEvent>)
    /// A `set` event: its changes, in the order written, at its `t`.
    case changes([SceneChange], at: SimTime)
}
