import TouchSimCore

/// Turns a `set` event's `"ID.KEY": value` pairs into typed changes (docs/format.md §1.7). A pair
/// is checked as `--set ID.KEY=VALUE` is (docs/format.md §4.4) and as the key in the file is: the
/// tree decoder's own key checks and member decoding run on the target object as the scene has
/// it, the run's `--set`s applied. Each pair costs the same whatever the tree's size (the objects
/// are indexed by id once), so reading stays linear (docs/format.md §4.9). Only the keys of
/// `changeableKeys` may change during a trace (docs/model.md §11).
struct SetEventDecoder {
    private var decoder: TreeDecoder
    let addresses: SceneAddresses
    /// Every view of the scene as written, by id, without its subviews.
    private(set) var views: [String: ViewSpec] = [:]
    /// Every declared recognizer, by id.
    private var recognizers: [String: RecognizerSpec] = [:]
    /// The windows' ids.
    private let windowIDs: [String]
    /// The views `remove` events took out so far, with the path of the event.
    private var removed: [String: String] = [:]
    /// The views `add` events put in the window so far (docs/format.md §1.10).
    private var added: [String] = []
    /// Every id a pair may name, in tree order, for suggestions.
    private var ids: [String] = []
    /// The views for zooming of zooming scroll views, whose transform the zoom is (§16.5).
    private var zoomedViews: [String] = []
    /// A scroll view's own recognizers' ids (docs/format.md §2.8), with the scroll view's.
    private var scrollViewRecognizers: [String: String] = [:]
    /// The views the tree gives a context menu interaction: UIKit's press exists for those only
    /// (docs/model.md §15.5).
    private(set) var menusInTree: Set<String> = []

    /// The keys a `set` event may change, by the kind of object that has them.
    static let changeableKeys: [(kind: String, keys: [String])] = [
        ("view", ["hidden", "alpha", "userInteractionEnabled", "frame", "transform", "contextMenu"]),
        (
            "presented sheet",
            ["hidden", "alpha", "userInteractionEnabled", "frame", "contextMenu", "modalInPresentation"]
        ),
        ("recognizer", ["enabled", "cancelsTouchesInView"]),
        ("control", ["hidden", "alpha", "userInteractionEnabled", "frame", "transform", "enabled", "contextMenu"]),
        (
            "control with a value",
            [
                "hidden", "alpha", "userInteractionEnabled", "frame", "transform", "enabled", "contextMenu", "value",
                "on",
                "selectedSegmentIndex", "currentPage",
            ]
        ),
        ("scroll view", scrollViewKeys),
        ("table or collection view", scrollViewKeys + ["allowsSelection"]),
    ]

    private static let scrollViewKeys = [
        "hidden", "alpha", "userInteractionEnabled", "contentOffset", "scrollEnabled", "delaysContentTouches",
        "canCancelContentTouches", "contentSize", "contextMenu", "zoomScale", "minimumZoomScale", "maximumZoomScale",
        "refreshControl", "refreshing",
    ]

    /// The keys of the app's calls that are no key of the tree: the sheet's `isModalInPresentation`
    /// (the tree's `presentation.modalInPresentation`) and the refresh control's
    /// `beginRefreshing()`/`endRefreshing()`.
    private static let callKeys = ["modalInPresentation", "refreshing"]

    /// Indexes `scene`'s objects.
    init(scene: SceneSpec) throws(Diagnostic) {
        decoder = TreeDecoder(ios: scene.ios, overrides: try PendingOverrides([]))
        decoder.classes = scene.classes
        addresses = SceneAddresses(scene: scene)
        windowIDs = scene.windows.map(\.view.id)
        for window in scene.windows { index(window.view) }
    }

    private mutating func index(_ spec: ViewSpec) {
        var flat = spec
        flat.subviews = []
        views[spec.id] = flat
        ids.append(spec.id)
        if spec.contextMenu { menusInTree.insert(spec.id) }
        if let zoomed = spec.scroll?.zoom.viewForZooming { zoomedViews.append(zoomed) }
        if spec.scroll != nil {
            for kind in UIKitObjectModel.ScrollViewRecognizer.allCases {
                scrollViewRecognizers[kind.id(ofScrollView: spec.id)] = spec.id
            }
        }
        for recognizer in spec.gestureRecognizers {
            recognizers[recognizer.id] = recognizer
            ids.append(recognizer.id)
        }
        for sub in spec.subviews { index(sub) }
    }

