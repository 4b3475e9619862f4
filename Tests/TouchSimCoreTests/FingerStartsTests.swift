import Testing

@testable import TouchSimCore

@Suite(
    "FingerStarts: the fingers of a tap or a long press that are down and where each went down (docs/model.md §4.1, §4.2)"
)
struct FingerStartsTests {
    private func sample(_ touch: Int, _ x: Double) -> TouchSample {
        TouchSample(touch: TouchIndex(touch), location: Point(x, 0), time: .zero, hitView: nil)
    }

    @Test("A one-finger tap goes down and lifts")
    func oneFinger() {
        var starts = FingerStarts()
        #expect(starts.isEmpty && starts.count == 0)
        starts.restart([sample(1, 10)])
        #expect(starts.count == 1)
        #expect(!starts.isEmpty && starts.start(of: TouchIndex(1)) == Point(10, 0))
        #expect(starts.start(of: TouchIndex(2)) == nil)
        starts.remove([sample(1, 12)])
        #expect(starts.isEmpty)
    }

    @Test("Fingers lift in any order; the first lifting first leaves the others found")
    func severalFingers() {
        var starts = FingerStarts()
        starts.restart([sample(1, 10), sample(2, 20)])
        starts.add(sample(3, 30))
        #expect(starts.count == 3)
        starts.remove([sample(1, 10)])
        #expect(starts.count == 2)
        #expect(starts.start(of: TouchIndex(1)) == nil)
        #expect(starts.start(of: TouchIndex(2)) == Point(20, 0) && starts.start(of: TouchIndex(3)) == Point(30, 0))
        starts.remove([sample(3, 30), sample(2, 20)])
        #expect(starts.isEmpty)
    }

    @Test("A new tap replaces the fingers of the one before")
    func restartReplaces() {
        var starts = FingerStarts()
        starts.restart([sample(1, 10), sample(2, 20)])
        starts.restart([sample(5, 50)])
        #expect(starts.start(of: TouchIndex(1)) == nil && starts.start(of: TouchIndex(2)) == nil)
        #expect(starts.start(of: TouchIndex(5)) == Point(50, 0))
        starts.add(sample(6, 60))
        starts.remove([sample(5, 50)])
        #expect(!starts.isEmpty && starts.start(of: TouchIndex(6)) == Point(60, 0))
    }
}
