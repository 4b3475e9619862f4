/// The scene to import and what contains it: `--scene`, or the initial view controller followed
/// through navigation, tab bar and split view controllers to the first scene with a view.
struct SceneChoice {
    /// A problem that stops the import, at an element of the document.
    struct Failure: Error {
        var position: XMLPosition
        var message: String
    }

    var scene: IBScene
    /// The navigation controller showing it, and whether it is that controller's root (else it
    /// was pushed, and the back-swipe is live, docs/format.md §2.11).
    var navigation: (controller: XMLElement, isRoot: Bool)?
    /// The tab bar controller showing it (or its navigation controller).
    var tabBar: XMLElement?
    /// Sentences for warnings: which way the choice went.
    var notes: [(position: XMLPosition, message: String)] = []

    /// Chooses in `document` the scene `requested` names (a storyboardIdentifier, a class or an
    /// IB id), or the initial one. `document` is taken `consuming` because Swift 6.3.1's optimizer
    /// fails its own ownership check on a borrowed one here (release and fuzz builds crash).
    init(_ document: consuming IBDocument, requested: String?) throws(Failure) {
        let scenes = document.scenes
        let anchor =
            document.root.child("scenes")?.position ?? document.root.child("objects")?.position
            ?? document.root.position
        guard !scenes.isEmpty else {
            throw Failure(position: anchor, message: "the document holds no scene and no top-level view to import")
        }
        var start: IBScene
        if let requested {
            let matches = scenes.filter {
                $0.id == requested || $0.storyboardIdentifier == requested || $0.className == requested
                    || $0.element["customClass"] == requested || $0.rootView?["id"] == requested
            }
            guard let first = matches.first else {
                let names = scenes.prefix(12).map { $0.storyboardIdentifier ?? $0.id }.joined(separator: ", ")
                throw Failure(
                    position: anchor,
                    message:
                        "no scene \"\(requested)\"; a scene is named by its storyboardIdentifier, class or IB id: \(names)\(scenes.count > 12 ? ", …" : "") (see --list-scenes)"
                )
            }
            if matches.count > 1 {
                notes.append(
                    (first.element.position, "\(matches.count) scenes match \"\(requested)\"; the first is imported"))
            }
            start = first
        } else if let initial = scenes.first(where: \.isInitial) {
            start = initial
        } else {
            start = scenes[0]
            notes.append(
                (
                    start.element.position,
                    "the storyboard has no initial view controller; its first scene \(start.id) is imported (choose another with --scene)"
                ))
        }
        var scene = start
        var navigation: (XMLElement, Bool)?
        var tabBar: XMLElement?
        var visited: Set<String> = []
        while scene.rootView == nil {
            guard visited.insert(scene.id).inserted else {
                throw Failure(position: scene.element.position, message: "relationship segues go round in a circle")
            }
            guard let (relationship, destination) = Self.relationship(of: scene.element) else {
                throw Failure(
                    position: scene.element.position,
                    message:
                        "the scene \(scene.id) (\(scene.className)) has no view of its own and no relationship segue to follow; choose a scene with a view with --scene (see --list-scenes)"
                )
            }
            guard let next = scenes.first(where: { $0.id == destination }) else {
                throw Failure(
                    position: scene.element.position,
                    message:
                        "the \(relationship) of \(scene.className) \(scene.id) is \(destination), which is not a scene of this storyboard (a storyboard reference?); import that storyboard instead"
                )
            }
            switch scene.element.name {
            case "navigationController": navigation = (scene.element, true)
            case "tabBarController": tabBar = scene.element
            default: break
            }
            notes.append(
                (
                    scene.element.position,
                    "\(scene.className) \(scene.id) shows its \(relationship) \(next.id) (\(next.className)); that scene is imported"
                ))
            scene = next
        }
        self.scene = scene
        self.navigation = navigation ?? Self.navigation(of: scene.id, in: document, scenes: scenes)
        if let (controller, isRoot) = self.navigation, !isRoot {
            notes.append(
                (
                    scene.element.position,
                    "\(scene.className) is pushed onto the navigation controller \(controller["id"] ?? ""); its back-swipe is live (\"interactivePop\": true)"
                ))
        }
        let shown = self.navigation?.controller["id"] ?? scene.id
        self.tabBar =
            tabBar
            ?? scenes.first {
                $0.element.name == "tabBarController" && Self.relationships(of: $0.element).contains { $0.1 == shown }
            }?.element
    }

    /// The first relationship segue to follow: a navigation controller's root, a tab bar
    /// controller's first tab, a split view controller's primary.
    private static func relationship(of controller: XMLElement) -> (String, String)? {
        let order = ["rootViewController", "viewControllers", "masterViewController", "detailViewController"]
        let all = relationships(of: controller)
        for name in order { if let found = all.first(where: { $0.0 == name }) { return found } }
        return nil
    }

    private static func relationships(of controller: XMLElement) -> [(String, String)] {
        (controller.child("connections")?.children("segue") ?? []).compactMap {
            guard $0["kind"] == "relationship", let name = $0["relationship"], let destination = $0["destination"]
            else { return nil }
            return (name, destination)
        }
    }

    /// The navigation controller whose root `id` is, or onto which a `show`/`push` segue from a
    /// scene in a navigation controller pushes it. Both tables are built once, so a chain of
    /// pushes costs its length.
    private static func navigation(of id: String, in document: IBDocument, scenes: [IBScene]) -> (XMLElement, Bool)? {
        var navigationOfRoot: [String: XMLElement] = [:]
        var pushedFrom: [String: String] = [:]
        for scene in scenes {
            if scene.element.name == "navigationController" {
                for (name, destination) in relationships(of: scene.element) where name == "rootViewController" {
                    navigationOfRoot[destination] = navigationOfRoot[destination] ?? scene.element
                }
            }
            var pending = [scene.element]
            while let element = pending.popLast() {
                if element.name == "segue", let destination = element["destination"],
                    ["show", "push"].contains(element["kind"] ?? ""), pushedFrom[destination] == nil
                {
                    pushedFrom[destination] = scene.id
                }
                pending.append(contentsOf: element.children)
            }
        }
        var visited: Set<String> = []
        var current = id
        while visited.insert(current).inserted {
            if let navigation = navigationOfRoot[current] { return (navigation, current == id) }
            guard let from = pushedFrom[current] else { return nil }
            current = from
        }
        return nil
    }
}
