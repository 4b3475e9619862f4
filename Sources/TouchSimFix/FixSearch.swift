import Dispatch
import Synchronization
import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay
import _TouchSimStorage

/// `touchsim fix`: the search for the smallest sets of configuration changes under which every
/// trace meets every expectation.
///
/// Breadth-first by the number of changes. A set that contains a smaller solution is never
/// tried, and no set changes one key of one object twice. Each size's sets are tried in
/// parallel, and the results are kept in the order the sets were enumerated, so the output is
/// the same whatever the number of threads.
public struct FixSearch: Sendable {
    /// The traces, in the order given.
    public let traces: [FixTrace]
    /// Every candidate change, in the order of `SearchSpace`.
    public let changes: [Change]
    /// The scenes of the sets, decoded once per change.
    let scenes: ScenePatches
    /// What the changes were derived from; the probes of a fix read its scene.
    let space: SearchSpace
    /// Trace indices, the traces that fail without a change first: most sets leave them
    /// failing, and a set is rejected at its first failing trace.
    private let evaluationOrder: [Int]
    /// Per trace, the changes it can see (`part(of:to:)`).
    private let visibility: [ChangeVisibility]
    /// Per trace, the outcomes already replayed, by the part of a set that trace can see.
    let memos: [TraceMemo]
    /// Per trace, whether it meets its expectations without any change.
    private let metOriginally: [Bool]
    /// Per change, its `slot` as a number: changes of one slot have the same.
    let slotNumbers: [Int]

    /// Prepares the search over `scenarios` (path, loaded file), each with its own `want` list
    /// plus `extraWants`. Every scenario must show the same screen as the first.
    public init(scenarios: [(path: String, file: ScenarioFile)], extraWants: [SourceText]) throws(Diagnostic) {
        precondition(!scenarios.isEmpty, "the command line asks for at least one FILE")
        let first = scenarios[0]
        let index = SceneIndex(first.file.scene)
        var traces: [FixTrace] = []
        let template = try first.file.template()
        for (path, file) in scenarios {
            guard try file.template().hasSameScreen(as: template) else {
                throw Diagnostic(
                    file: path, line: 1, column: 1, path: "tree",
                    message:
                        "the screen differs from \(first.path)'s (its tree or ios); every FILE of one fix must replay the same screen"
                )
            }
            var wants: [Expectation] = []
            for text in file.wants + extraWants {
                let expectation = try ExpectationParser.parse(text)
                try index.check(expectation)
                wants.append(expectation)
            }
            traces.append(try FixTrace(path: path, scenario: file, wants: wants))
        }
        guard traces.contains(where: { !$0.wants.isEmpty }) else {
            throw Diagnostic(
                file: first.path, line: 1, column: 1, path: "",
                message: "nothing to fix: no expectation; give --want or a \"want\" list in the scenario")
        }
        self.traces = traces
        // Traces with one finger down first: their outcomes are the most often known already.
        evaluationOrder = traces.indices.sorted { a, b in
            let key = { (i: Int) in
                (traces[i].isMet(by: traces[i].original) ? 1 : 0, traces[i].hasSeveralDowns ? 1 : 0, i)
            }
            return key(a) < key(b)
        }
        // A trace reaches the views its fingers went down on and those hit-testing passed over
        // on the way (a change may give the touch to them), and their superviews.
        let reached = traces.map { trace in
            let nodes =
                trace.original.touchedViews.compactMap(index.node(ofView:))
                + trace.original.passedOver.compactMap { index.node(ofView: $0.view) }
            return Set(nodes.flatMap(index.pathToRoot(from:)))
        }
        memos = traces.map { _ in TraceMemo() }
        metOriginally = traces.map { $0.isMet(by: $0.original) }
        space = SearchSpace(index: index, traces: traces)
        changes = space.changes
        visibility = zip(traces, reached).map { [changes] in ChangeVisibility(changes, trace: $0, reached: $1) }
        var numbers: [String: Int] = [:]
        slotNumbers = changes.map { change in
            if let known = numbers[change.slot] { return known }
            numbers[change.slot] = numbers.count
            return numbers.count - 1
        }
        scenes = try ScenePatches(template: template, changes: changes)
    }

    /// Runs the search up to `maxChanges` changes per set on up to `jobs` threads, reporting
    /// `progress` as sets are tried (from any thread).
    public func run(maxChanges: Int, jobs: Int, progress: @Sendable (FixProgress) -> Void = { _ in }) -> FixOutcome {
        var outcome = FixOutcome(maxChanges: maxChanges)
        outcome.alreadyMet = traces.allSatisfy { $0.isMet(by: $0.original) }
        guard !outcome.alreadyMet else { return outcome }
        var found: [[Int]] = []
        // The facts of each probe on the original screen, by its description: fixes share them.
        var probed: [String: ReplayFacts] = [:]
        for size in 1...max(1, maxChanges) {
            let sets = candidateSets(size: size, excluding: found)
            let results = evaluateAll(sets, size: size, jobs: jobs, progress: progress)
            outcome.searched += sets.count
            var ofSize: [FixSolution] = []
            for (i, facts) in results.enumerated() {
                guard let facts else { continue }
                let set = Array(sets[i])
                found.append(set)
                ofSize.append(solution(set, facts: facts, probed: &probed))
            }
            // Ranked by harm: a fix that takes a capability away comes after every fix of its
            // size that takes none (docs/format.md §4.12); otherwise in the order of the changes.
            outcome.solutions += ofSize.filter { !$0.removesSomething } + ofSize.filter(\.removesSomething)
        }
        if outcome.solutions.isEmpty { outcome.nearMisses = nearMisses(maxChanges: maxChanges) }
        return outcome
    }

