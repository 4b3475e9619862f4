import Testing
import TouchSimStoryboard

@Suite("The storyboard goldens under traces/import/storyboards are their files' imports (docs/format.md §4.15)")
struct StoryboardGoldenTests {
    /// Each golden scenario and the storyboard or xib it was imported from.
    static let goldens = [
        ("shop-scroll-view.storyboard", "shop-scroll-view-button-tap-and-drag.json"),
        ("people-table.storyboard", "people-table-follow-button-tap-and-drag.json"),
        ("compose-container.storyboard", "compose-container-tap-recognizer-over-table.json"),
        ("onboarding-pages.xib", "onboarding-pages-paging-scroll-view-and-page-control.json"),
        ("settings-slider-cell.storyboard", "settings-slider-cell-tap-and-drag-thumb.json"),
    ]

    @Test("Each golden scenario is its file's import, unedited from ios to events", arguments: goldens)
    func goldenIsTheImport(source: String, scenario: String) throws {
        let directory = "traces/import/storyboards/"
        let output = try imported(try repositoryFile(directory + source), file: source).scenario
        let golden = try repositoryFile(directory + scenario)
        func body(_ text: String) throws -> Substring {
            let start = try #require(text.range(of: "\n  \"ios\": ")).lowerBound
            let end = try #require(text.range(of: "\n  \"events\": ")).lowerBound
            return text[start..<end]
        }
        #expect(try body(output) == body(golden))
    }

    @Test("Every golden file imports with the same warnings on every run", arguments: goldens.map(\.0))
    func deterministic(source: String) throws {
        let text = try repositoryFile("traces/import/storyboards/" + source)
        let first = try imported(text, file: source)
        let second = try imported(text, file: source)
        #expect(first.scenario == second.scenario)
        #expect(first.warnings == second.warnings)
    }
}
