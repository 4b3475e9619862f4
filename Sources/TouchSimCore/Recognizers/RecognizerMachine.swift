/// The logic of one recognizer of the window, stored as its concrete type: the arena keeps its
/// members in one block and changes each machine where it lies, with no existential box to
/// copy, retain or make unique, and calls each machine's methods directly.
enum RecognizerMachine: GestureMachine {
    case tap(TapMachine)
    case longPress(LongPressMachine)
    case pan(PanMachine)
    case swipe(SwipeMachine)
    case pinch(PinchMachine)
    case rotation(RotationMachine)
    case screenEdgePan(ScreenEdgePanMachine)
    case contentDelay(DelayedTouchesBeganMachine)

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

    var touchLimit: Int? {
        switch self {
        case .tap(let m): m.touchLimit
        case .longPress(let m): m.touchLimit
        case .pan(let m): m.touchLimit
        case .swipe(let m): m.touchLimit
        case .pinch(let m): m.touchLimit
        case .rotation(let m): m.touchLimit
        case .screenEdgePan(let m): m.touchLimit
        case .contentDelay(let m): m.touchLimit
        }
    }

    var deadline: SimTime? {
        switch self {
        case .tap(let m): m.deadline
        case .longPress(let m): m.deadline
        case .pan(let m): m.deadline
        case .swipe(let m): m.deadline
        case .pinch(let m): m.deadline
        case .rotation(let m): m.deadline
        case .screenEdgePan(let m): m.deadline
        case .contentDelay(let m): m.deadline
        }
    }

    var panReport: PanReport? {
        switch self {
        case .pan(let m): m.panReport
        case .screenEdgePan(let m): m.panReport
        case .tap, .longPress, .swipe, .pinch, .rotation, .contentDelay: nil
        }
    }

    mutating func touchesBegan(_ touches: [TouchSample]) -> Intent { perform(.began(touches)) }
    mutating func touchesMoved(_ touches: [TouchSample]) -> Intent { perform(.moved(touches)) }
    mutating func touchesEnded(_ touches: [TouchSample]) -> Intent { perform(.ended(touches)) }
    mutating func timerFired(at now: SimTime) -> Intent { perform(.timerFired(now)) }
    mutating func reset() { _ = perform(.reset) }

    /// One call of `GestureMachine`'s mutating methods.
    private enum Call {
        case began([TouchSample])
        case moved([TouchSample])
        case ended([TouchSample])
        case timerFired(SimTime)
        case reset
    }

    /// Makes `call` on the machine where it lies: `consume` moves the machine out of `self`
    /// and back, so the machine's own storage (a tap's starts, a pan's fingers) stays uniquely
    /// referenced and is changed in place, never copied.
    private mutating func perform(_ call: Call) -> Intent {
        switch consume self {
        case .tap(var m):
            defer { self = .tap(m) }
            return Self.make(call, on: &m)
        case .longPress(var m):
            defer { self = .longPress(m) }
            return Self.make(call, on: &m)
        case .pan(var m):
            defer { self = .pan(m) }
            return Self.make(call, on: &m)
        case .swipe(var m):
            defer { self = .swipe(m) }
            return Self.make(call, on: &m)
        case .pinch(var m):
            defer { self = .pinch(m) }
            return Self.make(call, on: &m)
        case .rotation(var m):
            defer { self = .rotation(m) }
            return Self.make(call, on: &m)
        case .screenEdgePan(var m):
            defer { self = .screenEdgePan(m) }
            return Self.make(call, on: &m)
        case .contentDelay(var m):
            defer { self = .contentDelay(m) }
            return Self.make(call, on: &m)
        }
    }

    /// `call` on one concrete machine: specialized for each, so every call is direct.
    private static func make<M: GestureMachine>(_ call: Call, on machine: inout M) -> Intent {
        switch call {
        case .began(let touches): return machine.touchesBegan(touches)
        case .moved(let touches): return machine.touchesMoved(touches)
        case .ended(let touches): return machine.touchesEnded(touches)
        case .timerFired(let now): return machine.timerFired(at: now)
        case .reset:
            machine.reset()
            return .none
        }
    }
}
