import Foundation
import Testing
import TouchSimFormat
import TouchSimReplay

/// The `events` array of a scenario file's text.
private func eventsArray(_ scenario: String) throws -> String {
    let start = try #require(scenario.range(of: "\"events\": ")).upperBound
    let end = try #require(scenario.range(of: "]", options: .backwards, range: start..<scenario.endIndex)).upperBound
    return String(scenario[start..<end])
}

/// `text` with whole-word ids renamed.
private func renamed(_ text: String, _ names: [(String, String)]) -> String {
    names.reduce(text) { text, name in
        text.replacingOccurrences(
            of: "(?<![A-Za-z0-9])\(name.0)(?![A-Za-z0-9])", with: name.1, options: .regularExpression)
    }
}

@Suite(
    "Imported dumps replay, and the seeds' table cases come out as the seeds say (docs/format.md §4.10, docs/model.md §8)"
)
struct ImportedSeedTests {
    /// The golden scenarios under traces/import and the dumps they were imported from.
    static let goldens = [
        ("ios7-table.txt", "ios7-table-cell-scroll-view-delays-button.json"),
        ("ios8-table.txt", "ios8-wrapper-delays-button.json"),
        ("modern-collection.txt", "modern-collection-tap-favorite-button.json"),
        ("swift-app.txt", "swift-app-switch-in-scroll-view.json"),
        ("deep-fragment.txt", "deep-fragment-hidden-control-not-hit.json"),
        ("lldb-id-prefix-ios6-table.txt", "ios6-table-play-button-and-estimated-content.json"),
        ("lldb-typed-prefix.txt", "typed-lldb-prefix-sign-in-button.json"),
        ("cycript-session.txt", "cycript-compose-and-bar-button.json"),
        ("spaces-indent.txt", "spaces-indent-short-inbox-bounces.json"),
        ("tabs-indent.txt", "tabs-indent-album-button.json"),
        ("several-dumps.txt", "several-dumps-last-is-imported.json"),
        ("cut-flags.txt", "cut-line-label-keeps-uikit-default.json"),
        ("inset-from-negative-offset.txt", "ios8-inset-restored-from-negative-offset.json"),
        ("ios7-swipe-to-delete-open.txt", "ios7-open-row-closes-under-a-drag.json"),
        ("ios8-wrapper-after-background.txt", "ios8-wrapper-in-front-of-background-view.json"),
        ("several-windows-login-keyboard.txt", "several-windows-login-keyboard-tap-field.json"),
        ("ios10-table-refresh-control.txt", "ios10-refresh-control-pull-begins-refreshing.json"),
    ]

    @Test(
        "Each golden scenario under traces/import is its dump's import, unedited from ios to events", arguments: goldens
    )
    func goldenIsTheImport(dump: String, scenario: String) throws {
        let output = try imported(try repositoryFile("traces/import/dumps/" + dump), file: "dumps/" + dump).scenario
        let golden = try repositoryFile("traces/import/" + scenario)
        func body(_ text: String) throws -> Substring {
            let start = try #require(text.range(of: "\n  \"ios\": ")).lowerBound
            let end = try #require(text.range(of: "\n  \"events\": ")).lowerBound
            return text[start..<end]
        }
        #expect(try body(output) == body(golden))
    }

    @Test(
        "§8 iOS 7: the imported table, its delay turned off as the seed's code does, replays the seed's trace: the cell scroll view still delays the button"
    )
    func ios7Seed() throws {
        let scenario = try imported(try repositoryFile("traces/import/dumps/ios7-table.txt")).scenario
        let seed = "traces/seeds/ios7-table-still-delayed-by-cell-scroll-view"
        let output = try replayImported(
            scenario, events: try eventsArray(repositoryFile(seed + ".json")),
            set: ["tableView.delaysContentTouches=false"])
        let names = [
            ("table", "tableView"), ("row0", "tableViewCell"), ("row1", "tableViewCell2"), ("follow0", "button"),
            ("follow1", "button2"),
        ]
        #expect(output == renamed(try repositoryFile(seed + ".expected"), names))
    }

    @Test(
        "§8 iOS 8: the imported table replays the seed's traces: the wrapper delays the button until its delay is off too",
        arguments: [
            (
                "traces/table-view/ios8-table-delay-off-still-delayed",
                ["noDelayButtonTableView.delaysContentTouches=false"]
            ),
            (
                "traces/table-view/ios8-wrapper-delay-off-highlights-at-down",
                [
                    "noDelayButtonTableView.delaysContentTouches=false",
                    "noDelayButtonTableView.wrapper.delaysContentTouches=false",
                ]
            ),
        ])
    func ios8Seed(seed: String, overrides: [String]) throws {
        let scenario = try imported(try repositoryFile("traces/import/dumps/ios8-table.txt")).scenario
        let output = try replayImported(
            scenario, events: try eventsArray(repositoryFile(seed + ".json")), set: overrides)
        let names = [
            ("table", "noDelayButtonTableView"), ("row0", "personCell"), ("row1", "personCell2"), ("follow0", "button"),
            ("follow1", "button2"),
        ]
        #expect(output == renamed(try repositoryFile(seed + ".expected"), names))
    }
}
