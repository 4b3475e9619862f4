import TouchSimCore

/// Where the views that shorthands name are: each one's centre in window coordinates, with every
/// scroll view at its initial `contentOffset` (docs/format.md §1.5).
enum ViewCentres {
    /// The centre of every view of the windows' trees (the live trees, docs/model.md §8, §18), or
    /// the error of the first reference (in the order written) that names no view.
    static func resolve(_ references: [ViewReference], in windows: [ViewSpec]) throws(Diagnostic) -> [String: Point] {
        var centres: [String: Point] = [:]
        var ids: [String] = []
        // A point p in the window is p - origin + boundsOrigin in each view down the path
        // (docs/model.md §1.3), so a view's origin in the window adds up the frame origins and
        // subtracts the content offsets of the scroll views above it, UITableView's private ones
        // included (`root` is the live tree): an iOS 7 cell scroll view may rest scrolled (§8).
        func visit(_ view: ViewSpec, superOrigin: Point) {
            let origin = superOrigin + view.frame.origin
            centres[view.id] = origin + Point(view.frame.size.width / 2, view.frame.size.height / 2)
            ids.append(view.id)
            let contentOrigin = origin - (view.scroll?.contentOffset ?? .zero)
            for subview in view.subviews { visit(subview, superOrigin: contentOrigin) }
        }
        for window in windows { visit(window, superOrigin: .zero) }
        for reference in references where centres[reference.id] == nil {
            throw reference.location.diagnostic(
                "a gesture by name goes to the centre of a view, and the tree has no view \(Quoted.string(reference.id))\(Suggestion.clause(for: reference.id, among: ids))",
                path: reference.path)
        }
        return centres
    }
}
