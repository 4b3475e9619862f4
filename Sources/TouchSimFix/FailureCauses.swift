import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// One replay of a trace under a near miss's changes, kept as `touchsim why` words each line
/// (docs/format.md §4.14), to say why an expectation still fails: the line that decided it.
final class FailureCauses: RecordWriter {
    /// One line of the replay: what it is about, and its sentence.
    private struct Line {
        /// The view or recognizer it is about, by id.
        var subject: String
        /// The fact it makes hold, if any.
        var fact: Fact?
        /// The line in words, with its time and cause.
        var sentence: String
    }

    private let collector = FactCollector()
    private var lines: [Line] = []
    private var firstDown: String?

    /// Replays `steps` on `scene`.
    init(scene: PreparedScene, steps: [TraceStep]) {
        ReplayPipeline(schedule: .inline).replay(
            prepared: scene, steps: steps, notingPassedOverViews: false, into: self)
    }

    /// The facts of the replay.
    var facts: ReplayFacts { collector.facts }

    func write(_ record: Record, names: NameTable) {
        collector.write(record, names: names)
        take(record, names: names)
    }

    private func take(_ record: Record, names: NameTable) {
        let subject: String
        var fact: Fact?
        switch record.event {
        case .input(_, .down, _, _):
            if firstDown == nil { firstDown = WhyWords.sentence(of: record, names: names) }
            return
        case .input, .ask, .summary: return
        case .touches(let view, let method, _, _):
            subject = names.view(view)
            fact = .received(view: subject, method: method)
        case .gesture(let r, let state):
            subject = names.recognizer(r)
            fact = .reported(gesture: subject, state: state)
        case .control(let view, let event, _):
            subject = names.view(view)
            fact = .sent(control: subject, event: event)
        case .highlight(let view, let on):
            subject = names.view(view)
            fact = on ? .highlighted(control: subject) : nil
        case .selection(_, let cell, let event):
            subject = names.view(cell)
            fact = event == .select ? .selected(cell: subject) : nil
        case .scroll(let view, _, _):
            subject = names.view(view)
            fact = .scrolled(scrollView: subject)
        case .presentation(let view, let event):
            subject = names.view(view)
            fact = event == .dismissed ? .dismissed(sheet: subject) : nil
        case .zoom(let view, _, _, let reason):
            subject = names.view(view)
            fact = reason == .drag ? .zoomed(scrollView: subject) : nil
        case .contextMenu(let view, let event):
            subject = names.view(view)
            fact = event == .shown ? .menuShown(view: subject) : nil
        case .refresh(let view, let event):
            subject = names.view(view)
            fact = event == .valueChanged ? .refreshed(scrollView: subject) : nil
        case .firstResponder(let view, let event):
            subject = names.view(view)
            fact =
                event == .became
                ? .becameFirstResponder(textInput: subject) : .resignedFirstResponder(textInput: subject)
        case .swipeActions(_, let row, let event):
            subject = names.view(row)
            if case .opened = event { fact = .swipeOpened(row: subject) }
        }
        guard let sentence = WhyWords.sentence(of: record, names: names) else { return }
        lines.append(Line(subject: subject, fact: fact, sentence: sentence))
    }

    /// Why `want` fails in this replay: for a fact that should not hold, the line that made it
    /// hold; for one that should, the last line about its subject (a scroll view's: its pan's;
    /// a highlight's: its control's touchesBegan), or, when nothing happened to it, where the
    /// first finger went down instead.
    func cause(of want: Expectation, in index: SceneIndex) -> String {
        if want.negated, let line = lines.first(where: { $0.fact.map(want.concerns) ?? false }) {
            return line.sentence
        }
        var subject = want.subject
        if case .scrolled = want.predicate {
            subject = UIKitObjectModel.ScrollViewRecognizer.pan.id(ofScrollView: want.subject)
            if let node = index.node(ofView: want.subject), let reason = Self.cannotScroll(index.nodes[node].spec) {
                return reason
            }
        }
        // A late highlight is late because its touchesBegan was (docs/model.md §7.4).
        if case .highlighted = want.predicate,
            let line = lines.first(where: { $0.fact == .received(view: subject, method: .began) })
        {
            return line.sentence
        }
        if let line = lines.last(where: { $0.subject == subject }) { return line.sentence }
        return "nothing happened to \(want.subject); " + (firstDown ?? "no finger went down")
    }

    /// Why a scroll view cannot scroll at all, when that is so (docs/model.md §5.5).
    private static func cannotScroll(_ view: ViewSpec) -> String? {
        guard let scroll = view.scroll else { return nil }
        let id = view.id
        guard scroll.scrollEnabled else { return "\(id).scrollEnabled is false (model.md §5.5)" }
        let size = view.frame.size
        let inset = scroll.contentInset
        let fitsVertically = scroll.contentSize.height <= size.height - inset.top - inset.bottom
        let fitsHorizontally = scroll.contentSize.width <= size.width - inset.left - inset.right
        guard fitsVertically, fitsHorizontally else { return nil }
        guard scroll.bounces else { return "\(id)'s content fits its bounds and bounces is false (model.md §5.5)" }
        guard !scroll.alwaysBounceVertical, !scroll.alwaysBounceHorizontal else { return nil }
        return
            "\(id)'s content fits its bounds, and alwaysBounceVertical and alwaysBounceHorizontal are false (model.md §5.5)"
    }
}
