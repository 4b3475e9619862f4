import Foundation
import Testing
import TouchSimFormat
import TouchSimReader

/// What the page found when it checked itself (`#selfcheck`, docs/format.md §4.13).
private struct SelfCheck: Decodable {
    struct Lanes: Decodable, Equatable {
        var finger: Int
        var view: Int
        var scroll: Int
        var recognizer: Int
    }
    /// The scene's labels at the fit and zoomed in: how many show, how many pairs print over
    /// each other, how many stacks of one frame were drawn once.
    struct Labels: Decodable {
        var atFit: Int
        var zoomed: Int
        var overlaps: Int
        var stacks: Int
        var zoomedIn: Bool
    }
    var errors: [String]
    var fingerPaths: Int
    /// Every lane, with the lanes where nothing happened shown.
    var lanes: Lanes
    /// The lanes the page opens with, and those of them where nothing happened.
    var lanesShown: Int
    var emptyLanesShown: Int
    var labels: Labels
    var views: Int
    var marks: Int
    var scrubChanges: Bool
    var tooltipShowsLine: Bool?
    /// The tip of the first drawn mark that a rule decided, and the detail after clicking it.
    var explainedTip: String?
    var explainedDetail: String?
    /// Where the views a transform, a zoom or an event moves are drawn at the end, in window
    /// points, read back from the SVG: `[x, y, width, height]` by id.
    var drawnAtEnd: [String: [Double]]
}

/// Where the screenshots go: beside the build, not in the tree.
private let screenshots = Touchsim.repositoryRoot.appendingPathComponent(".build/screenshots")

/// Renders `scenario` with the built binary into `directory`, and returns the page's file.
private func render(_ scenario: String, into directory: URL, name: String) throws -> URL {
    let page = directory.appendingPathComponent("\(name).html")
    let result = try Touchsim.run(["render", scenario, "-o", page.path], in: Touchsim.repositoryRoot.path)
    #expect(result.status == 0, "\(result.stderr)")
    return page
}

/// Opens `page` in headless Chromium with `#selfcheck` and reads what the page wrote; with
/// `screenshot`, the same launch saves a PNG of the page as the check left it (a mark clicked,
/// its line and why shown), since each launch of the browser costs about a second.
private func selfCheck(_ page: URL, screenshot: URL? = nil) throws -> SelfCheck? {
    let url = URL(string: page.absoluteString + "#selfcheck")!
    let capture = screenshot.map { ["--window-size=1100,900", "--screenshot=\($0.path)"] } ?? []
    let output = try Chromium.run(capture + ["--dump-dom"], url: url)
    #expect(Chromium.consoleErrors(output.stderr).isEmpty, "\(Chromium.consoleErrors(output.stderr))")
    guard let start = output.stdout.range(of: "<pre id=\"selfcheck\" hidden=\"\">"),
        let end = output.stdout.range(of: "</pre>", range: start.upperBound..<output.stdout.endIndex)
    else {
        Issue.record("\(page.lastPathComponent): no self-check in the page; stderr: \(output.stderr.suffix(2000))")
        return nil
    }
    let json = output.stdout[start.upperBound..<end.lowerBound]
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode(SelfCheck.self, from: Data(json.utf8))
}

/// What the page must show for `scenario`, counted from its jsonl output and its tree file, not
/// from the renderer: one path per finger down, one lane per finger id, view, scroll view and
/// recognizer.
private func expectedCounts(_ scenario: String) throws -> (paths: Int, lanes: SelfCheck.Lanes) {
    let path = Touchsim.repositoryRoot.appendingPathComponent(scenario).path
    let lines = try replayOutput(path, format: .jsonl).split(separator: UInt8(ascii: "\n")).map {
        try JSONSerialization.jsonObject(with: Data($0)) as! [String: Any]
    }
    let downs = lines.filter { $0["type"] as? String == "input" && $0["phase"] as? String == "down" }
    let summary = lines.last!
    let scrollViews = (summary["scrollViews"] as! [[String: Any]]).map { $0["view"] as! String }
    let gestures = summary["gestures"] as! [[String: Any]]
    let document =
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    var tree = document["tree"]!
    if let relative = tree as? String {
        let file = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(relative)
        tree = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    }
    var ids: Set<String> = []
    func walk(_ view: [String: Any]) {
        ids.insert(view["id"] as! String)
        for sub in view["subviews"] as? [[String: Any]] ?? [] { walk(sub) }
    }
    walk(tree as! [String: Any])
    let privateScrollViews = scrollViews.filter { !ids.contains($0) }.count
    let fingerIds = Set(downs.map { $0["touch"] as! Int })
    return (
        downs.count,
        SelfCheck.Lanes(
            finger: fingerIds.count, view: ids.count + privateScrollViews, scroll: scrollViews.count,
            recognizer: gestures.count)
    )
}

