/// The machines of an arena's recognizers, by recognizer: what the arena asks of them. The
/// engine's store is `RecognizerMachines`; the arena's tests keep scripted ones.
protocol MachineStore {
    /// The most touches the recognizer tracks at once (`GestureMachine.touchLimit`).
    func touchLimit(of r: RecognizerIndex) -> Int?
    /// When the recognizer wants `timerFired` (`GestureMachine.deadline`).
    func deadline(of r: RecognizerIndex) -> SimTime?
    /// The motion so far of a pan (`GestureMachine.panReport`).
    func panReport(of r: RecognizerIndex) -> PanReport?
    /// Makes `call` on the recognizer's machine, where it lies, and returns what it asks for and
    /// the deadline it wants after it: one look-up of the machine for both, as the arena asks
    /// for the deadline after every call.
    mutating func make(_ call: MachineCall, on r: RecognizerIndex) -> MachineAnswer
    /// Resets the recognizer's machine (`GestureMachine.reset()`): a call of its own, not a
    /// `MachineCall`, since every recognizer of a tap resets and a reset asks for nothing.
    mutating func reset(_ r: RecognizerIndex)
    /// Gives back the memory the store owns, at the end of its arena; unusable afterwards.
    func deallocate()
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

    /// Makes the call on `machine`: specialized for each machine type, so every call is direct,
    /// and inlined into the store's switch, which then calls the machine's method itself.
    @inline(__always)
    func made<M: GestureMachine>(on machine: inout M) -> Intent {
        switch self {
        case .touchesBegan(let touches): return machine.touchesBegan(touches)
        case .touchesMoved(let touches): return machine.touchesMoved(touches)
        case .touchesEnded(let touches): return machine.touchesEnded(touches)
        case .timerFired(let now): return machine.timerFired(at: now)
        }
    }

    /// Makes the call on `machine` and reads its deadline after it, in the same access.
    @inline(__always)
    func answer<M: GestureMachine>(from machine: inout M) -> MachineAnswer {
        let intent = made(on: &machine)
        return MachineAnswer(intent: intent, deadline: machine.deadline)
    }
}

/// Every recognizer's machine, in one column per machine type: each is read and changed where
/// it lies, with no existential box, no enum payload to copy out and back (a pan's state is
/// ~150 bytes, moved twice per call when it was an enum's payload) and no check that an array's
/// storage is not shared. Memory the arena owns: it calls `deallocate()` in its `deinit`.
struct RecognizerMachines: MachineStore {
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

    /// The columns, behind one address that the store is: a call on the arena's store that does
    /// not change it copied the whole store first (18 words, a `memcpy`), at every machine call.
    private struct Columns {
        let places: MachineColumn<Place>
        let taps: MachineColumn<TapMachine>
        let longPresses: MachineColumn<LongPressMachine>
        let pans: MachineColumn<PanMachine>
        let swipes: MachineColumn<SwipeMachine>
        let pinches: MachineColumn<PinchMachine>
        let rotations: MachineColumn<RotationMachine>
        let edgePans: MachineColumn<ScreenEdgePanMachine>
        let contentDelays: MachineColumn<DelayedTouchesBeganMachine>
        let touchDowns: MachineColumn<TouchDownMachine>
    }

    private let columns: UnsafeMutablePointer<Columns>

    /// The machines `built`, in memory of their own; `built` is left empty, one type at a time,
    /// so that the machines are held twice only a type at a time.
    init(_ built: inout Builder) {
        columns = .allocate(capacity: 1)
        columns.initialize(
            to: Columns(
                places: MachineColumn(taking: &built.places), taps: MachineColumn(taking: &built.taps),
                longPresses: MachineColumn(taking: &built.longPresses), pans: MachineColumn(taking: &built.pans),
                swipes: MachineColumn(taking: &built.swipes), pinches: MachineColumn(taking: &built.pinches),
                rotations: MachineColumn(taking: &built.rotations), edgePans: MachineColumn(taking: &built.edgePans),
                contentDelays: MachineColumn(taking: &built.contentDelays),
                touchDowns: MachineColumn(taking: &built.touchDowns)))
    }

    private var places: MachineColumn<Place> { columns.pointee.places }
    private var taps: MachineColumn<TapMachine> { columns.pointee.taps }
    private var longPresses: MachineColumn<LongPressMachine> { columns.pointee.longPresses }
    private var pans: MachineColumn<PanMachine> { columns.pointee.pans }
    private var swipes: MachineColumn<SwipeMachine> { columns.pointee.swipes }
    private var pinches: MachineColumn<PinchMachine> { columns.pointee.pinches }
    private var rotations: MachineColumn<RotationMachine> { columns.pointee.rotations }
    private var edgePans: MachineColumn<ScreenEdgePanMachine> { columns.pointee.edgePans }
    private var contentDelays: MachineColumn<DelayedTouchesBeganMachine> { columns.pointee.contentDelays }
    private var touchDowns: MachineColumn<TouchDownMachine> { columns.pointee.touchDowns }

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

    /// Ends the machines' lives and gives the memory back; the store is unusable afterwards.
    func deallocate() {
        places.deallocate()
        taps.deallocate()
        longPresses.deallocate()
        pans.deallocate()
        swipes.deallocate()
        pinches.deallocate()
        rotations.deallocate()
        edgePans.deallocate()
        contentDelays.deallocate()
        touchDowns.deallocate()
        columns.deinitialize(count: 1)
        columns.deallocate()
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
