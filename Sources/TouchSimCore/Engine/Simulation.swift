/// Replays a trace through the model of UIKit: feed it each UIEvent in order, then `finish()`.
///
/// Each UIEvent, and each timer that fires between them, is one step (docs/model.md §9.3):
/// the recognizers see the touches first, their state changes, exclusivity and failure
/// requirements resolve, then the views get their `touches…` calls. Output goes to `output` as
/// it happens, so memory does not grow with the trace.
public final class Simulation {
    /// Who a timer on the clock belongs to.
    enum TimerOwner: Equatable {
        case recognizer(Int)
        case animation(Int)
        /// A control's §7.5 held highlight or a stepper's repeat (§7.6).
        case control(Int)
    }

    /// The touches of one UIEvent by phase, in trace order.
    struct Step {
        var began: [Int] = []
        var moved: [Int] = []
        var ended: [Int] = []
        var cancelled: [Int] = []
    }

    private(set) var tree: ViewTree
    var scrolls: [ScrollViewState] = []
    var controls: [ControlState] = []
    var slots: [RecognizerSlot] = []
    var clock = VirtualClock<TimerOwner>()
    var now = SimTime.zero
    /// The time of the last event or timer, which the summary reports.
    var lastActivity = SimTime.zero
    /// Live touches by key; a key is the touch's index in `touchSummaries`.
    var touches: [Int: LiveTouch] = [:]
    /// Keys of `touches`, in the order the fingers went down.
    var liveKeys: [Int] = []
    /// The key of each finger that is down.
    var fingerKeys: [Int: Int] = [:]
    var touchSummaries: [Summary.TouchEntry] = []
    /// `touches…` calls of the current step, delivered together at its end.
    var queuedCalls: [(view: Int, method: TouchMethod, key: Int)] = []
    /// Each control's timer on the clock: deadline and the clock's sequence number.
    var controlTimers: [Int: (deadline: SimTime, sequence: Int)] = [:]
    /// State changes of scroll views' pans in the current step, acted on after the views' calls.
    var scrollActions: [(scroll: Int, state: RecognizerState)] = []
    let emitRecord: (Record) -> Void

    /// Builds the live view tree of `scene`, docs/model.md §8's private scroll views included.
    public init(scene: SceneSpec, output: @escaping (Record) -> Void) {
        tree = ViewTree(scene: scene)
        emitRecord = output
        buildStates(ios: scene.ios)
    }

    private func buildStates(ios: IOSVersion) {
        for (node, spec) in tree.scrollSpecs {
            scrolls.append(
                ScrollViewState(node: node, id: tree[node].id, spec: spec, boundsSize: tree[node].frame.size))
        }
        // §7.5: the minimum highlight comes with iOS 26.
        let minimumHighlight = ios.major >= 26 ? Constants.controlMinimumHighlight : nil
        for (node, spec) in tree.controlSpecs {
            controls.append(
                ControlState(node: node, id: tree[node].id, minimumHighlight: minimumHighlight, value: spec.value))
        }
        var declared = tree.recognizerSpecs[...]
        var attached = Array(repeating: [Int](), count: tree.nodes.count)
        for node in tree.nodes.indices {
            if let s = tree[node].scrollIndex {
                let geometry = scrolls[s].geometry
                let pan = PanMachine(minimumTouches: 1, maximumTouches: nil, beginAxes: geometry.scrollableAxes)
                scrolls[s].panSlot = slots.count
                slots.append(
                    RecognizerSlot(
                        scrollRole: .scrollPan(s), id: tree[node].id + ".pan", node: node,
                        enabled: geometry.spec.scrollEnabled, machine: pan))
                scrolls[s].delaySlot = slots.count
                slots.append(
                    RecognizerSlot(
                        scrollRole: .contentDelay(s), id: tree[node].id + ".delayedTouchesBegan", node: node,
                        enabled: scrolls[s].delaysContentTouches, machine: DelayedTouchesBeganMachine()))
                attached[node] += [slots.count - 2, slots.count - 1]
            }
            while let next = declared.first, next.node == node {
                attached[node].append(slots.count)
                slots.append(RecognizerSlot(spec: next.spec, node: node))
                declared = declared.dropFirst()
            }
        }
        let slotByID = Dictionary(slots.indices.map { (slots[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
        for i in slots.indices {
            slots[i].requirements = slots[i].requireToFailIDs.compactMap { slotByID[$0] }
        }
        tree.setRecognizers(attached)
    }

    /// Delivers one UIEvent: every trace event that shares a `t`, in array order (docs/format.md §1).
    /// Timers due up to and at that time fire first (docs/model.md §9.2).
    public func handle(_ events: [TouchEvent]) {
        guard let t = events.first?.time else { return }
        fireTimers(notAfter: t)
        now = t
        lastActivity = t
        var step = Step()
        for event in events { ingest(event, into: &step) }
        catchAnimations(for: step.began)
        assignRecognizers(to: step.began)
        runRecognizers(step)
        deliverToViews(step)
        endStep()
    }

    /// Runs on until nothing is pending, at most 10 s after the last event, and emits the
    /// summary (docs/format.md §1, §3).
    public func finish() {
        let limit = lastActivity + Constants.runOutLimit
        fireTimers(notAfter: limit)
        let end = clock.isEmpty ? lastActivity : limit
        now = end
        stopAnimationsAtRunOut()
        emit(.summary(summary(at: end)))
    }

    /// Fires due timers one at a time, each as a step of its own.
    func fireTimers(notAfter limit: SimTime) {
        while let timer = clock.popDue(notAfter: limit) {
            now = timer.deadline
            lastActivity = now
            switch timer.owner {
            case .recognizer(let i):
                guard slots[i].timer?.sequence == timer.sequence else { continue }
                slots[i].timer = nil
                let intent = slots[i].machine.timerFired(at: now)
                apply(intent, to: i)
                syncTimer(i)
            case .animation(let s):
                finishAnimation(s, sequence: timer.sequence)
            case .control(let c):
                guard controlTimers[c]?.sequence == timer.sequence else { continue }
                controlTimers[c] = nil
                emit(controls[c].timerFired(at: now), from: controls[c].node)
                syncControlTimer(c)
            }
            deliverToViews(Step())
            endStep()
        }
    }

    func emit(_ event: RecordEvent) {
        emitRecord(Record(time: now, event: event))
    }
}
