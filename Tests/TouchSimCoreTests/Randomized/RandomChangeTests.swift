import Testing
import TouchSimTestSupport

@testable import TouchSimCore

// `set` events (docs/model.md §11, docs/format.md §1.7) under random scenarios: the seeded
// scenarios of RandomScenario, with random changes slipped in at the instant of a UIEvent (after
// it) or between two: recognizers disabled and enabled, views hidden and shown, scroll views
// moved, stopped and switched, controls set, disabled and enabled.
// Each is replayed twice; the replays must be identical, time must never go back, each
// recognizer's states must follow docs/model.md §3.1 whatever the changes did, and the feature
// properties of FeatureChecker must hold (a disabled recognizer silent, a control enabled again
// tracking only later touches, no table left highlighting…). `RANDOM_SCENARIOS` and
// `RANDOM_SEED` choose the seeds as for RandomizedInvariantTests (400 by default).

/// One random change, as the engine takes it and by id for the checks.
private typealias Change = (change: SceneChange, named: NamedChange)

/// Every change the scenario's tree allows, with random values.
private func possibleChanges(of scenario: RandomScenario, _ rng: inout SplitMix64) -> [Change] {
    let addresses = SceneAddresses(scene: scenario.scene)
    var changes: [Change] = []
    for view in allViews(scenario.root) {
        guard let v = addresses.view(view.id) else { continue }
        changes.append((.view(v, .hidden(rng.chance(0.5))), .other))
        changes.append((.view(v, .userInteractionEnabled(rng.chance(0.5))), .other))
        for recognizer in view.gestureRecognizers {
            guard let r = addresses.recognizer(recognizer.id) else { continue }
            let on = rng.chance(0.5)
            changes.append((.recognizer(r, .enabled(on)), .recognizerEnabled(recognizer.id, on)))
            changes.append((.recognizer(r, .cancelsTouchesInView(rng.chance(0.5))), .other))
        }
        if let s = addresses.scrollView(v), let scroll = view.scroll {
            let offset = Point(rng.double(0...scroll.contentSize.width), rng.double(-50...scroll.contentSize.height))
            changes.append((.scrollView(s, .contentOffset(offset)), .other))
            let scrolls = rng.chance(0.5)
            changes.append((.scrollView(s, .scrollEnabled(scrolls)), .scrollEnabled(view.id, scrolls)))
            let delays = rng.chance(0.5)
            changes.append((.scrollView(s, .delaysContentTouches(delays)), .delaysContentTouches(view.id, delays)))
            changes.append((.scrollView(s, .canCancelContentTouches(rng.chance(0.5))), .other))
        }
        if let c = addresses.control(v) {
            let on = rng.chance(0.5)
            changes.append((.controlEnabled(c, on), .controlEnabled(view.id, on)))
        }
        if let c = addresses.control(v), let value = view.control?.value {
            let set: ControlValue
            switch value {
            case .slider(let s): set = .value(rng.double(s.minimumValue...s.maximumValue))
            case .stepper(let s): set = .value(rng.double(s.minimumValue...s.maximumValue))
            case .segmented(let s): set = .selectedSegmentIndex(rng.int(-1...max(-1, s.segments - 1)))
            case .toggle: set = .on(rng.chance(0.5))
            case .page(let p): set = .currentPage(rng.int(0...max(0, p.numberOfPages - 1)))
            }
            changes.append((.controlValue(c, set), .other))
        }
    }
    return changes
}

/// The scenario's UIEvents with random changes at the instant of one (after it) or between two,
/// and the changes by id with their times.
private func steps(of scenario: RandomScenario) -> ([TraceStep], [(time: SimTime, changes: [NamedChange])]) {
    var rng = SplitMix64(seed: scenario.seed &* 7919)
    let changes = possibleChanges(of: scenario, &rng)
    var groups: [[TouchEvent]] = []
    for event in scenario.events {
        if let last = groups.last?.first, last.time == event.time {
            groups[groups.count - 1].append(event)
        } else {
            groups.append([event])
        }
    }
    var steps: [TraceStep] = []
    var named: [(time: SimTime, changes: [NamedChange])] = []
    for (i, group) in groups.enumerated() {
        steps.append(.touches(group[...]))
        guard !changes.isEmpty, rng.chance(0.35) else { continue }
        var time = group[0].time
        // Between this UIEvent and the next, when there is room for an instant of its own.
        let next = i + 1 < groups.count ? groups[i + 1][0].time : time + Duration(microseconds: 500_000)
        let gap = (next - time).microseconds
        if gap > 1, rng.chance(0.5) { time = time + Duration(microseconds: Int64(rng.int(1...Int(gap - 1)))) }
        let picked = rng.sample(changes, upTo: 3)
        steps.append(.changes(picked.map(\.change), at: time))
        named.append((time, picked.map(\.named)))
    }
    return (steps, named)
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

@Test("Random set events keep replays deterministic, recognizer states legal and the features' properties (§11, §3.1)")
func randomChangesKeepInvariants() {
    var failures: [String] = []
    var changed = 0
    let seeds = RandomizedRun.seeds(default: 400)
    for seed in seeds {
        let scenario = RandomScenario(seed: seed)
        let (steps, named) = steps(of: scenario)
        changed += named.count
        let first = run(scenario, steps)
        if first != run(scenario, steps) { failures.append("seed \(seed): the two replays differ") }
        if let problem = problem(in: first) { failures.append("seed \(seed): \(problem)") }
        for p in FeatureChecker.problems(scenario, changes: named, first).prefix(1) {
            failures.append("seed \(seed): [\(p.code)] \(p.message)")
        }
    }
    #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(5))")
    #expect(changed > seeds.count, "the scenarios had only \(changed) set events")
}
