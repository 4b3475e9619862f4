import Foundation
import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// A control or cell of an imported screen that a finger can see: its id, kind and centre in
/// window coordinates.
private struct Target {
    var id: String
    var isControl: Bool
    var centre: Point
}

/// The buttons (and other controls) and cells of `scene` whose centre lies inside every view above them (so the app
/// draws it there), none of them hidden, transparent or refusing interaction.
private func targets(_ scene: SceneSpec) -> [Target] {
    var found: [Target] = []
    // `origin`: the view's bounds origin in window coordinates; `clip`: the area every view above
    // it covers, in window coordinates.
    func visit(_ view: ViewSpec, origin: Point, clip: Rect) {
        guard !view.hidden, view.alpha > 0, view.userInteractionEnabled else { return }
        let frame = Rect(
            origin.x + view.frame.minX, origin.y + view.frame.minY, view.frame.size.width, view.frame.size.height)
        let centre = Point(frame.minX + frame.size.width / 2, frame.minY + frame.size.height / 2)
        let isControl = scene.classes.isKind(view.className, of: "UIControl")
        let isCell =
            scene.classes.isKind(view.className, of: "UITableViewCell")
            || scene.classes.isKind(view.className, of: "UICollectionViewCell")
        if (isControl || isCell) && clip.contains(centre) && frame.contains(centre) {
            found.append(Target(id: view.id, isControl: isControl, centre: centre))
        }
        // The bounds origin is the content offset (docs/model.md §1.3), an iOS 7 cell's too
        // when its cell scroll view rests scrolled (§8).
        var offset = view.scroll?.contentOffset ?? .zero
        if scene.ios.major == 7, let cellScroll = view.cellScrollView { offset = cellScroll.contentOffset }
        let inner = Point(frame.minX - offset.x, frame.minY - offset.y)
        let innerClip = clip.intersection(frame)
        for subview in view.subviews { visit(subview, origin: inner, clip: innerClip) }
    }
    let window = Rect(0, 0, scene.root.frame.size.width, scene.root.frame.size.height)
    visit(scene.root, origin: Point(-scene.root.frame.minX, -scene.root.frame.minY), clip: window)
    return found
}

extension Rect {
    fileprivate func intersection(_ other: Rect) -> Rect {
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        let right = min(minX + size.width, other.minX + other.size.width)
        let bottom = min(minY + size.height, other.minY + other.size.height)
        return Rect(x, y, max(0, right - x), max(0, bottom - y))
    }
}

/// The ids of `view`'s tree.
private func ids(_ view: ViewSpec) -> Set<String> { Set(allViews(view).map(\.id)) }

@Suite(
    "Every dump under traces/import/dumps becomes a screen whose buttons and cells a tap reaches (docs/format.md §4.10)"
)
struct ImportedDumpTapTests {
    static let dumps: [String] =
        ((try? FileManager.default.contentsOfDirectory(
            atPath: repositoryRoot.appendingPathComponent("traces/import/dumps").path)) ?? [])
        .filter { $0.hasSuffix(".txt") }.sorted()

    @Test("There are dumps to walk, one per pattern of the importer")
    func dumpsExist() {
        #expect(Self.dumps.count >= 15)
    }

    @Test("The import names the clue of the dump that tells its iOS version", arguments: dumps)
    func namesVersionClue(dump: String) throws {
        let result = try imported(try repositoryFile("traces/import/dumps/" + dump), file: dump)
        #expect(result.scenario.contains(") from the dump: line "))
        #expect(!result.warnings.contains { $0.message.contains("nothing in the dump tells the iOS version") })
    }

    @Test(
        "A tap at the centre of each visible button (or other control) and cell reaches it: the control sends touchUpInside, the cell is hit",
        arguments: dumps)
    func tapsReach(dump: String) throws {
        let scenario = try imported(try repositoryFile("traces/import/dumps/" + dump), file: dump).scenario
        let scene = try ScenarioFile.load(path: "-", readStandardInput: { Array(scenario.utf8) }).scene
        let found = targets(scene)
        #expect(!found.isEmpty)
        for target in found {
            let (x, y) = (NumberFormat.string(target.centre.x), NumberFormat.string(target.centre.y))
            let events = """
                [{"t": 0, "touch": 1, "phase": "down", "x": \(x), "y": \(y)}, \
                {"t": 60, "touch": 1, "phase": "up", "x": \(x), "y": \(y)}]
                """
            let output = try replayImported(scenario, events: events)
            let hit = output.split(separator: "\n").first?.split(separator: " ").last.map(String.init) ?? ""
            let view = try #require(allViews(scene.root).first { $0.id == target.id })
            #expect(ids(view).contains(hit), "\(dump): a tap at (\(x), \(y)) hits \(hit), not \(target.id)")
            if target.isControl {
                let events = output.split(separator: "\n").first { $0.contains("control \(target.id) touchDown") }
                #expect(events?.contains("touchUpInside") == true, "\(dump): \(target.id) does not send touchUpInside")
            }
        }
    }
}
