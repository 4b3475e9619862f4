import TouchSimCore

/// View objects (docs/format.md §2).
extension TreeDecoder {
    /// Every key a view may take, with the classes whose kinds take it.
    package static let viewKeys: [(key: String, classNames: [String])] =
        [
            "id", "class", "superclass", "frame", "hidden", "alpha", "userInteractionEnabled",
            "multipleTouchEnabled", "exclusiveTouch", "hitTestInsets", "hitTest", "handlesTouches", "transform",
            "viewController", "navigationController", "presentation", "contextMenu", "gestureRecognizers", "subviews",
        ].map { ($0, ["UIView"]) }
        + [("enabled", ["UIControl"])]
        + controlValueKeys
        + scrollKeys.map { ($0, ["UIScrollView"]) }
        + selectionKeys.map { ($0, UIKitObjectModel.selectionLists.map(\.list)) }
        + UIKitObjectModel.PrivateScrollView.allCases.map { ($0.configurationKey, [$0.ownerClassName]) }
        + [("wrapperIndex", ["UITableView"]), ("windowLevel", ["UIWindow"])]
        + [("isFirstResponder", UIKitObjectModel.textInputClasses)]
        + [("editable", ["UITextView"]), ("selectable", ["UITextView"])]
        + swipeActionsKeys.map { ($0, ["UITableViewCell"]) }

    /// Whether views of the built-in class `className` take the view key `key` (docs/format.md
    /// §2): what a scenario writer may put on one, by the same table the reader checks.
    package static func builtIn(_ className: String, takes key: String) -> Bool {
        guard let entry = viewKeyIndex[key] else { return false }
        return viewKeys[entry].classNames.contains { builtInClasses.isKind(className, of: $0) }
    }

    private static let builtInClasses = ClassHierarchy()

    /// A view whose id, frame and class are read: what decoding its other keys needs.
    struct ViewStart {
        var view: ViewSpec
        let className: String
        let traits: ClassTraits
        let privateScrollView: UIKitObjectModel.PrivateScrollView?
        /// Whether the view is a window: the root of `tree` or one of `windows`.
        let isRoot: Bool
    }

    /// Decodes the view `value` at `path`, its recognizers and subviews.
    mutating func decodeView(_ value: JSONValue, path: String, isRoot: Bool) throws(Diagnostic) -> ViewSpec {
        var object = try JSONObject(value, path: path, expected: "a view object")
        var start = try beginView(&object, isRoot: isRoot)
        for member in object.members { try decodeViewKey(member, of: object, into: &start, isRoot: isRoot) }
        return try finishView(start, of: object)
    }

    /// Reads what a view's other keys depend on (its id with the `--set` overrides of that id,
    /// its frame and class) and registers its ids.
    mutating func beginView(_ object: inout JSONObject, isRoot: Bool) throws(Diagnostic) -> ViewStart {
        let idValue = try object.required("id")
        let id = try Self.id(idValue, path: object.path("id"))
        try overrides.apply(to: &object, id: id)
        let frame = try naming(.view, id, object, isRoot: isRoot) { (_) throws(Diagnostic) in
            try object.required("frame").rect(path: object.path("frame"))
        }
        return try beginView(&object, id: id, at: idValue.location, frame: frame, isRoot: isRoot)
    }

    /// `beginView` once the id (written at `idLocation`, its overrides applied) and the frame
    /// are read: the streaming reader reads those two without making values of them.
    mutating func beginView(
        _ object: inout JSONObject, id: String, at idLocation: SourceLocation, frame: Rect, isRoot: Bool
    ) throws(Diagnostic) -> ViewStart {
        let named = object
        return try naming(.view, id, named, isRoot: isRoot) { (decoder) throws(Diagnostic) in
            try decoder.beginNamedView(&object, id: id, at: idLocation, frame: frame, isRoot: isRoot)
        }
    }

