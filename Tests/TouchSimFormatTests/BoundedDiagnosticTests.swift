import Testing

@testable import TouchSimFormat
@testable import TouchSimReader

/// Issue 13: a message quotes input cut to a readable length, escaped, and suggests only close
/// names, with bounded work (docs/format.md §4.9).
@Suite struct BoundedDiagnosticTests {
    private let window = #"{"id": "w", "frame": [0, 0, 390, 844]"#

    @Test(
        "A 1 MB unknown key is quoted by its first 40 characters and its length, in the path too (docs/format.md §4.9)")
    func longKeyIsCut() {
        let key = String(repeating: "k", count: 1_000_000)
        let head = String(repeating: "k", count: 40)
        #expect(
            failure("{\"\(key)\": 1}")
                == "<stdin>:1:2: error: \(head)…: unknown key \"\(head)…\" (1000000 characters); the closest known key is \"touchsim\""
        )
    }

    @Test(
        "Control characters, quotes and backslashes in a key are escaped, so a message stays one line (docs/format.md §4.9)"
    )
    func controlCharactersAreEscaped() {
        let text = scenario(tree: window + #", "a\nb\"\\\u0007": 1}"#)
        #expect(
            failure(text)
                == #"<stdin>:1:64: error: tree.a\nb\"\\\u{07}: unknown key "a\nb\"\\\u{07}"; the closest known key is "alpha""#
        )
    }

    @Test("A duplicate 1 MB id and an unknown 1 MB class are cut the same way (docs/format.md §4.9)")
    func longIdsAndClassesAreCut() throws {
        let id = String(repeating: "a", count: 1_000_000)
        let head = String(repeating: "a", count: 40)
        let twice = scenario(
            tree: window
                + #", "subviews": [{"id": "\#(id)", "frame": [0, 0, 1, 1]}, {"id": "\#(id)", "frame": [0, 0, 1, 1]}]}"#)
        let message = try #require(failure(twice))
        #expect(message.hasSuffix("duplicate id \"\(head)…\" (1000000 characters): already used by the view at 1:84"))
        let unknownClass = try #require(failure(scenario(tree: window + #", "class": "\#(id)"}"#)))
        #expect(unknownClass.contains("unknown class \"\(head)…\" (1000000 characters) (a custom class"))
    }

    @Test("A number of a million digits is refused at its path without quoting it (docs/format.md §4.9)")
    func longNumberIsNotQuoted() {
        let digits = "1" + String(repeating: "0", count: 999_999)
        #expect(
            failure(scenario(tree: window + #", "alpha": \#(digits)}"#))
                == "<stdin>:1:73: error: tree.alpha: expected a number from 0 to 1 within ±1e9, found a number beyond a double's range (±1.8e308)"
        )
    }

    @Test("A suggestion is made only for a close name: a third of its letters at most (docs/format.md §4.9)")
    func suggestionsAreClose() {
        #expect(Suggestion.closest(to: "contentsize", among: ["contentInset", "contentSize"]) == "contentSize")
        #expect(Suggestion.closest(to: "pahse", among: ["t", "touch", "phase"]) == "phase")
        #expect(Suggestion.closest(to: "bogus", among: TreeDecoder.viewKeys.map(\.key)) == nil)
        #expect(Suggestion.closest(to: "tripleTap", among: ["tap"]) == nil)
        #expect(Suggestion.closest(to: "", among: ["a", "bc"]) == "a")
    }

    @Test(
        "An unknown key names the closest known key, however far: 'did you mean' only when close (docs/format.md §1.4)")
    func unknownKeyNamesTheClosest() {
        let eventKeys = ["t", "touch", "phase", "x", "y"]
        #expect(Suggestion.keyClause(for: "pahse", among: eventKeys) == "; did you mean \"phase\"?")
        #expect(Suggestion.keyClause(for: "pressure", among: eventKeys) == "; the closest known key is \"phase\"")
        #expect(Suggestion.keyClause(for: "", among: ["ab", "c"]) == "; did you mean \"c\"?")
        let event = #"{"t": 0, "touch": 1, "phase": "down", "x": 5, "y": 5, "pressure": 1}"#
        #expect(
            failure(scenario(tree: window + "}", events: "[\(event)]"))
                == #"<stdin>:1:130: error: events[0].pressure: unknown key "pressure"; the closest known key is "phase""#
        )
    }

    @Test("The closest key to a 1 MB name is found from its first 48 letters, in bounded work (docs/format.md §4.9)")
    func nearestKeyWorkIsBounded() {
        var search = Suggestion()
        let name = String(repeating: "k", count: 1_000_000)
        #expect(search.nearest(to: name, among: ["touchsim", "kkkk"]) == "kkkk")
        #expect(search.cells <= 48 * (8 + 4))
    }

    @Test("A name too long to be a misspelling is compared with nothing, however many candidates (docs/format.md §4.9)")
    func longNamesCostNothing() {
        var search = Suggestion()
        let candidates = (0..<100_000).map { "view\($0)" }
        #expect(search.closest(to: String(repeating: "v", count: 1_000_000), among: candidates) == nil)
        #expect(search.cells == 0)
    }

    @Test(
        "The cells computed per candidate are bounded by the band, not by the product of the lengths (docs/format.md §4.9)"
    )
    func suggestionWorkIsBanded() {
        // 48 letters against 48: a full table has 2,304 cells, the band of ±16 edits at most
        // 48 × 33 = 1,584. Each candidate agrees with the name on 31 letters, so no row exceeds
        // the allowed edits before the end, and none is close enough to narrow the search.
        let name = String(repeating: "a", count: 48)
        func cells(_ count: Int) -> Int {
            var search = Suggestion()
            let candidates = (0..<count).map {
                String(repeating: "a", count: 31) + String(repeating: "b", count: 9) + String($0 + 10_000_000)
            }
            #expect(search.closest(to: name, among: candidates) == nil)
            return search.cells
        }
        let small = cells(200)
        #expect(small > 200 * 48 * 20)
        #expect(small <= 200 * 48 * 33)
        // Twice the candidates, twice the work: linear in the number of candidates.
        #expect(cells(400) == 2 * small)
    }
}
