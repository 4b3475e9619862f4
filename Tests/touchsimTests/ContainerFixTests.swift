import Foundation
import Testing
import TouchSimFix
import TouchSimFormat
import TouchSimReader

/// `touchsim fix`'s changes of the containers (docs/format.md §4.12; the rules: docs/model.md §12-§16):
/// which are offered on which screens, what they say they remove, and that their Swift
/// type-checks against UIKit's declarations.
@Suite("touchsim fix: the containers' changes (docs/model.md §12-§16)")
struct ContainerFixTests {
    /// A screen of one window holding `views`, traced by `events`, wanting `want`.
    private static func scenario(_ views: String, _ events: String, want: String) -> String {
        """
        {"touchsim": 1, "want": [\(want)],
         "tree": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [\(views)]},
         "events": [\(events)]}
        """
    }

    private static func tap(_ x: Int, _ y: Int, lift: Int) -> String {
        #"{"t": 0, "touch": 1, "phase": "down", "x": \#(x), "y": \#(y)}, "#
            + #"{"t": \#(lift), "touch": 1, "phase": "up", "x": \#(x), "y": \#(y)}"#
    }

    private static func drag(from: (Int, Int), to: (Int, Int)) -> String {
        #"{"t": 0, "drag": {"from": [\#(from.0), \#(from.1)], "to": [\#(to.0), \#(to.1)], "duration": 200}}"#
    }

    private static func pinch(from: Int, to: Int) -> String {
        #"{"t": 0, "pinch": {"center": [195, 422], "from": \#(from), "to": \#(to), "duration": 200}}"#
    }

    private static let photo = #"{"id": "photo", "class": "UIImageView", "frame": [0, 0, 390, 844]}"#
    private static let list =
        #"{"id": "list", "class": "UITableView", "frame": [0, 0, 390, 844], "contentSize": [390, 300], "subviews": [{"id": "row0", "class": "UITableViewCell", "frame": [0, 0, 390, 100], "trailingSwipeActions": 2}]}"#

