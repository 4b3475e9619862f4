import ScenarioText

/// Turns the views of an Interface Builder document into the views of a scenario (docs/format.md
/// §2): classes from element names and `customClass`, ids from user labels, outlets and classes,
/// IB's attributes as the keys touchsim reads, and the IB id in each view's `comment`.
struct IBViewBuilder {
    /// Views nested deeper are left out: each level costs the scenario two JSON levels, and the
    /// reader takes 200 (as the dump importer, docs/format.md §4.10).
    static let maximumLevels = 90

    let document: IBDocument
    let sizeClass = SizeClass()
    var notes = ImportNotes()
    /// The scene's root view and bars, for the layout guides constraints may name.
    var guideInsets = GuideInsets()
    var ids = IdAllocator()
    private var classes = ClassDeclarations()
    /// The IB id of the scene's root view when its controller owns a `refreshControl`.
    var refreshControlOwner: String?
    /// The scenes being embedded by container views, outermost first, to stop a cycle.
    private var embedding: [String] = []

    init(document: IBDocument) { self.document = document }

    /// A view of the tree: `element` at `frame` (in its superview's coordinates), its keys and
    /// its subviews. `level` is its depth under the window; `viewController` the controller
    /// whose root view it is; `notes` what its comment says besides its IB id.
    mutating func view(
        _ element: XMLElement, frame: [Double], level: Int, viewController: String? = nil, notes extra: [String] = [],
        aliases: [String] = [], inherited: [XMLElement] = []
    ) -> ScenarioView {
        let uikit = IBClasses.views[element.name] ?? "UIView"
        if IBClasses.views[element.name] == nil {
            notes.once(
                "element " + element.name, element.position,
                "<\(element.name)> is not an element touchsim knows; imported as a UIView with its frame and subviews")
        }
        let custom = element["customClass"].map(ScenarioNames.readable)
        var builtIn = IBClasses.builtIn(uikit)
        if let custom, builtIn == "UIView", let declared = document.declaredSuperclasses[custom] {
            builtIn = IBClasses.builtIn(declared)
        }
        let className = custom ?? uikit
        if custom != nil {
            notes.once(
                "custom classes", element.position,
                "custom classes (\(className) here) may override hitTest, pointInside, touchesShouldCancel or gesture delegate methods in code, which Interface Builder does not show; touchsim assumes they do not (add \"hitTest\", \"hitTestInsets\" or overrides by hand, docs/format.md §2.5)"
            )
        }
        let id = ids.unique(stem(element, className: className))
        var members = [ScenarioMember("id", .string(id))]
        members += classes.members(className, builtIn: builtIn)
        members.append(ScenarioMember("frame", .array(frame.map(ScenarioValue.number))))
        members += commonKeys(element, builtIn: builtIn)
        if let viewController { members.append(ScenarioMember("viewController", .string(viewController))) }
        members += controlKeys(element, builtIn: builtIn)
        var subviews: [ScenarioView] = []
        if level < Self.maximumLevels {
            subviews = children(
                of: element, size: [frame[2], frame[3]], level: level, aliases: aliases, inherited: inherited)
        } else if !element.children.isEmpty {
            notes.add(
                element.position,
                "nested more than \(Self.maximumLevels) levels deep; the subviews of this view are left out")
        }
        let scroll = scrollKeys(element, builtIn: builtIn, subviews: subviews)
        members += scroll
        let zoomAndRefresh = zoomAndRefreshKeys(element, builtIn: builtIn, subviews: subviews)
        members += zoomAndRefresh.members
        var comment = ["ib: " + (element["id"] ?? "none, id made up")]
        if scroll.contains(where: { $0.key == "contentSize" }) {
            comment.append("contentSize estimated from its subviews' extent")
        }
        comment += zoomAndRefresh.comment
        if let label = element["userLabel"] { comment.append("userLabel " + ScenarioValue.quote(label)) }
        comment += extra
        members.append(ScenarioMember("comment", .string(comment.joined(separator: "; "))))
        let recognizers = recognizers(of: element)
        if !recognizers.isEmpty { members.append(ScenarioMember("gestureRecognizers", .array(recognizers))) }
        return ScenarioView(members: members, subviews: subviews)
    }

    /// The id's stem: the user label, else the outlet that points at the element, else the key
    /// its superview holds it by (`contentView`, `tableHeaderView`), else its class.
    func stem(_ element: XMLElement, className: String) -> String {
        if let label = element["userLabel"], let id = Self.identifier(label) { return id }
        if let id = element["id"], let outlet = document.outletNames[id], let name = Self.identifier(outlet) {
            return name
        }
        if let key = element["key"], key != "view", let name = Self.identifier(key) { return name }
        return ScenarioNames.idStem(className)
    }

    /// `Buy Button` → `buyButton`, `buy_button` stays, a leading acronym is lowercased as Swift
    /// names do (`OK` → `ok`, `URL Field` → `urlField`, `HTMLView` → `htmlView`); nil when
    /// nothing of it is ASCII letters or digits.
    static func identifier(_ text: String) -> String? {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
        guard let first = words.first else { return nil }
        let capitals = first.prefix { $0.isUppercase }.count
        let lowered = capitals == first.count || capitals <= 1 ? capitals : capitals - 1
        var id = first.prefix(max(1, lowered)).lowercased() + first.dropFirst(max(1, lowered))
        for word in words.dropFirst() { id += word.prefix(1).uppercased() + word.dropFirst() }
        if id.first?.isNumber == true { id = "v" + id }
        return String(id.prefix(64))
    }

    /// The view of the scene `sceneID`, embedded by a container view at `size`.
    mutating func embedded(_ sceneID: String, size: [Double], level: Int, at position: XMLPosition) -> ScenarioView? {
        guard let scene = document.scenes.first(where: { $0.id == sceneID }), let root = scene.rootView else {
            notes.add(
                position,
                "the container view embeds \(sceneID), which is not a scene with a view in this storyboard; the container is left empty"
            )
            return nil
        }
        guard !embedding.contains(sceneID) else {
            notes.add(position, "container views embed \(sceneID) inside itself; the inner one is left out")
            return nil
        }
        notes.once(
            "containers", position,
            "container views: the embedded scene (\(scene.className) \(sceneID) here) is imported in place, its view filling the container, as UIKit sizes an embedded controller's view"
        )
        embedding.append(sceneID)
        defer { embedding.removeLast() }
        return view(
            root, frame: [0, 0] + size, level: level + 1, viewController: scene.viewController,
            notes: ["the view of the scene \(sceneID) the container embeds"])
    }
}

/// What the layout guides of a scene's root view depend on.
struct GuideInsets {
    var rootID: String?
    var navigationBar = false
    var tabBar = false
    /// The ids of the controller's top and bottom layout guides (Xcode 5–8).
    var top: [String] = []
    var bottom: [String] = []
}
