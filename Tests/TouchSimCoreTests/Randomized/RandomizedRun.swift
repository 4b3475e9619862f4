@testable import TouchSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replays many seeded scenarios and checks each against the invariants.
struct RandomizedRun {
    /// The seed list: `count` seeds from 1 by default. `RANDOM_SCENARIOS=N` runs N seeds from
    /// `RANDOM_SEED` (default 1) for a long hunt; `TOUCHSIM_FUZZ_SEEDS=FROM-TO` (or one seed)
    /// names them, to replay one failing seed.
    static func seeds(default count: Int = 3000) -> [UInt64] {
        func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        if let raw = variable("TOUCHSIM_FUZZ_SEEDS") {
            let bounds = raw.split(separator: "-").compactMap { UInt64($0) }
            if let from = bounds.first, let to = bounds.last, from <= to { return Array(from...to) }
        }
        let first = variable("RANDOM_SEED").flatMap { UInt64($0) } ?? 1
        let n = variable("RANDOM_SCENARIOS").flatMap { UInt64($0) }.map { max(1, $0) } ?? UInt64(count)
        return Array(first...first + n - 1)
    }

    struct Failure {
        let scenario: RandomScenario
        let violation: Violation
    }

    /// Scenarios run, and how many fingers, events and records they had, for the report.
    var scenarios = 0, events = 0, records = 0
    /// Failures: the first scenario per (check, code), and how many scenarios hit each.
    var unexpected: [Failure] = []
    var unexpectedCounts: [String: Int] = [:]
    /// Traces the generator got wrong (never expected).
    var invalidTraces: [UInt64] = []

    mutating func run(_ seeds: [UInt64]) {
        for seed in seeds {
            let scenario = RandomScenario(seed: seed)
            scenarios += 1
            events += scenario.events.count
            if traceInputError(scenario.events) != nil { invalidTraces.append(seed) }
            let (out, violations) = Self.evaluate(scenario)
            records += out.count
            // Each scenario counts once per kind of violation.
            var seen: Set<String> = []
            for v in violations {
                let key = "\(v.check.rawValue) [\(v.code)]"
                guard seen.insert(key).inserted else { continue }
                if unexpectedCounts[key] == nil { unexpected.append(Failure(scenario: scenario, violation: v)) }
                unexpectedCounts[key, default: 0] += 1
            }
        }
    }

    /// Replays a scenario twice; the invariants of the first replay, and (f) determinism.
    static func evaluate(_ scenario: RandomScenario) -> ([NamedRecord], [Violation]) {
        let first = scenario.run()
        var violations = InvariantChecker.violations(of: scenario, first)
        for p in FeatureChecker.problems(scenario, first) {
            violations.append(Violation(check: .features, code: p.code, record: nil, message: p.message))
        }
        let second = scenario.run()
        if second != first {
            let i = first.indices.first { $0 >= second.count || first[$0] != second[$0] } ?? first.count
            let a = first.indices.contains(i) ? compact(first[i], keepInput: true) ?? "summary" : "end"
            let b = second.indices.contains(i) ? compact(second[i], keepInput: true) ?? "summary" : "end"
            violations.append(
                Violation(
                    check: .determinism, code: "determinism", record: i,
                    message: "replays differ at record \(i): \(a) vs \(b)"))
        }
        return (first, violations)
    }

    /// A failure as a person reproduces it: the seed, the violation, then the scenario reduced
    /// while the same kind of violation persists, as Swift source, and its output.
    static func report(_ f: Failure, shrink: Bool = true) -> String {
        let same = { (s: RandomScenario) in
            evaluate(s).1.contains { $0.check == f.violation.check && $0.code == f.violation.code }
        }
        let reduced = shrink ? ScenarioShrinker(stillFails: same).shrink(f.scenario) : f.scenario
        let violation =
            evaluate(reduced).1.first { $0.check == f.violation.check && $0.code == f.violation.code } ?? f.violation
        return """
            seed \(f.scenario.seed): \(f.violation)
            reduced (\(reduced.events.count) events, \(allViews(reduced.root).count) views): \(violation)
            \(reduced.swiftSource)
            // output:
            \(transcript(reduced.run()))
            """
    }

    /// Every record as one compact line, the summary included.
    static func transcript(_ records: [NamedRecord]) -> String {
        records.map { r in
            guard case .summary(let s) = r.event else { return compact(r, keepInput: true)! }
            var lines = ["\(num(r.time.milliseconds)) summary"]
            for t in s.touches {
                lines.append(
                    "  touch \(t.touch) down \(num(t.downAt.milliseconds)) on \(t.view ?? "nil"), last \(t.last?.rawValue ?? "nil")"
                )
            }
            for g in s.gestures where !g.states.isEmpty {
                lines.append("  \(g.gesture): \(g.states.map(\.rawValue).joined(separator: " "))")
            }
            for c in s.controls where !c.events.isEmpty {
                lines.append("  \(c.view): \(c.events.map(\.rawValue).joined(separator: " "))")
            }
            for v in s.scrollViews where v.from != v.to {
                lines.append("  \(v.view): (\(num(v.from.x)), \(num(v.from.y))) -> (\(num(v.to.x)), \(num(v.to.y)))")
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
