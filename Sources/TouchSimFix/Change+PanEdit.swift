import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// A change of one key of a scroll view's own pan (docs/model.md §5.8). `--set` gives the pan
/// as one object (docs/format.md §2.8), so the search may put edits of different keys of one pan
/// in one set, and a fix writes them as one `--set` of the pan with every edit made.
public struct PanEdit: Sendable, Equatable {
    /// One key's new value.
    public enum Edit: Sendable, Equatable {
        /// `panGestureRecognizer.require(toFail:)` one more recognizer (§3.5).
        case requireToFail(String)
        /// `minimumNumberOfTouches` (§4.3).
        case minimumNumberOfTouches(Int)
        /// The scroll view's own `gestureRecognizerShouldBegin` for its pan (§3.3).
        case shouldBegin(OverrideSpec)

        /// The part of the pan it changes: edits of different parts go together in one set.
        var part: String {
            switch self {
            case .requireToFail(let id): return "requireToFail:\(id)"
            case .minimumNumberOfTouches: return "minimumNumberOfTouches"
            case .shouldBegin: return "shouldBegin"
            }
        }

        func apply(to pan: inout ScrollPanSpec) {
            switch self {
            case .requireToFail(let id): pan.requireToFail.append(id)
            case .minimumNumberOfTouches(let count): pan.minimumNumberOfTouches = count
            case .shouldBegin(let spec): pan.shouldBegin = spec
            }
        }
    }

    /// The pan as the scenario configures it.
    public var original: ScrollPanSpec
    /// The edits, in the order of the search space.
    public var edits: [Edit]

    /// The pan with every edit made.
    var edited: ScrollPanSpec {
        var pan = original
        for edit in edits { edit.apply(to: &pan) }
        return pan
    }
}

extension Change {
    /// The change of `scrollView`'s pan by `edit`, written in Swift as `swift`.
    init(scrollView: String, pan: ScrollPanSpec, _ edit: PanEdit.Edit, swift: [String]) {
        let panEdit = PanEdit(original: pan, edits: [edit])
        self.init(
            override: KeyOverride(
                target: scrollView, key: "panGestureRecognizer", valueText: OverrideJSON.json(panEdit.edited)),
            swift: swift)
        self.panEdit = panEdit
    }

    /// `changes` as `--set` applies them: the edits of one scroll view's pan made one change
    /// where the first of them stands, its `--set` the pan with all of them made, its Swift and
    /// what it removes theirs in order (docs/format.md §4.12). Other changes are as they are.
    static func combined(_ changes: [Change]) -> [Change] {
        var result: [Change] = []
        for change in changes {
            guard let edit = change.panEdit,
                let i = result.firstIndex(where: { $0.panEdit != nil && $0.override?.target == change.override?.target }
                )
            else {
                result.append(change)
                continue
            }
            var joined = result[i].panEdit!
            joined.edits += edit.edits
            result[i].panEdit = joined
            if case .set(var override) = result[i].action {
                override.valueText = OverrideJSON.json(joined.edited)
                result[i].action = .set(override)
            }
            result[i].swift += change.swift
            let removals = [result[i].removes, change.removes].compactMap { $0 }
            result[i].removes = removals.isEmpty ? nil : removals.joined(separator: "; ")
        }
        return result
    }

    /// The overrides of `changes` together, as `--set` takes them (`combined(_:)`).
    static func overrides(of changes: [Change]) -> [KeyOverride] { combined(changes).compactMap(\.override) }
}