    private mutating func beginNamedView(
        _ object: inout JSONObject, id: String, at idLocation: SourceLocation, frame: Rect, isRoot: Bool
    ) throws(Diagnostic) -> ViewStart {
        let className = try resolveClass(of: object, isRoot: isRoot)
        let traits = traits(of: className)

        var view = traits.defaults
        view.id = id
        view.frame = frame
        try ids.register(id, as: .view, at: idLocation, path: object.path("id"))
        if view.scroll != nil {
            try ids.registerScrollViewRecognizers(of: id, at: idLocation, path: object.path("id"))
        }
        if traits.isTextInput {
            // UIKit's text interaction is installed before the app adds a recognizer (§19.1).
            let tap = UIKitObjectModel.textTapRecognizer(ofTextInput: id)
            try ids.register(tap.id, as: .textTap(textInput: id), at: idLocation, path: object.path("id"))
            view.gestureRecognizers.append(tap)
        }
        if traits.isTable {
            try registerSwipeActionRecognizers(of: id, at: idLocation, path: object.path("id"))
        }
        let privateScrollView = traits.privateScrollView
        if let privateScrollView {
            let privateID = privateScrollView.id(ofOwner: id)
            try ids.register(
                privateID, as: .privateScrollView(owner: id), at: idLocation, path: object.path("id"))
            try ids.registerScrollViewRecognizers(of: privateID, at: idLocation, path: object.path("id"))
            try overrides.apply(to: &object, privateScrollView: privateID, key: privateScrollView.configurationKey)
        }
        return ViewStart(
            view: view, className: className, traits: traits, privateScrollView: privateScrollView, isRoot: isRoot)
    }

    /// Checks and decodes one key of a view begun with `beginView`.
    mutating func decodeViewKey(_ member: JSONMember, of object: JSONObject, into start: inout ViewStart, isRoot: Bool)
        throws(Diagnostic)
    {
        try naming(.view, start.view.id, object, isRoot: isRoot) { (decoder) throws(Diagnostic) in
            try decoder.checkViewKey(member, of: object, className: start.className, traits: start.traits)
            try decoder.decodeViewMember(
                member, of: object, into: &start.view, isRoot: isRoot, privateScrollView: start.privateScrollView)
        }
    }

    /// The view once all its keys are decoded: checks what depends on several keys.
    mutating func finishView(_ start: ViewStart, of object: JSONObject) throws(Diagnostic) -> ViewSpec {
        do {
            return try checkFinishedView(start, of: object)
        } catch {
            throw error.owned(by: .view, start.view.id, at: object.path, isRoot: start.isRoot)
        }
    }

    private mutating func checkFinishedView(_ start: ViewStart, of object: JSONObject) throws(Diagnostic) -> ViewSpec {
        if let value = start.view.control?.value { try checkControlValue(value, of: object) }
        if let selection = start.view.selection { try checkSelection(selection, of: object) }
        var view = start.view
        try finishZoom(of: &view, in: object)
        if view.wrapperIndex > 0, let member = object.members.first(where: { $0.key == "wrapperIndex" }) {
            let others = view.subviews.filter { !classes.isKind($0.className, of: "UITableViewCell") }.count
            guard view.wrapperIndex <= others else {
                throw member.value.location.diagnostic(
                    "the wrapper can sit at most at index \(others): the table has \(others) subview\(others == 1 ? "" : "s") that \(others == 1 ? "is not a cell" : "are not cells")",
                    path: object.path("wrapperIndex"))
            }
        }
        return view
    }

    /// Fails when a view of class `className` takes no key `member.key`: an unknown key, or a
    /// key of another class.
    mutating func checkViewKey(_ member: JSONMember, of object: JSONObject, className: String) throws(Diagnostic) {
        try checkViewKey(member, of: object, className: className, traits: traits(of: className))
    }

