// STAND-IN for the scenario reader being written on the `reader` branch: the same public API,
// a rough implementation (no precise positions, no override support) so that the `cli` branch
// builds and its tests run. Deleted when the branches merge; nothing else lives in this folder.
import Foundation
import TouchSimCore

/// A problem in a scenario, with where it is and what was expected.
public struct Diagnostic: Error, Equatable, Sendable {
    /// How bad the problem is.
    public enum Severity: String, Sendable { case error, warning }
    public var file: String
    public var line: Int
    public var column: Int
    public var path: String
    public var message: String
    public var severity: Severity

    /// `FILE:LINE:COLUMN: error: PATH: MESSAGE`.
    public var rendered: String {
        "\(file):\(line):\(column): \(severity.rawValue): " + (path.isEmpty ? "" : "\(path): ") + message
    }

    init(file: String, path: String = "", _ message: String, severity: Severity = .error) {
        self.file = file
        line = 1
        column = 1
        self.path = path
        self.message = message
        self.severity = severity
    }
}

/// A `--set ID.KEY=VALUE` given on the command line.
public struct KeyOverride: Sendable, Equatable {
    public var target: String
    public var key: String
    public var valueText: String

    /// Parses `ID.KEY=VALUE`; the id may itself contain dots, the key is after the last one.
    public static func parse(_ text: String) throws(Diagnostic) -> KeyOverride {
        guard let equals = text.firstIndex(of: "="), let dot = text[..<equals].lastIndex(of: "."),
            dot > text.startIndex, text.index(after: dot) < equals
        else { throw Diagnostic(file: "--set", "expected ID.KEY=VALUE, got '\(text)'") }
        return KeyOverride(
            target: String(text[..<dot]), key: String(text[text.index(after: dot)..<equals]),
            valueText: String(text[text.index(after: equals)...]))
    }
}

/// A scenario read and validated completely; its events are handed out one UIEvent at a time.
public final class ScenarioFile {
    /// The tree and the iOS version.
    public let scene: SceneSpec
    /// Problems that do not stop the replay.
    public let warnings: [Diagnostic]
    private let groups: [[TouchEvent]]

    private init(scene: SceneSpec, groups: [[TouchEvent]]) {
        self.scene = scene
        self.groups = groups
        warnings = []
    }

    /// Reads and validates the scenario at `path` (`-`: standard input).
    public static func load(
        path: String, overrides: [KeyOverride] = [], readStandardInput: () -> [UInt8]
    ) throws(Diagnostic) -> ScenarioFile {
        let bytes: [UInt8]
        if path == "-" {
            bytes = readStandardInput()
        } else {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Diagnostic(file: path, "cannot read the file")
            }
            bytes = [UInt8](data)
        }
        let top = try object(json(bytes, file: path), file: path, at: "")
        guard (top["touchsim"] as? NSNumber)?.intValue == 1 else {
            throw Diagnostic(file: path, path: "touchsim", "expected 1")
        }
        let base = path == "-" ? "." : (path as NSString).deletingLastPathComponent
        let root: ViewSpec
        switch top["tree"] {
        case let name as String:
            let treePath = name.hasPrefix("/") ? name : (base.isEmpty ? name : base + "/" + name)
            guard let data = FileManager.default.contents(atPath: treePath) else {
                throw Diagnostic(file: path, path: "tree", "cannot read '\(treePath)'")
            }
            root = try view(object(json([UInt8](data), file: treePath), file: treePath, at: ""), file: treePath, at: "", isRoot: true)
        case let tree?:
            root = try view(object(tree, file: path, at: "tree"), file: path, at: "tree", isRoot: true)
        case nil:
            throw Diagnostic(file: path, path: "tree", "missing key")
        }
        guard let events = top["events"] as? [Any] else {
            throw Diagnostic(file: path, path: "events", "expected an array")
        }
        var groups: [[TouchEvent]] = []
        for (i, item) in events.enumerated() {
            let at = "events[\(i)]"
            let e = try object(item, file: path, at: at)
            guard let t = (e["t"] as? NSNumber)?.doubleValue, t >= 0,
                let touch = (e["touch"] as? NSNumber)?.intValue, touch >= 1,
                let phase = (e["phase"] as? String).flatMap(TouchPhase.init(rawValue:)),
                let x = (e["x"] as? NSNumber)?.doubleValue, let y = (e["y"] as? NSNumber)?.doubleValue
            else { throw Diagnostic(file: path, path: at, "expected t, touch, phase, x, y") }
            let event = TouchEvent(time: SimTime(milliseconds: t), touch: touch, phase: phase, location: Point(x, y))
            if let last = groups.last?.last, last.time == event.time {
                groups[groups.count - 1].append(event)
            } else if let last = groups.last?.last, last.time > event.time {
                throw Diagnostic(file: path, path: "\(at).t", "t must not decrease")
            } else {
                groups.append([event])
            }
        }
        return ScenarioFile(scene: SceneSpec(root: root), groups: groups)
    }

    /// Hands each UIEvent (the trace events sharing a `t`) to `body`, in order.
    public func forEachEventGroup(_ body: ([TouchEvent]) -> Void) throws(Diagnostic) {
        for group in groups { body(group) }
    }

    private static func json(_ bytes: [UInt8], file: String) throws(Diagnostic) -> Any {
        do {
            return try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        } catch {
            throw Diagnostic(file: file, "invalid JSON")
        }
    }

    private static func object(_ value: Any, file: String, at path: String) throws(Diagnostic) -> [String: Any] {
        guard let object = value as? [String: Any] else { throw Diagnostic(file: file, path: path, "expected an object") }
        return object
    }

    private static func view(_ v: [String: Any], file: String, at path: String, isRoot: Bool) throws(Diagnostic) -> ViewSpec {
        guard let id = v["id"] as? String, let frame = v["frame"] as? [NSNumber], frame.count == 4 else {
            throw Diagnostic(file: file, path: path, "expected id and frame")
        }
        let className = v["class"] as? String ?? (isRoot ? "UIWindow" : "UIView")
        let classes = ClassHierarchy()
        var spec = ViewSpec(id: id, className: className, frame: Rect(frame[0].doubleValue, frame[1].doubleValue, frame[2].doubleValue, frame[3].doubleValue))
        if classes.isKind(className, of: "UIControl") {
            spec.control = ControlSpec()
            spec.handlesTouches = true
        }
        if classes.isKind(className, of: "UIScrollView") {
            var scroll = ScrollSpec()
            if let size = v["contentSize"] as? [NSNumber], size.count == 2 {
                scroll.contentSize = Size(size[0].doubleValue, size[1].doubleValue)
            }
            spec.scroll = scroll
        }
        for (i, sub) in (v["subviews"] as? [Any] ?? []).enumerated() {
            let subPath = "\(path.isEmpty ? "" : path + ".")subviews[\(i)]"
            spec.subviews.append(try view(object(sub, file: file, at: subPath), file: file, at: subPath, isRoot: false))
        }
        return spec
    }
}
