import Foundation
import Testing
import TouchSimCore
import TouchSimReader

@testable import TouchSimFix

/// `touchsim fix`'s changes of a living screen (docs/format.md §4.12, docs/model.md §17.2).
@Suite("touchsim fix: the living screen")
struct LivingScreenChangesTests {
    private let promoCard = [
        "traces/fix/promo-card-claim-tap-while-animating-in.json",
        "traces/fix/promo-card-row-beside-still-selects.json",
    ]

    @Test(
        "§17.2 A view a touch was refused on while it animated gets one change, allowUserInteraction added to every animate event of it in every trace, which no --set expresses"
    )
    func allowUserInteraction() throws {
        let search = try fixSearch(promoCard)
        let edits = search.changes.filter { $0.eventEdit != nil }
        #expect(edits.count == 1)
        let edit = try #require(edits.first)
        #expect(edit.override == nil && edit.setArgument == nil && edit.removes == nil)
        #expect(
            edit.eventEdit?.instructions
                == promoCard.map {
                    "in the animate event at t=0 of \($0): add \"allowUserInteraction\" to \"options\""
                })
        #expect(
            edit.swift.last
                == "UIView.animate(withDuration: 0.4, delay: 0, options: [.allowUserInteraction, .curveEaseOut], animations: { /* the block that animates promoCard, as it is */ })"
        )
        let outcome = search.run(maxChanges: 2, jobs: 1)
        #expect(outcome.solutions.map(\.changes) == [[edit]])
    }

    @Test("§17.2 The edit lets only the animations of its view take touches, and leaves every other step as it is")
    func editTouchesOnlyItsView() throws {
        let card = ViewIndex(raw: 5)
        let other = ViewIndex(raw: 2)
        func animation(_ views: [ViewIndex]) -> SceneChange {
            .animation(
                ViewAnimation(
                    changes: [.view(views[0], .alpha(1))], views: views, duration: .milliseconds(300),
                    allowsUserInteraction: false))
        }
        let steps: [TraceStep] = [
            .changes([animation([other]), animation([other, card])], at: SimTime(milliseconds: 0)),
            .changes([.view(card, .hidden(false))], at: SimTime(milliseconds: 10)),
        ]
        let edited = EventEdit(view: card, instructions: []).apply(to: steps)
        guard case .changes(let first, _) = edited[0], case .animation(let a) = first[0],
            case .animation(let b) = first[1]
        else {
            Issue.record("the steps changed shape: \(edited)")
            return
        }
        #expect(!a.allowsUserInteraction && b.allowsUserInteraction)
        #expect(edited[1] == steps[1])
    }

    @Test(
        "§17.2 With allowUserInteraction already in its options, an animating view is never passed over, and no edit is offered"
    )
    func noEditWhenAllowed() throws {
        let search = try fixSearch(
            ["traces/screens/card-animating-in-with-allow-user-interaction-takes-the-tap.json"],
            want: ["claim:touchUpInside"])
        #expect(!search.changes.contains { $0.eventEdit != nil })
    }

    @Test(
        "§19.3 A scroll view a trace scrolled while a text field was first responder is offered each other keyboardDismissMode; only onDrag resigns it on a drag that ends above the keyboard"
    )
    func keyboardDismissMode() throws {
        let search = try fixSearch([
            "traces/fix/search-results-drag-should-dismiss-keyboard.json",
            "traces/fix/search-result-tap-still-selects.json",
        ])
        let offered = search.changes.filter { $0.override?.key == "keyboardDismissMode" }
        #expect(
            offered.map(\.setArgument) == [
                "results.keyboardDismissMode=onDrag", "results.keyboardDismissMode=interactive",
            ])
        #expect(
            offered.map(\.swift) == [
                ["results.keyboardDismissMode = .onDrag"], ["results.keyboardDismissMode = .interactive"],
            ])
        #expect(offered.allSatisfy { $0.actsOnMovement && $0.removes == nil })
        let outcome = search.run(maxChanges: 1, jobs: 1)
        #expect(outcome.solutions.map { $0.changes.map(\.setArgument) } == [["results.keyboardDismissMode=onDrag"]])
    }

    @Test("§19.3 Going back to none from onDrag removes the scroll view's dismissal of the keyboard")
    func keyboardDismissModeNone() throws {
        let search = try fixSearch(
            ["traces/screens/login-form-drag-dismisses-keyboard.json"], want: ["email:firstResponder"])
        let offered = search.changes.filter { $0.override?.key == "keyboardDismissMode" }
        #expect(
            offered.map { ($0.setArgument ?? "") + ($0.removes.map { " removes: " + $0 } ?? "") } == [
                "form.keyboardDismissMode=none removes: dismissing the keyboard by dragging form",
                "form.keyboardDismissMode=interactive",
            ])
    }

    @Test(
        "§19.3 A scroll view the traces only tap, or scroll with no text input editing, is offered no keyboardDismissMode"
    )
    func noKeyboardDismissModeWithoutADragWhileEditing() throws {
        let tapOnly = try fixSearch(["traces/fix/search-result-tap-still-selects.json"])
        #expect(!tapOnly.changes.contains { $0.override?.key == "keyboardDismissMode" })
        let noEditing = try fixSearch(["traces/fix/drag-from-button-scrolls.json"])
        #expect(!noEditing.changes.contains { $0.override?.key == "keyboardDismissMode" })
    }

    @Test("§19.2 resignedFirstResponder holds when a firstResponder line says resigned, and negated when none does")
    func resignedFirstResponderFact() throws {
        let search = try fixSearch(
            ["traces/text-input/interactive-dismiss-ends-in-keyboard.json"],
            want: ["message:resignedFirstResponder", "!message:firstResponder"])
        #expect(search.traces[0].wants.allSatisfy { $0.holds(in: search.traces[0].original) })
        #expect(search.traces[0].original.contains(.resignedFirstResponder(textInput: "message")))
        #expect(throws: Diagnostic.self) {
            try fixSearch(
                ["traces/text-input/interactive-dismiss-ends-in-keyboard.json"], want: ["chat:resignedFirstResponder"])
        }
    }
}
