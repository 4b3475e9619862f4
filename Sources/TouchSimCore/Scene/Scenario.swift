/// What a scenario declares besides its events: the windows and the iOS version (docs/format.md §1).
public struct SceneSpec: Sendable, Equatable {
    /// The scenario's one-line title.
    public var name: String?
    /// The iOS version whose quirks apply (docs/model.md §8).
    public var ios: IOSVersion
    /// The windows in the order the scenario declares them: one for `tree`, each of `windows`
    /// (docs/model.md §18).
    public var windows: [WindowSpec]
    /// Custom classes declared with `superclass`, with the built-ins.
    public var classes: ClassHierarchy
    /// The id of the text field or text view that is first responder when the trace starts
    /// (`isFirstResponder`, docs/model.md §19).
    public var firstResponder: String?

    /// Creates a scene of one window, `root`.
    public init(
        name: String? = nil, ios: IOSVersion = .default, root: ViewSpec, classes: ClassHierarchy = ClassHierarchy()
    ) {
        self.init(name: name, ios: ios, windows: [WindowSpec(view: root)], classes: classes)
    }

    /// Creates a scene of several windows; `windows` is not empty.
    public init(name: String? = nil, ios: IOSVersion = .default, windows: [WindowSpec], classes: ClassHierarchy) {
        precondition(!windows.isEmpty, "a scene has a window")
        self.name = name
        self.ios = ios
        self.windows = windows
        self.classes = classes
    }

    /// The first window declared: the only one of a `tree` scenario.
    public var root: ViewSpec { windows[0].view }

    /// The indices of `windows`, frontmost first (docs/model.md §18.1): a higher `windowLevel`
    /// in front, and of equal levels the one declared later.
    public var windowOrder: [Int] {
        windows.indices.sorted { a, b in
            windows[a].level != windows[b].level ? windows[a].level > windows[b].level : a > b
        }
    }
}

/// A window of the scene: its view tree and its `windowLevel` (docs/model.md §18).
public struct WindowSpec: Sendable, Equatable {
    /// The window, a UIWindow, with its subviews.
    public var view: ViewSpec
    /// UIKit's `windowLevel`: `normal` 0, `statusBar` 1000, `alert` 2000.
    public var level: Double

    /// Creates a window at `level`.
    public init(view: ViewSpec, level: Double = WindowLevel.normal) {
        self.view = view
        self.level = level
    }
}

/// UIKit's named window levels (docs/model.md §18.1).
public enum WindowLevel {
    /// `UIWindow.Level.normal`.
    public static let normal = 0.0
    /// `UIWindow.Level.statusBar`.
    public static let statusBar = 1000.0
    /// `UIWindow.Level.alert`.
    public static let alert = 2000.0
    /// The names a scenario may write, with their levels.
    public static let named: [(name: String, level: Double)] = [
        ("normal", normal), ("statusBar", statusBar), ("alert", alert),
    ]
}

/// An iOS version, `"MAJOR.MINOR"`.
public struct IOSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The major version.
    public var major: Int
    /// The minor version.
    public var minor: Int

    /// Creates a version.
    public init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// docs/format.md §1: `"17.0"` when the scenario says nothing.
    public static let `default` = IOSVersion(17, 0)

    /// `"MAJOR.MINOR"`.
    public var description: String { "\(major).\(minor)" }

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    /// The responders after the window, in order (docs/model.md §2.2): from iOS 13 the window's
    /// next responder is its UIWindowScene, then the application; the app delegate, a
    /// UIResponder in every app made from Xcode's templates, comes last on every version.
    public var windowResponderChain: [String] {
        major >= 13 ? ["windowScene", "application", "appDelegate"] : ["application", "appDelegate"]
    }

    /// Which private scroll view UITableView inserts on this version (docs/model.md §8).
    public var tablePrivateScrollView: TablePrivateScrollView {
        switch major {
        case 7: return .cellScrollView
        case 8...10: return .wrapperView
        default: return .none
        }
    }
}

/// The private scroll view of docs/model.md §8 that a version has.
public enum TablePrivateScrollView: Sendable {
    case none
    /// iOS 7: `UITableViewCellScrollView` inside every cell.
    case cellScrollView
    /// iOS 8–10: `UITableViewWrapperView` between the table and its cells.
    case wrapperView
}

/// The phase of a trace event (docs/format.md §1).
public enum TouchPhase: String, Sendable, CaseIterable {
    case down, move, up, cancel
}

/// One event of the trace: a finger went down, moved, lifted or was cancelled.
public struct TouchEvent: Sendable, Equatable {
    /// When it happened.
    public var time: SimTime
    /// The finger.
    public var touch: Int
    /// `down`, `move`, `up` or `cancel`.
    public var phase: TouchPhase
    /// Window coordinates.
    public var location: Point

    /// Creates an event.
    public init(time: SimTime, touch: Int, phase: TouchPhase, location: Point) {
        self.time = time
        self.touch = touch
        self.phase = phase
        self.location = location
    }
}
