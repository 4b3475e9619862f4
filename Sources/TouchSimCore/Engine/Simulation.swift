import _TouchSimStorage

/// Replays a trace through the model of UIKit: feed it each UIEvent in order, then `finish()`.
///
/// Each UIEvent, and each timer that fires between them, is one step (docs/model.md §9.3):
/// the recognizers see the touches first and the arena settles (`GestureArena`), then the views
/// get their `touches…` calls (`TouchTable`), controls track them (`Controls`), tables select
/// cells (`Selections`), and scroll views
/// act on their pans (`ScrollViews`). `Simulation` only coordinates: it owns the clock and the
/// output, and carries out what the others decide, in order. Output goes to `output` as it
/// happens, so memory does not grow with the trace.
public final class Simulation {
    /// Who a timer on the clock belongs to.
    enum TimerOwner: Equatable {
        case recognizer(RecognizerIndex)
        case animation(ScrollIndex)
        /// A control's §7.5 held highlight or a stepper's repeat (§7.6).
        case control(ControlIndex)
        /// The earliest end of the running view animations (§17).
        case viewAnimations
        /// The next display frame of an animated `contentOffset` being drawn (§17.3).
        case offsetFrames
    }

    /// The live tree; hit-testing reads its changeable properties from this copy only (§11.2).
    var tree: ViewTree
    let recognizers: RecognizerDirectory
    let arena: RecognizerArena
    var scrollViews: ScrollViews
    var controls: Controls
    var selections: Selections
    var sheets: Sheets
    var textInput: TextInput
    var contextMenus: ContextMenus
    var swipeActions: SwipeActions
    var touches: TouchTable
    /// One slot for each recognizer, then each scroll view's animation, then each control, then
    /// one for the view animations and one for the drawn offsets (`slot(of:)`).
    let clock: VirtualClock<TimerOwner>
    var now = SimTime.zero
    /// The time of the last event or timer, which the summary reports.
    var lastActivity = SimTime.zero
    /// The lists a step fills and reads, kept for their storage.
    let scratch = StepScratch()
    /// The running view animations without `allowUserInteraction` (§17): when each ends and its
    /// views, by end time, then in the order begun.
    var viewAnimations: [(endsAt: SimTime, views: [ViewIndex])] = []
    /// The animated `contentOffset`s Core Animation is drawing (§17.3), in the order begun.
    var drawnOffsets: [DrawnOffset] = []
    /// State changes of scroll views' pans in the current step, acted on after the views' calls;
    /// the list keeps its storage from step to step (most steps of a drag have one).
    var scrollActions = ScratchList<(scroll: ScrollIndex, state: RecognizerState)>()
    /// State changes of sheets' dismissal pans in the current step, acted on before the scroll
    /// views' (§12.2: a sheet's drag holds the scroll views under it).
    var sheetActions: [(sheet: SheetIndex, state: RecognizerState)] = []
    /// State changes of zooming scroll views' pinches in the current step, acted on before the
    /// scroll views' pans (§16.2: a pinch holds its scroll view's offset).
    var zoomActions: [(scroll: ScrollIndex, state: RecognizerState)] = []
    /// Text taps that recognized in the current step (§19.1), acted on after the views' calls.
    var textTapActions: [RecognizerIndex] = []
    /// State changes of tables' swipe-action recognizers in the current step (§14), acted on with
    /// the sheets'.
    var swipeTableActions:
        [(table: SwipeTableIndex, recognizer: RecognizerDirectory.SwipeRecognizer, state: RecognizerState)] = []
    /// Content delays that another recognizer (`winner`) ended in the current step (§3.4), whose
    /// scroll views still ask about the touches they held before the views get their calls (§5.2).
    var delaysEndedByOthers: [(delay: RecognizerIndex, winner: RecognizerIndex)] = []
    /// The names behind the records' indices.
    public let names: NameTable
    /// Where each record is built, in place, and handed off a buffer at a time.
    private var records: RecordOutput
    /// Whether a down's cause lists the views hit-testing passed over (§1.1).
    let notesHitTest: Bool

