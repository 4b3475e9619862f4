import TouchSimCore
import TouchSimOutput
import TouchSimReader

/// `touchsim why`'s answer (docs/format.md §4.14): the lines of a replay that concern one view
/// or recognizer, each as a sentence with its `--explain` clause, grouped by touch sequence
/// (from a first finger down to the last one up) and headed by what each finger did.
///
/// A view's story has the downs that hit it or something inside it, or that hit-testing passed
/// it over on; its own calls, control events, highlight, selection and scrolling; the `ask`
/// lines about it; and, while one of its fingers is down, the states of the recognizers on it
/// and on its ancestors, which see those touches (§3.2). A recognizer's story has its states,
/// the questions about it, the downs on or inside its view, and what it did to others: the
/// touches it held or took, the recognizers it made fail.
final class WhyStory: RecordWriter {
    /// One finger of a sequence.
    private struct Finger {
        var touch: Int
        var downAt: SimTime
        var hit: String
        var end: String?
    }

    /// From a first finger down to the last one up, with the lines that follow until the next.
    private struct Sequence {
        var number: Int
        var fingers: [Finger] = []
        var sentences: [(sentence: WhySentence, repeats: Int, last: SimTime)] = []
        /// Open runs of repeated lines: the key and its place in `sentences`.
        var runs: [String: Int] = [:]
        /// A finger of this sequence hit the subject's view or something inside it.
        var touchesSubject = false
        /// The fingers whose hit view is the subject, and those it got a call about.
        var hitSubject: [Int] = []
        var heard: Set<Int> = []
        /// The first recognizer that began or recognized, its sentence, and whether it made a
        /// content delay fail (§5.2).
        var taker: (r: RecognizerIndex, sentence: WhySentence)?
        var delayFailedFor: Set<RecognizerIndex> = []
        /// Whether the subject, a recognizer, reported a state.
        var subjectChanged = false
    }

    /// Where a sentence starts, after the time.
    private static let indent = String(repeating: " ", count: 13)

    /// How many downs an answer of "nothing happened" lists.
    static let listedDowns = 10

    private let subject: WhySubject
    private var current = Sequence(number: 0)
    private var down: Set<Int> = []
    private var lines: [String] = []
    /// Whether any line besides a down was about the subject.
    private var anythingHappened = false
    private var downs: [String] = []
    private var downCount = 0

    init(subject: WhySubject) {
        self.subject = subject
    }

    /// The subject, when it is a view: a down names it among the views passed over.
    private var subjectView: ViewIndex? {
        if case .view(let v) = subject.kind { return v }
        return nil
    }

    func write(_ record: Record, names: NameTable) {
        if case .input(let touch, let phase, _, let hit) = record.event {
            note(touch, phase, hit: hit, record)
        }
        if case .summary = record.event {
            close()
            return
        }
        guard includes(record), let sentence = WhySentence(record, names: names, naming: subjectView) else { return }
        switch (record.event, record.cause) {
        case (.input, _): break
        case (.touches(let view, _, let touches, _), _):
            if view == subject.view { current.heard.formUnion(touches) }
        case (.gesture(let r, let state), _) where state == .began || state == .recognized:
            if current.taker == nil { current.taker = (r, sentence) }
            if case .recognizer(r) = subject.kind { current.subjectChanged = true }
        case (.gesture(let r, let state), let cause):
            if case .recognizer(r) = subject.kind { current.subjectChanged = true }
            if state == .failed, case .arena(.excludedBy(let q)) = cause { current.delayFailedFor.insert(q) }
        default: break
        }
        if case .input = record.event {} else { anythingHappened = true }
        add(sentence)
    }

    /// The answer, one line each.
    func answer() -> [String] {
        let title = [subject.title, ""]
        guard anythingHappened else { return title + nothingHappened() }
        return title + lines
    }

    // MARK: sequences

