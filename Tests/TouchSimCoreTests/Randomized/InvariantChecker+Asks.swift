@testable import TouchSimCore

/// (c) The `ask` lines (docs/format.md §3): who is asked about what, and that the answer is what
/// the scenario's overrides and UIKit's defaults say; a recognizer asked
/// `gestureRecognizerShouldBegin` leaves `possible` at once: YES begins or recognizes it, NO
/// fails it (docs/model.md §3.3, §3.9, §5.2-§5.4).
extension InvariantChecker {
    mutating func askLine(_ i: Int, _ view: String, _ method: AskMethod, _ subject: String, _ result: Bool) {
        switch method {
        case .touchesShouldBegin, .touchesShouldCancelInContentView:
            guard let scroll = model.view(view), let spec = scroll.scroll, let content = model.view(subject),
                subject != view, model.isDescendant(subject, of: view)
            else {
                fail(
                    .asks, "ask.\(method).subject", at: i, subject: view,
                    "\(view) asked about \(subject), which is not its content")
                return
            }
            let expected: Bool
            if method == .touchesShouldBegin {
                expected = model.evaluate(spec.touchesShouldBegin, for: content, inherited: true)
            } else {
                // §5.4: UIKit's answer is YES unless the view is a UIControl; with
                // canCancelContentTouches == NO the pan fails without asking.
                if !spec.canCancelContentTouches {
                    fail(
                        .asks, "ask.cannotCancel", at: i, subject: view,
                        "\(view) has canCancelContentTouches == NO, yet asks")
                }
                expected = model.evaluate(
                    spec.touchesShouldCancelInContentView, for: content,
                    inherited: !model.classes.isKind(content.className, of: "UIControl"))
                cancelAnswers[view, default: []].append(result)
            }
            if result != expected {
                fail(
                    .asks, "ask.\(method).result", at: i, subject: view,
                    "\(view).\(method)(\(subject)) answered \(result), the scenario says \(expected)")
            }
        case .gestureRecognizerShouldBegin:
            guard let r = model.recognizer(subject) else {
                fail(.asks, "ask.shouldBegin.unknown", at: i, subject: subject, "no recognizer \(subject)")
                return
            }
            pendingAsks.append((subject, result, i))
            checkShouldBegin(i, r, asked: view, result)
        }
    }

    /// §3.3: the recognizer's view answers its `shouldBegin`; §3.9: a button, switch, stepper,
    /// segmented control or page control inside it says NO to a single-finger single tap;
    /// §3.10: a switch to a pan, a slider to a swipe;
    /// §5.4: a scroll view's pan is refused when a content view may not be cancelled.
    private mutating func checkShouldBegin(_ i: Int, _ r: CheckerModel.Recognizer, asked view: String, _ result: Bool) {
        if r.id.hasSuffix(".delayedTouchesBegan"), r.spec == nil {
            fail(.asks, "ask.shouldBegin.delay", at: i, subject: r.id, "the delay recognizer \(r.id) never asks")
            return
        }
        if let spec = r.spec {
            if view == r.view {
                if result != spec.shouldBegin {
                    fail(
                        .asks, "ask.shouldBegin.result", at: i, subject: r.id,
                        "\(r.id): shouldBegin is \(spec.shouldBegin), answered \(result)")
                }
                return
            }
            // §3.9 for a single-finger single tap; §3.10 for a pan (switch) or swipe (slider),
            // whose parallel motion and thumb the checker takes on trust.
            let winners: [String]
            switch spec.kind {
            case .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1):
                winners = ["UIButton", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"]
            case .pan: winners = ["UISwitch"]
            case .swipe: winners = ["UISlider"]
            default: winners = []
            }
            let isControl =
                model.view(view).map { c in winners.contains { model.classes.isKind(c.className, of: $0) } } ?? false
            if !isControl || !model.isDescendant(view, of: r.view) || result {
                fail(
                    .asks, "ask.shouldBegin.veto", at: i, subject: r.id,
                    "\(view) answered \(result) for \(r.id) on \(r.view)")
            }
            return
        }
        guard view == r.view else {
            fail(.asks, "ask.shouldBegin.view", at: i, subject: r.id, "\(view) answered for \(r.id) on \(r.view)")
            return
        }
        let refused = cancelAnswers[view]?.contains(false) ?? false
        let cannotCancel = !(model.view(view)?.scroll?.canCancelContentTouches ?? true)
        if result && refused {
            fail(
                .asks, "ask.pan.afterRefusal", at: i, subject: r.id,
                "\(r.id) may begin though a content view may not be cancelled")
        }
        if !result && !refused && !cannotCancel {
            fail(.asks, "ask.pan.refused", at: i, subject: r.id, "\(r.id) refused with no content view to keep")
        }
        cancelAnswers[view] = nil
    }

    /// The recognizer's next state after its `gestureRecognizerShouldBegin` answer.
    mutating func answerAsk(_ i: Int, _ gesture: String, _ state: GestureStateName) {
        guard let k = pendingAsks.firstIndex(where: { $0.gesture == gesture }) else { return }
        let ask = pendingAsks.remove(at: k)
        let fits = ask.result ? (state == .began || state == .recognized) : state == .failed
        if !fits || records[i].time != records[ask.record].time {
            fail(
                .asks, "ask.shouldBegin.followUp", at: i, subject: gesture,
                "\(gesture) answered \(ask.result), then reported \(state)")
        }
    }

    mutating func checkUnansweredAsks(after i: Int) {
        for ask in pendingAsks {
            fail(
                .asks, "ask.shouldBegin.noFollowUp", at: ask.record, subject: ask.gesture,
                "\(ask.gesture) was asked but did not change state")
        }
        pendingAsks = []
    }
}
