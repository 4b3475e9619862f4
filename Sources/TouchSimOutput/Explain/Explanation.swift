import TouchSimCore

/// Why a line happened, in words: the § of docs/model.md its cause applies, the views and
/// recognizers involved, and one short clause that reads after "because" (docs/format.md §4.2,
/// `--explain`). Built from the record's `Cause` alone: the engine decided, this only words it.
public struct Explanation: Sendable, Equatable {
    /// The § of docs/model.md, without the sign: `5.2`.
    public let rule: String
    /// The cause's name, stable for scripts: `released`, `excludedBy`.
    public let cause: String
    /// The ids of the views involved, in the order the clause names them.
    public let views: [String]
    /// The ids of the recognizers involved, in the order the clause names them.
    public let gestures: [String]
    /// The clause, ending with its §: `feed.pan began first … (model.md §3.4)`.
    public let text: String

    init(_ rule: String, _ cause: String, views: [String] = [], gestures: [String] = [], _ text: String) {
        self.init(rule: rule, cause: cause, views: views, gestures: gestures, text: text + " (model.md §" + rule + ")")
    }

    private init(rule: String, cause: String, views: [String], gestures: [String], text: String) {
        self.rule = rule
        self.cause = cause
        self.views = views
        self.gestures = gestures
        self.text = text
    }

    /// The explanation of one call about several touches whose causes differ: each cause's
    /// clause after the touches it explains, the first one's § as the rule.
    static func perTouch(_ parts: [(touches: [Int], why: Explanation)]) -> Explanation {
        let text = parts.map { part in
            (part.touches.count == 1
                ? "touch \(part.touches[0])"
                : "touches "
                    + part.touches.map(String.init).joined(separator: ", ")) + ": " + part.why.text
        }.joined(separator: "; ")
        var views: [String] = []
        var gestures: [String] = []
        for part in parts {
            views += part.why.views.filter { !views.contains($0) }
            gestures += part.why.gestures.filter { !gestures.contains($0) }
        }
        return Explanation(rule: parts[0].why.rule, cause: "perTouch", views: views, gestures: gestures, text: text)
    }

