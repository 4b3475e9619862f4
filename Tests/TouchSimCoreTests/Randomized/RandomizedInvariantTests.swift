import Testing

@testable import TouchSimCore

// The randomized invariant test of the engine core. Each seed gives one scenario (RandomTree,
// RandomTrace): a random valid tree and trace. It is replayed twice and its records are checked
// (InvariantChecker) for:
//   (a) time never goes back; the input lines echo the trace;
//   (b) per touch life and view: began → moved* → ended | cancelled, nothing after; forwardedTo
//       follows the responder chain; multipleTouchEnabled and exclusiveTouch are respected;
//   (c) recognizer states follow docs/model.md §3.1; disabled or untouched recognizers are silent;
//   (d) control events form tracking sequences; highlight alternates, starting with true;
//   (e) the summary is the last line, once, and agrees with the lines; scroll lines make sense;
//   (f) the two replays are identical.
// A failure prints the seed, then the scenario reduced by ScenarioShrinker as Swift source for
// a test, with its output. To replay one seed or hunt further:
//   TOUCHSIM_FUZZ_SEEDS=1234 swift test --filter Randomized
//   TOUCHSIM_FUZZ_SEEDS=1-100000 swift test --filter Randomized

/// The seed list in chunks, so that Swift Testing runs them in parallel.
private let chunks: [ClosedRange<Int>] = {
    let seeds = RandomizedRun.seeds()
    let size = max(1, (seeds.count + 5) / 6)
    return stride(from: 0, to: seeds.count, by: size).map { $0...min($0 + size, seeds.count) - 1 }
}()

@Test("Thousands of random scenarios keep the output invariants (seeded)", arguments: chunks)
func randomScenariosKeepOutputInvariants(_ chunk: ClosedRange<Int>) {
    let seeds = Array(RandomizedRun.seeds()[chunk])
    var run = RandomizedRun()
    run.run(seeds)
    print(
        "randomized: \(run.scenarios) scenarios (seeds \(seeds.first!)...\(seeds.last!)), \(run.events) events, \(run.records) records"
    )
    #expect(run.invalidTraces.isEmpty, "the generator made invalid traces for seeds \(run.invalidTraces.prefix(10))")
    for (key, count) in run.unexpectedCounts.sorted(by: { $0.key < $1.key }) {
        print("randomized: \(count) scenario(s) break \(key)")
    }
    for failure in run.unexpected.prefix(4) {
        let report = RandomizedRun.report(failure)
        print(report)
        Issue.record(Comment(rawValue: report))
    }
}
