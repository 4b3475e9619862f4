import TouchSimCore

/// UITableView's private scroll views in a dump (docs/model.md §8): touchsim creates them from
/// `ios`, so the importer drops them and gives their subviews to their superview (the version
/// they betray is one of VersionClues').
enum PrivateScrollViews {
    /// `node` with the private scroll views below it replaced by their subviews, whose frames are
    /// moved into the coordinates of the view that takes them.
    static func dropped(from node: DumpNode) -> DumpNode {
        var node = node
        var subviews: [DumpNode] = []
        for subview in node.subviews {
            let subview = dropped(from: subview)
            guard let kind = Self.kind(of: subview) else {
                subviews.append(subview)
                continue
            }
            let why =
                kind == .plainWrapper
                ? "iOS 7's wrapper is a plain view that changes nothing for touches"
                : "touchsim makes it from ios (docs/model.md §8)"
            node.notes.append("its \(subview.description.className) (line \(subview.line)) left out: \(why)")
            if kind == .wrapper && !subviews.isEmpty { node.wrapperIndex = subviews.count }
            let offset = subview.description["contentOffset"].flatMap { DumpValues.braced($0, count: 2) } ?? [0, 0]
            if kind == .cellScrollView && offset != [0, 0] {
                // Swipe-to-delete open: the offset stays on the cell scroll view, whose content
                // reaches as far as its subviews (the delete button beside the row).
                let bounds: [Double] = subview.frame.map { [$0[2], $0[3]] } ?? [0, 0]
                let extent = DumpNode.extent(of: subview.subviews) ?? bounds
                node.cellScroll = (offset, [max(bounds[0], extent[0]), max(bounds[1], extent[1])])
                subviews += subview.subviews.map { Self.moved($0, by: subview, offset: [0, 0]) }
            } else {
                subviews += subview.subviews.map { Self.moved($0, by: subview, offset: offset) }
            }
        }
        node.subviews = subviews
        return node
    }

    private enum Kind { case cellScrollView, wrapper, plainWrapper }

    /// Which private scroll view `node` is, if any: iOS 7's wrapper is a plain view (seed 003).
    private static func kind(of node: DumpNode) -> Kind? {
        switch node.description.className {
        case "UITableViewCellScrollView": return .cellScrollView
        case "UITableViewWrapperView": return node.description["contentOffset"] != nil ? .wrapper : .plainWrapper
        default: return nil
        }
    }
    /// `child` of `container`, in the coordinates of `container`'s superview: shifted by the
    /// container's origin less `offset`, its bounds origin unless the scenario keeps it.
    private static func moved(_ child: DumpNode, by container: DumpNode, offset: [Double]) -> DumpNode {
        guard let frame = child.frame, let containerFrame = container.frame else { return child }
        var child = child
        child.frame = [
            frame[0] + containerFrame[0] - offset[0], frame[1] + containerFrame[1] - offset[1], frame[2], frame[3],
        ]
        return child
    }
}
