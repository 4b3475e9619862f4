import Testing
import _TouchSimStorage

@testable import TouchSimCore

/// One touch at `x` on the horizontal axis at `ms`, as a machine is given it.
private func touch(_ touch: Int, at x: Double, _ ms: Double) -> [TouchSample] {
    [TouchSample(touch: TouchIndex(touch), location: Point(x, 0), time: SimTime(milliseconds: ms), hitView: nil)]
}

/// docs/model.md §4: the engine's store of machines hands each call to the recognizer's own
/// machine and keeps what it changed.
struct RecognizerMachinesTests {
    @Test("§4.1 §4.3 Each call reaches its recognizer's machine: a tap recognizes at the lift, a pan begins past 10 pt")
    func callsReachTheirOwnMachine() {
        var built = RecognizerMachines.Builder()
        built.append(.tap(TapMachine(tapsRequired: 1, touchesRequired: 1)))
        built.append(.pan(PanMachine(minimumTouches: 1, maximumTouches: 2, beginAxes: Axis.allCases)))
        built.append(.tap(TapMachine(tapsRequired: 1, touchesRequired: 1)))
        let store = RecognizerMachines(&built)
        let (tap, pan, idle) = (RecognizerIndex(0), RecognizerIndex(1), RecognizerIndex(2))

        #expect(store.make(.touchesBegan(touch(1, at: 0, 0)), on: tap).intent == .none)
        #expect(store.make(.touchesBegan(touch(1, at: 0, 0)), on: pan).intent == .none)
        #expect(store.deadline(of: tap) == SimTime(milliseconds: 0) + Constants.tapMaximumHold)
        #expect(store.deadline(of: idle) == nil)
        #expect(store.make(.touchesMoved(touch(1, at: 30, 16)), on: pan).intent == .begin)
        #expect(store.panReport(of: pan)?.rawTranslation == Point(30, 0))
        #expect(store.panReport(of: tap) == nil)
        #expect(store.touchLimit(of: pan) == 2)
        #expect(store.touchLimit(of: tap) == nil)
        #expect(store.make(.touchesEnded(touch(1, at: 0, 80)), on: tap).intent == .recognize)
        #expect(store.make(.touchesEnded(touch(1, at: 0, 80)), on: idle).intent == .none)
    }

    @Test("§4.1 §3.1 A tap machine reset between taps starts over: the next tap recognizes on its own")
    func resetStartsOver() {
        var built = RecognizerMachines.Builder()
        built.append(.tap(TapMachine(tapsRequired: 1, touchesRequired: 1)))
        let store = RecognizerMachines(&built)
        let tap = RecognizerIndex(0)
        for n in 0..<3 {
            let t = Double(n) * 1_000
            #expect(store.make(.touchesBegan(touch(n, at: 0, t)), on: tap).intent == .none)
            #expect(store.make(.touchesEnded(touch(n, at: 0, t + 80)), on: tap).intent == .recognize)
            store.reset(tap)
            #expect(store.deadline(of: tap) == nil)
        }
    }
}

/// The machines of one class where they lie (a `SlotStore`): what a call changes stays in the
/// store, and building it empties the list it took.
struct MachineSlotTests {
    @Test("§4.1 A call on a machine in the column changes that machine in place, and no other")
    func changesInPlace() {
        var list = [TapMachine(tapsRequired: 1, touchesRequired: 1), TapMachine(tapsRequired: 1, touchesRequired: 1)]
        let column = SlotStore(taking: &list)
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
        let column = SlotStore(taking: &list)
        #expect(column[0].touchesBegan(touch(1, at: 0, 0)) == .none)
        #expect(column[0].touchesMoved(touch(1, at: 4, 16)) == .none)
        #expect(column[0].touchesMoved(touch(1, at: 30, 32)) == .begin)
        #expect(column[0].panReport?.rawTranslation == Point(30, 0))
    }

    @Test("An empty store holds no machine")
    func emptyColumn() {
        var list: [TapMachine] = []
        let column = SlotStore(taking: &list)
        #expect(column.count == 0)
    }
}
