import Testing

@testable import TouchSimCore

// The checker must not be vacuous: each test breaks one invariant in the records of a replay
// that keeps them all, and expects the checker to name that invariant.

/// A scroll view with a button and a switch, tapped, then dragged; every kind of line.
private let scenario: RandomScenario = {
    let root = window([
        view(
            "feed", "UIScrollView", Rect(0, 0, 390, 844),
            [
                view("buy", "UIButton", Rect(20, 100, 120, 44)),
                view("toggle", "UISwitch", Rect(200, 100, 51, 31)),
            ]
        ) { v in
            v.scroll!.contentSize = Size(390, 3000)
        }
    ])
    let events = [
        ev(0, 1, .down, 60, 120), ev(300, 1, .up, 60, 120),
        ev(400, 1, .down, 220, 110), ev(600, 1, .up, 220, 110),
        ev(1000, 2, .down, 200, 600), ev(1016, 2, .move, 200, 570), ev(1032, 2, .move, 200, 520),
        ev(1048, 2, .up, 200, 480),
    ]
    return RandomScenario(seed: 0, ios: .default, classes: ClassHierarchy(), root: root, events: events)
}()

private func codes(_ records: [NamedRecord]) -> [String] {
    InvariantChecker.violations(of: scenario, records).map(\.code)
}

private func index(_ records: [NamedRecord], _ line: String) -> Int {
    records.firstIndex { compact($0, keepInput: true) == line }!
}

@Test("The invariant checker accepts an untouched replay")
func checkerAcceptsReplay() {
    let records = scenario.run()
    #expect(codes(records) == [])
}

@Test("The invariant checker notices time going back, a lost summary and a second one")
func checkerNoticesTimeAndSummary() {
    let records = scenario.run()
    var swapped = records
    swapped.swapAt(index(records, "0 input 1 down buy"), index(records, "300 input 1 up"))
    #expect(codes(swapped).contains("time.back"))
    #expect(codes(Array(records.dropLast())).contains("summary.missing"))
    #expect(codes(records + [records.last!]).contains("summary.notLast"))
}

@Test("The invariant checker notices touches calls out of order and a summary that disagrees with them")
func checkerNoticesTouches() {
    let records = scenario.run()
    var lost = records
    lost.remove(at: index(records, "300 buy.ended[1]"))
    #expect(codes(lost).contains("summary.touchLast"))
    var late = records
    let ended = index(records, "300 buy.ended[1]")
    late.insert(
        NamedRecord(
            time: records[ended].time, event: .touches(view: "buy", method: .moved, touches: [1], forwardedTo: [])),
        at: ended + 1)
    #expect(codes(late).contains { $0.hasPrefix("touches.moved") })
}

@Test("The invariant checker notices recognizer states out of order and a summary that disagrees with them")
func checkerNoticesGestures() {
    let records = scenario.run()
    let began = index(records, "1016 feed.pan began")
    var early = records
    early[began] = NamedRecord(
        time: records[began].time, event: .gesture(gesture: "feed.pan", view: "feed", state: .changed))
    #expect(codes(early).contains("gesture.possible.changed"))
    #expect(codes(early).contains("summary.gestureStates"))
}

@Test("The invariant checker notices control events and highlights out of sequence")
func checkerNoticesControls() {
    let records = scenario.run()
    var noDown = records
    noDown.remove(at: index(records, "150 buy touchDown"))
    #expect(codes(noDown).contains("control.sequence.touchUpInside"))
    var noValue = records
    noValue.remove(at: index(records, "600 toggle valueChanged on=true"))
    #expect(codes(noValue).contains("control.switchValue"))
    var twice = records
    let on = index(records, "150 buy highlight true")
    twice.insert(records[on], at: on)
    #expect(codes(twice).contains("highlight.repeat"))
}

@Test("The invariant checker notices a summary offset that no scroll line reported")
func checkerNoticesScrollSummary() {
    var records = scenario.run()
    guard case .summary(var s) = records.last!.event else { return }
    s.scrollViews[0].to = Point(0, 1)
    records[records.count - 1] = NamedRecord(time: records.last!.time, event: .summary(s))
    #expect(codes(records).contains("summary.scrollTo"))
}

@Test("The invariant checker notices an ask line that names a rule the scenario does not have (docs/format.md §2.5)")
func checkerNoticesRules() {
    let records = scenario.run()
    let pan = index(records, "1016 ask feed.gestureRecognizerShouldBegin(feed.pan)=true")
    var named = records
    named[pan] = NamedRecord(
        time: records[pan].time,
        event: .ask(view: "feed", method: .gestureRecognizerShouldBegin, subject: "feed.pan", result: true, rule: 0))
    #expect(codes(named).contains("ask.rule.none"))
    let content = index(records, "150 ask feed.touchesShouldBegin(buy)=true")
    var ruled = records
    ruled[content] = NamedRecord(
        time: records[content].time,
        event: .ask(view: "feed", method: .touchesShouldBegin, subject: "buy", result: true, rule: 1))
    #expect(codes(ruled).contains("ask.touchesShouldBegin.result"))
}

@Test("The invariant checker works out which direction rule decides a lone finger's pan (docs/format.md §2.5)")
func checkerNoticesDirectionRules() {
    var pan = RecognizerSpec(id: "cardPan", kind: .pan(minimumNumberOfTouches: 1, maximumNumberOfTouches: nil))
    pan.shouldBegin = .rules([
        OverrideRule(matcher: .any, conditions: [.direction(.vertical)], answer: .no),
        OverrideRule(matcher: .kindOf("UIView"), conditions: [.direction(.left)], answer: .yes),
    ])
    let root = window([view("card", "UIView", Rect(0, 0, 390, 400)) { $0.gestureRecognizers = [pan] }])
    let drag = [ev(0, 1, .down, 200, 200), ev(16, 1, .move, 170, 205), ev(32, 1, .up, 150, 205)]
    let scenario = RandomScenario(seed: 0, ios: .default, classes: ClassHierarchy(), root: root, events: drag)
    var records = scenario.run()
    #expect(InvariantChecker.violations(of: scenario, records).isEmpty)
    let ask = records.firstIndex {
        compact($0, keepInput: true) == "16 ask card.gestureRecognizerShouldBegin(cardPan)=true rule 1"
    }!
    records[ask] = NamedRecord(
        time: records[ask].time,
        event: .ask(view: "card", method: .gestureRecognizerShouldBegin, subject: "cardPan", result: true, rule: nil))
    #expect(InvariantChecker.violations(of: scenario, records).map(\.code).contains("ask.rule.direction"))
}
