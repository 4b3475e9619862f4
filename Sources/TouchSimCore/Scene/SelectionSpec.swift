/// The keys only table and collection views take about their cells' selection
/// (docs/format.md §2.12, docs/model.md §10), UIKit's defaults included.
public struct SelectionSpec: Sendable, Equatable {
    /// `allowsSelection`: false, and no cell highlights or is selected by touch outside editing
    /// (§10.4) [DOC].
    public var allowsSelection = true
    /// `allowsMultipleSelection`: a tap adds a cell to the selection, and a tap on a selected
    /// cell deselects it (§10.5) [DOC].
    public var allowsMultipleSelection = false
    /// `isEditing`: the two keys below decide instead of the two above (§10.5) [DOC].
    public var editing = false
    /// `allowsSelectionDuringEditing` [DOC].
    public var allowsSelectionDuringEditing = false
    /// `allowsMultipleSelectionDuringEditing` [DOC].
    public var allowsMultipleSelectionDuringEditing = false
    /// The ids of the cells the app selected before the trace (`selectRow(at:…)`), in order.
    public var selectedCells: [String] = []
    /// The delegate's `tableView(_:shouldHighlightRowAt:)`, asked about the cell (§10.6).
    public var shouldHighlightRow = OverrideSpec.inherited
    /// The delegate's `tableView(_:willSelectRowAt:)`: false returns nil, a rule's cell id
    /// another index path (§10.6).
    public var willSelectRow = OverrideSpec.inherited
    /// The delegate's `tableView(_:willDeselectRowAt:)` (`collectionView(_:shouldDeselectItemAt:)`):
    /// false keeps the cell selected (§10.6).
    public var shouldDeselectRow = OverrideSpec.inherited
    /// The delegate's `didSelectRowAt` calls `deselectRow(at:animated:)` at once (§10.7).
    public var deselectsOnSelect = false

    /// UIKit's defaults.
    public init() {}

    /// Whether a touch may select a cell now, and whether it adds to the selection: the
    /// editing pair while editing, the other pair otherwise; multiple selection allows
    /// selection by itself (§10.5).
    public var mode: (selects: Bool, multiple: Bool) {
        let multiple = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        let single = editing ? allowsSelectionDuringEditing : allowsSelection
        return (single || multiple, multiple)
    }
}
