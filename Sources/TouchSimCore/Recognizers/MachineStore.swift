import _TouchSimStorage

/// The machines of an arena's recognizers, by recognizer: what the arena asks of them. The
/// engine's store is `RecognizerMachines`; the arena's tests keep scripted ones. A class, held by
/// the arena as a `let`: each machine is changed where it lies in the store's own memory.
protocol MachineStore: AnyObject {
    /// The most touches the recognizer tracks at once (`GestureMachine.touchLimit`).
    func touchLimit(of r: RecognizerIndex) -> Int?
    /// When the recognizer wants `timerFired` (`GestureMachine.deadline`).
    func deadline(of r: RecognizerIndex) -> SimTime?
    /// The motion so far of a pan (`GestureMachine.panReport`).
    func panReport(of r: RecognizerIndex) -> PanReport?
    /// Makes `call` on the recognizer's machine, where it lies, and returns what it asks for and
    /// the deadline it wants after it: one look-up of the machine for both, as the arena asks
    /// for the deadline after every call.
    func make(_ call: MachineCall, on r: RecognizerIndex) -> MachineAnswer
    /// Resets the recognizer's machine (`GestureMachine.reset()`): a call of its own, not a
    /// `MachineCall`, since every recognizer of a tap resets and a reset asks for nothing.
    func reset(_ r: RecognizerIndex)
}

/// What a machine asks for after a call, and when it then wants `timerFired`.
struct MachineAnswer {
    let intent: Intent
    /// `GestureMachine.deadline` after the call.
    let deadline: SimTime?
}

/// One call of `GestureMachine`'s mutating methods.
enum MachineCall {
    case touchesBegan([TouchSample])
    case touchesMoved([TouchSample])
    case touchesEnded([TouchSample])
    case timerFired(SimTime)

    /// Makes the call on `machine`: specialized for each machine type, so every call is direct.
    func made<M: GestureMachine>(on machine: inout M) -> Intent {
        switch self {
        case .touchesBegan(let touches): return machine.touchesBegan(touches)
        case .touchesMoved(let touches): return machine.touchesMoved(touches)
        case .touchesEnded(let touches): return machine.touchesEnded(touches)
        case .timerFired(let now): return machine.timerFired(at: now)
        }
    }

    /// Makes the call on `machine` and reads its deadline after it, in the same access.
    func answer<M: GestureMachine>(from machine: inout M) -> MachineAnswer {
        let intent = made(on: &machine)
        return MachineAnswer(intent: intent, deadline: machine.deadline)
    }
}

/// Every recognizer's machine, in one column per machine type: each is read and changed where
/// it lies, with no existential box and no enum payload to copy out and back (a pan's state is
/// ~150 bytes).
final class RecognizerMachines: MachineStore {
    /// Where a recognizer's machine is: its type's column and its position there.
    fileprivate enum Place {
        case tap(Int)
        case longPress(Int)
        case pan(Int)
        case swipe(Int)
        case pinch(Int)
        case rotation(Int)
        case screenEdgePan(Int)
        case contentDelay(Int)
        case touchDown(Int)
    }

    private let places: SlotStore<Place>
    private let taps: SlotStore<TapMachine>
    private let longPresses: SlotStore<LongPressMachine>
    private let pans: SlotStore<PanMachine>
    private let swipes: SlotStore<SwipeMachine>
    private let pinches: SlotStore<PinchMachine>
    private let rotations: SlotStore<RotationMachine>
    private let edgePans: SlotStore<ScreenEdgePanMachine>
    private let contentDelays: SlotStore<DelayedTouchesBeganMachine>
    private let touchDowns: SlotStore<TouchDownMachine>

    /// The machines `built`, in memory of their own; `built` is left empty, one type at a time,
    /// so that the machines are held twice only a type at a time.
    init(_ built: inout Builder) {
        places = SlotStore(taking: &built.places)
        taps = SlotStore(taking: &built.taps)
        longPresses = SlotStore(taking: &built.longPresses)
        pans = SlotStore(taking: &built.pans)
        swipes = SlotStore(taking: &built.swipes)
        pinches = SlotStore(taking: &built.pinches)
        rotations = SlotStore(taking: &built.rotations)
        edgePans = SlotStore(taking: &built.edgePans)
        contentDelays = SlotStore(taking: &built.contentDelays)
        touchDowns = SlotStore(taking: &built.touchDowns)
    }