    /// Builds the live view tree of `scene`, docs/model.md §8's private scroll views included;
    /// `output` gets the replay's names and returns what takes each record, as it happens. With
    /// `hitTestNotes` false, a down's `Cause.hitTest` lists no view passed over, and hit-testing
    /// visits none of the views that cannot be hit (§1.1): for output that never reads the notes.
    public convenience init(
        scene: SceneSpec, hitTestNotes: Bool = true, output: (NameTable) -> (consuming Record) -> Void
    ) {
        self.init(scene: scene, hitTestNotes: hitTestNotes, records: { .each(output($0)) })
    }

    /// Builds the live view tree of `scene`, as `init(scene:hitTestNotes:output:)`; `records`
    /// gets the replay's names and returns where its records go, a buffer at a time: `finish()`
    /// hands off the last one.
    public convenience init(scene: SceneSpec, hitTestNotes: Bool = true, records: (NameTable) -> RecordOutput) {
        self.init(
            tree: ViewTree(scene: scene), ios: scene.ios, firstResponder: scene.firstResponder,
            hitTestNotes: hitTestNotes, records: records)
    }

    /// Replays on the tree `prepared` built once, as `init(scene:hitTestNotes:records:)` on its
    /// scene.
    public convenience init(prepared: PreparedScene, hitTestNotes: Bool = true, records: (NameTable) -> RecordOutput) {
        var tree = prepared.tree
        tree.siblingGrids = SiblingGrids()
        self.init(
            tree: tree, ios: prepared.ios, firstResponder: prepared.firstResponder, hitTestNotes: hitTestNotes,
            records: records)
    }

    private init(
        tree: ViewTree, ios: IOSVersion, firstResponder: String?, hitTestNotes: Bool,
        records: (NameTable) -> RecordOutput
    ) {
        notesHitTest = hitTestNotes
        self.tree = tree
        var recognizers = RecognizerDirectory(tree: tree)
        arena = RecognizerArena(
            members: recognizers.takeMembers(), machines: recognizers.takeMachines(), ancestry: tree.ancestry)
        self.recognizers = recognizers
        names = NameTable(tree: tree, recognizers: recognizers)
        scrollViews = ScrollViews(tree: tree, recognizers: recognizers.ofScrollViews)
        // §7.5: the minimum highlight comes with iOS 26.
        controls = Controls(
            tree: tree, minimumHighlight: ios.major >= 26 ? Constants.controlMinimumHighlight : nil)
        selections = Selections(tree: tree)
        sheets = Sheets(tree: tree, pans: recognizers.ofSheets)
        textInput = TextInput(tree: tree, recognizers: recognizers, initial: firstResponder)
        contextMenus = ContextMenus(tree: tree)
        swipeActions = SwipeActions(tree: tree, recognizers: recognizers.ofSwipeTables)
        touches = TouchTable(tree: tree)
        clock = VirtualClock(
            owners: recognizers.entries.indices.map { .recognizer($0) }
                + scrollViews.states.indices.map { .animation($0) }
                + controls.states.indices.map { .control($0) } + [.viewAnimations, .offsetFrames])
        self.records = records(names)
    }

    /// Delivers one UIEvent: every trace event that shares a `t`, in array order (docs/format.md §1).
    /// Timers due up to and at that time fire first (docs/model.md §9.2).
    public func handle(_ events: ArraySlice<TouchEvent>) { handle(events.span) }

    /// Delivers one UIEvent, as `handle(_:)` with a slice, read where the caller keeps it: a
    /// reader holding many steps' events in one list lends each step.
    public func handle(_ events: Span<TouchEvent>) {
        guard !events.isEmpty else { return }
        let t = events[0].time
        fireTimers(notAfter: t)
        now = t
        lastActivity = t
        // The step is built and read where it lies (docs/performance.md).
        inPlace(&scratch.step) { step in
            ingest(events, into: &step)
            arena.handle(step, delegate: self)
            deliverToViews(step)
            step.removeAll()
        }
        endStep()
    }