    /// The sets of `size` changes in lexicographic order, without two changes of one slot and
    /// without a smaller solution inside.
    private func candidateSets(size: Int, excluding solutions: [[Int]]) -> CandidateSets {
        var result = CandidateSets(size: size)
        var set: [Int] = []
        func extend(from start: Int) {
            guard set.count < size else {
                if !solutions.contains(where: { $0.allSatisfy(set.contains) }) { result.append(set) }
                return
            }
            guard start < changes.count else { return }
            for next in start..<changes.count where !set.contains(where: { slotNumbers[$0] == slotNumbers[next] }) {
                set.append(next)
                extend(from: next + 1)
                set.removeLast()
            }
        }
        extend(from: 0)
        return result
    }

    /// Tries every set; a solution's entry holds every trace's facts, in trace order.
    private func evaluateAll(_ sets: CandidateSets, size: Int, jobs: Int, progress: @Sendable (FixProgress) -> Void)
        -> [[ReplayFacts]?]
    {
        let next = Atomic<Int>(0)
        let done = Atomic<Int>(0)
        let results = Locked<[[ReplayFacts]?]>(Array(repeating: nil, count: sets.count))
        let chunk = 64
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, sets.count))) { _ in
            while true {
                let start = next.wrappingAdd(chunk, ordering: .relaxed).oldValue
                guard start < sets.count else { return }
                let end = min(start + chunk, sets.count)
                var local: [(Int, [ReplayFacts])] = []
                for i in start..<end { if let facts = evaluate(sets[i]) { local.append((i, facts)) } }
                results.withLock { all in for (i, facts) in local { all[i] = facts } }
                let finished = done.wrappingAdd(end - start, ordering: .relaxed).newValue
                progress(FixProgress(changes: size, tried: finished, total: sets.count))
            }
        }
        return results.withLock { $0 }
    }

    /// Every trace's facts under `set` when every trace meets its expectations, else nil.
    ///
    /// Outcomes known without a replay come first: a trace that sees none of the changes
    /// replays as originally, and one that sees changes it was already replayed under has its
    /// outcome in its memo. Only when none of them fails is the scene decoded and the rest
    /// replayed.
    func evaluate(_ set: [Int]) -> [ReplayFacts]? { evaluate(set[...]) }

    /// `evaluate(_:)` of a set where the list of sets holds it.
    private func evaluate(_ set: ArraySlice<Int>) -> [ReplayFacts]? {
        // Most sets fail a trace whose outcome is known: the facts are gathered only once
        // every trace is known to meet its expectations.
        var unknown: [(index: Int, seen: ChangePart)] = []
        for index in evaluationOrder {
            let seen = part(of: set, to: index)
            if seen.isEmpty {
                guard metOriginally[index] else { return nil }
            } else if let met = memos[index].isMet(under: seen) {
                guard met else { return nil }
            } else {
                unknown.append((index, seen))
            }
        }
        var replayed: [Int: ReplayFacts] = [:]
        if !unknown.isEmpty {
            // Every change was made from the scene's own ids and keys, and no set changes a
            // slot twice, so the overrides always apply.
            guard let scene = scenes.prepared(applying: Array(set)) else { return nil }
            // The trace that sees the fewest of the set's changes first: its outcome is the
            // likeliest to settle later sets too, which share that part of this one; of those,
            // the one that failed most often so far, which likeliest rejects the set at once.
            let failing = unknown.map { memos[$0.index].failureShare }
            let order = unknown.indices.sorted { a, b in
                (unknown[a].seen.count, -failing[a], a) < (unknown[b].seen.count, -failing[b], b)
            }
            for (index, seen) in order.map({ unknown[$0] }) {
                guard let facts = replay(index, on: scene, seeing: seen).facts else { return nil }
                replayed[index] = facts
            }
        }
        return traces.indices.map { index in
            if let facts = replayed[index] { return facts }
            let seen = part(of: set, to: index)
            // The first loop found this outcome met in the memo, which only grows.
            return seen.isEmpty ? traces[index].original : memos[index].outcome(of: seen)!.facts!
        }
    }

    /// Replays trace `index` on `scene`, the scene of a set of which it sees `seen`, and notes
    /// the outcome in its memo. The edits of its events among `seen` apply.
    func replay(_ index: Int, on scene: PreparedScene, seeing seen: ChangePart) -> TraceMemo.Outcome {
        let facts = FixTrace.facts(of: scene, steps: traces[index].steps(editedBy: seen.indices.map { changes[$0] }))
        let wantsMet = traces[index].wants.count { $0.holds(in: facts) }
        let outcome = TraceMemo.Outcome(facts: wantsMet == traces[index].wants.count ? facts : nil, wantsMet: wantsMet)
        memos[index].record(outcome, for: seen)
        return outcome
    }

    /// The changes of `set` that trace `index` can see, on which its replay depends, as the
    /// memo's key: those on the objects its touches reach. The others are on views no touch of the trace reaches and
    /// recognizers that never receive its touches (docs/model.md §3.2) or that wait for or
    /// recognize with such a recognizer (§3.5), so they change nothing of the trace, unless the
    /// trace's touches go elsewhere; nor, when its fingers never move, those that act only on
    /// movement (`Change.actsOnMovement`). A change of a touched view's `userInteractionEnabled`
    /// moves its touch behind it (§1.1): the changes on that superview's views count too. Once
    /// a change makes a scroll view scroll, a later finger may hit any view (§1.3): with several
    /// downs, the whole set counts.
    func part(of set: ArraySlice<Int>, to index: Int) -> ChangePart { visibility[index].part(of: set, changes) }

    /// The fix of `set`, its side effects in the traces (`facts`), every fact that differs
    /// from the original replay and that no expectation of the trace is about, and in its
    /// probes, every fact that differs.
    private func solution(_ set: [Int], facts: [ReplayFacts], probed: inout [String: ReplayFacts]) -> FixSolution {
        var effects: [SideEffect] = []
        func compare(_ before: ReplayFacts, _ after: ReplayFacts, _ source: SideEffect.Source, wants: [Expectation]) {
            let unwanted = { (fact: Fact) in !wants.contains { $0.concerns(fact) } }
            for fact in before.facts where !after.contains(fact) && unwanted(fact) {
                effects.append(SideEffect(source: source, fact: fact, nowHolds: false))
            }
            for fact in after.facts where !before.contains(fact) && unwanted(fact) {
                effects.append(SideEffect(source: source, fact: fact, nowHolds: true))
            }
        }
        for (trace, now) in zip(traces, facts) { compare(trace.original, now, .trace(trace.path), wants: trace.wants) }
        let fixed = set.map { changes[$0] }
        let probes = ProbePlanner(index: space.index).probes(for: fixed)
        // The changes always apply (see `evaluate`), and so does no change at all.
        if !probes.isEmpty, let original = scenes.prepared(applying: []), let scene = scenes.prepared(applying: set) {
            // A probe is no trace: the expectations are not about it, so every difference counts.
            for probe in probes {
                let before =
                    probed[probe.description] ?? FixTrace.facts(of: original, steps: probe.steps)
                probed[probe.description] = before
                compare(before, FixTrace.facts(of: scene, steps: probe.steps), .probe(probe.description), wants: [])
            }
        }
        return FixSolution(changes: fixed, sideEffects: effects, probes: probes)
    }
}

