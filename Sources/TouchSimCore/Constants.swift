/// Every tuning number of the model, with its unit and its evidence (docs/model.md).
///
/// [DOC] Apple's documentation, [WWDC] a session, [IMPL] read from UIKit's behaviour,
/// [COMM] widely reported, [MODEL] a choice touchsim makes where no authority was found.
public enum Constants {
    // MARK: Scroll view content delay

    /// How long a scroll view holds a touch before its content hears of it, ms.
    /// docs/model.md §5.2 [WWDC14-235 "let's say .15 seconds"; IMPL].
    public static let contentTouchDelay = Duration.milliseconds(150)

    // MARK: View animations

    /// How many frames the display draws a second: 60, the rate of iPhones without ProMotion
    /// (`UIScreen.maximumFramesPerSecond` 60; ProMotion screens go to 120). An animated
    /// `contentOffset` prints one `scroll` line a frame, 1/60 s apart. docs/model.md §17.3 [DOC
    /// UIScreen.maximumFramesPerSecond; the rate chosen: MODEL].
    public static let displayFramesPerSecond = 60.0
    /// The first control point of Core Animation's ease-in and ease-in-ease-out timing curves,
    /// as a fraction of the duration (x) and of the way (y). docs/model.md §17.3 [DOC
    /// CAMediaTimingFunction: easeIn is (0.42, 0.0), (1.0, 1.0); easeInEaseOut (0.42, 0.0),
    /// (0.58, 1.0); UIView's curves use them: MODEL].
    static let easeInControlPoint = Point(0.42, 0)
    /// The second control point of the ease-out and ease-in-ease-out curves: easeOut is
    /// (0.0, 0.0), (0.58, 1.0). docs/model.md §17.3 [DOC CAMediaTimingFunction].
    static let easeOutControlPoint = Point(0.58, 1)

    // MARK: Text input

    /// The keyboard's height in portrait on an iPhone, points: an `interactive`
    /// `keyboardDismissMode` dismisses it when a drag ends this close to the bottom of the
    /// window. docs/model.md §19.3 [COMM: 291 pt plus the 45 pt suggestion bar on a 6.1"
    /// iPhone; where the drag must end: MODEL].
    public static let keyboardHeight = 336.0

    // MARK: Tap

    /// How far a tap's finger may move from where it went down, points. docs/model.md §4.1 [IMPL].
    public static let tapAllowableMovement = 45.0
    /// How soon the next tap of a multi-tap must go down after the previous lift, ms, and how
    /// close to the first tap, points (`tapAllowableMovement`). docs/model.md §4.1 [IMPL].
    public static let tapMaximumInterval = Duration.milliseconds(350)
    /// A tap held this long fails, ms; timed from each tap's down. docs/model.md §4.1 [MODEL].
    public static let tapMaximumHold = Duration.milliseconds(750)

    // MARK: Pan

    /// Movement along one axis before a pan begins, points (per axis, not the diagonal).
    /// docs/model.md §4.3 [IMPL].
    public static let panHysteresis = 10.0
    /// Weight of the last velocity sample at release; the one before gets the rest.
    /// docs/model.md §4.4 [MODEL after IMPL's two-sample smoothing].
    public static let velocityLastSampleWeight = 0.8

    // MARK: Swipe and pinch

    /// Travel along the direction that recognizes a swipe, points. docs/model.md §4.5 [MODEL].
    public static let swipeMinimumTravel = 50.0
    /// Largest deviation across the direction, inclusive, points. docs/model.md §4.5 [MODEL].
    public static let swipeMaximumDeviation = 30.0
    /// A swipe that has not recognized this long after `down` fails, ms. docs/model.md §4.5 [MODEL].
    public static let swipeMaximumDuration = Duration.milliseconds(500)
    /// Change of the two fingers' distance that begins a pinch, points. docs/model.md §4.6 [MODEL].
    public static let pinchHysteresis = 8.0
    /// Turn of the line between the two fingers that begins a rotation, radians.
    /// docs/model.md §4.7 [MODEL: the documentation says only "moved enough to be considered a
    /// rotation"].
    public static let rotationHysteresis = 0.1

