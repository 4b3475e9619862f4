import ScenarioText

/// A scene the document offers: a storyboard scene's view controller, or a xib's top-level view
/// (or cell).
struct IBScene {
    /// The view controller (storyboard) or the top-level view (xib).
    var element: XMLElement
    /// Its Interface Builder id.
    var id: String
    /// `customClass`, else the UIKit class of the element.
    var className: String
    var storyboardIdentifier: String?
    /// What Xcode's outline calls it: the scene's comment, else a title or user label.
    var title: String?
    var isInitial: Bool
    /// The root view: the controller's `key="view"` child, the view itself in a xib.
    var rootView: XMLElement?
    /// The view controller class that owns the root view: the scene's own, or a xib's File's
    /// Owner when its `view` outlet points at the view.
    var viewController: String?

    /// One line of `--list-scenes`: `ID  CLASS  storyboardIdentifier=…  title="…"  initial`.
    func listing(following next: String?) -> String {
        var parts = [id, className]
        if let storyboardIdentifier { parts.append("storyboardIdentifier=\(storyboardIdentifier)") }
        if let title { parts.append("title=" + ScenarioValue.quote(title)) }
        if isInitial { parts.append("initial") }
        if let next { parts.append("-> \(next)") }
        return parts.joined(separator: "  ")
    }
}

extension IBDocument {
    /// The scenes in document order.
    var scenes: [IBScene] {
        switch kind {
        case .storyboard: return storyboardScenes
        case .xib: return xibScenes
        }
    }

    private var storyboardScenes: [IBScene] {
        let initial = root["initialViewController"]
        var scenes: [IBScene] = []
        for scene in root.child("scenes")?.children("scene") ?? [] {
            let objects = scene.child("objects")?.children ?? []
            guard
                let controller = objects.first(where: {
                    $0["sceneMemberID"] == "viewController" || IBClasses.controllers[$0.name] != nil
                }), controller.name != "viewControllerPlaceholder", let id = controller["id"]
            else { continue }
            let uikit = IBClasses.controllers[controller.name] ?? "UIViewController"
            let className = controller["customClass"].map(ScenarioNames.readable) ?? uikit
            let title =
                scene.comment.map { $0.trimmingCharacters(in: " ") } ?? controller["userLabel"] ?? controller["title"]
                ?? controller.child("navigationItem")?["title"]
            let rootView = controller.child(key: "view")
            scenes.append(
                IBScene(
                    element: controller, id: id, className: className,
                    storyboardIdentifier: controller["storyboardIdentifier"], title: title, isInitial: id == initial,
                    rootView: rootView, viewController: className))
        }
        return scenes
    }

    private var xibScenes: [IBScene] {
        let objects = root.child("objects")?.children ?? []
        let owner = objects.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
        let ownerView = owner?.child("connections")?.children("outlet").first { $0["property"] == "view" }?[
            "destination"]
        var scenes: [IBScene] = []
        for object in objects {
            guard let uikit = IBClasses.views[object.name], let id = object["id"] else { continue }
            let className = object["customClass"].map(ScenarioNames.readable) ?? uikit
            let controller = ownerView == id ? owner?["customClass"].map(ScenarioNames.readable) : nil
            scenes.append(
                IBScene(
                    element: object, id: id, className: className, storyboardIdentifier: nil,
                    title: object["userLabel"], isInitial: scenes.isEmpty, rootView: object,
                    viewController: controller))
        }
        return scenes
    }
}

extension String {
    /// The string without `characters` at either end.
    func trimmingCharacters(in characters: Character) -> String {
        String(drop { $0 == characters }.reversed().drop { $0 == characters }.reversed())
    }
}
