import TouchSimCore

/// A table's or collection view's selection keys (docs/format.md §2.12, docs/model.md §10).
extension TreeDecoder {
    /// The keys only table and collection views take.
    static let selectionKeys = [
        "allowsSelection", "allowsMultipleSelection", "editing", "allowsSelectionDuringEditing",
        "allowsMultipleSelectionDuringEditing", "selectedCells", "shouldHighlightRow", "willSelectRow",
        "shouldDeselectRow", "deselectsOnSelect",
    ]

    /// The boolean keys, by the property each sets.
    private static let selectionFlags: [(key: String, property: WritableKeyPath<SelectionSpec, Bool> & Sendable)] = [
        ("allowsSelection", \.allowsSelection), ("allowsMultipleSelection", \.allowsMultipleSelection),
        ("editing", \.editing), ("allowsSelectionDuringEditing", \.allowsSelectionDuringEditing),
        ("allowsMultipleSelectionDuringEditing", \.allowsMultipleSelectionDuringEditing),
        ("deselectsOnSelect", \.deselectsOnSelect),
    ]

    /// Decodes one of `selectionKeys` of the table `list`.
    mutating func decodeSelectionMember(
        _ member: JSONMember, path: String, into spec: inout SelectionSpec, of list: String
    ) throws(Diagnostic) {
        let value = member.value
        if let flag = Self.selectionFlags.first(where: { $0.key == member.key }) {
            spec[keyPath: flag.property] = try value.bool(path: path)
            return
        }
        switch member.key {
        case "shouldHighlightRow":
            spec.shouldHighlightRow = try decodeOverride(value, path: path, of: .cell(list: list, redirects: false))
        case "willSelectRow":
            spec.willSelectRow = try decodeOverride(value, path: path, of: .cell(list: list, redirects: true))
        case "shouldDeselectRow":
            spec.shouldDeselectRow = try decodeOverride(value, path: path, of: .cell(list: list, redirects: false))
        default:  // "selectedCells"
            let elements = try value.array(path: path, expected: "an array of cell ids")
            var cells: [String] = []
            var seen: Set<String> = []
            for (index, element) in elements.enumerated() {
                let elementPath = JSONPath.index(path, index)
                let id = try element.string(path: elementPath, expected: "a cell id")
                guard seen.insert(id).inserted else {
                    throw element.location.diagnostic("\(Quoted.string(id)) is listed twice", path: elementPath)
                }
                refer(to: id, as: .cell(ofList: list), at: element, path: elementPath)
                cells.append(id)
            }
            spec.selectedCells = cells
        }
    }

    /// A table in single selection has one selected cell at most (docs/model.md §10.3).
    func checkSelection(_ spec: SelectionSpec, of object: JSONObject) throws(Diagnostic) {
        guard spec.selectedCells.count > 1, !spec.mode.multiple, let member = object["selectedCells"] else { return }
        throw member.location.diagnostic(
            "\(spec.selectedCells.count) selected cells, but this table selects one cell at a time; set \(spec.editing ? "\"allowsMultipleSelectionDuringEditing\"" : "\"allowsMultipleSelection\"") to true or list one cell",
            path: object.path("selectedCells"))
    }
}
