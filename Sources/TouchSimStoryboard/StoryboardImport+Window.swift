import ScenarioText

extension StoryboardImport {
    /// The window holding the scene as the app shows it: the root view at its stored frame,
    /// inside the view of its navigation controller (with the navigation bar in front) and of
    /// its tab bar controller (with the tab bar), the window as large as they reach.
    static func window(_ choice: SceneChoice, builder: inout IBViewBuilder) -> ScenarioView {
        let scene = choice.scene
        let root = scene.rootView ?? scene.element
        _ = builder.ids.unique("window")
        let rootFrame = IBFrames.stored(root, sizeClass: builder.sizeClass) ?? defaultFrame(root, builder: &builder)
        let navigationBar = choice.navigation.flatMap { $0.controller.child(key: "navigationBar") }
        let barFrame = navigationBar.flatMap { IBFrames.stored($0, sizeClass: builder.sizeClass) }
        let width = max(rootFrame[0] + rootFrame[2], barFrame.map { $0[0] + $0[2] } ?? 0)
        var height = max(rootFrame[1] + rootFrame[3], barFrame.map { $0[1] + $0[3] } ?? 0)
        let tabBar = choice.tabBar?.child(key: "tabBar")
        var tabFrame = tabBar.flatMap { IBFrames.stored($0, sizeClass: builder.sizeClass) }
        if let tabBar, tabFrame == nil {
            tabFrame = [0, max(0, height - 49), width, 49]
            builder.notes.add(
                tabBar.position, "the tab bar stores no frame; 49 pt at the bottom of the screen assumed")
        }
        height = max(height, tabFrame.map { $0[1] + $0[3] } ?? 0)
        builder.guideInsets = GuideInsets(
            rootID: root["id"], navigationBar: navigationBar != nil, tabBar: tabBar != nil,
            top: guides(scene.element, type: "top"), bottom: guides(scene.element, type: "bottom"))
        if scene.element.child(key: "refreshControl") != nil { builder.refreshControlOwner = root["id"] }
        let isXibCell = root.name == "tableViewCell" || root.name == "collectionViewCell"
        if isXibCell {
            builder.notes.add(
                root.position,
                "a cell imported alone: touchsim selects a cell only inside a table or collection view (docs/format.md §2.12); put it in one by hand to replay selection"
            )
        }
        var content = builder.view(
            root, frame: rootFrame, level: choice.navigation == nil ? 1 : 2, viewController: scene.viewController,
            notes: [
                builder.document.kind == .xib
                    ? "the xib's top-level view"
                        + (scene.viewController.map { ", the view of its File's Owner \($0)" } ?? "")
                    : "the root view of \(scene.className) \(scene.id)"
            ])
        let insets = [
            max(0, (barFrame.map { $0[1] + $0[3] } ?? 0) - rootFrame[1]), 0,
            max(0, rootFrame[1] + rootFrame[3] - (tabFrame?[1] ?? .infinity)), 0,
        ]
        if ["scrollView", "tableView", "collectionView"].contains(root.name), insets != [0, 0, 0, 0] {
            adjustInsets(&content, insets, at: root.position, builder: &builder)
        }
        if builder.document.root["useAutolayout"] == "YES" {
            builder.notes.add(
                root.position,
                "frames are Interface Builder's for a \(ScenarioValue.format(rootFrame[2])) × \(ScenarioValue.format(rootFrame[3])) pt scene; Auto Layout places the views again on the screen the app runs on"
            )
        }
        if let (controller, isRoot) = choice.navigation {
            var subviews = [content]
            let id = builder.ids.unique(builder.stem(controller, className: "UINavigationController"))
            if let navigationBar, let barFrame {
                subviews.append(
                    builder.view(
                        navigationBar, frame: barFrame, level: 2,
                        notes: ["the navigation controller's bar; its buttons are not imported"]))
            }
            content = ScenarioView(
                members: [
                    ScenarioMember("id", .string(id)), ScenarioMember("frame", .numbers(0, 0, width, height)),
                    ScenarioMember("navigationController", .object([ScenarioMember("interactivePop", .bool(!isRoot))])),
                    ScenarioMember(
                        "comment",
                        .string(
                            "ib: \(controller["id"] ?? ""); the view of the navigation controller\(isRoot ? ", which shows the scene as its root" : ", onto which the scene is pushed")"
                        )),
                ], subviews: subviews)
        }
        if let tabController = choice.tabBar, let tabBar, let tabFrame {
            let id = builder.ids.unique(builder.stem(tabController, className: "UITabBarController"))
            let bar = builder.view(
                tabBar, frame: tabFrame, level: 2, notes: ["the tab bar controller's bar; its items are not imported"])
            content = ScenarioView(
                members: [
                    ScenarioMember("id", .string(id)), ScenarioMember("frame", .numbers(0, 0, width, height)),
                    ScenarioMember(
                        "comment", .string("ib: \(tabController["id"] ?? ""); the view of the tab bar controller")),
                ], subviews: [content, bar])
        }
        let size = "\(ScenarioValue.format(width)) × \(ScenarioValue.format(height))"
        return ScenarioView(
            members: [
                ScenarioMember("id", .string("window")), ScenarioMember("frame", .numbers(0, 0, width, height)),
                ScenarioMember(
                    "comment",
                    .string("the window touchsim adds, \(size) pt: the scene at Interface Builder's design-time size")),
            ], subviews: [content])
    }

    /// A root scroll view under a navigation bar or above a tab bar gets UIKit's automatic
    /// inset for them (`contentInsetAdjustmentBehavior`, before iOS 11
    /// `automaticallyAdjustsScrollViewInsets`), resting at the top of its content.
    private static func adjustInsets(
        _ view: inout ScenarioView, _ insets: [Double], at position: XMLPosition, builder: inout IBViewBuilder
    ) {
        let members = [
            ScenarioMember("contentOffset", .numbers(0, -insets[0])),
            ScenarioMember("contentInset", .array(insets.map(ScenarioValue.number))),
        ]
        let at = view.members.firstIndex { $0.key == "comment" } ?? view.members.endIndex
        view.members.insert(contentsOf: members, at: at)
        builder.notes.add(
            position,
            "the scroll view runs under the bars: UIKit's automatic content inset for them, \(insets.map(ScenarioValue.format).joined(separator: ", ")), is assumed, at rest at the top"
        )
    }

    /// The ids of the controller's `<viewControllerLayoutGuide type="top|bottom">` (Xcode 5–8).
    private static func guides(_ controller: XMLElement, type: String) -> [String] {
        (controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? []).compactMap {
            $0["type"] == type ? $0["id"] : nil
        }
    }

    /// The frame of a root view that stores none: the screen of the simulated device.
    private static func defaultFrame(_ root: XMLElement, builder: inout IBViewBuilder) -> [Double] {
        builder.notes.add(root.position, "the root view stores no frame; a 320 × 568 pt screen assumed")
        return [0, 0, 320, 568]
    }
}