    /// The explanation of `record`; nil for the lines that report rather than decide: the
    /// trace's moves and lifts, and the summary. A down names view `naming` among those it
    /// passed over even when they are too many to list (`touchsim why`'s subject).
    public static func of(_ record: Record, names: NameTable, naming: ViewIndex? = nil) -> Explanation? {
        let words = Words(names: names)
        switch record.cause {
        case .traceEvent,
            .replayEnded where record.event.isSummary:
            return nil
        case .hitTest(let skipped):
            guard case .input(_, _, _, let hit) = record.event else { return nil }
            return words.hitTest(hit, skipped, naming: naming)
        case .delivered, .released, .endReleased, .takenBy, .systemCancel:
            guard case .touches(let view, let method, _, _) = record.event else { return nil }
            return words.touches(view, method, record.cause, at: record.time)
        case .perTouch(let causes):
            guard case .touches(let view, let method, let touches, _) = record.event else { return nil }
            var parts: [(touches: [Int], why: Explanation)] = []
            for (touch, cause) in zip(touches, causes) {
                guard let why = words.touches(view, method, cause, at: record.time) else { continue }
                if let i = parts.firstIndex(where: { $0.why == why }) {
                    parts[i].touches.append(touch)
                } else {
                    parts.append(([touch], why))
                }
            }
            if parts.count <= 1 { return parts.first?.why }
            return .perTouch(parts)
        case .arena(let cause):
            guard case .gesture(let r, let state) = record.event else { return nil }
            return words.gesture(r, state, cause)
        case .aboutToBegin, .controlRefuses, .scrollPanWantsToBegin, .contentDelayEnded, .contentAtDown,
            .panTakesContent:
            guard case .ask(let view, _, let subject, _, _) = record.event else { return nil }
            return words.ask(view, subject, record.cause)
        case .control(let step):
            return words.control(record.event, step)
        case .tableTracking(let method):
            return words.tableTracking(record.event, method)
        case .tableScrollBegan:
            guard case .selection(let v, let cell, _) = record.event else { return nil }
            return Explanation(
                "10.2", "tableScrollBegan", views: [words.view(v), words.view(cell)],
                "\(words.view(v)) began to scroll")
        case .sheetDecides(let verdict):
            guard case .ask(let view, _, let subject, _, _) = record.event else { return nil }
            return words.sheetDecides(view, names.subject(subject), verdict)
        case .swipeActionsDecide(let verdict):
            guard case .ask(let view, _, let subject, _, _) = record.event else { return nil }
            return words.swipeActionsDecide(view, names.subject(subject), verdict)
        case .swipeRowOpen:
            guard case .ask(let view, _, let subject, _, _) = record.event else { return nil }
            return Explanation(
                "14.4", "swipeRowOpen", views: [words.view(view)], gestures: [names.subject(subject)],
                "a row of \(words.view(view)) is open, and a touch anywhere in the table closes it")
        case .swipeReleased, .swipeCancelled, .swipeDismissed:
            guard case .swipeActions(let table, let row, _) = record.event else { return nil }
            return words.swipeActions(table, row, record.cause)
        case .refreshPulled:
            guard case .refresh(let view, let event) = record.event else { return nil }
            return Explanation(
                "13.2", "refreshPulled", views: [words.view(view)],
                event == .beginRefreshing
                    ? "the drag pulled \(words.view(view)) \(NumberFormat.string(Constants.refreshTriggerDistance)) pt past its top and its refresh control begins refreshing"
                    : "a refresh control that begins refreshing sends valueChanged to the app's action")
        case .setRefreshing:
            switch record.event {
            case .refresh(let view, let event):
                return Explanation(
                    "13.4", "setRefreshing", views: [words.view(view)],
                    event == .beginRefreshing
                        ? "a set event of the trace called beginRefreshing(), which sends no valueChanged"
                        : "a set event of the trace called endRefreshing()")
            case .scroll(let view, _, _):
                return Explanation(
                    "13.4", "setRefreshing", views: [words.view(view)],
                    "refreshing ended and the control's height left the top inset: the content returns to its top")
            default:
                return nil
            }
        case .setZoom:
            guard case .zoom(let view, _, let scale, _) = record.event else { return nil }
            return Explanation(
                "16.6", "setZoom", views: [words.view(view)],
                "a set event of the trace called setZoomScale(\(NumberFormat.string(scale)), animated: false), which zooms about the middle of the bounds"
            )
        case .zoomFollowsPinch, .zoomReleased:
            guard case .zoom(let view, _, let scale, _) = record.event else { return nil }
            return record.cause == .zoomFollowsPinch
                ? Explanation(
                    "16.2", "zoomFollowsPinch", views: [words.view(view)],
                    "its pinch scales the content to \(NumberFormat.string(scale)) about the fingers' midpoint")
                : Explanation(
                    "16.3", "zoomReleased", views: [words.view(view)],
                    "the pinch let go past a zoom limit or an edge: the content bounces back within them")
        case .textTapped(let r):
            guard case .firstResponder(let view, let event) = record.event else { return nil }
            let tapped = words.view(names.view(of: r))
            return Explanation(
                event == .became ? "19.1" : "19.2", "textTapped", views: [words.view(view)],
                gestures: [words.gesture(r)],
                event == .became
                    ? "\(words.gesture(r)), the text tap of \(tapped), recognized: \(tapped) begins editing"
                    : "\(tapped) became first responder in its place (\(words.gesture(r)) recognized)")
        case .keyboardDismissed(let scrollView, let mode):
            guard case .firstResponder(let view, _) = record.event else { return nil }
            return Explanation(
                "19.3", "keyboardDismissed", views: [words.view(view), words.view(scrollView)],
                mode == .onDrag
                    ? "a drag of \(words.view(scrollView)) began and its keyboardDismissMode is onDrag"
                    : "a drag of \(words.view(scrollView)), whose keyboardDismissMode is interactive, ended in the keyboard (the bottom \(NumberFormat.string(Constants.keyboardHeight)) pt of the window)"
            )
        case .contextMenuPressed, .contextMenuPressCancelled, .contextMenuCovers:
            return words.contextMenu(record)
        case .sheetFollowsPan, .sheetReleased, .sheetDragCancelled:
            guard case .presentation(let view, _) = record.event else { return nil }
            return words.presentation(view, record.cause)
        case .followsFinger, .animationEnded, .refreshControlHolds, .animationCaught, .replayEnded, .setOffset,
            .animatedOffset:
            guard case .scroll(let view, _, let reason) = record.event else { return nil }
            return words.scroll(view, reason, record.cause)
        }
    }
}

