import TouchSimCore
import TouchSimOutput

/// The one place that reads the engine's records: it turns a replay's records into its facts.
/// Any change to `Record` (for example ids becoming indices into a name table) is absorbed here.
final class FactCollector: RecordWriter {
    private(set) var facts = ReplayFacts()
    /// Per hit view, when a finger last went down on it.
    private var lastDown: [String: SimTime] = [:]
    /// Per control whose highlight is on: when it went on and how long after its finger's down.
    private var highlightOn: [String: (at: SimTime, delay: Duration)] = [:]
    private var fingersDown = 0

    /// Takes one record, in the order the engine wrote them, its names resolved by `names`.
    func write(_ record: Record, names: NameTable) {
        let time = record.time
        switch record.event {
        case .input(_, let phase, _, let hitView):
            switch phase {
            case .down:
                fingersDown += 1
                if fingersDown > 1 { facts.hadSimultaneousTouches = true }
                if let hitView = hitView.map(names.view) {
                    lastDown[hitView] = time
                    facts.noteTouched(hitView)
                }
                if case .hitTest(let skipped) = record.cause {
                    for skip in skipped { facts.notePassedOver(names.view(skip.view), skip.reason, at: skip.view) }
                }
            case .up, .cancel: fingersDown -= 1
            case .move: break
            }
        case .touches(let view, let method, _, _):
            facts.insert(.received(view: names.view(view), method: method))
        case .gesture(let recognizer, let state):
            let gesture = names.recognizer(recognizer)
            let view = names.view(names.view(of: recognizer))
            // A scroll view's own recognizers are UIKit's machinery; `scrolled` says what they did.
            guard state != .changed,
                !UIKitObjectModel.ScrollViewRecognizer.allCases.contains(where: { $0.id(ofScrollView: view) == gesture }
                )
            else { return }
            facts.insert(.reported(gesture: gesture, state: state))
        case .ask:
            break
        case .control(let view, let event, _):
            facts.insert(.sent(control: names.view(view), event: event))
        case .highlight(let index, true):
            let view = names.view(index)
            // A control tracks only touches that hit it (docs/model.md §7.1).
            highlightOn[view] = (time, time - (lastDown[view] ?? time))
        case .highlight(let index, false):
            let view = names.view(index)
            // On and off in the same instant is never seen (docs/model.md §7.4).
            if let on = highlightOn.removeValue(forKey: view), time > on.at {
                facts.noteVisibleHighlight(of: view, after: on.delay)
            }
        case .selection(_, let cell, let event):
            if event == .select { facts.insert(.selected(cell: names.view(cell))) }
        case .scroll(let view, _, _):
            facts.insert(.scrolled(scrollView: names.view(view)))
        case .presentation(let view, let event):
            if event == .dismissed { facts.insert(.dismissed(sheet: names.view(view))) }
        case .zoom(let view, _, _, let reason):
            if reason == .drag { facts.insert(.zoomed(scrollView: names.view(view))) }
        case .contextMenu(let view, let event):
            if event == .shown { facts.insert(.menuShown(view: names.view(view))) }
        case .refresh(let view, let event):
            if event == .valueChanged { facts.insert(.refreshed(scrollView: names.view(view))) }
        case .firstResponder(let view, let event):
            let view = names.view(view)
            facts.insert(
                event == .became ? .becameFirstResponder(textInput: view) : .resignedFirstResponder(textInput: view))
        case .swipeActions(_, let row, let event):
            if case .opened = event { facts.insert(.swipeOpened(row: names.view(row))) }
        case .summary:
            // A highlight still on when the simulation ends was seen. Sorted: the facts keep
            // an order that does not depend on a dictionary's.
            for (view, on) in highlightOn.sorted(by: { $0.key < $1.key }) {
                facts.noteVisibleHighlight(of: view, after: on.delay)
            }
            highlightOn = [:]
        }
    }
}
