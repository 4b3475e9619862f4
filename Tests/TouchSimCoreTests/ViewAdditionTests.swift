import Testing

@testable import TouchSimCore

/// docs/model.md §11.9: a view added to the window during the trace.
@Suite("§11.9 Adding a view")
struct ViewAdditionTests {
    /// `cardOverBackdrop` with the card marked as added by an event: out of the window until then.
    private let screen: ViewSpec = {
        var root = cardOverBackdrop
        root.subviews[1].addedByEvent = true
        root.subviews[1].gestureRecognizers = [
            RecognizerSpec(id: "cardTap", kind: .tap(numberOfTapsRequired: 1, numberOfTouchesRequired: 1))
        ]
        return root
    }()

    private func downs(_ lines: [String]) -> [String] { lines.filter { $0.contains(" down ") } }

    @Test("§11.9 Before its add event a view is not hit; after it, new touches hit it and its subviews")
    func hitOnlyAfterTheAdd() {
        let lines = replay(screen, keepInput: true) { a in
            [
                .touches([ev(0, 1, .down, 50, 440)][...]), .touches([ev(50, 1, .up, 50, 440)][...]),
                .changes([.add(a.view("card")!)], at: SimTime(milliseconds: 100)),
                .touches([ev(200, 1, .down, 50, 440)][...]), .touches([ev(250, 1, .up, 50, 440)][...]),
                .touches([ev(400, 1, .down, 300, 700)][...]), .touches([ev(450, 1, .up, 300, 700)][...]),
            ]
        }
        #expect(downs(lines) == ["0 input 1 down backdrop", "200 input 1 down claim", "400 input 1 down card"])
    }

    @Test("§11.9 A finger down when the view is added keeps its view, and the new view's recognizers never see it")
    func touchDownKeepsItsView() {
        let lines = replay(screen, keepInput: true) { a in
            [
                .touches([ev(0, 1, .down, 300, 700)][...]),
                .changes([.add(a.view("card")!)], at: SimTime(milliseconds: 50)),
                .touches([ev(100, 1, .up, 300, 700)][...]),
            ]
        }
        #expect(lines.contains("100 backdrop.ended[1]"))
        #expect(!lines.contains { $0.contains("cardTap") })
    }
}