extension RecordEvent {
    var isSummary: Bool {
        if case .summary = self { return true }
        return false
    }
}

/// The words of the explanations, one method per kind of line.
struct Words {
    let names: NameTable

    func view(_ v: ViewIndex) -> String { names.view(v) }
    func gesture(_ r: RecognizerIndex) -> String { names.recognizer(r) }

    // MARK: touches

    func touches(_ v: ViewIndex, _ method: TouchMethod, _ cause: Cause, at time: SimTime) -> Explanation? {
        switch cause {
        case .delivered:
            switch method {
            case .began: return Explanation("2.1", "delivered", views: [view(v)], "no recognizer delays touchesBegan")
            case .moved:
                return Explanation("2.1", "delivered", views: [view(v)], "the finger moved and \(view(v)) tracks it")
            case .ended, .cancelled:
                return Explanation(
                    "2.1", "delivered", views: [view(v)], "the finger lifted and no recognizer delays touchesEnded")
            }
        case .released(let since, let r, let atLift):
            return released(v, method, by: r, heldFor: time - since, atLift: atLift)
        case .endReleased(let r):
            return Explanation(
                "3.8", "endReleased", views: [view(v)], gestures: [gesture(r)],
                "\(gesture(r)) held touchesEnded (delaysTouchesEnded) until it was no longer possible")
        case .takenBy(let r):
            if names.role(of: r) == .scrollViewPan {
                return Explanation(
                    "5.4", "takenBy", views: [view(v)], gestures: [gesture(r)],
                    "\(gesture(r)) began and canCancelContentTouches is true; touchesShouldCancelInContentView(\(view(v))) said true"
                )
            }
            return Explanation(
                "3.6", "takenBy", views: [view(v)], gestures: [gesture(r)],
                "\(gesture(r)) took the touch: it began or recognized and cancelsTouchesInView is true")
        case .systemCancel:
            return Explanation("2.5", "systemCancel", views: [view(v)], "the system cancelled the touch")
        default:
            return nil
        }
    }

    /// A held `touchesBegan` let through (§3.7), and for a content delay whether its time ran
    /// out or a lift decided it (§5.2).
    private func released(
        _ v: ViewIndex, _ method: TouchMethod, by r: RecognizerIndex, heldFor held: Duration, atLift: Bool
    ) -> Explanation {
        let holder = gesture(r)
        let ms = NumberFormat.string(held.milliseconds)
        guard names.role(of: r) == .contentDelay else {
            let why = "\(holder) held touchesBegan \(ms) ms (delaysTouchesBegan) until it failed"
            let text: String
            switch method {
            case .began: text = why
            case .moved: text = "the finger moved while \(why); this is the catch-up move"
            case .ended, .cancelled: text = "the finger lifted while \(why)"
            }
            return Explanation("3.7", "released", views: [view(v)], gestures: [holder], text)
        }
        let until: String
        if atLift {
            until = "until a finger lifted"
        } else if held == Constants.contentTouchDelay {
            until = "until its timer fired"
        } else {
            until = "until the content delay was over"
        }
        let text: String
        switch method {
        case .began:
            text =
                "\(holder) held touchesBegan \(ms) ms (delaysContentTouches) \(until); then touchesShouldBegin said true"
        case .moved:
            text =
                "the finger moved while \(holder) held touchesBegan \(until); touchesShouldBegin said true, and this is the catch-up move"
        case .ended, .cancelled:
            text =
                "the finger lifted while \(holder) held touchesBegan; touchesShouldBegin said true, so touchesBegan and touchesEnded came together at the lift"
        }
        return Explanation("5.2", "released", views: [view(v)], gestures: [holder], text)
    }

