import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimOutput

@testable import TouchSimFix

/// The probes, the ranking by harm and the near misses (docs/format.md §4.12).
@Suite("touchsim fix: probes, ranking, near misses")
struct ProbeTests {
    private let quickTap = ["traces/fix/quick-tap-highlights.json"]

    @Test(
        "Turning off a scroll view's scrolling is reported: a probe drags the feed, which no longer scrolls, and the fix says what it removes (§5.5)"
    )
    func scrollingOffIsASideEffect() throws {
        let outcome = try fixSearch(quickTap).run(maxChanges: 1, jobs: 2)
        let off = try #require(
            outcome.solutions.first { $0.changes.map(\.setArgument) == ["feed.scrollEnabled=false"] })
        #expect(off.removals == ["feed scrolling"])
        #expect(off.probes.map(\.description).contains("a vertical drag on feed"))
        #expect(
            off.sideEffects.contains(
                SideEffect(
                    source: .probe("a vertical drag on feed"), fact: .scrolled(scrollView: "feed"), nowHolds: false)))
        let text = try fixOutput(quickTap, maxChanges: 1)
        #expect(text.contains("  removes: feed scrolling\n  --set feed.scrollEnabled=false\n"))
        #expect(text.contains("    probe: a vertical drag on feed: feed no longer scrolls\n"))
    }

    @Test("Among fixes of one size, every fix that removes a capability comes after every fix that removes none")
    func rankedByHarm() throws {
        let outcome = try fixSearch(quickTap).run(maxChanges: 2, jobs: 2)
        for size in 1...2 {
            let removing = outcome.solutions.filter { $0.changes.count == size }.map(\.removesSomething)
            #expect(removing == removing.sorted { !$0 && $1 }, "size \(size): \(removing)")
        }
        #expect(outcome.solutions.first?.removesSomething == false)
        #expect(outcome.solutions.contains { $0.removesSomething })
    }

    @Test(
        "'side effects: none' is printed only with the probes that checked it, and a probe's difference is never hidden"
    )
    func noneOnlyWhenChecked() throws {
        let search = try fixSearch(quickTap)
        var outcome = search.run(maxChanges: 1, jobs: 2)
        #expect(outcome.solutions.allSatisfy { !$0.probes.isEmpty && !$0.sideEffects.isEmpty })
        outcome.solutions[0].sideEffects = []
        var bytes: [UInt8] = []
        let sink = ByteSink { bytes += $0 }
        FixReport.write(outcome, of: search, format: .text, to: sink)
        sink.flush()
        let text = String(decoding: bytes, as: UTF8.self)
        let count = outcome.solutions[0].probes.count
        #expect(text.contains("  side effects: none (the traces and \(count) probes)\n"))
        #expect(text.components(separatedBy: "side effects: none").count == 2)
    }

    @Test("Probes are the same on every run, and --explain-probes lists each with its fingers' paths")
    func deterministicProbes() throws {
        let one = try fixSearch(quickTap).run(maxChanges: 1, jobs: 1)
        let two = try fixSearch(quickTap).run(maxChanges: 1, jobs: 3)
        #expect(one.solutions.map(\.probes) == two.solutions.map(\.probes))
        let search = try fixSearch(quickTap)
        var bytes: [UInt8] = []
        let sink = ByteSink { bytes += $0 }
        FixReport.write(search.run(maxChanges: 1, jobs: 2), of: search, format: .text, explainProbes: true, to: sink)
        sink.flush()
        #expect(
            String(decoding: bytes, as: UTF8.self).contains(
                "  probes:\n    a vertical drag on feed: touch 1 (195, 422) at 0 ms to (195, 302) at 128 ms\n"))
    }

    @Test("No fix: the near misses say which expectation each still fails and why, in the words of touchsim why (§5.4)")
    func nearMisses() throws {
        let paths = ["traces/fix/quick-tap-highlights.json", "traces/fix/drag-from-button-scrolls.json"]
        let outcome = try fixSearch(paths).run(maxChanges: 1, jobs: 2)
        #expect(outcome.solutions.isEmpty)
        let first = try #require(outcome.nearMisses.first)
        #expect(first.changes.map(\.setArgument) == ["feed.delaysContentTouches=false"])
        #expect(first.met == 2)
        #expect(
            first.failing.map(\.cause) == [
                "at 200 ms, feed.pan failed, because content views track its touches and the scroll view may not take them back (model.md §5.4)"
            ])
        let text = try fixOutput(paths, maxChanges: 1)
        #expect(
            text.contains(
                "\nnear miss 1: 1 change meets 2 of 3 expectations\n  --set feed.delaysContentTouches=false\n"))
    }

    @Test(
        "A scroll view whose content fits says so when it does not scroll, and alwaysBounceVertical is the fix (§5.5)")
    func contentFits() throws {
        let path = ["traces/fix/few-items-pull-down-bounces.json"]
        let search = try fixSearch(path)
        let outcome = search.run(maxChanges: 1, jobs: 2)
        #expect(outcome.solutions.first?.changes.map(\.setArgument) == ["inbox.alwaysBounceVertical=true"])
        let scene = try #require(search.scenes.scene(applying: []))
        let causes = FailureCauses(scene: PreparedScene(scene), steps: search.traces[0].steps)
        #expect(
            causes.cause(of: search.traces[0].wants[0], in: SceneIndex(scene))
                == "inbox's content fits its bounds, and alwaysBounceVertical and alwaysBounceHorizontal are false (model.md §5.5)"
        )
    }
}
