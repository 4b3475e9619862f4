/// The keys only table and collection views take about their cells' selection
/// (docs/format.md §2.12, docs/model.md §10), UIKit's defaults included.
public struct SelectionSpec: Sendable, Equatable {
    /// `allowsSelection`: false, and no cell highlights or is selected by touch [DOC].
    public var allowsSelection = true

    /// UIKit's defaults.
    public init() {}
}
