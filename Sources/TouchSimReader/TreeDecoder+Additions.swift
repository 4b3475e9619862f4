import TouchSimCore

/// An `add` event as pass 1 read it (docs/format.md §1.10): the view object written whole in the
/// event, the superview it goes into and where among its subviews. The scene holds the view from
/// the start, out of the window until the event (docs/model.md §11.9).
package struct ViewAddition: Sendable {
    /// `events[N]`.
    var path: String
    /// The view object, with its subviews and recognizers.
    var view: JSONValue
    /// `to`: the superview's id.
    var parent: JSONValue
    /// `at`: the index `insertSubview(_:at:)` takes; nil for `addSubview(_:)`, on top.
    var index: JSONValue?
    /// The ids `remove` events wrote before this one: `at` counts only the superview's subviews
    /// in it at the event's instant.
    var removedBefore: [String]

    /// The `add` events of `events`, in order, each with the removals written before it.
    static func all(in events: [SetEvent]) -> [ViewAddition] {
        var additions: [ViewAddition] = []
        var removed: [String] = []
        for event in events {
            if event.removes, case .string(let id) = event.value.kind { removed.append(id) }
            guard let keys = event.addition else { continue }
            additions.append(
                ViewAddition(
                    path: event.path, view: event.value, parent: keys.parent, index: keys.index, removedBefore: removed)
            )
        }
        return additions
    }

    /// Whether `other` adds the same view at the same place, whatever its comments say.
    func hasSameContent(as other: ViewAddition) -> Bool {
        guard path == other.path, view.hasSameContent(as: other.view), parent.hasSameContent(as: other.parent),
            removedBefore == other.removedBefore
        else { return false }
        switch (index, other.index) {
        case (nil, nil): return true
        case (let a?, let b?): return a.hasSameContent(as: b)
        default: return false
        }
    }
}

extension TreeDecoder {
    /// Decodes the view of each of `additions` with this decoder, so that its ids, classes,
    /// references and `--set` overrides are checked with the tree's, and puts it among its
    /// superview's subviews in `roots`, marked `addedByEvent`. An unknown superview or an index
    /// beyond its subviews at that instant is an input error at the key that says it.
    mutating func add(_ additions: [ViewAddition], to roots: inout [ViewSpec]) throws(Diagnostic) {
        // All are decoded first, so that a superview a later event adds is known as one.
        var views: [ViewSpec] = []
        for addition in additions {
            var view = try decodeView(addition.view, path: JSONPath.key(addition.path, "add"), isRoot: false)
            view.addedByEvent = true
            views.append(view)
        }
        for (addition, view) in zip(additions, views) {
            let parentPath = JSONPath.key(addition.path, "to")
            let parent = try addition.parent.string(path: parentPath, expected: "the id of the superview")
            var index: Int?
            if let at = addition.index {
                let expected = "an index among the superview's subviews, an integer ≥ 0"
                let value = try at.number(path: JSONPath.key(addition.path, "at"), in: 0...1e9, expected: expected)
                guard value == value.rounded() else {
                    throw at.mismatch(expected, path: JSONPath.key(addition.path, "at"))
                }
                index = Int(value)
            }
            var placement = Placement.notFound
            for r in roots.indices {
                placement = Self.insert(view, into: parent, at: index, skipping: addition.removedBefore, in: &roots[r])
                if placement != .notFound { break }
            }
            switch placement {
            case .placed: break
            case .notFound: throw unknownSuperview(parent, at: addition.parent, path: parentPath)
            case .beyond(let count):
                throw addition.index!.location.diagnostic(
                    "index \(index!) is beyond the \(count) subview\(count == 1 ? "" : "s") \(Quoted.string(parent)) has at this instant; insertSubview(_:at:) takes 0 to \(count) (docs/format.md §1.10)",
                    path: JSONPath.key(addition.path, "at"))
            }
        }
    }

    /// Where an added view went: into its superview, nowhere (no view has the id), or not at an
    /// index beyond the superview's `count` subviews in the window.
    private enum Placement: Equatable {
        case placed
        case notFound
        case beyond(count: Int)
    }

    /// Inserts `view` into the subviews of the view `parent` inside `spec`: before the subview
    /// that is `index`th of those in it at the event's instant (not in `removed`; the views of
    /// later `add` events are not inserted yet), or on top when `index` is nil or their count.
    private static func insert(
        _ view: ViewSpec, into parent: String, at index: Int?, skipping removed: [String], in spec: inout ViewSpec
    ) -> Placement {
        guard spec.id == parent else {
            for s in spec.subviews.indices {
                let placement = insert(view, into: parent, at: index, skipping: removed, in: &spec.subviews[s])
                if placement != .notFound { return placement }
            }
            return .notFound
        }
        let present = spec.subviews.indices.filter { !removed.contains(spec.subviews[$0].id) }
        let wanted = index ?? present.count
        guard wanted <= present.count else { return .beyond(count: present.count) }
        spec.subviews.insert(view, at: wanted == present.count ? spec.subviews.count : present[wanted])
        return .placed
    }

    /// The error for a `to` that names no view in the tree, or something else than a view.
    private func unknownSuperview(_ id: String, at value: JSONValue, path: String) -> Diagnostic {
        switch ids.owner(of: id) {
        case .view?:
            return value.location.diagnostic(
                "\(Quoted.string(id)) is not in the tree at this instant: this add event or a later one adds it",
                path: path)
        case let owner? where owner.isRecognizer:
            return value.location.diagnostic(
                "\(Quoted.string(id)) is a recognizer; \"to\" names the view that becomes the superview", path: path)
        case .privateScrollView?:
            return value.location.diagnostic(
                "\(Quoted.string(id)) is a scroll view UIKit inserts (docs/model.md §8); add the view to the view that owns it",
                path: path)
        default:
            let views = ids.ids { $0 == .view }
            return value.location.diagnostic(
                "no view has the id \(Quoted.string(id))\(Suggestion.clause(for: id, among: views))", path: path)
        }
    }
}
