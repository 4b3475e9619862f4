/// UIKit's private scroll views inside tables and cells (docs/model.md §8), as the live tree
/// has them.
extension ViewTree {
    /// docs/model.md §8: iOS 7 puts a `UITableViewCellScrollView` between each cell and its
    /// subviews; iOS 8–10 put a `UITableViewWrapperView` between a table and its cells. Both
    /// have `delaysContentTouches = YES` and a content size equal to their bounds.
    static func insertingPrivateScrollViews(into spec: ViewSpec, ios: IOSVersion, classes: ClassHierarchy) -> ViewSpec {
        // Most versions insert none: the scene's views are then used as they are, not copied.
        if case .none = ios.tablePrivateScrollView { return spec }
        var view = spec
        view.subviews = view.subviews.map {
            insertingPrivateScrollViews(into: $0, ios: ios, classes: classes)
        }
        switch UIKitObjectModel.PrivateScrollView.inserted(into: view.className, ios: ios, classes: classes) {
        case nil:
            break
        case .cellScrollView:
            var inner = privateScrollView(.cellScrollView, inside: view)
            inner.subviews = view.subviews
            view.subviews = [inner]
        case .wrapper:
            var wrapper = privateScrollView(.wrapper, inside: view)
            // Only the cells move into the wrapper; the wrapper sits where the table put it among
            // the others, at the back unless a background view came first.
            let isCell = { (sub: ViewSpec) in classes.isKind(sub.className, of: "UITableViewCell") }
            wrapper.subviews = view.subviews.filter(isCell)
            var others = view.subviews.filter { !isCell($0) }
            others.insert(wrapper, at: min(view.wrapperIndex, others.count))
            view.subviews = others
        }
        return view
    }

    /// The private scroll view of `kind` that UIKit puts inside `owner` (§8), without subviews:
    /// an iOS 7 cell's scroll view has the cell's bounds, the wrapper the table's bounds or its
    /// content, whichever is larger.
    static func privateScrollView(_ kind: UIKitObjectModel.PrivateScrollView, inside owner: ViewSpec) -> ViewSpec {
        let frame: Rect
        let config: ScrollSpec?
        switch kind {
        case .cellScrollView:
            frame = Rect(origin: .zero, size: owner.frame.size)
            config = owner.cellScrollView
        case .wrapper:
            let content = owner.scroll?.contentSize ?? .zero
            frame = Rect(0, 0, max(owner.frame.size.width, content.width), max(owner.frame.size.height, content.height))
            config = owner.wrapperView
        }
        var view = ViewSpec(id: kind.id(ofOwner: owner.id), className: kind.className, frame: frame)
        var scroll = config ?? ScrollSpec()
        // The wrapper's content is its bounds; an iOS 7 cell scroll view's at least its bounds,
        // further with swipe-to-delete on (docs/model.md §8).
        let asked = kind == .cellScrollView ? scroll.contentSize : .zero
        scroll.contentSize = Size(max(frame.size.width, asked.width), max(frame.size.height, asked.height))
        view.scroll = scroll
        return view
    }
}
