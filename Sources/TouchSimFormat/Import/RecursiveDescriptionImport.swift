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

    /// Imports `text`, named `file` in diagnostics; `ios` replaces the version the dump betrays.
    /// Fails only when the text holds no view at all.
    public static func run(_ text: String, file: String, ios: IOSVersion? = nil) throws(Diagnostic) -> Result {
        let forest = DumpForest(text)
        var notes = forest.warnings
        guard !forest.roots.isEmpty else {
            throw Diagnostic(
                file: file, line: 1, column: 1, path: "",
                message:
                    "no view found; expected the text recursiveDescription prints, with lines such as <UIWindow: 0x7fb1…; frame = (0 0; 390 844); …>"
            )
        }
        var root = forest.roots[0]
        if forest.roots.count > 1 || !isWindow(root) {
            root = window(around: forest.roots)
            notes.append(
                (forest.roots[0].line, "the dump does not start at one window; a window at (0, 0) holds what it shows"))
        }
        var privates = PrivateScrollViews()
        root = privates.dropped(from: root)
        var builder = ScenarioViewBuilder(viewControllers: forest.viewControllers)
        let tree = builder.view(root, isRoot: true)
        notes += builder.warnings
        let (version, versionComment) = chooseVersion(given: ios, evidence: privates.evidence, notes: &notes)
        let header = [
            ScenarioMember("name", .string("Imported from \(file)")),
            ScenarioMember(
                "comment",
                .string(
                    "touchsim import recursive-description: add events to replay it (docs/format.md §1.2, §1.5); \(versionComment)"
                )),
            ScenarioMember("ios", .string(version.description)),
        ]
        let warnings = notes.sorted { $0.line < $1.line }.map {
            Diagnostic(file: file, line: $0.line, column: 1, path: "", message: $0.message, severity: .warning)
        }
        let scenario = ScenarioWriter(header: header, tree: tree).text
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

    private static func isWindow(_ node: DumpNode) -> Bool {
        let name = ScenarioNames.readable(node.description.className)
        return DumpClasses.builtIn(of: name, baseClass: nil, isScrollView: false, cellClass: nil) == "UIWindow"
    }

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

    /// The `ios` to write and a sentence saying where it comes from: `--ios`, else the first
    /// clue of the dump (a warning when clues disagree), else the default with a warning.
    private static func chooseVersion(
        given: IOSVersion?, evidence: [PrivateScrollViews.Evidence], notes: inout [(line: Int, message: String)]
    ) -> (IOSVersion, String) {
        if let given { return (given, "ios \(given) from --ios") }
        let clues = evidence.sorted { $0.line < $1.line }
        guard let first = clues.first else {
            notes.append(
                (1, "nothing in the dump tells the iOS version; \(IOSVersion.default) assumed (choose one with --ios)"))
            return (.default, "ios \(IOSVersion.default) assumed: nothing in the dump tells the version")
        }
        if let other = clues.first(where: { $0.version != first.version }) {
            notes.append(
                (
                    other.line,
                    "\(other.says) disagrees with line \(first.line) (\(first.says)); ios \(first.version) used"
                ))
        }
        return (first.version, "ios \(first.version) from line \(first.line): \(first.says)")
    }
}