    /// The changes of `event`, in the order written.
    mutating func changes(of event: SetEvent) throws(Diagnostic) -> [SceneChange] {
        if event.removes { return [try removal(event)] }
        if event.addition != nil { return [addition(event)] }
        let setPath = JSONPath.key(event.path, event.animation == nil ? "set" : "animate")
        let object = try JSONObject(event.value, path: setPath, expected: "an object of \"ID.KEY\": value pairs")
        guard !object.members.isEmpty else {
            throw event.value.location.diagnostic(
                event.animation == nil
                    ? "a set event changes at least one key: {\"ID.KEY\": value, …}, such as {\"buy.enabled\": false}"
                    : "an animate event animates at least one key: {\"ID.KEY\": value, …}, such as {\"card.alpha\": 1}",
                path: setPath)
        }
        var changes: [SceneChange] = []
        var views: [ViewIndex] = []
        for member in object.members {
            let path = "\(setPath)[\(Quoted.string(member.key))]"
            if event.animation != nil { try Self.checkAnimatable(member, path: path) }
            do {
                changes.append(try change(member, path: path))
            } catch {
                throw Self.placed(error, key: member.key, path: path)
            }
            if event.animation != nil, let v = addresses.view(String(member.key[..<member.key.lastIndex(of: ".")!])),
                !views.contains(v)
            {
                views.append(v)
            }
        }
        guard let animation = event.animation else { return changes }
        return [
            .animation(
                ViewAnimation(
                    changes: changes, views: views, duration: .milliseconds(animation.milliseconds),
                    allowsUserInteraction: animation.allowsUserInteraction, curve: animation.curve))
        ]
    }

    /// A `remove` event's view (docs/format.md §1.9): a view of the tree, not a window, not one
    /// UIKit inserts, not removed already.
    private mutating func removal(_ event: SetEvent) throws(Diagnostic) -> SceneChange {
        let path = JSONPath.key(event.path, "remove")
        let id = try event.value.string(path: path, expected: "the id of the view to remove")
        guard views[id] != nil, let v = addresses.view(id) else {
            if recognizers[id] != nil || scrollViewRecognizers[id] != nil {
                throw event.value.location.diagnostic(
                    "\(Quoted.string(id)) is a recognizer; remove the view it is on, or disable it with a set event",
                    path: path)
            }
            if addresses.view(id) != nil {
                throw event.value.location.diagnostic(
                    "\(Quoted.string(id)) is a scroll view UIKit inserts (docs/model.md §8); remove the view that owns it",
                    path: path)
            }
            throw event.value.location.diagnostic(
                "no view has the id \(Quoted.string(id))\(Suggestion.clause(for: id, among: ids))", path: path)
        }
        if windowIDs.contains(id) {
            throw event.value.location.diagnostic(
                "\(Quoted.string(id)) is a window; a window is hidden, not removed from a superview", path: path)
        }
        if views[id]?.addedByEvent == true, !added.contains(id) {
            throw event.value.location.diagnostic(
                "\(Quoted.string(id)) is not in the window yet: an add event after this one adds it", path: path)
        }
        if let earlier = removed[id] {
            throw event.value.location.diagnostic(
                "\(Quoted.string(id)) was removed already, at \(earlier)", path: path)
        }
        removed[id] = event.path
        return .remove(v)
    }

    /// An `add` event's view (docs/format.md §1.10), which the tree decoder has checked and put
    /// in its superview, out of the window until now.
    private mutating func addition(_ event: SetEvent) -> SceneChange {
        guard case .object(let members) = event.value.kind,
            case .string(let id)? = members.first(where: { $0.key == "id" })?.value.kind, let v = addresses.view(id)
        else { preconditionFailure("the tree decoder adds the view of every add event") }
        added.append(id)
        return .add(v)
    }

    /// The keys a UIView animation block may animate (docs/model.md §17).
    static let animatableKeys = ["frame", "alpha", "hidden", "contentOffset", "transform"]

