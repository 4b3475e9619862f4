import ScenarioText

/// Turns a snapshot into the views of a scenario (docs/format.md §2): each class's nearest
/// built-in from its real superclass chain, the keys that differ from touchsim's defaults, and
/// UITableView's private scroll views folded into `wrapperView` and `cellScrollView`.
struct TreeBuilder {
    /// touchsim's built-in view classes.
    static let builtIns: Set<String> = [
        "UIView", "UIWindow", "UILabel", "UIImageView", "UIControl", "UIScrollView", "UITableViewCell", "UIButton",
        "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl", "UITableView", "UICollectionView",
    ]
    /// UIKit's private scroll views of docs/model.md §8, which touchsim makes from `ios`.
    static let privateScrollViews: Set<String> = ["UITableViewWrapperView", "UITableViewCellScrollView"]

    private var ids = IdAllocator()
    private var declared: Set<String> = []

    /// The scenario view of `snapshot` and its subviews.
    mutating func view(_ snapshot: ViewSnapshot, isRoot: Bool) -> ScenarioView {
        let name = ScenarioNames.readable(snapshot.classChain.first ?? "UIView")
        let builtIn = snapshot.classChain.first { Self.builtIns.contains($0) } ?? "UIView"
        let id = ids.unique(isRoot ? "window" : ScenarioNames.idStem(name))
        var members = [ScenarioMember("id", .string(id))]
        if !(isRoot && name == "UIWindow") { members.append(ScenarioMember("class", .string(name))) }
        if !Self.builtIns.contains(name) && declared.insert(name).inserted {
            members.append(ScenarioMember("superclass", .string(builtIn)))
        }
        members.append(ScenarioMember("frame", .array(snapshot.frame.map(ScenarioValue.number))))
        if snapshot.isHidden { members.append(ScenarioMember("hidden", .bool(true))) }
        if snapshot.alpha != 1 { members.append(ScenarioMember("alpha", .number(min(1, max(0, snapshot.alpha))))) }
        let interactiveByDefault = !(builtIn == "UILabel" || builtIn == "UIImageView")
        if snapshot.isUserInteractionEnabled != interactiveByDefault {
            members.append(ScenarioMember("userInteractionEnabled", .bool(snapshot.isUserInteractionEnabled)))
        }
        if snapshot.isMultipleTouchEnabled { members.append(ScenarioMember("multipleTouchEnabled", .bool(true))) }
        if snapshot.isExclusiveTouch { members.append(ScenarioMember("exclusiveTouch", .bool(true))) }
        if let enabled = snapshot.isEnabled, !enabled { members.append(ScenarioMember("enabled", .bool(false))) }
        if !isRoot, let controller = snapshot.viewController {
            members.append(ScenarioMember("viewController", .string(controller)))
        }
        if let scroll = snapshot.scroll { members += Self.scrollMembers(scroll, isTable: builtIn == "UITableView") }
        // The private scroll views: their settings go to the table or cell, their subviews to it.
        var subviews: [ViewSnapshot] = []
        for subview in snapshot.subviews {
            guard let privateName = subview.classChain.first, Self.privateScrollViews.contains(privateName) else {
                subviews.append(subview)
                continue
            }
            let key = privateName == "UITableViewWrapperView" ? "wrapperView" : "cellScrollView"
            if let scroll = subview.scroll, !members.contains(where: { $0.key == key }) {
                let settings = Self.scrollMembers(scroll, isTable: false).filter {
                    !["contentSize", "contentOffset", "contentInset"].contains($0.key)
                }
                if !settings.isEmpty { members.append(ScenarioMember(key, .object(settings))) }
            }
            subviews += subview.subviews.map { Self.moved($0, by: subview) }
        }
        let recognizers = snapshot.recognizers.compactMap { recognizer($0, viewId: id) }
        if !recognizers.isEmpty { members.append(ScenarioMember("gestureRecognizers", .array(recognizers))) }
        return ScenarioView(members: members, subviews: subviews.map { view($0, isRoot: false) })
    }