    // MARK: Screen-edge pan

    /// How far from a window edge a screen-edge pan's finger may go down, points.
    /// docs/model.md §4.8 [MODEL: the documentation says only "near an edge"].
    public static let screenEdgeRegion = 20.0

    // MARK: Controls

    /// How far outside its bounds a tracking control still counts the finger inside, points.
    /// docs/model.md §7.2 [IMPL; 70 pt COMM].
    public static let controlTrackingMargin = 70.0
    /// `touchDownRepeat`: the next touch must go down within this long of the last lift, ms,
    /// and within `tapAllowableMovement` of it. docs/model.md §7.2 [IMPL].
    public static let controlRepeatInterval = Duration.milliseconds(350)

    /// From iOS 26 a control's highlight lasts at least this long, ms: a touch that ends inside
    /// sooner keeps it until then. docs/model.md §7.5 [IMPL UIControl -touchesEnded:, iOS 26].
    public static let controlMinimumHighlight = Duration.milliseconds(120)

    // MARK: Controls with values

    /// Width of a UISlider's thumb, points; its hit area spans the slider's height. The thumb's
    /// centre runs from `minX + 14` to `maxX − 14`. docs/model.md §7.6 [COMM the default thumb
    /// image's diameter since iOS 7; the hit area MODEL].
    public static let sliderThumbWidth = 28.0
    /// A held UIStepper changes its value again this long after `down`, ms.
    /// docs/model.md §7.6 [MODEL; DOC: holding repeats].
    public static let stepperAutorepeatDelay = Duration.milliseconds(500)
    /// …and then again every this long while the finger stays inside, ms. UIKit speeds up the
    /// longer the press lasts; touchsim does not. docs/model.md §7.6 [MODEL].
    public static let stepperAutorepeatInterval = Duration.milliseconds(100)
    /// The distance between the centres of two dots of a UIPageControl, pt: a tap left of the
    /// current dot's centre goes back a page (docs/model.md §7.7). COMM: UIKit's classic
    /// indicators are 7 pt dots 9 pt apart; the dots' layout since iOS 14: MODEL.
    public static let pageControlDotPitch = 16.0

    // MARK: Scrolling

    /// Rubber-band stiffness `c` in `x·d·c/(d + c·x)`. docs/model.md §6.1 [COMM].
    public static let rubberBandCoefficient = 0.55
    /// Bounce back to the edge after a release past it, ms. docs/model.md §6.2 [MODEL].
    public static let bounceDuration = Duration.milliseconds(500)
    /// Release speed below which a scroll view does not decelerate, points/s.
    /// docs/model.md §6.2 [MODEL].
    public static let decelerationMinimumSpeed = 50.0
    /// Speed at which a deceleration ends, points/s. docs/model.md §6.2 [MODEL].
    public static let decelerationStopSpeed = 1.0
    /// `UIScrollView.DecelerationRate.normal`, per millisecond. docs/model.md §6.2 [DOC].
    public static let decelerationRateNormal = 0.998
    /// `UIScrollView.DecelerationRate.fast`, per millisecond. docs/model.md §6.2 [DOC].
    public static let decelerationRateFast = 0.99
    /// Paging animation, ms. docs/model.md §6.3 [MODEL].
    public static let pageDuration = Duration.milliseconds(300)
    /// Release speed that turns to the next page, points/s. docs/model.md §6.3 [MODEL].
    public static let pageFlickSpeed = 250.0
    /// Directional lock: one axis's motion at least this many times the other's.
    /// docs/model.md §6.4 [MODEL].
    public static let directionalLockRatio = 2.0

    // MARK: Sheets

    /// A sheet released with its projected travel at least this fraction of its height is
    /// dismissed, otherwise it springs back. The travel is projected as a fling at the normal
    /// deceleration rate (WWDC18-803 "Designing Fluid Interfaces" projects a release so).
    /// docs/model.md §12.3 [MODEL: Apple states no threshold].
    public static let sheetDismissFraction = 0.5

    // MARK: Context menus

