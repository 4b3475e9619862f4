@testable import TouchSimCore

/// (c) The `ask` lines (docs/format.md §3): who is asked about what, and that the answer is what
/// the scenario's overrides and UIKit's defaults say; a recognizer asked
/// `gestureRecognizerShouldBegin` leaves `possible` at once: YES begins or recognizes it, NO
/// fails it (docs/model.md §3.3, §3.9, §5.2-§5.4). An answer that came from a rule names it
/// (docs/format.md §2.5), and that rule says the same.
extension InvariantChecker {
    mutating func askLine(_ i: Int, _ view: String, _ method: AskMethod, _ subject: String, _ result: Bool, rule: Int?)
    {
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
            let expected: (answer: Bool, rule: Int?)
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
            if result != expected.answer || rule != expected.rule {
                fail(
                    .asks, "ask.\(method).result", at: i, subject: view,
                    "\(view).\(method)(\(subject)) answered \(result) by rule \(rule.map(String.init) ?? "none"), the scenario says \(expected)"
                )
            }
        case .gestureRecognizerShouldBegin:
            guard let r = model.recognizer(subject) else {
                fail(.asks, "ask.shouldBegin.unknown", at: i, subject: subject, "no recognizer \(subject)")
                return
            }
            pendingAsks.append((subject, result, i))
            checkShouldBegin(i, r, asked: view, result, rule: rule)
        case .shouldHighlightRowAt, .willSelectRowAt, .willDeselectRowAt:
            // §10.6: only a delegate method the scenario implements is asked; a fixed answer is
            // the answer.
            let selection = allViews(scenario.root).first { $0.id == view }?.selection
            let implemented: OverrideSpec? =
                switch method {
                case .shouldHighlightRowAt: selection?.shouldHighlightRow
                case .willSelectRowAt: selection?.willSelectRow
                default: selection?.shouldDeselectRow
                }
            switch implemented {
            case nil, .inherited?:
                fail(
                    .asks, "ask.tableDelegate", at: i, subject: view,
                    "\(view) asked \(method) of a delegate it does not have")
            case .always(let answer)? where answer != result:
                fail(.asks, "ask.tableDelegate.result", at: i, subject: view, "\(view) answers \(answer) always")
            default: break
            }
        }
    }

    /// §3.3: the recognizer's view answers its `shouldBegin`; §3.9: a button, switch, stepper,
    /// segmented control or page control inside it says NO to a single-finger single tap;
    /// §3.10: a switch to a pan, a slider to a swipe;
    /// §5.4: a scroll view's pan is refused when a content view may not be cancelled.
    private mutating func checkShouldBegin(
        _ i: Int, _ r: CheckerModel.Recognizer, asked view: String, _ result: Bool, rule: Int?
    ) {
        if r.id.hasSuffix(".delayedTouchesBegan"), r.spec == nil {
            fail(.asks, "ask.shouldBegin.delay", at: i, subject: r.id, "the delay recognizer \(r.id) never asks")
            return
        }
        if let spec = r.spec {
            if view == r.view {
                if spec.kind.type.hasTranslation {
                    checkDirectionRules(i, r.id, on: r.view, spec.shouldBegin, rule: rule)
                }
                if let own = ownAnswer(i, r.id, spec.shouldBegin, rule: rule), result != own {
                    fail(
                        .asks, "ask.shouldBegin.result", at: i, subject: r.id,
                        "\(r.id): shouldBegin \(spec.shouldBegin) says \(own), answered \(result)")
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
            if !isControl || !model.isDescendant(view, of: r.view) || result || rule != nil {
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
        // The scroll view's own answer comes first; only a YES goes on to §5.4.
        if let scroll = model.view(view)?.scroll {
            checkDirectionRules(i, r.id, on: view, scroll.panGestureRecognizer.shouldBegin, rule: rule)
        }
        let own = model.view(view)?.scroll.map { ownAnswer(i, r.id, $0.panGestureRecognizer.shouldBegin, rule: rule) }
        if own == false {
            if result {
                fail(.asks, "ask.pan.ownNo", at: i, subject: r.id, "\(r.id) may begin though its shouldBegin says NO")
            }
            cancelAnswers[view] = nil
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

    /// The answer `gestureRecognizerShouldBegin`'s override gives by the rule the line names
    /// (`super` being YES); nil, after a violation, when that rule cannot have decided. The
    /// gesture conditions are taken on trust, but a rule after an unconditional catch-all never
    /// decides, and a rule list whose catch-all would match always names a rule.
    private mutating func ownAnswer(_ i: Int, _ id: String, _ override: OverrideSpec, rule: Int?) -> Bool? {
        let rules: [OverrideRule]
        switch override {
        case .inherited, .always:
            if rule != nil { fail(.asks, "ask.rule.none", at: i, subject: id, "\(id) has no rules, yet names one") }
            if case .always(let answer) = override { return answer }
            return true
        case .rules(let list): rules = list
        }
        let catchAll = rules.firstIndex { $0.matcher == .any && $0.conditions.isEmpty }
        guard let rule else {
            if catchAll != nil {
                fail(.asks, "ask.rule.missed", at: i, subject: id, "\(id) answered by default past a catch-all rule")
            }
            return true
        }
        guard rule < rules.count, rule <= catchAll ?? rule else {
            fail(.asks, "ask.rule.index", at: i, subject: id, "\(id) names rule \(rule) of \(rules.count)")
            return nil
        }
        return CheckerModel.answer(rules[rule], inherited: true)
    }

    /// Follows the fingers for `checkDirectionRules`.
    mutating func followFinger(_ touch: Int, _ phase: TouchPhase, _ location: Point, _ hit: String?) {
        switch phase {
        case .down:
            soleFinger = fingersDown.isEmpty ? touch : nil
            fingersDown[touch] = (location, location, hit)
        case .move:
            fingersDown[touch]?.at = location
        case .up, .cancel:
            fingersDown[touch] = nil
            if fingersDown.isEmpty { soleFinger = nil }
        }
    }

    /// docs/format.md §2.5: when one finger alone has been down since its pan started, the rule
    /// that decides is the first whose matcher takes that finger's hit view and whose direction
    /// is the finger's movement since it went down, an axis counting when it strictly dominates.
    /// Rules on where the finger went down depend on the views' positions, which the lines do
    /// not always give: those lists are not checked.
    private mutating func checkDirectionRules(
        _ i: Int, _ id: String, on recognizerView: String, _ override: OverrideSpec, rule: Int?
    ) {
        guard case .rules(let rules) = override, let f = soleFinger, fingersDown.count == 1,
            let finger = fingersDown[f], let hitID = finger.hit, let hit = model.view(hitID),
            model.isDescendant(hitID, of: recognizerView),
            rules.allSatisfy({ $0.conditions.allSatisfy { if case .direction = $0 { true } else { false } } })
        else { return }
        let d = finger.at - finger.down
        let horizontal = abs(d.x) > abs(d.y)
        let vertical = abs(d.y) > abs(d.x)
        let expected = rules.firstIndex { r in
            let viewMatches: Bool
            switch r.matcher {
            case .any: viewMatches = true
            case .kindOf(let name): viewMatches = model.classes.isKind(hit.className, of: name)
            case .id(let id): viewMatches = hit.id == id
            case .recognizerClass: viewMatches = false  // failure rules only (§3.11)
            }
            return viewMatches
                && r.conditions.allSatisfy { condition in
                    guard case .direction(let direction) = condition else { return false }
                    switch direction {
                    case .horizontal: return horizontal
                    case .vertical: return vertical
                    case .left: return horizontal && d.x < 0
                    case .right: return horizontal && d.x > 0
                    case .up: return vertical && d.y < 0
                    case .down: return vertical && d.y > 0
                    }
                }
        }
        if rule != expected {
            fail(
                .asks, "ask.rule.direction", at: i, subject: id,
                "\(id) moved (\(num(d.x)), \(num(d.y))) from \(hitID): rule \(expected.map(String.init) ?? "none") should decide, the line says \(rule.map(String.init) ?? "none")"
            )
        }
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
