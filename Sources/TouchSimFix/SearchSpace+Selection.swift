import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The changes of a table's or collection view's selection (docs/model.md §10).
extension SearchSpace {
    /// §10.5, §10.6: multiple selection, which deselects a selected cell it taps, turned off,
    /// and a delegate method that refuses made to say yes (the scenario's key set to `true`).
    /// `allowsSelection` is a scroll view change (`scrollViewChanges`), tried both ways.
    func selectionChanges(_ node: Int) -> [Change] {
        let target = index.nodes[node]
        let selection = target.spec.selection!
        var result: [Change] = []
        if selection.allowsMultipleSelection { result.append(toggle(target, "allowsMultipleSelection", true)) }
        let methods: [(key: String, swift: String, spec: OverrideSpec)] = [
            ("shouldHighlightRow", "tableView(_:shouldHighlightRowAt:)", selection.shouldHighlightRow),
            ("willSelectRow", "tableView(_:willSelectRowAt:)", selection.willSelectRow),
            ("shouldDeselectRow", "tableView(_:willDeselectRowAt:)", selection.shouldDeselectRow),
        ]
        for method in methods where method.spec != .inherited && method.spec != .always(true) {
            result.append(
                Change(
                    override: KeyOverride(target: target.spec.id, key: method.key, valueText: "true"),
                    swift: [
                        "// \(target.spec.id)'s delegate: remove \(method.swift), or let it return what UIKit would"
                    ]))
        }
        return result
    }
}
