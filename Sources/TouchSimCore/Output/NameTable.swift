/// The names behind the indices records carry (docs/format.md §3): view and recognizer ids, a
/// recognizer's view, and the responders a view's `touches…` calls pass. Built once per replay,
/// so a writer resolves a name by index and no record holds a string.
public final class NameTable: Sendable {
    private let views: [String]
    private let parents: [ViewIndex?]
    /// `vc:NAME` of each view's view controller, made once: forwarding names it on every line.
    private let viewControllers: [String?]
    private let recognizers: [String]
    private let recognizerViews: [ViewIndex]
    private let classNames: [String]
    private let roles: [RecognizerRole]
    /// The responders after the window, which depend on the iOS version (docs/model.md §2.2).
    private let responderChainTail: [String]
    /// The failure requirements delegates set up (docs/model.md §3.11); looked up, never iterated.
    private let failureOrigins: [RecognizerPair: FailureRequirementOrigin]

    init(tree: ViewTree, recognizers directory: RecognizerDirectory) {
        // The views' names in one pass: a big tree's views are read once, not once per list.
        var views: [String] = []
        var parents: [ViewIndex?] = []
        var viewControllers: [String?] = []
        var classNames: [String] = []
        let count = tree.nodes.count
        views.reserveCapacity(count)
        parents.reserveCapacity(count)
        viewControllers.reserveCapacity(count)
        classNames.reserveCapacity(count)
        let nodes = tree.nodes.elements
        for position in nodes.indices {
            views.append(nodes[position].id)
            parents.append(nodes[position].parent)
            viewControllers.append(nodes[position].viewController.map { "vc:" + $0 })
            classNames.append(nodes[position].className)
        }
        self.views = views
        self.parents = parents
        self.viewControllers = viewControllers
        self.classNames = classNames
        recognizers = directory.entries.elements.map(\.id)
        recognizerViews = directory.entries.elements.map(\.view)
        roles = directory.entries.elements.map { entry in
            switch entry.owner {
            case .declared(let kind): return .declared(kind.type)
            case .scrollView(_, .pan): return .scrollViewPan
            case .scrollView(_, .delayedTouchesBegan): return .contentDelay
            case .sheet: return .sheetDismissal
            case .contextMenu: return .contextMenu
            case .zoom: return .zoomPinch
            case .swipeActions(_, .pan): return .swipeActionsPan
            case .swipeActions(_, .dismissal): return .swipeDismissal
            }
        }
        responderChainTail = tree.responderChainTail
        failureOrigins = directory.failureOrigins
    }

    /// How many views the live tree has, UIKit's private scroll views included.
    public var viewCount: Int { views.count }

    /// How many recognizers there are, a scroll view's own included.
    public var recognizerCount: Int { recognizers.count }

    /// The id of a view.
    public func view(_ view: ViewIndex) -> String { views[view.position] }

    /// The id of a recognizer.
    public func recognizer(_ recognizer: RecognizerIndex) -> String { recognizers[recognizer.position] }

    /// The class a view was declared with, `UIButton`, `MyCell`.
    public func className(of view: ViewIndex) -> String { classNames[view.position] }

    /// What kind of recognizer it is, which says the rules its own logic follows.
    public func role(of recognizer: RecognizerIndex) -> RecognizerRole { roles[recognizer.position] }

    /// Whether the scene has more than one window (docs/model.md §18).
    public var hasSeveralWindows: Bool { parents.lazy.filter { $0 == nil }.count > 1 }

    /// The window `view` lies in: its topmost superview, or itself.
    public func window(of view: ViewIndex) -> ViewIndex {
        var current = view
        while let parent = parents[current.position] { current = parent }
        return current
    }

    /// Which delegate made `waiting` require `required` to fail (docs/model.md §3.11); nil when
    /// `requireToFail` did (§3.5).
    public func failureOrigin(of waiting: RecognizerIndex, waitingFor required: RecognizerIndex)
        -> FailureRequirementOrigin?
    {
        failureOrigins[RecognizerPair(waiting: waiting, required: required)]
    }

    /// The superview of a view; nil for the window.
    public func superview(of view: ViewIndex) -> ViewIndex? { parents[view.position] }

    /// The view a recognizer is attached to.
    public func view(of recognizer: RecognizerIndex) -> ViewIndex { recognizerViews[recognizer.position] }

    /// The name an `ask` line gives its subject.
    public func subject(_ subject: AskSubject) -> String {
        switch subject {
        case .view(let v): return view(v)
        case .recognizer(let r): return recognizer(r)
        }
    }

    /// The responders a call on `view` passes on to, in order, ending with `consumer`, the one
    /// that handled it, or with `appDelegate` when none did; none when `view` is the consumer
    /// (docs/model.md §2.2). Calls `body` with each, allocating nothing.
    public func forEachForwarding(from view: ViewIndex, to consumer: ViewIndex?, _ body: (String) -> Void) {
        guard consumer != view else { return }
        var current = view.position
        while true {
            // A view controller forwards to its view's superview.
            if let vc = viewControllers[current] { body(vc) }
            guard let parent = parents[current] else {
                // Nothing in the app's views handled it: the window's next responders.
                for name in responderChainTail { body(name) }
                return
            }
            body(views[parent.position])
            if parent == consumer { return }
            current = parent.position
        }
    }

    /// `forEachForwarding(from:to:_:)` as an array.
    public func forwarding(from view: ViewIndex, to consumer: ViewIndex?) -> [String] {
        var chain: [String] = []
        forEachForwarding(from: view, to: consumer) { chain.append($0) }
        return chain
    }
}

/// A recognizer's kind as the explanations name it (docs/model.md §4, §5.1).
public enum RecognizerRole: Sendable, Equatable {
    /// Declared by the scenario, of this class.
    case declared(RecognizerType)
    /// A scroll view's own pan (§5.1).
    case scrollViewPan
    /// A scroll view's content delay, `delayedTouchesBegan` (§5.2).
    case contentDelay
    /// A presented sheet's dismissal pan (§12.1).
    case sheetDismissal
    /// The long press of a view's context menu interaction (§15.1).
    case contextMenu
    /// A zooming scroll view's pinch (§16.1).
    case zoomPinch
    /// A table's swipe-actions pan (§14.1).
    case swipeActionsPan
    /// A table's dismissal recognizer for an open row (§14.4).
    case swipeDismissal
}
