import ScenarioText
import TouchSimCore
import TouchSimReader
import TouchSimReplay

/// `touchsim import recursive-description` (docs/format.md §4.10): the text UIKit's
/// `recursiveDescription` prints, turned into a scenario with an empty trace.
public enum RecursiveDescriptionImport {
    /// A scenario made from a dump.
    public struct Result: Sendable {
        /// The scenario file's text: the tree, `ios`, and `"events": []`.
        public var scenario: String
        /// One warning per line or value that was not taken over.
        public var warnings: [Diagnostic]
    }

    /// The most warnings an import prints; one more counts the rest, so a hostile paste of a
    /// million cut lines gives a screenful, not a million lines.
    public static let maximumWarnings = 50

    /// Imports `text`, named `file` in diagnostics; `ios` replaces the version the dump betrays;
    /// `dump` (1-based) chooses one of several dumps in the text, else the last is read. Fails
    /// only when the text holds no view at all, or fewer dumps than `dump`.
    public static func run(_ text: String, file: String, ios: IOSVersion? = nil, dump: Int? = nil)
        throws(Diagnostic) -> Result
    {
        let lines = DumpFile(text)
        guard !lines.dumps.isEmpty else {
            throw Diagnostic(
                file: file, line: 1, column: 1, path: "",
                message:
                    "no view found; expected the text recursiveDescription prints, with lines such as <UIWindow: 0x7fb1…; frame = (0 0; 390 844); …>"
            )
        }
        let count = lines.dumps.count
        if let dump, !(1...count).contains(dump) {
            throw Diagnostic(
                file: file, line: 1, column: 1, path: "",
                message: "--dump \(dump): the text holds \(count) dump\(count == 1 ? "" : "s"); choose 1 to \(count)")
        }
        let chosen = (dump ?? count) - 1
        let forest = DumpForest(lines, chosen: chosen)
        guard !forest.roots.isEmpty else {
            throw Diagnostic(
                file: file, line: lines.entries[lines.dumps[chosen].lowerBound].line, column: 1, path: "",
                message: "no view found in the dump here: no line of it names a class after \"<\"")
        }
        var notes = forest.warnings
        if count > 1 {
            let shown = lines.dumps.prefix(6).map { String(lines.entries[$0.lowerBound].line) }
            let starts = shown.joined(separator: ", ") + (count > shown.count ? ", …" : "")
            let which = dump == nil ? "the last" : "number \(chosen + 1)"
            notes.append(
                (
                    lines.entries[lines.dumps[chosen].lowerBound].line,
                    "the text holds \(count) dumps (at lines \(starts)); \(which) is imported (choose another with --dump N)"
                ))
        }
        // Several windows, as a dump of every window prints them, back to front (docs/format.md §2.14).
        var roots = forest.roots
        if roots.count == 1 && !isWindow(roots[0]) || roots.count > 1 && !roots.allSatisfy(isWindow) {
            roots = [window(around: forest.roots)]
            notes.append(
                (forest.roots[0].line, "the dump does not start at one window; a window at (0, 0) holds what it shows"))
        }
        let clues = VersionClues(roots.count == 1 ? roots[0] : window(around: roots))
        var builder = ScenarioViewBuilder(viewControllers: lines.viewControllers)
        let windows = roots.map { builder.view(PrivateScrollViews.dropped(from: $0), isRoot: true) }
        notes += builder.warnings
        let (version, versionComment) = chooseVersion(given: ios, clues: clues, notes: &notes)
        let header = [
            ScenarioMember("name", .string("Imported from \(file)")),
            ScenarioMember(
                "comment",
                .string(
                    "touchsim import recursive-description: add events to replay it (docs/format.md §1.2, §1.5); \(versionComment)"
                )),
            ScenarioMember("ios", .string(version.description)),
        ]
        var sorted = notes.sorted { $0.line < $1.line }
        if sorted.count > maximumWarnings, let last = sorted.last {
            let left = sorted.count - maximumWarnings
            sorted = Array(sorted.prefix(maximumWarnings))
            sorted.append((last.line, "\(left) more warnings not shown"))
        }
        let warnings = sorted.map {
            Diagnostic(file: file, line: $0.line, column: 1, path: "", message: $0.message, severity: .warning)
        }
        let scenario = ScenarioWriter(header: header, windows: windows).text
        // The importer promises a file that reads; a failure here is a bug, reported as one.
        do throws(Diagnostic) {
            _ = try ScenarioFile.load(path: "-", readStandardInput: { Array(scenario.utf8) })
        } catch {
            throw Diagnostic(
                file: file, line: 1, column: 1, path: "",
                message:
                    "internal error: the imported scenario does not read back (\(error.rendered)); please report it with the dump"
            )
        }
        return Result(scenario: scenario, warnings: warnings)
    }

    private static func isWindow(_ node: DumpNode) -> Bool { DumpClasses.isWindow(named: node.description.className) }

    /// A made-up window holding `roots`, as large as they reach.
    private static func window(around roots: [DumpNode]) -> DumpNode {
        let frames = roots.compactMap(\.frame)
        let width = frames.map { $0[0] + $0[2] }.max() ?? 0
        let height = frames.map { $0[1] + $0[3] }.max() ?? 0
        let frame = "(0 0; \(ScenarioValue.format(max(0, width))) \(ScenarioValue.format(max(0, height))))"
        var node = DumpNode(
            line: roots[0].line,
            description: ViewDescription(className: "UIWindow", properties: [("frame", Substring(frame))]))
        node.subviews = roots
        node.notes = ["a window the importer adds: the dump starts below one (line \(roots[0].line))"]
        return node
    }

    /// The `ios` to write and a sentence saying where it comes from: `--ios`, else the clues of
    /// the dump, most specific first (a warning for each that disagrees), else the default with a
    /// warning.
    private static func chooseVersion(
        given: IOSVersion?, clues: VersionClues, notes: inout [(line: Int, message: String)]
    ) -> (IOSVersion, String) {
        if let given { return (given, "ios \(given) from --ios") }
        if let chosen = clues.choose(notes: &notes) { return chosen }
        notes.append(
            (1, "nothing in the dump tells the iOS version; \(IOSVersion.default) assumed (choose one with --ios)"))
        return (.default, "ios \(IOSVersion.default) assumed: nothing in the dump tells the version")
    }
}
