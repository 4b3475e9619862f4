import ScenarioText

/// What Interface Builder holds of zooming and pull to refresh: a scroll view's zoom scales, and
/// the refresh control a table view controller owns (docs/format.md §4.15).
extension IBViewBuilder {
    /// `refreshControl` on the view of a controller that has one, and a scroll view's
    /// `minimumZoomScale`/`maximumZoomScale` with a `viewForZooming` guessed when it has one
    /// subview; each with what its comment says.
    mutating func zoomAndRefreshKeys(
        _ element: XMLElement, builtIn: String, subviews: [ScenarioView]
    ) -> (members: [ScenarioMember], comment: [String]) {
        guard ["UIScrollView", "UITableView", "UICollectionView"].contains(builtIn) else { return ([], []) }
        var members: [ScenarioMember] = []
        var comment: [String] = []
        if let owner = refreshControlOwner, element["id"] == owner {
            // UITableViewController installs its refreshControl on its table (docs/model.md §13).
            members.append(ScenarioMember("refreshControl", .bool(true)))
            comment.append("its controller's refresh control")
        }
        guard builtIn == "UIScrollView", element["minimumZoomScale"] != nil || element["maximumZoomScale"] != nil
        else { return (members, comment) }
        let minimum = IBFrames.number(element["minimumZoomScale"]) ?? 1
        let maximum = IBFrames.number(element["maximumZoomScale"]) ?? 1
        guard (0.001...1000).contains(minimum), (0.001...1000).contains(maximum), minimum <= maximum else {
            notes.add(
                element.position,
                "zoom scales \(ScenarioValue.format(minimum)) to \(ScenarioValue.format(maximum)) are not ones UIKit zooms between; left out"
            )
            return (members, comment)
        }
        if minimum != 1 { members.append(ScenarioMember("minimumZoomScale", .number(minimum))) }
        if maximum != 1 { members.append(ScenarioMember("maximumZoomScale", .number(maximum))) }
        guard maximum > minimum else { return (members, comment) }
        // UIKit zooms only the view the delegate's viewForZooming(in:) returns, which is code.
        if subviews.count == 1, case .string(let id) = subviews[0].members.first(where: { $0.key == "id" })?.value {
            members.append(ScenarioMember("viewForZooming", .string(id)))
            comment.append("viewForZooming guessed: its only subview")
            notes.add(
                element.position,
                "viewForZooming(in:) is the scroll view delegate's code; its only subview \(id) is assumed to be what it returns"
            )
        } else {
            notes.add(
                element.position,
                "viewForZooming(in:) is the scroll view delegate's code and the scroll view has \(subviews.count) subviews; without \"viewForZooming\" it does not zoom: add it by hand (docs/format.md §2.4)"
            )
        }
        return (members, comment)
    }
}