    /// The screens whose changes are checked, each making some of the containers' changes.
    private static let screens: [(name: String, text: String)] = [
        (
            "held-cell.json",
            scenario(
                #"{"id": "grid", "class": "UICollectionView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000], "subviews": [{"id": "cell", "class": "UICollectionViewCell", "frame": [0, 0, 130, 130]}]}"#,
                tap(60, 60, lift: 700), want: #""!cell:selected""#)
        ),
        (
            "menu-cell.json",
            scenario(
                #"{"id": "grid", "class": "UICollectionView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000], "subviews": [{"id": "cell", "class": "UICollectionViewCell", "frame": [0, 0, 130, 130], "contextMenu": true}]}"#,
                tap(60, 60, lift: 700), want: #""cell:selected""#)
        ),
        (
            "sheet.json",
            scenario(
                #"{"id": "sheet", "frame": [0, 54, 390, 790], "presentation": {"style": "pageSheet"}}"#,
                drag(from: (195, 100), to: (195, 600)), want: #""!sheet:dismissed""#)
        ),
        (
            "tapped-cell.json",
            scenario(
                #"{"id": "grid", "class": "UICollectionView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000], "subviews": [{"id": "cell", "class": "UICollectionViewCell", "frame": [0, 0, 130, 130]}]}"#,
                tap(60, 60, lift: 80), want: #""!cell:selected""#)
        ),
        (
            "bare-scroll-view.json",
            scenario(
                #"{"id": "photoScroll", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 844], "subviews": [\#(photo)]}"#,
                pinch(from: 100, to: 250), want: #""photoScroll:zoomed""#)
        ),
        (
            "pinch-in.json",
            scenario(
                #"{"id": "photoScroll", "class": "UIScrollView", "frame": [0, 0, 390, 844], "viewForZooming": "photo", "subviews": [\#(photo)]}"#,
                pinch(from: 250, to: 100), want: #""photoScroll:zoomed""#)
        ),
        (
            "zooming-photo.json",
            scenario(
                #"{"id": "photoScroll", "class": "UIScrollView", "frame": [0, 0, 390, 844], "viewForZooming": "photo", "maximumZoomScale": 4, "subviews": [\#(photo)]}"#,
                pinch(from: 100, to: 250), want: #""!photoScroll:zoomed""#)
        ),
        (
            "refreshing-feed.json",
            scenario(
                #"{"id": "feed", "class": "UITableView", "frame": [0, 0, 390, 844], "contentSize": [390, 2000], "refreshControl": true}"#,
                drag(from: (195, 200), to: (195, 500)), want: #""!feed:refreshed""#)
        ),
        (
            "short-list-pulled.json",
            scenario(list, drag(from: (195, 50), to: (195, 400)), want: #""list:scrolled""#)
        ),
        (
            "short-grid-pulled.json",
            scenario(
                #"{"id": "grid", "class": "UICollectionView", "frame": [0, 0, 390, 844], "contentSize": [390, 300], "subviews": [{"id": "cell", "class": "UICollectionViewCell", "frame": [0, 0, 130, 130]}]}"#,
                drag(from: (60, 60), to: (60, 400)), want: #""grid:scrolled""#)
        ),
        (
            "row-swiped-right.json",
            scenario(list, drag(from: (100, 50), to: (300, 50)), want: #""row0:swipeOpened""#)
        ),
    ]

    /// The search's changes on `name`, one of `screens`, written in `workspace`.
    private func changes(_ name: String, in workspace: Workspace) throws -> [Change] {
        let text = Self.screens.first { $0.name == name }!.text
        let path = try workspace.write(name, text)
        let file = try ScenarioFile.load(path: path, readStandardInput: { [] })
        return try FixSearch(scenarios: [(path: name, file: file)], extraWants: []).changes
    }

    /// Each change's `--set` argument, then ` removes: …` when it takes something away.
    private func offered(_ name: String) throws -> [String] {
        try changes(name, in: Workspace()).map { change in
            (change.setArgument ?? "") + (change.removes.map { " removes: " + $0 } ?? "")
        }
    }

    @Test(
        "§12.4 §12.1: a form sheet offers isModalInPresentation and a full-screen presentation, each removing the drag that dismisses it"
    )
    func sheet() throws {
        let search = try fixSearchOfRepository("traces/fix/unsaved-form-sheet-is-not-dismissed.json")
        let change = try #require(search.changes.first { $0.override?.key == "presentation" })
        #expect(change.setArgument == #"editor.presentation={"style":"formSheet","modalInPresentation":true}"#)
        #expect(change.removes == "dismissing editor by a drag")
        #expect(change.swift.last == "isModalInPresentation = true")
        let fullScreen = try #require(search.changes.last { $0.override?.key == "presentation" })
        #expect(fullScreen.setArgument == #"editor.presentation={"style":"fullScreen","modalInPresentation":false}"#)
        #expect(fullScreen.removes == "editor as a sheet (full screen, no drag dismisses it)")
    }

    @Test(
        "§15.1: a menu is offered to a view a finger rested on 500 ms, never to one only tapped; a menu's removal removes it"
    )
    func contextMenus() throws {
        #expect(try offered("held-cell.json").contains("cell.contextMenu=true"))
        #expect(try !offered("tapped-cell.json").contains { $0.hasPrefix("cell.contextMenu") })
        let search = try fixSearchOfRepository("traces/fix/held-photo-should-select-not-show-menu.json")
        #expect(
            search.changes.map(\.setArgument).contains("photo5.contextMenu=false")
                && search.changes.first { $0.setArgument == "photo5.contextMenu=false" }?.removes
                    == "photo5's context menu"
        )
    }

    @Test("§16.1: a pinched scroll view is offered the view under the fingers and limits that zoom the way they pinch")
    func zoomLimits() throws {
        let bare = try offered("bare-scroll-view.json")
        #expect(bare.contains(#"photoScroll.viewForZooming="photo""#))
        #expect(bare.contains("photoScroll.maximumZoomScale=3"))
        #expect(!bare.contains { $0.hasPrefix("photoScroll.minimumZoomScale") })
        let pinchIn = try offered("pinch-in.json")
        #expect(pinchIn.contains("photoScroll.minimumZoomScale=0.5"))
        #expect(!pinchIn.contains { $0.hasPrefix("photoScroll.maximumZoomScale") || $0.contains("viewForZooming") })
        #expect(
            try offered("zooming-photo.json").contains("photoScroll.maximumZoomScale=1 removes: photoScroll zooming"))
        // One finger never pinches: no zoom change on the drag of a scroll view.
        #expect(try !offered("refreshing-feed.json").contains { $0.contains("Zoom") })
    }

    @Test("§16.1: a scroll view with neither a view for zooming nor limits needs both, a fix of two changes")
    func zoomNeedsBoth() throws {
        let workspace = try Workspace()
        let text = Self.screens.first { $0.name == "bare-scroll-view.json" }!.text
        let path = try workspace.write("bare.json", text)
        let file = try ScenarioFile.load(path: path, readStandardInput: { [] })
        let search = try FixSearch(scenarios: [(path: "bare.json", file: file)], extraWants: [])
        let fixes = search.run(maxChanges: 2, jobs: 1).solutions.map { $0.changes.map(\.setArgument) }
        #expect(fixes.first == [#"photoScroll.viewForZooming="photo""#, "photoScroll.maximumZoomScale=3"])
    }

    @Test("§13: a refresh control is taken away (removing pull to refresh) or added to a short grid pulled down")
    func refreshControls() throws {
        #expect(
            try offered("refreshing-feed.json").contains("feed.refreshControl=false removes: feed's pull to refresh"))
        #expect(try offered("short-grid-pulled.json").contains("grid.refreshControl=true"))
        // A table bounces without one (§5.5), and a sideways drag pulls nothing down.
        #expect(try !offered("short-list-pulled.json").contains("list.refreshControl=true"))
        #expect(try !offered("row-swiped-right.json").contains("list.refreshControl=true"))
    }

    @Test("§14: a row's actions are taken away, added on the side a drag reveals, and its full swipe switched")
    func swipeActions() throws {
        let row = try offered("row-swiped-right.json")
        #expect(row.contains("row0.trailingSwipeActions=0 removes: row0's trailing swipe actions"))
        #expect(row.contains("row0.leadingSwipeActions=1"))
        #expect(row.contains("row0.performsFirstActionWithFullSwipe=false removes: row0's full swipe"))
        #expect(try !offered("short-list-pulled.json").contains("row0.leadingSwipeActions=1"))
    }

    @Test(
        "Every container change's Swift type-checks against UIKit's declarations (swiftc -typecheck with Tests/SwiftSnippetStub/UIKit.swift)"
    )
    func snippetsTypeCheck() throws {
        let swiftc = SnippetTypeCheck.swiftc
        try #require(FileManager.default.isExecutableFile(atPath: swiftc), "swiftc is needed at \(swiftc)")
        let keys: Set = [
            "presentation", "contextMenu", "viewForZooming", "minimumZoomScale", "maximumZoomScale", "refreshControl",
            "trailingSwipeActions", "leadingSwipeActions", "performsFirstActionWithFullSwipe",
        ]
        let workspace = try Workspace()
        var seen: Set<String> = []
        var files: [String] = []
        for screen in Self.screens {
            let declarations = try SnippetProgram.declarations(
                ofScenario: URL(fileURLWithPath: try workspace.write(screen.name, screen.text)))
            var program = SnippetProgram(declarations: declarations)
            for change in try changes(screen.name, in: workspace) {
                guard let override = change.override, keys.contains(override.key) else { continue }
                program.add(change.swift)
                seen.insert(override.key + "=" + override.valueText)
            }
            guard program.count > 0 else { continue }
            let name = screen.name.replacingOccurrences(of: ".json", with: ".swift")
            try workspace.write(name, program.source)
            files.append(name)
        }
        let result = try SnippetTypeCheck.run(files, in: workspace.path)
        #expect(result.status == 0, "the Swift does not type-check:\n\(result.stderr)")
        for file in files {
            let errors = result.errors(in: file)
            #expect(errors.isEmpty, "\(file): the Swift does not type-check:\n\(errors.joined(separator: "\n"))")
        }
        // Every kind of change was among them, each way.
        for kind in [
            #"presentation={"style":"pageSheet","modalInPresentation":true}"#,
            #"presentation={"style":"fullScreen","modalInPresentation":false}"#, "contextMenu=true",
            "contextMenu=false",
            "refreshControl=true", "refreshControl=false",
            #"viewForZooming="photo""#, "minimumZoomScale=0.5", "maximumZoomScale=3", "trailingSwipeActions=0",
            "leadingSwipeActions=1", "performsFirstActionWithFullSwipe=false",
        ] {
            #expect(seen.contains(kind), "\(kind)")
        }
    }

    /// A search over a scenario of the repository, named as given.
    private func fixSearchOfRepository(_ path: String) throws -> FixSearch {
        let file = try ScenarioFile.load(
            path: Touchsim.repositoryRoot.appendingPathComponent(path).path, readStandardInput: { [] })
        return try FixSearch(scenarios: [(path: path, file: file)], extraWants: [])
    }
}
