import TouchSimCore

/// The words of the arena's decisions (docs/model.md §3, §4, §5.2) and of a control's tracking
/// (§7).
extension Words {
    // MARK: gesture

    func gesture(_ r: RecognizerIndex, _ state: GestureStateName, _ cause: ArenaCause) -> Explanation {
        let me = gesture(r)
        switch cause {
        case .ownLogic:
            let (rule, kind) = ownRules(of: r)
            let text: String
            switch state {
            case .began, .recognized: text = "its \(kind) rules were met"
            case .changed: text = "its touches moved, and it reports each motion"
            case .ended: text = "its touches lifted"
            case .failed, .cancelled: text = "its \(kind) rules can no longer be met"
            }
            return Explanation(rule, "ownLogic", gestures: [me], text)
        case .requirementsFailed(let q):
            return Explanation(
                requirementRule(r, q), "requirementsFailed", gestures: [me, gesture(q)],
                "it waited for \(gesture(q)) to fail\(requirementOrigin(r, q)), and \(gesture(q)) failed")
        case .requirementSucceeded(let q):
            return Explanation(
                requirementRule(r, q), "requirementSucceeded", gestures: [me, gesture(q)],
                "it requires \(gesture(q)) to fail\(requirementOrigin(r, q)), and \(gesture(q)) began or recognized")
        case .excludedBy(let q):
            return Explanation(
                "3.4", "excludedBy", gestures: [me, gesture(q)],
                "\(gesture(q)) began or recognized first and they may not recognize simultaneously")
        case .refusedToBegin(let refusal):
            return refused(me, refusal)
        case .systemCancel:
            return Explanation("2.5", "systemCancel", gestures: [me], "the system cancelled its touch")
        case .disabled:
            return Explanation("11.1", "disabled", gestures: [me], "a set event of the trace disabled it")
        case .contentDelayDecided(let atLift):
            // §5.2: a lift before the timer asks the same question at once.
            let when = atLift ? "the finger lifted before the content delay was over" : "the content delay is over"
            let text =
                state == .failed
                ? "\(when) and touchesShouldBegin said true for every held view"
                : "\(when) and touchesShouldBegin said false: the held touches never reach their views"
            return Explanation("5.2", "contentDelayDecided", gestures: [me], text)
        }
    }

    /// §3.5 for `requireToFail`, §3.11 for a requirement a delegate set up.
    private func requirementRule(_ r: RecognizerIndex, _ q: RecognizerIndex) -> String {
        names.failureOrigin(of: r, waitingFor: q) == nil ? "3.5" : "3.11"
    }

    /// Which delegate set up the requirement (§3.11); empty for `requireToFail` (§3.5).
    private func requirementOrigin(_ r: RecognizerIndex, _ q: RecognizerIndex) -> String {
        switch names.failureOrigin(of: r, waitingFor: q) {
        case nil: return ""
        case .requiresFailureOf(let rule):
            return " (its delegate's shouldRequireFailureOf(\(gesture(q))) said true\(Self.ruleClause(rule)))"
        case .requiredToFailBy(let rule):
            return
                " (the delegate of \(gesture(q)) said true to shouldBeRequiredToFailBy(\(gesture(r)))\(Self.ruleClause(rule)))"
        }
    }

    private static func ruleClause(_ rule: Int?) -> String { rule.map { ", rule \($0)" } ?? "" }

    private func refused(_ me: String, _ refusal: ArenaCause.Refusal) -> Explanation {
        switch refusal {
        case .delegate:
            return Explanation("3.3", "refusedToBegin", gestures: [me], "gestureRecognizerShouldBegin said false")
        case .controlWinsTap(let control):
            return Explanation(
                "3.9", "refusedToBegin", views: [view(control)], gestures: [me],
                "\(view(control)) (a \(names.className(of: control))) vetoed an ancestor's single tap")
        case .controlWinsParallel(let control):
            return Explanation(
                "3.10", "refusedToBegin", views: [view(control)], gestures: [me],
                "\(view(control)) (a \(names.className(of: control))) wins over an ancestor's pan or swipe parallel to it"
            )
        case .contentKeepsTouches:
            return Explanation(
                "5.4", "refusedToBegin", gestures: [me],
                "content views track its touches and the scroll view may not take them back")
        }
    }

    /// The § of a recognizer's own logic, and the words for it.
    private func ownRules(of r: RecognizerIndex) -> (rule: String, words: String) {
        switch names.role(of: r) {
        case .scrollViewPan: return ("4.3", "pan")
        case .contentDelay: return ("5.2", "content delay")
        case .sheetDismissal: return ("12.1", "sheet's dismissal pan")
        case .contextMenu: return ("15.1", "context menu's press")
        case .swipeActionsPan: return ("14.1", "swipe-actions pan")
        case .swipeDismissal: return ("14.4", "swipe dismissal recognizer")
        case .declared(let type):
            switch type {
            case .tap: return ("4.1", "tap")
            case .longPress: return ("4.2", "long-press")
            case .pan: return ("4.3", "pan")
            case .swipe: return ("4.5", "swipe")
            case .pinch: return ("4.6", "pinch")
            case .rotation: return ("4.7", "rotation")
            case .screenEdgePan: return ("4.8", "screen-edge pan")
            }
        }
    }

    // MARK: control, highlight

    func control(_ event: RecordEvent, _ step: ControlStep) -> Explanation? {
        let v: ViewIndex
        var rule = "7.2"
        switch event {
        case .control(let view, let controlEvent, _):
            v = view
            if controlEvent == .valueChanged { rule = "7.6" }
        case .highlight(let view, _):
            v = view
        default:
            return nil
        }
        let text: String
        switch step {
        case .began: text = "touchesBegan reached \(view(v)) and it tracks its first touch"
        case .moved(let inside):
            text = "the finger moved \(inside ? "inside" : "outside") its tracking area (bounds + 70 pt)"
        case .ended(let inside):
            text = "the finger lifted \(inside ? "inside" : "outside") its tracking area (bounds + 70 pt)"
        case .cancelled: text = "touchesCancelled ended its tracking"
        case .highlightHeld:
            rule = "7.5"
            text = "from iOS 26 a highlight lasts at least 120 ms"
        case .repeated:
            rule = "7.6"
            text = "a stepper held down repeats"
        case .disabled:
            rule = "11.5"
            text = "a set event of the trace disabled it while it tracked"
        }
        return Explanation(rule, "control." + stepName(step), views: [view(v)], text)
    }

    private func stepName(_ step: ControlStep) -> String {
        switch step {
        case .began: return "began"
        case .moved: return "moved"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .highlightHeld: return "highlightHeld"
        case .repeated: return "repeated"
        case .disabled: return "disabled"
        }
    }
}
