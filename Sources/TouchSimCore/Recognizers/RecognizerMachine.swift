/// Which machine a declared or scroll view recognizer runs, as it is built; the arena keeps it
/// in a `RecognizerMachines` store.
enum RecognizerMachine {
    case tap(TapMachine)
    case longPress(LongPressMachine)
    case pan(PanMachine)
    case swipe(SwipeMachine)
    case pinch(PinchMachine)
    case rotation(RotationMachine)
    case screenEdgePan(ScreenEdgePanMachine)
    case contentDelay(DelayedTouchesBeganMachine)
    case touchDown(TouchDownMachine)

    /// The logic of a declared recognizer of `kind` in a window of `windowSize`.
    init(_ kind: RecognizerKindSpec, windowSize: Size) {
        switch kind {
        case .tap(let taps, let touches):
            self = .tap(TapMachine(tapsRequired: taps, touchesRequired: touches))
        case .longPress(let duration, let movement, let touches, let taps):
            self = .longPress(
                LongPressMachine(
                    pressDuration: .seconds(duration), allowableMovement: movement, touchesRequired: touches,
                    tapsRequired: taps))
        case .pan(let minimum, let maximum):
            self = .pan(PanMachine(minimumTouches: minimum, maximumTouches: maximum, beginAxes: Axis.allCases))
        case .swipe(let direction, let touches):
            self = .swipe(SwipeMachine(direction: direction, touchesRequired: touches))
        case .pinch:
            self = .pinch(PinchMachine())
        case .rotation:
            self = .rotation(RotationMachine())
        case .screenEdgePan(let edges):
            self = .screenEdgePan(ScreenEdgePanMachine(edges: edges, windowSize: windowSize))
        }
    }
}
