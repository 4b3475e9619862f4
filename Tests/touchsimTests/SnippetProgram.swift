import Foundation

/// A Swift file that holds `touchsim fix`'s snippets where an app would write them: each
/// fix's statements in a method of a view controller that is a context menu's delegate (so
/// `isModalInPresentation` and `self` mean what they do in an app), each delegate method in a
/// delegate class, each override in a subclass of the class its comment names, after a global
/// for every view and recognizer of the scenario, as the app's properties would be, and the
/// swipe actions configuration a delegate method builds. Every declaration at file scope is
/// `fileprivate`, so that several programs type-check in one compiler run, each in a file of its
/// own, without their globals and classes clashing.
struct SnippetProgram {
    private(set) var source: String
    /// How many snippets were added.
    private(set) var count = 0

    init(declarations: [String]) {
        source =
            ([
                "let navigationController: UINavigationController? = nil",
                "let configuration = UISwipeActionsConfiguration(actions: [])",
            ] + declarations).map { "fileprivate " + $0 + "\n" }.joined()
    }

    /// Adds one fix's Swift lines.
    mutating func add(_ lines: [String]) {
        count += 1
        var statements: [String] = []
        var members: [(base: String?, lines: [String])] = []
        var base: String??
        var block: [String]?
        for line in lines {
            if var open = block {
                open.append(line)
                block = open
                if line == "}" {
                    members.append((base ?? nil, open))
                    block = nil
                    base = nil
                }
                continue
            }
            if line.hasPrefix("//") {
                base = Self.base(ofComment: line)
                continue
            }
            if line.hasPrefix("override func") || line.hasPrefix("func") {
                block = [line]
                continue
            }
            statements.append(line)
        }
        let n = count
        source +=
            "fileprivate final class Fix\(n)ViewController: UIViewController, UIContextMenuInteractionDelegate {\n"
            + "    func fix() {\n"
            + statements.map { "        " + $0 + "\n" }.joined() + "    }\n}\n"
        for (i, member) in members.enumerated() {
            let header =
                member.base.map { "fileprivate class Fix\(n)Subclass\(i): \($0) {" }
                ?? "fileprivate final class Fix\(n)Delegate\(i): NSObject, UIGestureRecognizerDelegate {"
            source += header + "\n" + member.lines.map { "    " + $0 + "\n" }.joined() + "}\n"
        }
    }

    /// The class a comment says the next method is in: `// feed: make it a subclass of
    /// UIScrollView that overrides` and `// in FeedView, the class of feed:` name it, `// in
    /// tap.delegate:` means a delegate (nil), a private scroll view's swizzling a UIScrollView.
    private static func base(ofComment line: String) -> String?? {
        if let range = line.range(of: "make it a subclass of ") {
            return .some(String(line[range.upperBound...].prefix { $0 != " " }))
        }
        if line.hasPrefix("// in "), line.hasSuffix(".delegate:") { return .some(nil) }
        if line.hasPrefix("// in "), let comma = line.firstIndex(of: ",") {
            return .some(String(line[line.index(line.startIndex, offsetBy: 6)..<comma]))
        }
        if line.contains("method swizzling") { return .some("UIScrollView") }
        return nil
    }

    /// A global per view and declared recognizer of the scenario's tree (ids that are Swift
    /// identifiers), of its class, and every custom class, declared from its superclass.
    static func declarations(ofScenario url: URL) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        // A scenario of several windows (docs/format.md §2.14) declares each.
        var tree = object["tree"] ?? object["windows"]!
        if let path = tree as? String {
            let treeURL = url.deletingLastPathComponent().appendingPathComponent(path)
            tree = try JSONSerialization.jsonObject(with: Data(contentsOf: treeURL))
        }
        var classes: [String] = []
        var globals: [String] = []
        let types = [
            "tap": "UITapGestureRecognizer", "longPress": "UILongPressGestureRecognizer",
            "pan": "UIPanGestureRecognizer",
            "swipe": "UISwipeGestureRecognizer", "pinch": "UIPinchGestureRecognizer",
            "rotation": "UIRotationGestureRecognizer", "screenEdgePan": "UIScreenEdgePanGestureRecognizer",
        ]
        func isIdentifier(_ id: String) -> Bool { id.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        func visit(_ view: [String: Any], root: Bool) {
            let id = view["id"] as! String
            let className = view["class"] as? String ?? (root ? "UIWindow" : "UIView")
            if let superclass = view["superclass"] as? String { classes.append("class \(className): \(superclass) {}") }
            if isIdentifier(id) { globals.append("let \(id) = \(className)()") }
            for recognizer in view["gestureRecognizers"] as? [[String: Any]] ?? [] {
                let rid = recognizer["id"] as! String
                if isIdentifier(rid) { globals.append("let \(rid) = \(types[recognizer["type"] as! String]!)()") }
            }
            for subview in view["subviews"] as? [[String: Any]] ?? [] { visit(subview, root: false) }
        }
        for window in tree as? [[String: Any]] ?? [tree as! [String: Any]] { visit(window, root: true) }
        return classes + globals
    }
}

/// Type-checks Swift files against UIKit's declarations (Tests/SwiftSnippetStub/UIKit.swift)
/// with the toolchain's compiler, all in one run: one compiler start instead of one per file.
enum SnippetTypeCheck {
    static let swiftc = "/opt/swift/usr/bin/swiftc"

    /// What one run said: its exit status, and each file's error lines by file name.
    struct Result {
        var status: Int32
        var stderr: String

        /// The lines of the compiler's output that are errors in `file`.
        func errors(in file: String) -> [Substring] {
            stderr.split(separator: "\n").filter { $0.hasPrefix(file + ":") && $0.contains(": error: ") }
        }
    }

    /// Type-checks `files` (names in `directory`) together with the stub, as one module: the
    /// whole-module mode runs one compiler frontend for all of them.
    static func run(_ files: [String], in directory: String) throws -> Result {
        let stub = Touchsim.repositoryRoot.appendingPathComponent("Tests/SwiftSnippetStub/UIKit.swift").path
        let output = try Process.output(swiftc, ["-typecheck", "-wmo", stub] + files, in: directory)
        return Result(status: output.status, stderr: output.stderr)
    }
}

extension Process {
    /// Runs `executable` with `arguments` in `directory` and returns its exit status and
    /// standard error.
    static func output(_ executable: String, _ arguments: [String], in directory: String) throws -> (
        status: Int32, stderr: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let err = directory + "/stderr-" + UUID().uuidString
        try Data().write(to: URL(fileURLWithPath: err))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: FileManager.default.contents(atPath: err) ?? Data(), as: UTF8.self)
        return (process.terminationStatus, text)
    }
}
