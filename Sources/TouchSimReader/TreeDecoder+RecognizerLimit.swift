import TouchSimCore

/// The limit on gesture recognizers on one path (docs/format.md §4.9). Every touch goes to each
/// recognizer on its hit view's path (docs/model.md §3.2), so a replay costs the trace's touch
/// events times the recognizers on the paths they hit, and a tap prints a line for each of
/// them. Real screens have a few dozen at most; 100 leaves them room and keeps the cost of a
/// touch on the busiest path to about 0.25 ms (measured; docs/format.md §4.9).
extension TreeDecoder {
    /// The most recognizers a view and its superviews may hold together.
    static let maximumRecognizersOnPath = 100

    /// Fails at the first view, in document order, whose path holds more than
    /// `maximumRecognizersOnPath` recognizers: those declared on it and its superviews (a
    /// `navigationController`'s back swipe and a `presentation`'s dismissal pan included) and two for each scroll view among them,
    /// UIKit's private ones (docs/format.md §2.6) counted at the view that owns them.
    func checkRecognizersOnPaths(of root: ViewSpec, path: String) throws(Diagnostic) {
        var indices: [Int] = []
        func visit(_ view: ViewSpec, above: Int) throws(Diagnostic) {
            var count =
                above + view.gestureRecognizers.count + 2 * view.scrollSpecCount + (view.presentation == nil ? 0 : 1)
                + (view.contextMenu ? 1 : 0)
            // Looked up only when some view had too many: most trees have 100,000s of views.
            if !recognizersNotKept.isEmpty { count += recognizersNotKept[view.id] ?? 0 }
            guard count <= Self.maximumRecognizersOnPath else {
                let viewPath = indices.reduce(path) { JSONPath.index(JSONPath.key($0, "subviews"), $1) }
                // Every view's id was registered as it was decoded.
                let location = ids.location(of: view.id)!
                throw location.diagnostic(
                    "view \(Quoted.string(view.id)) and its superviews hold \(count) gesture recognizers, a scroll view's own two each included; at most \(Self.maximumRecognizersOnPath) are accepted (docs/format.md §4.9)",
                    path: JSONPath.key(viewPath, "id"))
            }
            // Visited in place: a copy of each view would retain every part of it.
            try view.subviews.withUnsafeBufferPointer { (subviews) throws(Diagnostic) in
                for index in subviews.indices {
                    indices.append(index)
                    try visit(subviews[index], above: count)
                    indices.removeLast()
                }
            }
        }
        try visit(root, above: 0)
    }
}