    private func note(_ touch: Int, _ phase: TouchPhase, hit: ViewIndex?, _ record: Record) {
        let names = subject.names
        switch phase {
        case .down:
            if down.isEmpty {
                close()
                current = Sequence(number: current.number + 1)
            }
            down.insert(touch)
            current.fingers.append(Finger(touch: touch, downAt: record.time, hit: hit.map(names.view) ?? "no view"))
            if subject.isInside(hit, subject.view) { current.touchesSubject = true }
            if case .view(let v) = subject.kind, hit == v { current.hitSubject.append(touch) }
            downCount += 1
            if downs.count < Self.listedDowns, let sentence = WhySentence(record, names: names, naming: subjectView) {
                downs.append(sentence.line())
            }
        case .up, .cancel:
            down.remove(touch)
            if let i = current.fingers.lastIndex(where: { $0.touch == touch && $0.end == nil }) {
                current.fingers[i].end =
                    (phase == .up ? "lifted at " : "was cancelled at ") + NumberFormat.string(record.time) + " ms"
            }
        case .move:
            break
        }
    }

    private func add(_ sentence: WhySentence) {
        if let key = sentence.runKey, let i = current.runs[key] {
            current.sentences[i].repeats += 1
            current.sentences[i].last = sentence.time
            // The run's line shows where it ended up: the last offset of a drag.
            let first = current.sentences[i].sentence
            current.sentences[i].sentence = sentence
            current.sentences[i].sentence.time = first.time
            return
        }
        if let key = sentence.runKey {
            current.runs[key] = current.sentences.count
        } else {
            current.runs = [:]
        }
        current.sentences.append((sentence, 0, sentence.time))
    }

    /// Ends the current sequence, writing it if anything in it was about the subject.
    private func close() {
        guard !current.sentences.isEmpty else { return }
        if !lines.isEmpty { lines.append("") }
        if current.number == 0 {
            lines.append("Before the first touch:")
        } else {
            let fingers = current.fingers.map { finger in
                "touch \(finger.touch) went down at \(NumberFormat.string(finger.downAt)) ms on \(finger.hit) and "
                    + (finger.end ?? "was still down at the end")
            }
            lines.append("Touch sequence \(current.number): " + fingers.joined(separator: "; ") + ".")
        }
        for entry in current.sentences {
            lines.append(entry.sentence.line(repeats: entry.repeats, last: entry.last))
        }
        for touch in current.hitSubject where !current.heard.contains(touch) {
            lines.append(Self.indent + neverHeard(touch))
        }
        if case .recognizer = subject.kind, current.touchesSubject, !current.subjectChanged {
            lines.append(Self.indent + "\(subject.id) did not change state in this sequence.")
        }
        current.sentences = []
    }

    /// Why the subject, the hit view of `touch`, never got a call about it.
    private func neverHeard(_ touch: Int) -> String {
        let names = subject.names
        let never = "\(subject.id) never got a touches call for touch \(touch)"
        guard let (r, sentence) = current.taker else { return never + "." }
        let when = "at \(NumberFormat.string(sentence.time)) ms"
        switch names.role(of: r) {
        case .scrollViewPan where current.delayFailedFor.contains(r):
            return never
                + ": \(names.recognizer(r)) began \(when), within the content delay, so the touch the delay held was thrown away (model.md §5.2)."
        case .contentDelay:
            return never
                + ": \(names.recognizer(r)) recognized \(when), because touchesShouldBegin said false, so the held touch never reaches it (model.md §5.2)."
        default:
            return never + ": \(sentence.head) \(when), before \(subject.id) heard of it (model.md §3.6)."
        }
    }

    /// Where every touch went instead, for a subject nothing happened to.
    private func nothingHappened() -> [String] {
        let none = "No touch reached \(subject.id), and nothing happened to it."
        guard downCount > 0 else { return [none + " The trace has no touch."] }
        var result = [none + " Where each touch went down, and why:"] + downs
        if downCount > downs.count { result.append("… and \(downCount - downs.count) more downs.") }
        return result
    }

