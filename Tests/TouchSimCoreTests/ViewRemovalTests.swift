import Testing

@testable import TouchSimCore

/// docs/model.md §11.8: a view removed from its window during the trace.
@Suite("§11.8 Removing a view")
struct ViewRemovalTests {
    private let screen = cardOverBackdrop

    @Test(
        "§11.8 A finger down on a removed view's subview is cancelled; its lift reaches nothing; new touches go behind")
    func removalCancelsTouches() {
        let lines = replay(screen, keepInput: true) { a in
            [
                .touches([ev(0, 1, .down, 50, 440)][...]),
                .changes([.remove(a.view("card")!)], at: SimTime(milliseconds: 100)),
                .touches([ev(150, 1, .up, 50, 440)][...]), .touches([ev(300, 1, .down, 50, 440)][...]),
            ]
        }
        #expect(lines.contains("100 claim.cancelled[1]"))
        #expect(lines.contains("100 claim touchCancel"))
        #expect(!lines.contains { $0.hasPrefix("150 claim") })
        #expect(lines.contains("300 input 1 down backdrop"))
    }

    @Test("§11.8 Removing a view no finger is on prints nothing")
    func quietRemoval() {
        let lines = replay(screen) { a in
            [
                .touches([ev(0, 1, .down, 5, 5)][...]),
                .changes([.remove(a.view("card")!)], at: SimTime(milliseconds: 100)),
            ]
        }
        #expect(lines == ["0 backdrop.began[1]"])
    }
}