@Suite("touchsim render in a real browser (docs/format.md §4.13)", .serialized)
struct RenderBrowserTests {
    @Test(
        "The rendered page draws one path per finger and one lane per view, scroll view and recognizer, scrubs, and shows a mark's line and why it happened",
        .enabled(if: Chromium.shouldRun, "Chromium is not installed (apt-get install chromium); skipped outside CI"),
        arguments: [
            "docs/examples/tour.json", "traces/seeds/fast-swipe-from-button-scrolls.json",
            "traces/recognizers/pinch.json",
            "traces/table-view/ios8-drag-from-cell-button-scrolls-table-not-wrapper.json",
            "traces/controls/drag-exit-and-enter.json",
        ])
    func pageOfTrace(_ scenario: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-render-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = URL(fileURLWithPath: scenario).deletingPathExtension().lastPathComponent
        let page = try render(scenario, into: directory, name: name)
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
        let png = screenshots.appendingPathComponent("\(name).png")
        try? FileManager.default.removeItem(at: png)
        guard let check = try selfCheck(page, screenshot: png) else { return }
        let expected = try expectedCounts(scenario)
        #expect(check.errors.isEmpty)
        #expect(check.fingerPaths == expected.paths)
        #expect(check.lanes == expected.lanes)
        #expect(check.views == expected.lanes.view)
        #expect(check.emptyLanesShown == 0 && check.lanesShown > 0)
        #expect(check.labels.overlaps == 0 && check.labels.atFit > 0 && check.labels.zoomedIn)
        #expect(check.marks > 0)
        #expect(check.scrubChanges)
        #expect(check.tooltipShowsLine == true)
        // docs/format.md §4.13: a mark's tip and detail carry its --explain clause, ending with its § of model.md.
        for text in [check.explainedTip, check.explainedDetail] {
            #expect(text?.contains("\n  because ") == true && text?.contains("(model.md §") == true, "\(text ?? "nil")")
        }

        let bytes = try Data(contentsOf: png)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(png.path) is not a PNG")
    }

    @Test(
        "Views are drawn where hit-testing finds them: zoomed (model.md §16.5), transformed (§11.11), animated to their final frame (§17.1)",
        .enabled(if: Chromium.shouldRun, "Chromium is not installed (apt-get install chromium); skipped outside CI"),
        arguments: [
            // After the pinch the summary gives zoom 1.571 and offset (94.288, 180.005): seat A12,
            // (150, 300, 30, 30) in the plan, is drawn at (150 × 1.571 − 94.288, 300 × 1.571 −
            // 180.005), 47.13 pt square, under the tap at (186, 315) that the golden sends to it.
            (
                "traces/zooming/tap-after-pinch-reaches-seat-where-zoom-draws-it.json", "seatA12",
                [141.36, 291.29, 47.13, 47.13]
            ),
            // The card (20, 200, 350, 400) at half scale about its centre (195, 400); its button
            // (250, 340, 80, 44) within it lands at (195 + (270 − 195) / 2, 400 + (540 − 400) / 2).
            ("traces/changes/card-scaled-down-hit-tests-where-it-is-drawn.json", "card", [107.5, 300, 175, 200]),
            ("traces/changes/card-scaled-down-hit-tests-where-it-is-drawn.json", "like", [232.5, 470, 40, 22]),
            ("traces/screens/card-animating-in-passes-a-tap-to-the-row-behind.json", "promoCard", [20, 600, 350, 200]),
        ])
    func drawnWhereHit(_ scenario: String, view: String, box: [Double]) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-render-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = try render(scenario, into: directory, name: "moved")
        guard let check = try selfCheck(page) else { return }
        #expect(check.errors.isEmpty)
        #expect(check.drawnAtEnd[view] == box, "\(check.drawnAtEnd)")
    }

    @Test(
        "A 10,000-event trace renders to under 5 MB and loads without errors",
        .enabled(if: Chromium.shouldRun, "Chromium is not installed (apt-get install chromium); skipped outside CI"))
    func largeTrace() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-render-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scenario = directory.appendingPathComponent("large.json")
        try Data(largeScenario(gestures: 1_000).utf8).write(to: scenario)
        let page = try render(scenario.path, into: directory, name: "large")
        let size = try FileManager.default.attributesOfItem(atPath: page.path)[.size] as! Int
        #expect(size < 5_000_000, "\(size) bytes")
        guard let check = try selfCheck(page) else { return }
        // How long it takes to load is not asserted: a timed test fails on a busy machine, and
        // speed is measured, not tested (docs/architecture.md, Benchmark).
        #expect(check.errors.isEmpty)
        #expect(check.fingerPaths == 1_000)
        #expect(check.scrubChanges)
        #expect(check.explainedTip?.contains("(model.md §") == true, "\(check.explainedTip ?? "nil")")
    }

    @Test(
        "A screen of 100 or 1,000 views opens with only the lanes where something happened, one frame per stack and no label over another",
        .enabled(if: Chromium.shouldRun, "Chromium is not installed (apt-get install chromium); skipped outside CI"),
        arguments: [100, 1_000])
    func manyViews(_ count: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("touchsim-render-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (scenario, rows) = feedScenario(views: count)
        let file = directory.appendingPathComponent("feed.json")
        try Data(scenario.utf8).write(to: file)
        let page = try render(file.path, into: directory, name: "feed\(count)")
        try FileManager.default.createDirectory(at: screenshots, withIntermediateDirectories: true)
        guard let check = try selfCheck(page, screenshot: screenshots.appendingPathComponent("feed-\(count)-views.png"))
        else { return }
        #expect(check.errors.isEmpty)
        #expect(check.views == count)
        #expect(check.lanes.view == count)
        // The tap on one row's button and the drag reach a handful of views and recognizers;
        // the page opens with those, and a toggle shows the others.
        #expect(check.lanesShown < 20, "\(check.lanesShown) lanes shown")
        #expect(check.emptyLanesShown == 0)
        // Each cell and its content view share a frame, as the window, root view and table do.
        #expect(check.labels.stacks == rows + 1)
        #expect(check.labels.overlaps == 0)
        #expect(check.labels.atFit >= 10 && check.labels.zoomedIn)
    }
}

