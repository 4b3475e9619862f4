import Testing
import TouchSimCore
import TouchSimFix
import TouchSimFormat
import TouchSimReader

/// The expectation language of `touchsim fix` (docs/format.md §4.12).
@Suite("Expectation language")
struct ExpectationParserTests {
    private func parse(_ text: String) throws -> TouchSimFix.Expectation {
        try ExpectationParser.parse(SourceText(text: text, file: "--want"))
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try ExpectationParser.parse(SourceText(text: text, file: "--want"))
            return nil
        } catch {
            return error.rendered
        }
    }

    @Test("Each form reads into its subject, predicate and negation")
    func forms() throws {
        let cases: [(String, String, TouchSimFix.Expectation.Predicate, Bool)] = [
            ("buy:touchUpInside", "buy", .sent(.touchUpInside), false),
            ("buy:highlight<100ms", "buy", .highlighted(within: .milliseconds(100)), false),
            ("buy:highlight<0.5ms", "buy", .highlighted(within: .milliseconds(0.5)), false),
            ("buy:!highlight", "buy", .highlighted(within: nil), true),
            ("feed:scrolled", "feed", .scrolled, false),
            ("feed:!scrolled", "feed", .scrolled, true),
            ("dismiss:recognized", "dismiss", .recognized, false),
            ("pan:began", "pan", .reported(.began), false),
            ("tap:failed", "tap", .reported(.failed), false),
            ("cell3:selected", "cell3", .selected, false),
            ("!buy:touchCancel", "buy", .sent(.touchCancel), true),
            ("table.wrapper:scrolled", "table.wrapper", .scrolled, false),
            ("card-1:touchesCancelled", "card-1", .received(.cancelled), false),
        ]
        for (text, subject, predicate, negated) in cases {
            let expectation = try parse(text)
            #expect(expectation.subject == subject, "\(text)")
            #expect(expectation.predicate == predicate, "\(text)")
            #expect(expectation.negated == negated, "\(text)")
        }
    }

    @Test("Every malformed expectation names its column and what was expected there")
    func errors() {
        let cases: [(String, String)] = [
            ("", "--want:1:1: error: expected an expectation ID:FACT such as \"buy:touchUpInside\", found nothing"),
            (
                "buy",
                "--want:1:4: error: expected an expectation ID:FACT such as \"buy:touchUpInside\", found no \":\" after the id"
            ),
            (":scrolled", "--want:1:1: error: expected a view or recognizer id before \":\""),
            (
                "b uy:scrolled",
                "--want:1:2: error: unexpected character U+20 in the id; ids are letters, digits, \"_\", \"-\" and \".\""
            ),
            (
                "buy:",
                "--want:1:5: error: expected a fact after \":\" such as \"touchUpInside\" or \"scrolled\", found nothing"
            ),
            (
                "buy:<100ms",
                "--want:1:5: error: expected a fact after \":\" such as \"touchUpInside\" or \"scrolled\", found \"<\""
            ),
            ("!buy:!touchCancel", "--want:1:6: error: negated twice; write \"!buy:FACT\" or \"buy:!FACT\", not both"),
            (
                "feed:scrolled<100ms",
                "--want:1:14: error: a time limit such as \"<100ms\" applies only to \"highlight\""
            ),
            (
                "buy:highlight<ms",
                "--want:1:15: error: expected a time limit of more than 0 ms after \"<\", such as \"<100ms\""
            ),
            (
                "buy:highlight<0ms",
                "--want:1:15: error: expected a time limit of more than 0 ms after \"<\", such as \"<100ms\""
            ),
            ("buy:highlight<100", "--want:1:18: error: expected the unit \"ms\" after 100, such as \"<100ms\""),
            ("buy:highlight<1s", "--want:1:16: error: expected the unit \"ms\" after 1, such as \"<1ms\""),
            ("buy:touchUpInside!", "--want:1:18: error: unexpected \"!\" after the fact \"touchUpInside\""),
        ]
        for (text, expected) in cases { #expect(error(text) == expected, "\(text)") }
    }

    @Test("An unknown fact suggests the closest one and lists them all")
    func unknownFact() {
        let message = error("buy:touchUpInsde") ?? ""
        #expect(
            message.hasPrefix(
                "--want:1:5: error: unknown fact \"touchUpInsde\"; did you mean \"touchUpInside\"?; facts are touchDown, "
            ))
        #expect(
            message.hasSuffix(
                ", touchesCancelled, selected, dismissed, refreshed, firstResponder, resignedFirstResponder, menuShown,"
                    + " swipeOpened, zoomed"))
    }

    @Test("A want in a scenario file is positioned inside its JSON string, with its path")
    func positionedInFile() {
        let source = SourceText(text: "buy:scroled", file: "a.json", line: 4, column: 13, path: "want[1]")
        do {
            _ = try ExpectationParser.parse(source)
            Issue.record("parsed")
        } catch {
            #expect(
                error.rendered.hasPrefix(
                    "a.json:4:17: error: want[1]: unknown fact \"scroled\"; did you mean \"scrolled\"?"))
        }
    }
}
