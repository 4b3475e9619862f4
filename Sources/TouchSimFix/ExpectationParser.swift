import TouchSimCore
import TouchSimFormat
import TouchSimReader

/// Reads the expectation language: `[!]ID:[!]FACT[<Nms]` (docs/format.md §4.12).
/// Every error names the column where the text goes wrong and what was expected there.
public enum ExpectationParser {
    /// Every fact name, for messages and suggestions.
    static let factNames: [String] =
        controlEvents.map(\.rawValue) + ["highlight", "scrolled", "recognized"]
        + gestureStates.map(\.rawValue) + TouchMethod.allCases.map(\.methodName) + [
            "selected", "dismissed", "refreshed", "firstResponder", "resignedFirstResponder", "menuShown",
            "swipeOpened",
            "zoomed",
        ]

    private static let controlEvents: [ControlEvent] = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
    ]
    private static let gestureStates: [GestureStateName] = [.began, .changed, .ended, .cancelled, .failed]

    /// Parses one expectation.
    public static func parse(_ source: SourceText) throws(Diagnostic) -> Expectation {
        let scalars = Array(source.text.unicodeScalars)
        var position = 0
        func fail(_ message: String, at offset: Int) -> Diagnostic { source.diagnostic(message, at: offset) }
        let example = "an expectation ID:FACT such as \"buy:touchUpInside\""
        guard !scalars.isEmpty else { throw fail("expected \(example), found nothing", at: 0) }

        var negated = false
        if scalars[0] == "!" {
            negated = true
            position = 1
        }
        let idStart = position
        while position < scalars.count, isIdScalar(scalars[position]) { position += 1 }
        let subject = String(String.UnicodeScalarView(scalars[idStart..<position]))
        guard position < scalars.count, scalars[position] == ":" else {
            if position < scalars.count {
                throw fail(
                    "unexpected \(describe(scalars[position])) in the id; ids are letters, digits, \"_\", \"-\" and \".\"",
                    at: position)
            }
            throw fail("expected \(example), found no \":\" after the id", at: position)
        }
        guard !subject.isEmpty else { throw fail("expected a view or recognizer id before \":\"", at: position) }
        position += 1

        if position < scalars.count, scalars[position] == "!" {
            guard !negated else {
                throw fail("negated twice; write \"!\(subject):FACT\" or \"\(subject):!FACT\", not both", at: position)
            }
            negated = true
            position += 1
        }
        let factStart = position
        while position < scalars.count, isLetter(scalars[position]) { position += 1 }
        let name = String(String.UnicodeScalarView(scalars[factStart..<position]))
        guard !name.isEmpty else {
            let found = position < scalars.count ? describe(scalars[position]) : "nothing"
            throw fail(
                "expected a fact after \":\" such as \"touchUpInside\" or \"scrolled\", found \(found)", at: position)
        }
        guard var predicate = predicate(named: name) else {
            throw fail(
                "unknown fact \"\(name)\"\(Suggestion.clause(for: name, among: factNames)); facts are \(factNames.joined(separator: ", "))",
                at: factStart)
        }
        if position < scalars.count, scalars[position] == "<" {
            guard case .highlighted = predicate else {
                throw fail("a time limit such as \"<100ms\" applies only to \"highlight\"", at: position)
            }
            position += 1
            predicate = .highlighted(within: try limit(scalars, &position, fail: fail))
        }
        guard position == scalars.count else {
            throw fail("unexpected \(describe(scalars[position])) after the fact \"\(name)\"", at: position)
        }
        return Expectation(subject: subject, predicate: predicate, negated: negated, source: source)
    }

    /// `100ms` after `<`: a positive number of milliseconds.
    private static func limit(
        _ scalars: [Unicode.Scalar], _ position: inout Int, fail: (String, Int) -> Diagnostic
    ) throws(Diagnostic) -> Duration {
        let start = position
        while position < scalars.count, isDigit(scalars[position]) || scalars[position] == "." { position += 1 }
        let digits = String(String.UnicodeScalarView(scalars[start..<position]))
        guard let value = Double(digits), digits.first != ".", value > 0, value <= 1e9 else {
            throw fail("expected a time limit of more than 0 ms after \"<\", such as \"<100ms\"", start)
        }
        guard scalars.count - position >= 2, scalars[position] == "m", scalars[position + 1] == "s" else {
            throw fail("expected the unit \"ms\" after \(digits), such as \"<\(digits)ms\"", position)
        }
        position += 2
        return .milliseconds(value)
    }

    private static func predicate(named name: String) -> Expectation.Predicate? {
        switch name {
        case "highlight": return .highlighted(within: nil)
        case "scrolled": return .scrolled
        case "recognized": return .recognized
        case "selected": return .selected
        case "dismissed": return .dismissed
        case "refreshed": return .refreshed
        case "firstResponder": return .firstResponder
        case "resignedFirstResponder": return .resignedFirstResponder
        case "menuShown": return .menuShown
        case "zoomed": return .zoomed
        case "swipeOpened": return .swipeOpened
        default:
            if let event = ControlEvent(rawValue: name) { return .sent(event) }
            if let state = gestureStates.first(where: { $0.rawValue == name }) { return .reported(state) }
            if let method = TouchMethod.allCases.first(where: { $0.methodName == name }) {
                return .received(method)
            }
            return nil
        }
    }

    private static func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
    private static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
    private static func isIdScalar(_ s: Unicode.Scalar) -> Bool {
        isLetter(s) || isDigit(s) || s == "_" || s == "-" || s == "."
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.generalCategory == .control || scalar == " "
            ? "character U+\(String(scalar.value, radix: 16, uppercase: true))" : "\"\(scalar)\""
    }
}