/// A table of cells, each a content view with a label and a button, under a navigation bar:
/// `views` views in all (window, root, table, bar and four per row); also the number of rows.
private func feedScenario(views: Int) -> (String, Int) {
    let rows = (views - 4) / 4
    let cells = (0..<rows).map { i in
        #"""
        {"id": "cell\#(i)", "class": "UITableViewCell", "frame": [0, \#(i * 60), 390, 60], "subviews": [
          {"id": "content\#(i)", "class": "UITableViewCellContentView", "superclass": "UIView", "frame": [0, 0, 390, 60], "subviews": [
            {"id": "title\#(i)", "class": "UILabel", "frame": [16, 8, 260, 20], "userInteractionEnabled": false},
            {"id": "follow\#(i)", "class": "UIButton", "frame": [300, 12, 74, 36]}]}]}
        """#
    }
    let scenario = """
        {"touchsim": 1, "name": "A feed of \(views) views", "tree": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "root", "class": "UIView", "frame": [0, 0, 390, 844], "subviews": [
            {"id": "table", "class": "UITableView", "frame": [0, 0, 390, 844], "contentSize": [390, \(rows * 60)],
             "subviews": [\(cells.joined(separator: ",\n"))]},
            {"id": "navigationBar", "class": "UINavigationBar", "superclass": "UIView", "frame": [0, 47, 390, 44]}]}]},
         "events": [{"t": 0, "tap": "follow3"}, {"t": 1000, "drag": {"from": [200, 600], "to": [200, 300]}}]}
        """
    return (scenario, rows)
}

/// A feed of buttons dragged `gestures` times, ten events each (down, eight moves, up), by
/// five fingers in turn: every kind of line, by the thousand.
private func largeScenario(gestures: Int) -> String {
    let buttons = (0..<10).map {
        #"{"id": "b\#($0)", "class": "UIButton", "frame": [20, \#(100 + $0 * 200), 160, 44]}"#
    }
    var events: [String] = []
    for g in 0..<gestures {
        let t = g * 300
        let touch = g % 5 + 1
        let x = 60 + (g % 7) * 10
        let y = 120 + (g % 4) * 200
        events.append(#"{"t": \#(t), "touch": \#(touch), "phase": "down", "x": \#(x), "y": \#(y)}"#)
        for m in 1...8 {
            events.append(
                #"{"t": \#(t + m * 16), "touch": \#(touch), "phase": "move", "x": \#(x), "y": \#(y - m * 6)}"#)
        }
        events.append(#"{"t": \#(t + 144), "touch": \#(touch), "phase": "up", "x": \#(x), "y": \#(y - 48)}"#)
    }
    return """
        {"touchsim": 1, "name": "A thousand drags on a feed of buttons", "tree": {"id": "window", "frame": [0, 0, 390, 844],
         "subviews": [{"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 20000],
          "subviews": [\(buttons.joined(separator: ", "))]}]},
         "events": [\(events.joined(separator: ",\n"))]}
        """
}