    /// The machines of the recognizers as they are built, one growing array per type, until
    /// the arena's store takes them over.
    struct Builder {
        fileprivate var places: [Place] = []
        fileprivate var taps: [TapMachine] = []
        fileprivate var longPresses: [LongPressMachine] = []
        fileprivate var pans: [PanMachine] = []
        fileprivate var swipes: [SwipeMachine] = []
        fileprivate var pinches: [PinchMachine] = []
        fileprivate var rotations: [RotationMachine] = []
        fileprivate var edgePans: [ScreenEdgePanMachine] = []
        fileprivate var contentDelays: [DelayedTouchesBeganMachine] = []
        fileprivate var touchDowns: [TouchDownMachine] = []

        /// Adds the machine of the next recognizer.
        mutating func append(_ machine: RecognizerMachine) {
            switch machine {
            case .tap(let m): places.append(.tap(Self.add(m, to: &taps)))
            case .longPress(let m): places.append(.longPress(Self.add(m, to: &longPresses)))
            case .pan(let m): places.append(.pan(Self.add(m, to: &pans)))
            case .swipe(let m): places.append(.swipe(Self.add(m, to: &swipes)))
            case .pinch(let m): places.append(.pinch(Self.add(m, to: &pinches)))
            case .rotation(let m): places.append(.rotation(Self.add(m, to: &rotations)))
            case .screenEdgePan(let m): places.append(.screenEdgePan(Self.add(m, to: &edgePans)))
            case .contentDelay(let m): places.append(.contentDelay(Self.add(m, to: &contentDelays)))
            case .touchDown(let m): places.append(.touchDown(Self.add(m, to: &touchDowns)))
            }
        }

        /// Appends `machine` to `list` and returns its position.
        private static func add<M>(_ machine: M, to list: inout [M]) -> Int {
            list.append(machine)
            return list.count - 1
        }
    }

    func touchLimit(of r: RecognizerIndex) -> Int? {
        switch places[r.position] {
        case .tap(let i): taps[i].touchLimit
        case .longPress(let i): longPresses[i].touchLimit
        case .pan(let i): pans[i].touchLimit
        case .swipe(let i): swipes[i].touchLimit
        case .pinch(let i): pinches[i].touchLimit
        case .rotation(let i): rotations[i].touchLimit
        case .screenEdgePan(let i): edgePans[i].touchLimit
        case .contentDelay(let i): contentDelays[i].touchLimit
        case .touchDown(let i): touchDowns[i].touchLimit
        }
    }

    func deadline(of r: RecognizerIndex) -> SimTime? {
        switch places[r.position] {
        case .tap(let i): taps[i].deadline
        case .longPress(let i): longPresses[i].deadline
        case .pan(let i): pans[i].deadline
        case .swipe(let i): swipes[i].deadline
        case .pinch(let i): pinches[i].deadline
        case .rotation(let i): rotations[i].deadline
        case .screenEdgePan(let i): edgePans[i].deadline
        case .contentDelay(let i): contentDelays[i].deadline
        case .touchDown(let i): touchDowns[i].deadline
        }
    }

    func panReport(of r: RecognizerIndex) -> PanReport? {
        switch places[r.position] {
        case .pan(let i): pans[i].panReport
        case .screenEdgePan(let i): edgePans[i].panReport
        case .tap, .longPress, .swipe, .pinch, .rotation, .contentDelay, .touchDown: nil
        }
    }

    func make(_ call: MachineCall, on r: RecognizerIndex) -> MachineAnswer {
        switch places[r.position] {
        case .tap(let i): call.answer(from: &taps[i])
        case .longPress(let i): call.answer(from: &longPresses[i])
        case .pan(let i): call.answer(from: &pans[i])
        case .swipe(let i): call.answer(from: &swipes[i])
        case .pinch(let i): call.answer(from: &pinches[i])
        case .rotation(let i): call.answer(from: &rotations[i])
        case .screenEdgePan(let i): call.answer(from: &edgePans[i])
        case .contentDelay(let i): call.answer(from: &contentDelays[i])
        case .touchDown(let i): call.answer(from: &touchDowns[i])
        }
    }

    /// §16.2: a zoom changed the axes a scroll view's content can scroll along, so those its pan
    /// may begin along.
    func setBeginAxes(_ axes: [Axis], ofPan r: RecognizerIndex) {
        guard case .pan(let i) = places[r.position] else { return }
        pans[i].beginAxes = axes
    }

    func reset(_ r: RecognizerIndex) {
        switch places[r.position] {
        case .tap(let i): taps[i].reset()
        case .longPress(let i): longPresses[i].reset()
        case .pan(let i): pans[i].reset()
        case .swipe(let i): swipes[i].reset()
        case .pinch(let i): pinches[i].reset()
        case .rotation(let i): rotations[i].reset()
        case .screenEdgePan(let i): edgePans[i].reset()
        case .contentDelay(let i): contentDelays[i].reset()
        case .touchDown(let i): touchDowns[i].reset()
        }
    }
}