    /// `checkViewKey` with the traits of `className` at hand.
    func checkViewKey(_ member: JSONMember, of object: JSONObject, className: String, traits: ClassTraits)
        throws(Diagnostic)
    {
        guard let entry = Self.viewKeyIndex[member.key] else {
            throw unknownViewKey(member, of: object, className: className, applicable: traits.applicableKeys)
        }
        guard traits.takes[entry] else {
            throw member.keyLocation.diagnostic(
                "\"\(member.key)\" is a key of \(Self.owners(Self.viewKeys[entry].classNames)), but this view is a \(className)",
                path: object.path(member.key))
        }
    }

    /// Decodes one key of a view, whose class takes it (`checkViewKey`).
    mutating func decodeViewMember(
        _ member: JSONMember, of object: JSONObject, into view: inout ViewSpec, isRoot: Bool,
        privateScrollView: UIKitObjectModel.PrivateScrollView?
    ) throws(Diagnostic) {
        // Built only when needed: most members are read without an error.
        func path() -> String { object.path(member.key) }
        let value = member.value
        switch member.key {
        case "id", "class", "superclass", "frame": break  // read first: the rest depends on them
        case "hidden": view.hidden = try value.bool(path: path())
        case "alpha": view.alpha = try value.number(path: path(), in: 0...1, expected: "a number from 0 to 1")
        case "userInteractionEnabled": view.userInteractionEnabled = try value.bool(path: path())
        case "multipleTouchEnabled": view.multipleTouchEnabled = try value.bool(path: path())
        case "exclusiveTouch": view.exclusiveTouch = try value.bool(path: path())
        case "hitTestInsets": view.hitTestInsets = try value.insets(path: path())
        case "transform": view.transform = try Self.transform(value, path: path())
        case "hitTest": view.hitTest = try decodeHitTest(value, path: path(), of: view.id)
        case "handlesTouches": view.handlesTouches = try value.bool(path: path())
        case "viewController":
            guard !isRoot else {
                throw member.keyLocation.diagnostic(
                    "the root view cannot have a view controller: it is the window, whose next responder is the application",
                    path: path())
            }
            let name = try value.string(path: path(), expected: "a view controller name")
            guard !name.isEmpty else { throw value.mismatch("a view controller name", path: path()) }
            view.viewController = name
        case "navigationController":
            // UIKit adds the back-swipe before the app adds its own recognizers (§4.9).
            view.gestureRecognizers.insert(try decodeNavigationController(value, path: path(), of: view.id), at: 0)
        case "presentation":
            guard !isRoot else {
                throw member.keyLocation.diagnostic(
                    "the root view cannot be presented: it is the window; give \"presentation\" to the presented view controller's view",
                    path: path())
            }
            let idLocation = object["id"]?.location ?? member.keyLocation
            view.presentation = try decodePresentation(value, path: path(), of: view.id, at: idLocation)
        case "contextMenu":
            view.contextMenu = try value.bool(path: path())
            guard view.contextMenu else { break }
            // UIKit's press exists only with the interaction (docs/model.md §15.1).
            try ids.register(
                UIKitObjectModel.contextMenuID(ofView: view.id), as: .contextMenuPress(view: view.id),
                at: object["id"]?.location ?? member.keyLocation, path: path())
        case "gestureRecognizers":
            for (index, element) in try value.array(path: path(), expected: "an array of gesture recognizer objects")
                .enumerated()
            {
                view.gestureRecognizers.append(try decodeRecognizer(element, path: JSONPath.index(path(), index)))
            }
        case "subviews":
            for (index, element) in try value.array(path: path(), expected: "an array of view objects").enumerated() {
                view.subviews.append(try decodeView(element, path: JSONPath.index(path(), index), isRoot: false))
            }
        case "windowLevel":
            guard isRoot else {
                throw member.keyLocation.diagnostic(
                    "only a window of \"windows\" (or the root of \"tree\") has a window level; this UIWindow is a subview (docs/model.md §18.1)",
                    path: path())
            }
            windowLevels[view.id] = try Self.windowLevel(value, path: path())
        case "isFirstResponder":
            guard try value.bool(path: path()) else { break }
            if let other = firstResponder {
                throw member.keyLocation.diagnostic(
                    "\(Quoted.string(other.id)) is first responder already: at most one view is (docs/model.md §19)",
                    path: path())
            }
            firstResponder = (view.id, member.keyLocation)
        case "enabled": view.control!.enabled = try value.bool(path: path())
        case "editable": view.editable = try value.bool(path: path())
        case "selectable": view.selectable = try value.bool(path: path())
        case _ where Self.controlValueKeys.contains(where: { $0.key == member.key }):
            // A slider, stepper or segmented control takes on its value model with its first
            // value key (docs/model.md §7.6); without one it tracks like a plain UIControl (§7.3).
            // The class check above guarantees a model of the right kind.
            if view.control!.value == nil {
                view.control!.value = UIKitObjectModel.valueModel(of: view.className, classes: classes)
            }
            _ = try decodeControlValueMember(member, path: path(), into: &view.control!.value!)
        case _ where Self.selectionKeys.contains(member.key):
            // The class check above guarantees a table or collection view (docs/model.md §10).
            try decodeSelectionMember(member, path: path(), into: &view.selection!, of: view.id)
        case _ where Self.swipeActionsKeys.contains(member.key):
            // The class check above guarantees a UITableViewCell (docs/model.md §14).
            try decodeSwipeActionsMember(member, path: path(), into: &view)
        case "wrapperIndex":
            view.wrapperIndex = try value.integer(
                path: path(), atLeast: 0,
                expected: "an index among the table's subviews that are not cells, 0 at the back")
            if privateScrollView != .wrapper {
                warn(
                    member.keyLocation.diagnostic(
                        "iOS \(ios) has no UITableViewWrapperView (only \(UIKitObjectModel.PrivateScrollView.wrapper.versions) do, docs/model.md §8); \"wrapperIndex\" is ignored",
                        path: path(), severity: .warning))
            }
        case "wrapperView", "cellScrollView":
            let scroll = try decodePrivateScrollView(member, path: path())
            let named = UIKitObjectModel.PrivateScrollView.allCases.first { $0.configurationKey == member.key }!
            guard privateScrollView == named else {
                warn(
                    member.keyLocation.diagnostic(
                        "iOS \(ios) has no \(named.className) (only \(named.versions) do, docs/model.md §8); \"\(member.key)\" is ignored",
                        path: path(), severity: .warning))
                return
            }
            switch named {
            case .wrapper: view.wrapperView = scroll
            case .cellScrollView: view.cellScrollView = scroll
            }
        default:
            // Every other key of `viewKeys` is a scroll-view key.
            _ = try decodeScrollMember(member, path: path(), into: &view.scroll!, scrollView: view.id)
        }
    }
}

extension TreeDecoder {
    /// An unknown key: the closest key of this class, unless a key of another class is a much
    /// better match (a misspelt `contentSize` on a plain view), which is then named with its class.
    /// "UISlider and its subclasses", "UISlider and UIStepper and their subclasses".
    fileprivate static func owners(_ classNames: [String]) -> String {
        classNames.joined(separator: " and ")
            + (classNames.count == 1 ? " and its subclasses" : " and their subclasses")
    }

    fileprivate func unknownViewKey(
        _ member: JSONMember, of object: JSONObject, className: String, applicable: [String]
    ) -> Diagnostic {
        let everywhere = Self.viewKeys.map(\.key)
        if let best = Suggestion.closest(to: member.key, among: everywhere), !applicable.contains(best),
            let owners = Self.viewKeys.first(where: { $0.key == best })?.classNames,
            Suggestion.closest(to: member.key, among: [best] + applicable) == best
        {
            return member.keyLocation.diagnostic(
                "unknown key \(Quoted.string(member.key)); did you mean \"\(best)\"? It is a key of \(Self.owners(owners)), and this view is a \(className)",
                path: object.path(member.key))
        }
        return object.unknownKey(member, known: applicable)
    }
}