    // MARK: ask

    func ask(_ v: ViewIndex, _ subject: AskSubject, _ cause: Cause) -> Explanation? {
        let about = names.subject(subject)
        switch cause {
        case .aboutToBegin(let r):
            return Explanation(
                "3.3", "aboutToBegin", views: [view(v)], gestures: [gesture(r)],
                "\(gesture(r)) wants to leave possible and asks its delegate")
        case .controlRefuses(let r, let refusal):
            let kind = "\(view(v)) (a \(names.className(of: v)))"
            if case .controlWinsTap = refusal {
                return Explanation(
                    "3.9", "controlRefuses", views: [view(v)], gestures: [gesture(r)],
                    "\(kind) wins over an ancestor's single tap")
            }
            return Explanation(
                "3.10", "controlRefuses", views: [view(v)], gestures: [gesture(r)],
                "\(kind) wins over an ancestor's pan or swipe parallel to it")
        case .scrollPanWantsToBegin(let contentTracks):
            let text =
                contentTracks
                ? "\(about) wants to begin while content views track its touches; it may take them back only if canCancelContentTouches and touchesShouldCancelInContentView allow"
                : "\(about) wants to begin and no content view tracks its touches"
            return Explanation("5.4", "scrollPanWantsToBegin", views: [view(v)], gestures: [about], text)
        case .contentDelayEnded(let atLift):
            let text =
                atLift
                ? "the finger lifted before the content delay (delaysContentTouches) was over and \(about) waits for touchesBegan"
                : "the content delay (delaysContentTouches) is over and \(about) waits for touchesBegan"
            return Explanation("5.2", "contentDelayEnded", views: [view(v), about], text)
        case .contentAtDown:
            return Explanation(
                "5.3", "contentAtDown", views: [view(v), about],
                "delaysContentTouches is false, so \(view(v)) asks at down")
        case .panTakesContent:
            return Explanation(
                "5.4", "panTakesContent", views: [view(v), about],
                "\(view(v))'s pan wants to begin, \(about) tracks its touch and canCancelContentTouches is true")
        default:
            return nil
        }
    }

    // MARK: scroll

    func scroll(_ v: ViewIndex, _ reason: ScrollReason, _ cause: Cause) -> Explanation? {
        switch cause {
        case .followsFinger:
            return Explanation("6.1", "followsFinger", views: [view(v)], "the content follows \(view(v)).pan's finger")
        case .animationEnded(let startedAt):
            let from = NumberFormat.string(startedAt)
            switch reason {
            case .page:
                return Explanation(
                    "6.3", "animationEnded", views: [view(v)], "the page turn that began at \(from) ms came to rest")
            case .bounce:
                return Explanation(
                    "6.2", "animationEnded", views: [view(v)],
                    "the release at \(from) ms flung it past an edge and it bounced back")
            default:
                return Explanation(
                    "6.2", "animationEnded", views: [view(v)],
                    "the deceleration from the release at \(from) ms came to rest")
            }
        case .refreshControlHolds(let startedAt):
            return Explanation(
                "13.3", "refreshControlHolds", views: [view(v)],
                "the release at \(NumberFormat.string(startedAt)) ms flung it past its top and it bounced back to rest below its refreshing control, \(NumberFormat.string(Constants.refreshControlHeight)) pt tall"
            )
        case .animationCaught:
            return Explanation(
                "5.6", "animationCaught", views: [view(v)], "a finger went down on it while it moved and stopped it")
        case .replayEnded:
            return Explanation(
                "6.5", "replayEnded", views: [view(v)], "the replay ended with its animation still running")
        case .setOffset:
            return Explanation("11.3", "setOffset", views: [view(v)], "a set event of the trace changed its offset")
        case .animatedOffset:
            return Explanation(
                "17.3", "animatedOffset", views: [view(v)],
                "an animate event of the trace animated its offset, whose model value changed at once: Core Animation draws it here at this display frame"
            )
        default:
            return nil
        }
    }
}