    /// Runs on until nothing is pending, at most 10 s after the last event, and emits the
    /// summary (docs/format.md §1, §3).
    public func finish() {
        let limit = lastActivity + Constants.runOutLimit
        fireTimers(notAfter: limit)
        let end = clock.isEmpty ? lastActivity : limit
        now = end
        scrollEffects { $0.stopAnimations(at: now, effects: &$1) }
        emit(
            .summary(
                Summary(
                    touches: touches.summaries, scrollViews: scrollViews.summary(at: end),
                    gestures: recognizers.summary(tree: tree, arena: arena), controls: controls.summary,
                    selections: selections.summary, firstResponder: textInput.summary(tree: tree),
                    presentations: sheets.summary(tree: tree),
                    contextMenus: contextMenus.summary(tree: tree), swipeActions: swipeActions.summary(tree: tree))),
            because: .replayEnded)
        records.handOffRest()
    }

    /// Fires due timers one at a time, each as a step of its own; most steps have none due.
    func fireTimers(notAfter limit: SimTime) {
        if clock.hasDue(notAfter: limit) { fireDueTimers(notAfter: limit) }
    }

    /// `fireTimers(notAfter:)` once a timer may be due.
    private func fireDueTimers(notAfter limit: SimTime) {
        while let timer = clock.popDue(notAfter: limit) {
            now = timer.deadline
            lastActivity = now
            switch timer.owner {
            case .recognizer(let r):
                arena.timerFired(r, at: now, delegate: self)
            case .animation(let s):
                scrollEffects { $0.animationEnded(s, effects: &$1) }
            case .control(let c):
                for line in controls.timerFired(c, at: now) { emit(line.event, because: line.cause) }
                syncControlTimer(c)
            case .viewAnimations:
                viewAnimationsEnded()
            case .offsetFrames:
                offsetFramesDue()
            }
            deliverToViews()
            endStep()
        }
    }

    /// Runs `body` on the scroll views with an empty list for their effects, then carries them
    /// out. Both in place (docs/performance.md); the list (`scratch.effects`) keeps its storage
    /// from call to call, as most steps have some.
    @discardableResult
    func scrollEffects<Result>(_ body: (inout ScrollViews, inout [ScrollEffect]) -> Result) -> Result {
        let result = body(&scrollViews, &scratch.effects)
        if !scratch.effects.isEmpty { perform(&scratch.effects) }
        return result
    }

    /// Carries out what a scroll view asked for, in order, and leaves the list empty. One effect
    /// is taken out rather than copied; several are read in place and then emptied, rather than
    /// reversed to be taken out from the end.
    private func perform(_ effects: inout [ScrollEffect]) {
        if effects.count == 1 {
            carryOut(effects.removeLast())
            return
        }
        for i in effects.indices { carryOut(effects[i]) }
        effects.empty()
    }

    /// Carries out one effect of a scroll view.
    private func carryOut(_ effect: consuming ScrollEffect) {
        switch consume effect {
        case .line(let event, let cause):
            emit(event, because: cause)
        case .startAnimationTimer(let s, let endsAt):
            clock.schedule(slot(of: .animation(s)), at: endsAt)
        case .cancelAnimationTimer(let s):
            clock.cancel(slot(of: .animation(s)))
        }
    }

    /// Keeps the clock in step with control `c`'s wanted deadline (§7.5, §7.6).
    func syncControlTimer(_ c: ControlIndex) {
        // §7.5, §7.6: read through `states`, as a method of `Controls` copied it whole first.
        let wanted = controls.states[c].deadline
        let slot = slot(of: .control(c))
        guard wanted != clock.deadline(of: slot) else { return }
        if let wanted { clock.schedule(slot, at: wanted) } else { clock.cancel(slot) }
    }

    /// The owner's slot on the clock: recognizers first, then animations, then controls, then the
    /// view animations' one, then the drawn offsets'.
    func slot(of owner: TimerOwner) -> Int {
        switch owner {
        case .recognizer(let r): return r.position
        case .animation(let s): return recognizers.entries.count + s.position
        case .control(let c): return recognizers.entries.count + scrollViews.states.count + c.position
        case .viewAnimations: return recognizers.entries.count + scrollViews.states.count + controls.states.count
        case .offsetFrames: return recognizers.entries.count + scrollViews.states.count + controls.states.count + 1
        }
    }

    /// Hands one line to the output; every line says why it happened. Both are taken, not
    /// copied, into the record, which is built in the output's buffer.
    func emit(_ event: consuming RecordEvent, because cause: consuming Cause) {
        records.append(Record(time: now, event: event, cause: cause))
    }
}