    /// An `animate` pair's key must be one UIKit animates and touchsim models.
    private static func checkAnimatable(_ pair: JSONMember, path: String) throws(Diagnostic) {
        // A pair without "ID.KEY" form is reported by `change` as in a set event.
        guard let dot = pair.key.lastIndex(of: ".") else { return }
        let key = String(pair.key[pair.key.index(after: dot)...])
        guard animatableKeys.contains(key) else {
            throw pair.keyLocation.diagnostic(
                "\(Quoted.string(key)) cannot be animated; an animate event's keys are \(animatableKeys.map { "\"\($0)\"" }.joined(separator: ", ")) (docs/format.md §1.8)",
                path: path)
        }
    }

    private mutating func change(_ pair: JSONMember, path: String) throws(Diagnostic) -> SceneChange {
        let name = pair.key
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex else {
            throw pair.keyLocation.diagnostic(
                "expected \"ID.KEY\", an id and a key joined by \".\", such as \"buy.enabled\"", path: path)
        }
        let target = String(name[..<dot])
        let key = String(name[name.index(after: dot)...])
        guard key != "id" else { throw cannotChange(key, of: nil, at: pair, path: path) }
        // The key alone, as the target object would hold it: the tree decoder's checks and
        // paths, which `placed` turns into the pair's.
        let member = JSONMember(key: key, keyLocation: pair.keyLocation, value: pair.value)
        let object = try JSONObject(
            JSONValue(kind: .object([member]), location: pair.keyLocation), path: "", expected: "an object")
        if var recognizer = recognizers[target], let r = addresses.recognizer(target) {
            try TreeDecoder.checkRecognizerKey(member, of: object, type: recognizer.kind.type)
            guard Self.isChangeable(key, of: "recognizer") else {
                throw cannotChange(key, of: "recognizer", at: pair, path: path)
            }
            var values = TreeDecoder.KindValues(type: recognizer.kind.type)
            try decoder.decodeRecognizerMember(member, path: key, into: &recognizer, values: &values)
            switch key {
            case "enabled": return .recognizer(r, .enabled(recognizer.enabled))
            case "cancelsTouchesInView": return .recognizer(r, .cancelsTouchesInView(recognizer.cancelsTouchesInView))
            default: throw cannotChange(key, of: "recognizer", at: pair, path: path)
            }
        }
        guard var view = views[target], let v = addresses.view(target) else {
            throw unknownTarget(target, at: pair, path: path)
        }
        let kind = Self.kind(of: view)
        if Self.callKeys.contains(key) { return try callChange(key, pair, of: view, v, kind: kind, path: path) }
        try decoder.checkViewKey(member, of: object, className: view.className)
        if view.control != nil, view.control?.value == nil,
            TreeDecoder.controlValueKeys.contains(where: { $0.key == key })
        {
            throw pair.keyLocation.diagnostic(
                "\(Quoted.string(target)) has no value to change: a \(view.className) given no value key in the tree tracks like a plain UIControl (docs/model.md §7.3); give it \(Quoted.string(key)) there (docs/format.md §2.10)",
                path: path)
        }
        guard Self.isChangeable(key, of: kind) else { throw cannotChange(key, of: kind, at: pair, path: path) }
        if key == "frame", let reason = frameIsFixed(view) {
            throw pair.keyLocation.diagnostic(
                "the frame of \(Quoted.string(target)) cannot change during a trace: \(reason) (docs/model.md §11.7)",
                path: path)
        }
        if key == "transform",
            let reason = zoomedViews.contains(target)
                ? "its scroll view's zoom is its transform, which UIKit sets (docs/model.md §16.5)" : frameIsFixed(view)
        {
            throw pair.keyLocation.diagnostic(
                "the transform of \(Quoted.string(target)) cannot change during a trace: \(reason) (docs/model.md §11.11)",
                path: path)
        }
        if key == "contentSize", let reason = contentSizeIsFixed(view) {
            throw pair.keyLocation.diagnostic(
                "the content size of \(Quoted.string(target)) cannot change during a trace: \(reason) (docs/model.md §11.10)",
                path: path)
        }
        if key == "frame" {
            // Read before the other keys in the tree (they depend on it), so not by the member decoder.
            view.frame = try pair.value.rect(path: key)
        } else {
            try decoder.decodeViewMember(member, of: object, into: &view, isRoot: false, privateScrollView: nil)
        }
        if let value = view.control?.value { try decoder.checkControlValue(value, of: object) }
        if key == "contextMenu" { return try menuChange(pair, of: view, v, path: path) }
        if let change = try containerChange(key, pair, of: &view, path: path) {
            views[target] = view
            return .scrollView(addresses.scrollView(v)!, change)
        }
        if let c = addresses.control(v), let control = view.control {
            if key == "enabled" { return .controlEnabled(c, control.enabled) }
            if let value = control.value, let current = Self.controlValue(key, of: value) {
                return .controlValue(c, current)
            }
        }
        if key == "allowsSelection", let list = addresses.selection(v), let selection = view.selection {
            return .allowsSelection(list, selection.allowsSelection)
        }
        if let s = addresses.scrollView(v), let scroll = view.scroll, let change = Self.scrollChange(key, of: scroll) {
            return .scrollView(s, change)
        }
        switch key {
        case "hidden": return .view(v, .hidden(view.hidden))
        case "alpha": return .view(v, .alpha(view.alpha))
        case "userInteractionEnabled": return .view(v, .userInteractionEnabled(view.userInteractionEnabled))
        case "frame": return .view(v, .frame(view.frame))
        case "transform": return .view(v, .transform(view.transform))
        default: throw cannotChange(key, of: Self.kind(of: view), at: pair, path: path)
        }
    }

    /// Why `view`'s frame may not change, nil when it may: the window is the screen, a presented
    /// sheet rests where UIKit puts it (§12), and a view UIKit puts a scroll view in sizes that
    /// scroll view (§8).
    private func frameIsFixed(_ view: ViewSpec) -> String? {
        if windowIDs.contains(view.id) { return "it is a window" }
        if view.presentation != nil { return "it is a presented sheet, which UIKit lays out" }
        if UIKitObjectModel.PrivateScrollView.inserted(into: view.className, ios: decoder.ios, classes: decoder.classes)
            != nil
        {
            return "on iOS \(decoder.ios) it holds a scroll view UIKit inserts (docs/model.md §8)"
        }
        return nil
    }

    /// Why `view`'s content size may not change, nil when it may: a zooming scroll view's is its
    /// view for zooming's size times the zoom, which UIKit sets (§16), and on iOS 8–10 a table's
    /// sizes the wrapper UIKit puts in it (§8).
    private func contentSizeIsFixed(_ view: ViewSpec) -> String? {
        if view.scroll?.zoom.zooms == true {
            return "it zooms, and UIKit sets the content size of a zooming scroll view"
        }
        if UIKitObjectModel.PrivateScrollView.inserted(into: view.className, ios: decoder.ios, classes: decoder.classes)
            != nil
        {
            return "on iOS \(decoder.ios) it holds a scroll view UIKit inserts and sizes from it (docs/model.md §8)"
        }
        return nil
    }

    /// The kind of `view` whose keys `changeableKeys` lists.
    private static func kind(of view: ViewSpec) -> String {
        if view.selection != nil { return "table or collection view" }
        if view.scroll != nil { return "scroll view" }
        if view.presentation != nil { return "presented sheet" }
        guard let control = view.control else { return "view" }
        return control.value != nil ? "control with a value" : "control"
    }

    /// Whether an object of `kind` may change `key` during a trace.
    static func isChangeable(_ key: String, of kind: String) -> Bool {
        changeableKeys.first { $0.kind == kind }?.keys.contains(key) ?? false
    }

    /// An id that names no view or recognizer whose keys a pair may change.
    private func unknownTarget(_ target: String, at pair: JSONMember, path: String) -> Diagnostic {
        if let scrollView = scrollViewRecognizers[target] {
            return pair.keyLocation.diagnostic(
                "\(Quoted.string(target)) is a recognizer UIKit gives scroll view \(Quoted.string(scrollView)); it has no keys to set",
                path: path)
        }
        if addresses.view(target) != nil {
            return pair.keyLocation.diagnostic(
                "\(Quoted.string(target)) is a scroll view UIKit inserts (docs/model.md §8); its keys cannot change during a trace",
                path: path)
        }
        return pair.keyLocation.diagnostic(
            "no view or recognizer has the id \(Quoted.string(target))\(Suggestion.clause(for: target, among: ids))",
            path: path)
    }

    func cannotChange(_ key: String, of kind: String?, at pair: JSONMember, path: String) -> Diagnostic {
        var message = "\(Quoted.string(key)) cannot change during a trace"
        if let kind, let keys = Self.changeableKeys.first(where: { $0.kind == kind })?.keys {
            message += "; a \(kind)'s keys that can are \(keys.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
        return pair.keyLocation.diagnostic(message + " (docs/format.md §1.7)", path: path)
    }

    /// A diagnostic of the tree decoder, whose path starts with the pair's KEY, given the pair's
    /// path.
    private static func placed(_ error: Diagnostic, key pairKey: String, path: String) -> Diagnostic {
        var result = error
        let keyPath = Quoted.bare(String(pairKey[(pairKey.lastIndex(of: ".") ?? pairKey.startIndex)...].dropFirst()))
        if error.path.hasPrefix(keyPath) {
            result.path = path + error.path.dropFirst(keyPath.count)
        }
        return result
    }

    /// The value a control's `key` sets, nil for a key that cannot change during a trace.
    private static func controlValue(_ key: String, of value: ControlValueSpec) -> ControlValue? {
        switch (key, value) {
        case ("value", .slider(let slider)): return .value(slider.value)
        case ("value", .stepper(let stepper)): return .value(stepper.value)
        case ("selectedSegmentIndex", .segmented(let segmented)):
            return .selectedSegmentIndex(segmented.selectedSegmentIndex)
        case ("on", .toggle(let on)): return .on(on)
        case ("currentPage", .page(let page)): return .currentPage(page.currentPage)
        default: return nil
        }
    }

    /// The change of a scroll view's `key` to its value in `scroll`, nil for a key that cannot
    /// change during a trace.
    private static func scrollChange(_ key: String, of scroll: ScrollSpec) -> ScrollChange? {
        switch key {
        case "contentOffset": return .contentOffset(scroll.contentOffset)
        case "scrollEnabled": return .scrollEnabled(scroll.scrollEnabled)
        case "delaysContentTouches": return .delaysContentTouches(scroll.delaysContentTouches)
        case "canCancelContentTouches": return .canCancelContentTouches(scroll.canCancelContentTouches)
        case "contentSize": return .contentSize(scroll.contentSize)
        default: return nil
        }
    }
}
