import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// One expectation of `touchsim fix`: a fact about one object that must hold, or must not
/// (docs/format.md §4.12).
public struct Expectation: Sendable, Equatable {
    /// What is expected of the subject.
    public enum Predicate: Sendable, Equatable {
        /// A control sent this event: `buy:touchUpInside`.
        case sent(ControlEvent)
        /// A control's highlight was visible, within `limit` of its finger's down when given:
        /// `buy:highlight`, `buy:highlight<100ms`.
        case highlighted(within: Duration?)
        /// A scroll view's content offset changed: `feed:scrolled`.
        case scrolled
        /// A recognizer recognized, or began for a continuous one: `dismiss:recognized`.
        case recognized
        /// A recognizer reported this state: `pan:began`, `tap:failed`.
        case reported(GestureStateName)
        /// A view got this `touches…` call as the hit view: `card:touchesBegan`.
        case received(TouchMethod)
        /// A table or collection view selected the cell (docs/model.md §10): `cell3:selected`.
        case selected
        /// The user dismissed the presented sheet (docs/model.md §12): `sheet:dismissed`.
        case dismissed
        /// The scroll view's refresh control began refreshing (docs/model.md §13): `feed:refreshed`.
        case refreshed
        /// The text field or text view became first responder (docs/model.md §19):
        /// `email:firstResponder`.
        case firstResponder
        /// The text field or text view resigned first responder (docs/model.md §19.2, §19.3):
        /// `email:resignedFirstResponder`; negated, it stays editing.
        case resignedFirstResponder
        /// The view's context menu showed (docs/model.md §15): `photo3:menuShown`.
        case menuShown
        /// The scroll view's pinch zoomed its content (docs/model.md §16): `photo:zoomed`.
        case zoomed
        /// The table row opened its swipe actions (docs/model.md §14.2): `row3:swipeOpened`.
        case swipeOpened
    }

    /// The view's or recognizer's id.
    public var subject: String
    /// What is expected of it.
    public var predicate: Predicate
    /// `!buy:touchCancel` or `buy:!touchCancel`: the fact must not hold.
    public var negated: Bool
    /// Where it was written, for diagnostics and for printing it back.
    public var source: SourceText

    /// Whether the expectation holds in a replay's facts.
    public func holds(in facts: ReplayFacts) -> Bool {
        positiveHolds(in: facts) != negated
    }

    private func positiveHolds(in facts: ReplayFacts) -> Bool {
        switch predicate {
        case .sent(let event): return facts.contains(.sent(control: subject, event: event))
        case .highlighted(nil): return facts.contains(.highlighted(control: subject))
        case .highlighted(let limit?): return facts.highlightDelay(of: subject).map { $0 < limit } ?? false
        case .scrolled: return facts.contains(.scrolled(scrollView: subject))
        case .recognized:
            return facts.contains(.reported(gesture: subject, state: .recognized))
                || facts.contains(.reported(gesture: subject, state: .began))
        case .reported(let state): return facts.contains(.reported(gesture: subject, state: state))
        case .received(let method): return facts.contains(.received(view: subject, method: method))
        case .selected: return facts.contains(.selected(cell: subject))
        case .dismissed: return facts.contains(.dismissed(sheet: subject))
        case .refreshed: return facts.contains(.refreshed(scrollView: subject))
        case .firstResponder: return facts.contains(.becameFirstResponder(textInput: subject))
        case .resignedFirstResponder: return facts.contains(.resignedFirstResponder(textInput: subject))
        case .menuShown: return facts.contains(.menuShown(view: subject))
        case .zoomed: return facts.contains(.zoomed(scrollView: subject))
        case .swipeOpened: return facts.contains(.swipeOpened(row: subject))
        }
    }

    /// Whether `fact` is one this expectation is about, so that its change is the wanted
    /// effect of a fix rather than a side effect.
    public func concerns(_ fact: Fact) -> Bool {
        guard fact.subject == subject else { return false }
        switch (predicate, fact) {
        case (.sent(let event), .sent(_, let other)): return event == other
        case (.highlighted, .highlighted), (.scrolled, .scrolled), (.selected, .selected), (.dismissed, .dismissed),
            (.refreshed, .refreshed), (.firstResponder, .becameFirstResponder), (.menuShown, .menuShown),
            (.resignedFirstResponder, .resignedFirstResponder),
            (.zoomed, .zoomed), (.swipeOpened, .swipeOpened):
            return true
        case (.recognized, .reported(_, let state)): return state == .recognized || state == .began
        case (.reported(let state), .reported(_, let other)): return state == other
        case (.received(let method), .received(_, let other)): return method == other
        default: return false
        }
    }
}
