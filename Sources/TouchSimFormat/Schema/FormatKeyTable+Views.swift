/// The key tables of docs/format.md §2, row for row: the descriptions `touchsim schema` prints (docs/format.md §4.17).
extension FormatKeyTable {
    static let viewTables: [FormatKeyTable] = [
        FormatKeyTable(
            header: "| key | default | value |",
            rows: [
                #"format.md §2.1: | `id` | required | a name unique among all views and recognizers: ASCII letters, digits, `_`, `-`, `.` |"#,
                #"format.md §2.1: | `class` | `"UIWindow"` for the root, else `"UIView"` | a built-in class or a custom class (§2.2) |"#,
                #"format.md §2.1: | `superclass` | — | declares a custom class (§2.2) |"#,
                #"format.md §2.1: | `frame` | required | `[x, y, width, height]` in the superview's coordinates, width and height ≥ 0. Inside a scroll view these are content coordinates (model.md §1.3). The root's `x` and `y` place the window on the screen and move nothing in it: points are window coordinates (model.md §1.2) |"#,
                #"format.md §2.1: | `hidden` | `false` | a hidden view and all its subviews are never hit |"#,
                #"format.md §2.1: | `alpha` | `1` | from 0 to 1; below 0.01 the view is never hit |"#,
                #"format.md §2.1: | `userInteractionEnabled` | `true`; `false` for UILabel and UIImageView | `false`: the view and its subviews are never hit |"#,
                #"format.md §2.1: | `multipleTouchEnabled` | `false` | `false`: the view gets only the first finger of a multi-finger sequence (model.md §2.3) |"#,
                #"format.md §2.1: | `exclusiveTouch` | `false` | model.md §2.4 |"#,
                #"format.md §2.1: | `hitTestInsets` | `[0, 0, 0, 0]` | `[top, left, bottom, right]` taken off the bounds when testing whether a point is inside; negative numbers enlarge the hit area. This is how a scenario says "this view overrides `pointInside:`" |"#,
                #"format.md §2.1: | `hitTest` | — | an override of `hitTest(_:with:)`: `"passThrough"` or `{"redirect": "ID"}` (§2.9) |"#,
                #"format.md §2.1: | `transform` | `[1, 0, 0, 1, 0, 0]` | the view's `CGAffineTransform` `[a, b, c, d, tx, ty]`, a scale and a translation about the frame's centre: `b` and `c` must be 0 (no rotation or shear) and `a`, `d` not 0. `frame` stays the untransformed frame; the view and its subviews are hit where the transform draws them (model.md §11.11). Not on the view for zooming of a zooming scroll view, whose transform the zoom is |"#,
                #"format.md §2.1: | `handlesTouches` | `true` for controls, else `false` | whether the view's own `touches…` methods consume the calls (`true`) or pass them to the next responder as UIView does (`false`); model.md §2.2 |"#,
                #"format.md §2.1: | `viewController` | — | the name of the view controller whose root view this is; it joins the responder chain right after the view (model.md §2.2). Not allowed on the root view, which is the window |"#,
                #"format.md §2.1: | `navigationController` | — | the view is a navigation controller's view (§2.11) |"#,
                #"format.md §2.1: | `presentation` | — | the view is a presented view controller's view, a sheet UIKit lets the user drag down (§2.13). Not allowed on the root view |"#,
                #"format.md §2.1: | `contextMenu` | `false` | `true`: the view has a `UIContextMenuInteraction`, whose menu a press held 500 ms shows (§2.15) |"#,
                #"format.md §2.1: | `trailingSwipeActions`, `leadingSwipeActions`, `performsFirstActionWithFullSwipe` | `0`, `0`, `true` | a UITableViewCell's swipe actions (§2.17) |"#,
                #"format.md §2.1: | `windowLevel` | `"normal"` | a window's level, only on a root view (§2.14) |"#,
                #"format.md §2.1: | `isFirstResponder` | `false` | on a `UITextField` or `UITextView`: `true` when it is editing as the trace starts (§2.16); at most one view |"#,
                #"format.md §2.1: | `editable`, `selectable` | `true`, `true` | on a `UITextView`: `isEditable` (`false`: a tap does not begin editing) and `isSelectable` (`false`: its text tap takes no part, so a tap goes to the recognizers around it); §2.16, model.md §19.4 |"#,
                #"format.md §2.1: | `gestureRecognizers` | `[]` | recognizer objects (§2.7), in the order `addGestureRecognizer` added them |"#,
                #"format.md §2.1: | `subviews` | `[]` | view objects, back to front |"#,
            ]),
        FormatKeyTable(
            header: "| key | default | value |",
            rows: [
                #"format.md §2.3: | `enabled` | `true` | `false`: the control is still hit but does not track; its touches go up the responder chain (model.md §1.5) |"#
            ]),
        FormatKeyTable(
            header: "| key | default | value |",
            rows: [
                #"format.md §2.4: | `contentSize` | `[0, 0]` | `[width, height]`, both ≥ 0 |"#,
                #"format.md §2.4: | `contentOffset` | `[0, 0]` | `[x, y]`, the offset when the trace starts |"#,
                #"format.md §2.4: | `contentInset` | `[0, 0, 0, 0]` | `[top, left, bottom, right]`; there is no safe area, so this is the whole adjusted inset |"#,
                #"format.md §2.4: | `scrollEnabled` | `true` | `false`: no pan and no content delay (model.md §5.1, §5.5) |"#,
                #"format.md §2.4: | `delaysContentTouches` | `true` | model.md §5.2, §5.3 |"#,
                #"format.md §2.4: | `canCancelContentTouches` | `true` | model.md §5.4 |"#,
                #"format.md §2.4: | `bounces` | `true` | model.md §6.1 |"#,
                #"format.md §2.4: | `alwaysBounceVertical` | `true` on a `UITableView` (and its subclasses), else `false` | rubber-band vertically even when the content fits (model.md §5.5) |"#,
                #"format.md §2.4: | `refreshControl` | `false` | `true`: a `UIRefreshControl` sits above the content (`scrollView.refreshControl`): the content bounces vertically even when it fits, and a pull past the trigger begins refreshing (model.md §13). A `set` event may take it away or add it, and call the control's `beginRefreshing()`/`endRefreshing()` with `refreshing` (model.md §13.4; the `set` event, format.md §1.7) |"#,
                #"format.md §2.4: | `alwaysBounceHorizontal` | `false` | the same, horizontally |"#,
                #"format.md §2.4: | `keyboardDismissMode` | `"none"` | `"none"`, `"onDrag"` (a drag that begins resigns the first responder) or `"interactive"` (a drag that ends in the keyboard does); model.md §19.3 |"#,
                #"format.md §2.4: | `pagingEnabled` | `false` | model.md §6.3 |"#,
                #"format.md §2.4: | `directionalLockEnabled` | `false` | model.md §6.4 |"#,
                #"format.md §2.4: | `decelerationRate` | `"normal"` | `"normal"` (0.998 per ms), `"fast"` (0.99 per ms), or a number strictly between 0 and 1 |"#,
                #"format.md §2.4: | `touchesShouldBegin` | UIKit's answer, always `true` | an override (§2.5) of `touchesShouldBegin(_:with:in:)`, matched against the content view |"#,
                #"format.md §2.4: | `touchesShouldCancelInContentView` | UIKit's answer: `false` for a UIControl, else `true` | an override (§2.5) of `touchesShouldCancelInContentView(_:)`, matched against the content view |"#,
                #"format.md §2.4: | `minimumZoomScale`, `maximumZoomScale` | `1`, `1` | scales from 0.001 to 1000, the minimum not above the maximum (model.md §16) |"#,
                #"format.md §2.4: | `zoomScale` | `1` | the initial scale, within the two; the content size is `contentSize` times it |"#,
                #"format.md §2.4: | `viewForZooming` | — | the id of one of the scroll view's subviews: what its delegate's `viewForZooming(in:)` returns. With it, `contentSize` defaults to that view's size, touches find that view's subviews where the zoom draws them (model.md §16.5), and when `maximumZoomScale` is above `minimumZoomScale` UIKit's pinch `<id>.pinch` exists (model.md §16.1); other recognizers may name it, `--set` cannot change its settings |"#,
            ]),
        FormatKeyTable(
            header: "| key | value |",
            rows: [
                #"format.md §2.5: | `kindOf` | a class name (built-in or custom); matches a view of that class or a subclass, as `isKindOfClass` does |"#,
                #"format.md §2.5: | `id` | a view id; matches that view |"#,
                #"format.md §2.5: | `return` | required: `true`, `false`, or `"super"` (UIKit's answer) |"#,
            ]),
        FormatKeyTable(
            header: "| key | matches when | in |",
            rows: [
                #"format.md §2.5: | `direction` | the pan's translation when it is about to begin (the movement since its first touch went down) points this way: `"horizontal"` (\|dx\| > \|dy\|), `"vertical"` (\|dy\| > \|dx\|), `"left"`, `"right"` (horizontal and dx < 0, dx > 0), `"up"`, `"down"` (vertical and dy < 0, dy > 0; y grows downward). A drag exactly along a diagonal is neither | `shouldBegin` of a `pan`, a `screenEdgePan` and a scroll view's pan (§2.8) |"#,
                #"format.md §2.5: | `startsIn` | the recognizer's first touch went down inside this view's bounds; a view id | both |"#,
                #"format.md §2.5: | `startsAtEdge` with `within` | the first touch went down at most `within` points (a number ≥ 0) inside this edge (`"left"`, `"right"`, `"top"`, `"bottom"`) of the recognizer's view | both |"#,
            ]),
        FormatKeyTable(
            header: "| key | on | configures | exists on |",
            rows: [
                #"format.md §2.6: | `wrapperView` | a `UITableView` | its `UITableViewWrapperView`, id `<tableId>.wrapper` | iOS 8.0–10.x |"#,
                #"format.md §2.6: | `cellScrollView` | a `UITableViewCell` | its `UITableViewCellScrollView`, id `<cellId>.scrollView` | iOS 7.x |"#,
                #"format.md §2.6: | `wrapperIndex` | a `UITableView` | where the wrapper sits among the table's subviews that are not cells: `0` (the default) at the back, `n` after the first n of them (a background view listed before it in a dump stays behind the cells); at most their number | iOS 8.0–10.x |"#,
            ]),
        FormatKeyTable(
            header: "| key | default | value |",
            rows: [
                #"format.md §2.7: | `id` | required | unique among all views and recognizers |"#,
                #"format.md §2.7: | `type` | required | `"tap"`, `"longPress"`, `"pan"`, `"swipe"`, `"pinch"`, `"rotation"`, `"screenEdgePan"` |"#,
                #"format.md §2.7: | `enabled` | `true` | `false`: the recognizer sees no touches and reports nothing |"#,
                #"format.md §2.7: | `cancelsTouchesInView` | `true` | model.md §3.6 |"#,
                #"format.md §2.7: | `delaysTouchesBegan` | `false` | model.md §3.7 |"#,
                #"format.md §2.7: | `delaysTouchesEnded` | `true` | model.md §3.8 |"#,
                #"format.md §2.7: | `requireToFail` | `[]` | ids of recognizers that must fail before this one may begin or recognize (`require(toFail:)`, model.md §3.5); not its own id |"#,
                #"format.md §2.7: | `recognizeSimultaneouslyWith` | `[]` | ids of recognizers, or `"*"` for all: the delegate's `shouldRecognizeSimultaneouslyWith` answers YES for them (model.md §3.4) |"#,
                #"format.md §2.7: | `shouldBegin` | `true` | an override (§2.5) of the delegate's `gestureRecognizerShouldBegin`, `super` being YES: `true`, `false`, or rules that may test the gesture's direction and first touch (model.md §3.3) |"#,
                #"format.md §2.7: | `shouldReceiveTouch` | `true` | an override (§2.5) of the delegate's `gestureRecognizer(_:shouldReceive:)`, matched against the touch's hit view (model.md §3.2) |"#,
                #"format.md §2.7: | `shouldRequireFailureOf` | `false` | an override (§2.5) of the delegate's `gestureRecognizer(_:shouldRequireFailureOf:)`, `super` being NO: YES makes this recognizer wait for the other to fail, as `requireToFail` does (model.md §3.11). Rules match the other recognizer: see below |"#,
                #"format.md §2.7: | `shouldBeRequiredToFailBy` | `false` | the same for `gestureRecognizer(_:shouldBeRequiredToFailBy:)`: YES makes the other recognizer wait for this one to fail (model.md §3.11) |"#,
            ]),
        FormatKeyTable(
            header: "| type | key | default | value |",
            rows: [
                #"format.md §2.7: | `tap` | `numberOfTapsRequired` | `1` | integer ≥ 1 |"#,
                #"format.md §2.7: | `tap` | `numberOfTouchesRequired` | `1` | integer ≥ 1 |"#,
                #"format.md §2.7: | `longPress` | `minimumPressDuration` | `0.5` | seconds, ≥ 0 |"#,
                #"format.md §2.7: | `longPress` | `allowableMovement` | `10` | points, ≥ 0 |"#,
                #"format.md §2.7: | `longPress` | `numberOfTouchesRequired` | `1` | integer ≥ 1 |"#,
                #"format.md §2.7: | `longPress` | `numberOfTapsRequired` | `0` | integer ≥ 0: taps that must come before the press |"#,
                #"format.md §2.7: | `pan` | `minimumNumberOfTouches` | `1` | integer ≥ 1 |"#,
                #"format.md §2.7: | `pan` | `maximumNumberOfTouches` | no limit | integer ≥ `minimumNumberOfTouches` |"#,
                #"format.md §2.7: | `swipe` | `direction` | `"right"` | `"right"`, `"left"`, `"up"`, `"down"` |"#,
                #"format.md §2.7: | `swipe` | `numberOfTouchesRequired` | `1` | integer ≥ 1 |"#,
                #"format.md §2.7: | `pinch` | — | | |"#,
                #"format.md §2.7: | `rotation` | — | | |"#,
                #"format.md §2.7: | `screenEdgePan` | `edges` | required | `"all"`, or a non-empty array of `"top"`, `"left"`, `"bottom"`, `"right"`, each at most once: the window edges the pan may start from (`UIRectEdge`) |"#,
            ]),
        FormatKeyTable(
            header: "| key | matches the other recognizer when |",
            rows: [
                #"format.md §2.7: | `id` | it has this id (a recognizer's, a scroll view's own `<id>.pan` or `<id>.delayedTouchesBegan`, a back-swipe or a sheet's pan) |"#,
                #"format.md §2.7: | `class` | it is of this class or a subclass (`other is UIPanGestureRecognizer`): `UIGestureRecognizer`, `UITapGestureRecognizer`, `UILongPressGestureRecognizer`, `UIPanGestureRecognizer`, `UISwipeGestureRecognizer`, `UIPinchGestureRecognizer`, `UIRotationGestureRecognizer`, `UIScreenEdgePanGestureRecognizer`, or a scroll view's `UIScrollViewPanGestureRecognizer` (a pan) and `UIScrollViewDelayedTouchesBeganGestureRecognizer`. A navigation controller's back-swipe is a screen-edge pan, a sheet's dismissal pan a pan |"#,
                #"format.md §2.7: | `kindOf` | its view is of this view class or a subclass (`other.view is UIScrollView`) |"#,
            ]),
        FormatKeyTable(
            header: "| key | default | value |",
            rows: [
                #"format.md §2.8: | `enabled` | `true` | `false` disables scrolling by touch |"#,
                #"format.md §2.8: | `minimumNumberOfTouches` | `1` | integer ≥ 1 |"#,
                #"format.md §2.8: | `maximumNumberOfTouches` | no limit | integer ≥ `minimumNumberOfTouches` |"#,
                #"format.md §2.8: | `requireToFail` | `[]` | ids of recognizers that must fail before the pan may begin (`require(toFail:)`); not `<id>.pan` itself |"#,
                #"format.md §2.8: | `recognizeSimultaneouslyWith` | `[]` | ids or `"*"`: what the scroll view's own `shouldRecognizeSimultaneouslyWith` answers YES for |"#,
                #"format.md §2.8: | `shouldRequireFailureOf`, `shouldBeRequiredToFailBy` | `false` | the scroll view's own answers for its pan, as a recognizer's (§2.7, model.md §3.11) |"#,
                #"format.md §2.8: | `shouldBegin` | `true` | an override (§2.5) of the scroll view's own `gestureRecognizerShouldBegin`, asked before model.md §5.4's decision (a subclass override; UIKit keeps the scroll view as the pan's delegate): `false` or a rule returning `false` stops the pan; `true`, `"super"` and no matching rule go on to §5.4 |"#,
            ]),
        FormatKeyTable(
            header: "| class | key | default | value |",
            rows: [
                #"format.md §2.10: | UISlider, UIStepper | `value` | `0` | a number from `minimumValue` to `maximumValue` |"#,
                #"format.md §2.10: | UISlider, UIStepper | `minimumValue` | `0` | a number less than `maximumValue` |"#,
                #"format.md §2.10: | UISlider, UIStepper | `maximumValue` | `1` (slider), `100` (stepper) | a number greater than `minimumValue` |"#,
                #"format.md §2.10: | UISlider, UIStepper | `continuous` | `true` | `false`: one `valueChanged` at the end of the touch |"#,
                #"format.md §2.10: | UIStepper | `stepValue` | `1` | a number > 0 |"#,
                #"format.md §2.10: | UIStepper | `autorepeat` | `true` | holding repeats the step |"#,
                #"format.md §2.10: | UIStepper | `wraps` | `false` | a step from one limit goes to the other |"#,
                #"format.md §2.10: | UISegmentedControl | `segments` | `0` | how many segments, an integer ≥ 0; they share the width equally |"#,
                #"format.md §2.10: | UISegmentedControl | `selectedSegmentIndex` | `-1` | `-1` (no segment) or an index below `segments` |"#,
                #"format.md §2.10: | UISegmentedControl | `momentary` | `false` | a tapped segment does not stay selected |"#,
                #"format.md §2.10: | UISwitch | `on` | `false` | |"#,
                #"format.md §2.10: | UIPageControl | `numberOfPages` | `0` | how many pages (dots), an integer ≥ 0 |"#,
                #"format.md §2.10: | UIPageControl | `currentPage` | `0` | an index below `numberOfPages` (`0` without pages); a tap moves it one page (model.md §7.7) |"#,
            ]),
        FormatKeyTable(
            header: "| key | default | value |",
            rows: [
                #"format.md §2.12: | `allowsSelection` | `true` | `false`: no cell is highlighted or selected by touch outside editing (model.md §10.4); a `set` event may change it (model.md §11.6) |"#,
                #"format.md §2.12: | `allowsMultipleSelection` | `false` | `true`: each tap adds a cell to the selection, a tap on a selected cell deselects it (model.md §10.5) |"#,
                #"format.md §2.12: | `editing` | `false` | `true`: the table is editing (`isEditing`); the two keys below decide instead of the two above (model.md §10.5) |"#,
                #"format.md §2.12: | `allowsSelectionDuringEditing` | `false` | `allowsSelection` while editing |"#,
                #"format.md §2.12: | `allowsMultipleSelectionDuringEditing` | `false` | `allowsMultipleSelection` while editing |"#,
                #"format.md §2.12: | `selectedCells` | `[]` | the ids of the cells selected before the trace, in order: cells of this table, each once, one at most unless the table selects several (model.md §10.5) |"#,
                #"format.md §2.12: | `shouldHighlightRow` | not implemented | `true`, `false` or rules (§2.5) about the cell: the delegate's `shouldHighlightRowAt`; false: no highlight and no selection (model.md §10.6) |"#,
                #"format.md §2.12: | `willSelectRow` | not implemented | the same, and a rule's `return` may also be a cell's id: `willSelectRowAt` returns that cell's index path, which is selected instead (model.md §10.6) |"#,
                #"format.md §2.12: | `shouldDeselectRow` | not implemented | the same: `willDeselectRowAt` (`shouldDeselectItemAt`); false keeps the cell selected (model.md §10.6) |"#,
                #"format.md §2.12: | `deselectsOnSelect` | `false` | `true`: `didSelectRowAt` calls `deselectRow(at:animated:)`, an `appDeselect` line (model.md §10.7) |"#,
            ]),
        FormatKeyTable(
            header: "| key | default | value |",
            rows: [
                #"format.md §2.13: | `style` | `"pageSheet"` | `modalPresentationStyle`: `"pageSheet"`, `"formSheet"` or `"fullScreen"` |"#,
                #"format.md §2.13: | `modalInPresentation` | `false` | `isModalInPresentation`: `true` refuses the interactive dismissal (model.md §12.4) |"#,
            ]),
        FormatKeyTable(
            header: "| key | default | value |",
            rows: [
                #"format.md §2.14: | `windowLevel` | `"normal"` | `"normal"` (0), `"statusBar"` (1000), `"alert"` (2000), or a number from −10⁷ to 10⁷, as `UIWindow.Level(rawValue:)`; the keyboard's window is at 10⁷ |"#
            ]),
        FormatKeyTable(
            header: "| key | default | value |",
            rows: [
                #"format.md §2.17: | `trailingSwipeActions` | `0` | the number of actions of `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, revealed by a swipe to the left; `0` for none (a `nil` configuration) |"#,
                #"format.md §2.17: | `leadingSwipeActions` | `0` | the number of actions of `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`, revealed by a swipe to the right |"#,
                #"format.md §2.17: | `performsFirstActionWithFullSwipe` | `true` | `UISwipeActionsConfiguration.performsFirstActionWithFullSwipe`, for both configurations: `false` makes a long swipe only open the row (model.md §14.3) |"#,
            ]),
    ]
}