    /// The keys of a scroll view that differ from UIKit's defaults, which for a table include
    /// `alwaysBounceVertical` YES (docs/model.md §5.5).
    private static func scrollMembers(_ scroll: ScrollSnapshot, isTable: Bool) -> [ScenarioMember] {
        var members: [ScenarioMember] = []
        func add(_ key: String, _ value: Bool, unless fallback: Bool) {
            if value != fallback { members.append(ScenarioMember(key, .bool(value))) }
        }
        members.append(ScenarioMember("contentSize", .array(scroll.contentSize.map(ScenarioValue.number))))
        if scroll.contentOffset != [0, 0] {
            members.append(ScenarioMember("contentOffset", .array(scroll.contentOffset.map(ScenarioValue.number))))
        }
        if scroll.contentInset != [0, 0, 0, 0] {
            members.append(ScenarioMember("contentInset", .array(scroll.contentInset.map(ScenarioValue.number))))
        }
        add("scrollEnabled", scroll.isScrollEnabled, unless: true)
        add("delaysContentTouches", scroll.delaysContentTouches, unless: true)
        add("canCancelContentTouches", scroll.canCancelContentTouches, unless: true)
        add("bounces", scroll.bounces, unless: true)
        add("alwaysBounceVertical", scroll.alwaysBounceVertical, unless: isTable)
        add("alwaysBounceHorizontal", scroll.alwaysBounceHorizontal, unless: false)
        add("pagingEnabled", scroll.isPagingEnabled, unless: false)
        add("directionalLockEnabled", scroll.isDirectionalLockEnabled, unless: false)
        if scroll.decelerationRate != 0.998 {
            let rate: ScenarioValue =
                scroll.decelerationRate == 0.99 ? .string("fast") : .number(scroll.decelerationRate)
            members.append(ScenarioMember("decelerationRate", rate))
        }
        return members
    }

    /// `child` of a left-out `container`, in the coordinates of the container's superview.
    private static func moved(_ child: ViewSnapshot, by container: ViewSnapshot) -> ViewSnapshot {
        var child = child
        let offset = container.scroll?.contentOffset ?? [0, 0]
        child.frame[0] += container.frame[0] - offset[0]
        child.frame[1] += container.frame[1] - offset[1]
        return child
    }

    /// A recognizer touchsim models (docs/format.md §2.7), nil for a scroll view's own ones (which
    /// touchsim makes) and for types it does not model.
    private mutating func recognizer(_ snapshot: RecognizerSnapshot, viewId: String) -> ScenarioValue? {
        let types = [
            ("UITapGestureRecognizer", "tap"), ("UILongPressGestureRecognizer", "longPress"),
            ("UIPanGestureRecognizer", "pan"), ("UISwipeGestureRecognizer", "swipe"),
            ("UIPinchGestureRecognizer", "pinch"),
        ]
        guard let name = snapshot.classChain.first,
            !(name.hasPrefix("UIScrollView") && name.hasSuffix("GestureRecognizer")),
            let type = types.first(where: { snapshot.classChain.contains($0.0) })?.1
        else { return nil }
        var members = [
            ScenarioMember("id", .string(ids.unique(viewId + "." + type))), ScenarioMember("type", .string(type)),
        ]
        func add(_ key: String, _ value: Bool, unless fallback: Bool) {
            if value != fallback { members.append(ScenarioMember(key, .bool(value))) }
        }
        add("enabled", snapshot.isEnabled, unless: true)
        add("cancelsTouchesInView", snapshot.cancelsTouchesInView, unless: true)
        add("delaysTouchesBegan", snapshot.delaysTouchesBegan, unless: false)
        add("delaysTouchesEnded", snapshot.delaysTouchesEnded, unless: true)
        let numbers: [(String, Double?)] = [
            ("numberOfTapsRequired", snapshot.numberOfTapsRequired.map(Double.init)),
            ("numberOfTouchesRequired", snapshot.numberOfTouchesRequired.map(Double.init)),
            ("minimumPressDuration", snapshot.minimumPressDuration),
            ("allowableMovement", snapshot.allowableMovement),
            ("minimumNumberOfTouches", snapshot.minimumNumberOfTouches.map(Double.init)),
            ("maximumNumberOfTouches", snapshot.maximumNumberOfTouches.map(Double.init)),
        ]
        for (key, value) in numbers {
            if let value, Self.recognizerKeys[type]?.contains(key) == true {
                members.append(ScenarioMember(key, .number(value)))
            }
        }
        if type == "swipe", let direction = snapshot.direction {
            members.append(ScenarioMember("direction", .string(direction)))
        }
        if name != "UI" + type.prefix(1).uppercased() + type.dropFirst() + "GestureRecognizer" {
            members.append(ScenarioMember("comment", .string(name)))
        }
        return .object(members)
    }

    /// The type-specific keys touchsim takes for each recognizer type (docs/format.md §2.7).
    private static let recognizerKeys: [String: Set<String>] = [
        "tap": ["numberOfTapsRequired", "numberOfTouchesRequired"],
        "longPress": ["minimumPressDuration", "allowableMovement", "numberOfTouchesRequired", "numberOfTapsRequired"],
        "pan": ["minimumNumberOfTouches", "maximumNumberOfTouches"],
        "swipe": ["numberOfTouchesRequired"],
        "pinch": [],
    ]
}
