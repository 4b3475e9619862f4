import Testing
import TouchSimCore

@testable import TouchSimFormat
@testable import TouchSimReader

/// Issue 13: the reader's former quadratic paths, each pinned by an input so large that a
/// quadratic reader would not finish within the suite's run, and the limits of
/// docs/format.md §4.9 that keep the rest linear.
@Suite struct LinearReaderTests {
    private let window = #"{"id": "w", "frame": [0, 0, 390, 844]"#

    private func views(_ count: Int, _ body: (Int) -> String) -> String {
        (0..<count).map(body).joined(separator: ", ")
    }

    @Test("100,000 keys in one view are read once each; the unknown one after them is named (docs/format.md §4.9)")
    func manyKeysInOneObject() {
        // Comparing each key with the ones before it would take 5·10⁹ string comparisons.
        let keys = views(100_000) { #""x-\#($0)": 0"# }
        let message = failure(scenario(tree: #"{"id": "w", "frame": [0, 0, 1, 1], \#(keys), "bogus": 1}"#))
        #expect(message?.contains(#"error: tree.bogus: unknown key "bogus"; the closest known key is "#) == true)
        let duplicate = failure(scenario(tree: #"{"id": "w", "frame": [0, 0, 1, 1], \#(keys), "x-7": 1}"#))
        #expect(duplicate?.hasSuffix(#"error: duplicate key "x-7" (first at 1:130)"#) == true)
    }

    @Test("An ignored key written twice is an error although ignored keys are not kept (docs/format.md §1)")
    func duplicateIgnoredKey() {
        #expect(
            failure(scenario(tree: #"{"id": "w", "comment": "a", "frame": [0, 0, 1, 1], "comment": "b"}"#))
                == #"<stdin>:1:76: error: duplicate key "comment" (first at 1:37)"#)
        #expect(
            failure(scenario(tree: #"{"x-a": 1, "x-a": 2, "id": "w", "frame": [0, 0, 1, 1]}"#))
                == #"<stdin>:1:36: error: duplicate key "x-a" (first at 1:26)"#)
    }

    @Test("A key's place beyond 32 bits of lines or columns is kept whole for a duplicate's message")
    func farKeyPlaces() {
        var seen = SeenKeys()
        let near = SourceLocation(file: "f", line: 2, column: 3)
        let far = SourceLocation(file: "f", line: 1 << 33, column: 5)
        #expect(throws: Never.self) { try seen.note("a", at: near) }
        #expect(throws: Never.self) { try seen.note("b", at: far) }
        #expect(throws: SeenKeys.duplicate("a", at: far, earlier: near, path: "")) { try seen.note("a", at: far) }
        #expect(throws: SeenKeys.duplicate("b", at: near, earlier: far, path: "")) { try seen.note("b", at: near) }
        #expect(SeenKeys.duplicate("b", at: near, earlier: far, path: "").message.contains("8589934592:5"))
    }

    @Test(
        "20,000 custom classes are each looked up by name, not by a scan of those declared before (docs/format.md §2.2)"
    )
    func manyCustomClasses() throws {
        // A scan per declaration would compare 2·10⁸ class names, minutes in a debug build.
        let subviews = views(20_000) {
            #"{"id": "v\#($0)", "class": "C\#($0)", "superclass": "UIButton", "frame": [0, 0, 1, 1]}"#
        }
        let root = try load(scenario(tree: window + #", "subviews": [\#(subviews)]}"#)).scene.root
        #expect(root.subviews.count == 20_000)
        #expect(root.subviews[19_999].control != nil)
    }

    @Test(
        "A chain of 100 custom classes is accepted and a 101st is an error, so isKindOfClass stays short (docs/format.md §4.9)"
    )
    func classChainIsBounded() throws {
        func chain(_ depth: Int) -> String {
            let subviews = views(depth) { index in
                let superclass = index == 0 ? "UIScrollView" : "C\(index - 1)"
                return
                    #"{"id": "v\#(index)", "class": "C\#(index)", "superclass": "\#(superclass)", "frame": [0, 0, 1, 1]}"#
            }
            return scenario(tree: window + #", "subviews": [\#(subviews)]}"#)
        }
        let root = try load(chain(100)).scene.root
        #expect(root.subviews[99].scroll != nil)
        let message = try #require(failure(chain(101)))
        #expect(
            message.hasSuffix(
                #"view "v100": superclass: custom class "C100" would have 101 custom classes in its superclass chain, itself included; at most 100 may (tree.subviews[100].superclass)"#
            ))
    }

    @Test(
        "An overridden method takes 100 rules; a 101st is an error at it, so each answer stays short (docs/format.md §4.9)"
    )
    func ruleListIsBounded() throws {
        func scrollView(rules count: Int) -> String {
            let rules = views(count) { _ in #"{"kindOf": "UISlider", "return": false}"# }
            return scenario(
                tree: window
                    + #", "subviews": [{"id": "s", "class": "UIScrollView", "frame": [0, 0, 10, 10], "touchesShouldBegin": [\#(rules)]}]}"#
            )
        }
        let scroll = try #require(try load(scrollView(rules: 100)).scene.root.subviews[0].scroll)
        #expect(
            scroll.touchesShouldBegin
                == .rules(Array(repeating: OverrideRule(matcher: .kindOf("UISlider"), answer: .no), count: 100)))
        #expect(
            failure(scrollView(rules: 101))?.hasSuffix(
                "error: view \"s\": touchesShouldBegin[100]: a list of 101 rules; at most 100 are accepted (tree.subviews[0].touchesShouldBegin[100])"
            )
                == true)
    }

    @Test("A string of 1 MiB is read, one byte more is an error at its opening quote (docs/format.md §4.9)")
    func stringLengthIsBounded() throws {
        let limit = JSONLexer.maximumStringBytes
        let name = String(repeating: "n", count: limit)
        let text = #"{"touchsim": 1, "name": "\#(name)", "tree": \#(window)}, "events": []}"#
        #expect(try load(text).scene.name?.utf8.count == limit)
        #expect(
            failure(#"{"name": "\#(name)n"}"#)
                == "<stdin>:1:10: error: a string of \(limit + 1) bytes; at most \(limit) (1 MiB) are accepted")
    }

    @Test("A string of 100,000 escapes, surrogate pairs included, decodes in one pass (RFC 8259 §7)")
    func manyEscapes() throws {
        let escaped = String(repeating: #"\uD83D\uDE00\n\\"#, count: 100_000)
        let text = #"{"touchsim": 1, "name": "\#(escaped)", "tree": \#(window)}, "events": []}"#
        let name = try #require(try load(text).scene.name)
        #expect(name.unicodeScalars.count == 300_000)
    }
}