    /// How long a finger rests on a view with a `UIContextMenuInteraction` before the menu shows,
    /// ms. docs/model.md §15.1 [MODEL: Apple states no duration; UILongPressGestureRecognizer's
    /// default, which Apple's "Handling long-press gestures" uses to show a context menu].
    public static let contextMenuPressDuration = Duration.milliseconds(500)
    /// How far the finger may stray before the menu's press fails, points. docs/model.md §15.1
    /// [MODEL: UILongPressGestureRecognizer's default `allowableMovement`, DOC].
    public static let contextMenuAllowableMovement = 10.0

    // MARK: Pull to refresh

    /// How far above its top a drag must pull the content, as shown, for a `UIRefreshControl`
    /// to begin refreshing, points. docs/model.md §13.2 [MODEL: Apple states no distance].
    public static let refreshTriggerDistance = 120.0
    /// The height a refreshing `UIRefreshControl` keeps above the content, points: the top inset
    /// it adds. docs/model.md §13.3 [COMM: the default control is 60 pt tall].
    public static let refreshControlHeight = 60.0

    // MARK: Swipe actions

    /// How far a finger must move horizontally before a table's swipe-actions pan begins, points:
    /// UIKit sets this hysteresis on its `_UISwipeActionPanGestureRecognizer` instead of a pan's
    /// 10 pt. docs/model.md §14.1 [IMPL: `_UISwipeHandler` sets a hysteresis of 25].
    public static let swipeActionsHysteresis = 25.0
    /// The width of one action button, points: a row opens when released past half the width
    /// of its buttons. docs/model.md §14.2 [COMM: the 82 pt delete confirmation of an iOS 7 dump
    /// (§8); MODEL: every button that wide, where UIKit sizes each to its title].
    public static let swipeActionButtonWidth = 82.0
    /// Release speed along the row below which the distance decides whether the row opens,
    /// points/s; faster, the direction of the release decides. docs/model.md §14.2 [IMPL:
    /// `_UISwipeHandler` compares the release velocity with 50].
    public static let swipeActionsFlickSpeed = 50.0
    /// A drag across at least this fraction of the row's width is a full swipe, which performs
    /// the first action. docs/model.md §14.3 [MODEL: UIKit's confirmation threshold is not
    /// documented].
    public static let swipeActionsFullSwipeFraction = 0.6

    // MARK: Hit-testing and time

    /// Views with an alpha below this are skipped by hit-testing. docs/model.md §1.1 [DOC].
    public static let hitTestMinimumAlpha = 0.01
    /// How long the simulation runs on after the last event, ms. docs/format.md §1.
    public static let runOutLimit = Duration.milliseconds(10_000)

    // MARK: touchsim fix (docs/format.md §4.12)

    /// The smallest tap target a fix enlarges a control's hit area to, points on a side; a
    /// down farther than half of it from a control is not a near miss of it [DOC Apple's Human
    /// Interface Guidelines: hit targets of at least 44 × 44 pt].
    public static let minimumTapTarget = 44.0

    /// How near an edge of a pan's view a drag must start for the edge rule a fix tries
    /// (a `gestureRecognizerShouldBegin` that begins only there, docs/model.md §3.3), points
    /// [COMM SWRevealViewController: its maintainer's answer to "slide reveal only with screen
    /// edge gesture" begins the pan only where `location(in:).x < 50`, as its
    /// `draggableBorderWidth` does].
    public static let edgeRuleWidth = 50.0
    /// A probe's drag: how far it moves, points, in how many steps of `probeStep` [MODEL: a
    /// quick, plain drag past every pan's 10 pt hysteresis (docs/model.md §4.3) and the
    /// content delay's 150 ms (§5.2)].
    public static let probeDragDistance = 120.0
    /// A probe's drag steps.
    public static let probeDragSteps = 8
    /// The time between a probe's events, one frame at 60 Hz [MODEL].
    public static let probeStep = Duration.milliseconds(16)
    /// How long a probe's tap holds, and the pause between two taps [MODEL: well within a
    /// tap's limits, docs/model.md §4.1].
    public static let probeTapHold = Duration.milliseconds(80)
}
