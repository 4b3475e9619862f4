import Testing

@testable import TouchSimCore

/// `TouchTable.batchCalls()`: one call per view and method, began before moved before ended
/// before cancelled, views in the order first queued, touches in order of `down`
/// (docs/format.md §3).
struct TouchBatchingTests {
    /// Window (view 0) > left (1), right (2); touch 0 on left, 1 and 2 on right.
    private func table() -> TouchTable {
        let root = window([
            view("left", "UIView", Rect(0, 0, 100, 100)), view("right", "UIView", Rect(200, 0, 100, 100)),
        ])
        var table = TouchTable(tree: ViewTree(scene: SceneSpec(root: root)))
        let left = ViewIndex(1)
        let right = ViewIndex(2)
        _ = table.down(ev(0, 1, .down, 50, 50), on: left, at: .zero)
        _ = table.down(ev(0, 2, .down, 250, 50), on: right, at: .zero)
        _ = table.down(ev(0, 3, .down, 260, 50), on: right, at: .zero)
        return table
    }

    private func calls(_ table: borrowing TouchTable) -> [String] {
        table.calls.map { call in
            "\(call.view.position) \(call.method) \(call.fingers.map { String($0) }.joined(separator: ","))"
        }
    }

    /// Batches `queued` (view, method, touch) on `table`: each call as "view method fingers"; the queue is left empty.
    private func batched(_ queued: [(Int, TouchMethod, Int)], in table: inout TouchTable) -> [String] {
        table.queued = queued.map { (ViewIndex($0.0), $0.1, TouchIndex($0.2), .delivered) }
        table.batchCalls()
        #expect(table.queued.isEmpty)
        return calls(table)
    }

    @Test("§3 A tap's began then ended, queued in method order, make one call each, in that order")
    func ascendingMethodsAreTheirOwnBatches() {
        var table = table()
        let batches = batched([(1, .began, 0), (2, .moved, 1), (1, .ended, 0)], in: &table)
        #expect(batches == ["1 began 1", "2 moved 2", "1 ended 1"])
    }

    @Test("§3 Calls queued out of method order are sorted: began first, a view's touches together")
    func otherOrdersAreSorted() {
        var table = table()
        #expect(batched([(2, .ended, 2), (1, .began, 0), (2, .ended, 1)], in: &table) == ["1 began 1", "2 ended 2,3"])
        // The next step with nothing queued empties the calls.
        table.batchCalls()
        #expect(table.calls.isEmpty)
    }

    @Test("A call's touches are read in the call's order, each as the table holds it")
    func callTouchesReadTheBatch() {
        var table = table()
        _ = batched([(2, .ended, 2), (1, .began, 0), (2, .ended, 1)], in: &table)
        let ended = CallTouches(
            positions: table.calls[1].touches, batched: table.batchedTouches.elements, live: table.live.view)
        #expect(ended.map(\.index) == [TouchIndex(1), TouchIndex(2)])
        #expect(ended.map(\.touch.finger) == [2, 3])
    }
}
