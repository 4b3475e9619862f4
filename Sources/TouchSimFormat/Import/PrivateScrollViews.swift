import TouchSimCore

/// UITableView's private scroll views in a dump (docs/model.md §8): touchsim creates them from
/// `ios`, so the importer drops them, gives their subviews to their superview, and takes the iOS
/// version they betray.
struct PrivateScrollViews {
    /// What a line of the dump says about the iOS version.
    struct Evidence {
        var line: Int
        /// The version to use, and the versions the evidence allows, for messages.
        var version: IOSVersion
        var says: String
    }

    /// Every clue, in line order.
    private(set) var evidence: [Evidence] = []

    /// `node` with the private scroll views below it replaced by their subviews, whose frames are
    /// moved into the coordinates of the view that takes them.
    mutating func dropped(from node: DumpNode) -> DumpNode {
        var node = node
        var subviews: [DumpNode] = []
        for subview in node.subviews {
            let subview = dropped(from: subview)
            guard let reason = privateKind(of: subview) else {
                subviews.append(subview)
                continue
            }
            evidence.append(reason)
            let why =
                reason.version.major == 7 && subview.description.className == "UITableViewWrapperView"
                ? "iOS 7's wrapper is a plain view that changes nothing for touches"
                : "touchsim makes it from ios (docs/model.md §8)"
            node.notes.append("its \(subview.description.className) (line \(subview.line)) left out: \(why)")
            subviews += subview.subviews.map { moved($0, by: subview) }
        }
        node.subviews = subviews
        if node.description["adjustedContentInset"] != nil {
            evidence.append(
                Evidence(
                    line: node.line, version: .default,
                    says: "adjustedContentInset, iOS 11 or later; \(IOSVersion.default) assumed"))
        }
        return node
    }

    /// Whether `node` is a private scroll view, and what it says about the version.
    private func privateKind(of node: DumpNode) -> Evidence? {
        switch node.description.className {
        case "UITableViewCellScrollView":
            return Evidence(line: node.line, version: IOSVersion(7, 0), says: "UITableViewCellScrollView, iOS 7")
        case "UITableViewWrapperView" where node.description["contentOffset"] != nil:
            return Evidence(
                line: node.line, version: IOSVersion(8, 0),
                says: "UITableViewWrapperView that is a scroll view, iOS 8 to 10")
        case "UITableViewWrapperView":
            // iOS 7's wrapper is a plain view (seed 003); it changes no coordinates either.
            return Evidence(
                line: node.line, version: IOSVersion(7, 0),
                says: "UITableViewWrapperView that is not a scroll view, iOS 7")
        default: return nil
        }
    }

    /// `child` of `container`, in the coordinates of `container`'s superview: shifted by the
    /// container's origin less its bounds origin (its content offset).
    private func moved(_ child: DumpNode, by container: DumpNode) -> DumpNode {
        guard let frame = child.frame, let containerFrame = container.frame else { return child }
        let offset = container.description["contentOffset"].flatMap { DumpValues.braced($0, count: 2) } ?? [0, 0]
        var child = child
        child.frame = [
            frame[0] + containerFrame[0] - offset[0], frame[1] + containerFrame[1] - offset[1], frame[2], frame[3],
        ]
        return child
    }
}
