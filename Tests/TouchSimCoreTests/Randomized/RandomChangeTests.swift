import Testing
import TouchSimTestSupport

@testable import TouchSimCore

// `set` events (docs/model.md §11) under random scenarios: the seeded scenarios of
// RandomScenario, with random changes slipped in between their UIEvents: recognizers disabled
// and enabled, views hidden and shown, scroll views moved, stopped and switched, controls set,
// disabled and enabled.
// Each is replayed twice; the replays must be identical, time must never go back, and each
// recognizer's states must follow docs/model.md §3.1 whatever the changes did.

/// The scenario's UIEvents with random changes between them, at the time of the UIEvent before.
private func steps(of scenario: RandomScenario) -> [TraceStep] {
    var rng = SplitMix64(seed: scenario.seed &* 7919)
    let scene = scenario.scene
    let addresses = SceneAddresses(scene: scene)
    let views = allViews(scenario.root)
    var changes: [SceneChange] = []
    for view in views {
        guard let v = addresses.view(view.id) else { continue }
        changes.append(.view(v, .hidden(rng.chance(0.5))))
        changes.append(.view(v, .userInteractionEnabled(rng.chance(0.5))))
        for recognizer in view.gestureRecognizers {
            guard let r = addresses.recognizer(recognizer.id) else { continue }
            changes.append(.recognizer(r, .enabled(rng.chance(0.5))))
            changes.append(.recognizer(r, .cancelsTouchesInView(rng.chance(0.5))))
        }
        if let s = addresses.scrollView(v), let scroll = view.scroll {
            let offset = Point(rng.double(0...scroll.contentSize.width), rng.double(-50...scroll.contentSize.height))
            changes.append(.scrollView(s, .contentOffset(offset)))
            changes.append(.scrollView(s, .scrollEnabled(rng.chance(0.5))))
            changes.append(.scrollView(s, .delaysContentTouches(rng.chance(0.5))))
            changes.append(.scrollView(s, .canCancelContentTouches(rng.chance(0.5))))
        }
        if let c = addresses.control(v) { changes.append(.controlEnabled(c, rng.chance(0.5))) }
        if let c = addresses.control(v), let value = view.control?.value {
            switch value {
            case .slider(let s): changes.append(.controlValue(c, .value(rng.double(s.minimumValue...s.maximumValue))))
            case .stepper(let s): changes.append(.controlValue(c, .value(rng.double(s.minimumValue...s.maximumValue))))
            case .segmented(let s):
                changes.append(.controlValue(c, .selectedSegmentIndex(rng.int(-1...max(-1, s.segments - 1)))))
            case .toggle: changes.append(.controlValue(c, .on(rng.chance(0.5))))
            case .page(let p): changes.append(.controlValue(c, .currentPage(rng.int(0...max(0, p.numberOfPages - 1)))))
            }
        }
    }
    var steps: [TraceStep] = []
    var group: [TouchEvent] = []
    func flush() {
        guard let time = group.first?.time else { return }
        steps.append(.touches(group[...]))
        group = []
        if !changes.isEmpty && rng.chance(0.3) {
            steps.append(.changes(rng.sample(changes, upTo: 3), at: time))
        }
    }
    for event in scenario.events {
        if let first = group.first, first.time != event.time { flush() }
        group.append(event)
    }
    flush()
    return steps
}

private func run(_ scenario: RandomScenario, _ steps: [TraceStep]) -> [NamedRecord] {
    var out: [NamedRecord] = []
    let sim = Simulation(scene: scenario.scene) { names in { out.append(NamedRecord($0, names)) } }
    for step in steps { sim.handle(step) }
    sim.finish()
    return out
}

/// The first problem of `records`, nil when there is none.
private func problem(in records: [NamedRecord]) -> String? {
    var last = SimTime.zero
    var began: [String: Bool] = [:]
    for (i, record) in records.enumerated() {
        if record.time < last { return "record \(i) goes back in time" }
        last = record.time
        guard case .gesture(let gesture, _, let state) = record.event else { continue }
        switch state {
        case .began:
            if began[gesture] == true { return "record \(i): \(gesture) began twice" }
            began[gesture] = true
        case .changed:
            if began[gesture] != true { return "record \(i): \(gesture) changed without beginning" }
        case .ended, .cancelled:
            if began[gesture] != true { return "record \(i): \(gesture) \(state) without beginning" }
            began[gesture] = false
        case .failed:
            if began[gesture] == true { return "record \(i): \(gesture) failed after beginning" }
        case .recognized:
            if began[gesture] == true { return "record \(i): \(gesture) recognized after beginning" }
        }
    }
    return nil
}

@Test("Random set events keep replays deterministic and recognizer states legal (§11, §3.1)")
func randomChangesKeepInvariants() {
    var failures: [String] = []
    var changed = 0
    for seed in UInt64(1)...400 {
        let scenario = RandomScenario(seed: seed)
        let steps = steps(of: scenario)
        changed += steps.count { if case .changes = $0 { true } else { false } }
        let first = run(scenario, steps)
        if first != run(scenario, steps) { failures.append("seed \(seed): the two replays differ") }
        if let problem = problem(in: first) { failures.append("seed \(seed): \(problem)") }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
    #expect(changed > 400, "the scenarios had only \(changed) set events")
}
