/// One recognizer in the window: its configuration, its state and the touches of its current
/// sequence (docs/model.md §3).
struct RecognizerSlot {
    /// Whose recognizer this is.
    enum Role: Equatable {
        /// Declared by the scenario.
        case declared(RecognizerKindSpec)
        /// A scroll view's UIScrollViewPanGestureRecognizer; the scroll view state index.
        case scrollPan(Int)
        /// A scroll view's UIScrollViewDelayedTouchesBeganGestureRecognizer.
        case contentDelay(Int)
    }

    let id: String
    let node: Int
    let role: Role
    let enabled: Bool
    let cancelsTouchesInView: Bool
    let delaysTouchesBegan: Bool
    let delaysTouchesEnded: Bool
    let requireToFailIDs: [String]
    /// Slots named by `requireToFail`, resolved once every slot exists.
    var requirements: [Int] = []
    let simultaneity: SimultaneitySpec
    let shouldBegin: Bool
    let shouldReceiveTouch: OverrideSpec
    var machine: any GestureMachine
    var state = RecognizerState.possible
    /// Touches given to it since its last reset, in the order received.
    var touches: [Int] = []
    /// `began`/`recognized` it is waiting to enter until its requirements fail (§3.5).
    var pending: RecognizerState?
    /// Its timer on the clock: deadline and the clock's sequence number.
    var timer: (deadline: SimTime, sequence: Int)?
    /// Every state it reported, for the summary.
    var reported = RunList<GestureStateName>()

    /// A recognizer the scenario declared.
    init(spec: RecognizerSpec, node: Int) {
        id = spec.id
        self.node = node
        role = .declared(spec.kind)
        enabled = spec.enabled
        cancelsTouchesInView = spec.cancelsTouchesInView
        delaysTouchesBegan = spec.delaysTouchesBegan
        delaysTouchesEnded = spec.delaysTouchesEnded
        requireToFailIDs = spec.requireToFail
        simultaneity = spec.recognizeSimultaneouslyWith
        shouldBegin = spec.shouldBegin
        shouldReceiveTouch = spec.shouldReceiveTouch
        machine = Self.machine(for: spec.kind)
    }

    /// A scroll view's own recognizer (§5.1). Neither holds `touchesEnded`: the pan fails at the
    /// lift and the delay decides there [MODEL].
    init(scrollRole role: Role, id: String, node: Int, enabled: Bool, machine: any GestureMachine) {
        self.id = id
        self.node = node
        self.role = role
        self.enabled = enabled
        cancelsTouchesInView = !Self.isDelay(role)
        delaysTouchesBegan = Self.isDelay(role)
        delaysTouchesEnded = false
        requireToFailIDs = []
        simultaneity = .ids([])
        shouldBegin = true
        shouldReceiveTouch = .inherited
        self.machine = machine
    }

    private static func isDelay(_ role: Role) -> Bool {
        if case .contentDelay = role { return true }
        return false
    }

    /// Whether this is a scroll view's delayed-touches-began recognizer, whose recognizing
    /// fails no other recognizer (§5.1).
    var isContentDelay: Bool { Self.isDelay(role) }

    private static func machine(for kind: RecognizerKindSpec) -> any GestureMachine {
        switch kind {
        case .tap(let taps, let touches):
            return TapMachine(tapsRequired: taps, touchesRequired: touches)
        case .longPress(let duration, let movement, let touches, let taps):
            return LongPressMachine(
                pressDuration: .seconds(duration), allowableMovement: movement,
                touchesRequired: touches, tapsRequired: taps)
        case .pan(let minimum, let maximum):
            return PanMachine(minimumTouches: minimum, maximumTouches: maximum, beginAxes: Axis.allCases)
        case .swipe(let direction, let touches):
            return SwipeMachine(direction: direction, touchesRequired: touches)
        case .pinch:
            return PinchMachine()
        }
    }
}
