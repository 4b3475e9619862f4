import Foundation
import Testing
import TouchSimCore
import TouchSimReader

@testable import TouchSimFix

/// The search's scenes, built from each change decoded once, are the scenes a full decode
/// with the same `--set`s gives (docs/format.md §4.4, §4.12), and their trees, built once and
/// patched, replay as the trees of those scenes.
@Suite("touchsim fix scenes")
struct ScenePatchesTests {
    @Test(
        "Every single change and every pair of changes of every fix golden gives the scene and the replay of a full decode"
    )
    func sameAsFullDecode() throws {
        let directory = packageRoot + "/traces/fix"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(names.count > 20)
        var compared = 0
        for name in names {
            let path = "traces/fix/" + name
            let search = try fixSearch([path])
            let template = try ScenarioFile.load(path: packageRoot + "/" + path, readStandardInput: { [] }).template()
            let overrides = search.changes.map(\.override)
            var sets: [[Int]] = [[]] + overrides.indices.map { [$0] }
            for a in overrides.indices {
                for b in overrides.indices where a < b && search.changes[a].slot != search.changes[b].slot {
                    sets.append([a, b])
                }
            }
            for set in sets {
                let full = try? template.scene(applying: Change.overrides(of: set.map { search.changes[$0] }))
                let changes = "\(path): \(set.map { search.changes[$0].setArgument })"
                #expect(search.scenes.scene(applying: set) == full, "\(changes)")
                // The tree built once and patched replays as the tree built from the full decode.
                let prepared = search.scenes.prepared(applying: set)
                if let full, let prepared {
                    let steps = search.traces[0].steps
                    #expect(
                        FixTrace.facts(of: prepared, steps: steps, notingHitTests: true)
                            == FixTrace.facts(of: PreparedScene(full), steps: steps, notingHitTests: true), "\(changes)"
                    )
                } else {
                    #expect(full == nil && prepared == nil, "\(changes)")
                }
                compared += 1
            }
        }
        #expect(compared > 1000)
    }

    @Test("Changes of one view decoded together give that view every change")
    func sameView() throws {
        let search = try fixSearch(["traces/fix/quick-tap-highlights.json"])
        let delay = try #require(search.changes.firstIndex { $0.setArgument == "feed.delaysContentTouches=false" })
        let cancel = try #require(search.changes.firstIndex { $0.setArgument == "feed.canCancelContentTouches=false" })
        let scene = try #require(search.scenes.scene(applying: [delay, cancel]))
        let feed = try #require(Self.view("feed", in: scene.root))
        #expect(feed.scroll?.delaysContentTouches == false && feed.scroll?.canCancelContentTouches == false)
    }

    private static func view(_ id: String, in view: ViewSpec) -> ViewSpec? {
        view.id == id ? view : view.subviews.lazy.compactMap { Self.view(id, in: $0) }.first
    }
}
