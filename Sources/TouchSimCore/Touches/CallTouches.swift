import _TouchSimStorage

/// The touches of one batched `touches…` call (`TouchTable.Call`), in order, each as the table
/// holds it now: read where they lie, as the callees (`Controls.call`, `Selections.call`) ask.
/// Most calls are on views that are neither controls nor in tables, which never ask.
///
/// A plain value over the table's two lists, valid while the table does not change
/// (docs/performance.md).
struct CallTouches: RandomAccessCollection {
    /// Where the call's touches lie in `batched`.
    let positions: Range<Int>
    /// The table's `batchedTouches`.
    let batched: ListView<TouchIndex>
    /// The table's `live` touches.
    let live: ByTouch<LiveTouch>.View

    var startIndex: Int { positions.lowerBound }
    var endIndex: Int { positions.upperBound }

    /// The touch at `position` of `batched`, and the touch itself.
    subscript(position: Int) -> (index: TouchIndex, touch: LiveTouch) {
        let key = batched[position]
        return (key, live[key]!)
    }
}