/// How far the search is: `tried` of `total` sets of `changes` changes.
public struct FixProgress: Sendable {
    /// The size of the sets being tried.
    public var changes: Int
    /// How many of them have been tried.
    public var tried: Int
    /// How many there are.
    public var total: Int

    /// The progress after `tried` of `total` sets of `changes` changes.
    public init(changes: Int, tried: Int, total: Int) {
        self.changes = changes
        self.tried = tried
        self.total = total
    }
}

/// The outcomes of one trace's replays, by the changes it saw. Shared by the search's threads.
final class TraceMemo: Sendable {
    /// One replay's outcome.
    struct Outcome: Sendable {
        /// The facts, when the trace met every expectation.
        var facts: ReplayFacts?
        /// How many of its expectations it met.
        var wantsMet: Int
    }

    private let outcomes = Locked<[ChangePart: Outcome]>([:])
    /// How many replays were recorded, and how many of them failed.
    private let replays = Atomic<Int>(0)
    private let failures = Atomic<Int>(0)

    /// The share of the replays so far that failed; one half before the first.
    var failureShare: Double {
        let replays = replays.load(ordering: .relaxed)
        return replays == 0 ? 0.5 : Double(failures.load(ordering: .relaxed)) / Double(replays)
    }

    /// The outcome under `changes`; nil when it was not replayed yet.
    func outcome(of changes: ChangePart) -> Outcome? { outcomes.withLock { $0[changes] } }

    /// Whether the trace met its expectations under `changes`; nil when it was not replayed yet.
    func isMet(under changes: ChangePart) -> Bool? { outcomes.withLock { $0[changes].map { $0.facts != nil } } }

    /// Records the outcome under `changes`.
    func record(_ outcome: Outcome, for changes: ChangePart) {
        outcomes.withLock { $0[changes] = outcome }
        replays.add(1, ordering: .relaxed)
        if outcome.facts == nil { failures.add(1, ordering: .relaxed) }
    }
}
