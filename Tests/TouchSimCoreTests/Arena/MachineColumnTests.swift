import Testing

@testable import TouchSimCore

/// The machines of one class where they lie (`MachineColumn`): what a call changes stays in the
/// column, and building it empties the list it took.
struct MachineColumnTests {
    private func touch(_ touch: Int, at x: Double, _ ms: Double) -> [TouchSample] {
        [TouchSample(touch: TouchIndex(touch), location: Point(x, 0), time: SimTime(milliseconds: ms), hitView: nil)]
    }

    @Test("§4.1 A call on a machine in the column changes that machine in place, and no other")
    func changesInPlace() {
        var list = [TapMachine(tapsRequired: 1, touchesRequired: 1), TapMachine(tapsRequired: 1, touchesRequired: 1)]
        let column = MachineColumn(taking: &list)
        defer { column.deallocate() }
        #expect(list.isEmpty)
        #expect(column.count == 2)
        #expect(column[1].touchesBegan(touch(1, at: 0, 0)) == .none)
        #expect(column[1].deadline == SimTime(milliseconds: 0) + Constants.tapMaximumHold)
        #expect(column[0].deadline == nil)
        #expect(column[1].touchesEnded(touch(1, at: 0, 80)) == .recognize)
        #expect(column[1].deadline == nil)
    }

    @Test("§4.3 A pan's finger list lives on in the column from call to call")
    func keepsStateBetweenCalls() {
        var list = [PanMachine(minimumTouches: 1, maximumTouches: nil, beginAxes: Axis.allCases)]
        let column = MachineColumn(taking: &list)
        defer { column.deallocate() }
        #expect(column[0].touchesBegan(touch(1, at: 0, 0)) == .none)
        #expect(column[0].touchesMoved(touch(1, at: 4, 16)) == .none)
        #expect(column[0].touchesMoved(touch(1, at: 30, 32)) == .begin)
        #expect(column[0].panReport?.rawTranslation == Point(30, 0))
    }

    @Test("An empty column holds no memory and can still be given back")
    func emptyColumn() {
        var list: [TapMachine] = []
        let column = MachineColumn(taking: &list)
        #expect(column.count == 0)
        column.deallocate()
    }
}