    // MARK: what concerns the subject

    private func includes(_ record: Record) -> Bool {
        switch subject.kind {
        case .view(let v): return includes(record, view: v)
        case .recognizer(let r): return includes(record, recognizer: r)
        }
    }

    private func includes(_ record: Record, view v: ViewIndex) -> Bool {
        let names = subject.names
        switch record.event {
        case .input(_, let phase, _, let hit):
            if phase == .down {
                if subject.isInside(hit, v) { return true }
                if case .hitTest(let skipped) = record.cause { return skipped.contains { $0.view == v } }
                return false
            }
            return current.touchesSubject
        case .touches(let view, _, _, let consumer):
            return view == v || names.forwarding(from: view, to: consumer).contains(names.view(v))
        case .gesture(let r, _):
            return seesSubjectTouches(r, v)
        case .ask(let view, _, let about, _, _):
            switch about {
            case .view(let content): return view == v || content == v
            case .recognizer(let r): return view == v || seesSubjectTouches(r, v)
            }
        case .control(let view, _, _), .highlight(let view, _), .scroll(let view, _, _), .presentation(let view, _),
            .refresh(let view, _), .firstResponder(let view, _), .contextMenu(let view, _):
            return view == v
        case .selection(let view, let cell, _), .swipeActions(let view, let cell, _):
            return view == v || cell == v
        case .summary:
            return false
        }
    }

    /// A recognizer on `v`, or on an ancestor of `v` while a touch of `v` is in play (§3.2).
    private func seesSubjectTouches(_ r: RecognizerIndex, _ v: ViewIndex) -> Bool {
        let on = subject.names.view(of: r)
        return on == v || (current.touchesSubject && subject.isInside(v, on))
    }

    private func includes(_ record: Record, recognizer r: RecognizerIndex) -> Bool {
        var causes = [record.cause]
        if case .perTouch(let each) = record.cause { causes = each }
        for cause in causes where refers(cause, to: r) { return true }
        switch record.event {
        case .input(_, let phase, _, let hit):
            return phase == .down ? subject.isInside(hit, subject.view) : current.touchesSubject
        case .gesture(let q, _):
            return q == r
        case .ask(_, _, .recognizer(let q), _, _):
            return q == r
        case .ask(let view, _, .view, _, _):
            // The scroll view's questions about its content decide for its own two (§5.2, §5.4).
            guard view == subject.view else { return false }
            switch (subject.names.role(of: r), record.cause) {
            case (.scrollViewPan, .panTakesContent), (.contentDelay, .contentDelayEnded): return true
            default: return false
            }
        case .scroll(let view, _, _):
            return view == subject.view && subject.names.role(of: r) == .scrollViewPan
        case .presentation(let view, _):
            return view == subject.view && subject.names.role(of: r) == .sheetDismissal
        case .contextMenu(let view, _):
            return view == subject.view && subject.names.role(of: r) == .contextMenu
        case .swipeActions(let table, _, _):
            // The row's lines come of the table's two swipe recognizers (§14.2, §14.4).
            let role = subject.names.role(of: r)
            return table == subject.view && (role == .swipeActionsPan || role == .swipeDismissal)
        default:
            return false
        }
    }

    /// Whether `cause` names `r` as the recognizer that decided: it held or took a touch, was
    /// asked about, or made another fail (§3.4–§3.8).
    private func refers(_ cause: Cause, to r: RecognizerIndex) -> Bool {
        switch cause {
        case .released(_, let q, _), .endReleased(let q), .takenBy(let q), .aboutToBegin(let q),
            .controlRefuses(let q, _):
            return q == r
        case .arena(.requirementsFailed(let q)), .arena(.requirementSucceeded(let q)), .arena(.excludedBy(let q)):
            return q == r
        default:
            return false
        }
    }
}
