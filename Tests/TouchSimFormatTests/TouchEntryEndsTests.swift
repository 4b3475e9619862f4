import Testing
import TouchSimCore
import _TouchSimStorage

@testable import TouchSimFormat
@testable import TouchSimOutput

/// `TouchEntryEnds`, the ends of a jsonl summary's touch entries (docs/format.md §3).
struct TouchEntryEndsTests {
    @Test("An entry ends with its hit view's id, escaped, and its last method, or null for each")
    func ends() {
        let memory = MemoryPool()
        defer { withExtendedLifetime(memory) {} }
        let lastMethod = EncodedWords<TouchMethod>(before: ",\"last\":", after: "}", quoted: true, in: memory)
        var ends = TouchEntryEnds(viewIds: ["buy", "say \"hi\""], lastMethod: lastMethod)
        func end(_ view: Int?, _ last: TouchMethod?) -> String {
            var text = ""
            ends.withEnd(view: view, last: last) { text = String(decoding: $0, as: UTF8.self) }
            return text
        }
        #expect(end(0, .ended) == #","view":"buy","last":"ended"}"#)
        #expect(end(1, .cancelled) == #","view":"say \"hi\"","last":"cancelled"}"#)
        #expect(end(nil, nil) == #","view":null,"last":null}"#)
        #expect(end(0, nil) == #","view":"buy","last":null}"#)
        // Encoded once, copied after: the same bytes again.
        #expect(end(0, .ended) == #","view":"buy","last":"ended"}"#)
        #expect(end(1, .began) == #","view":"say \"hi\"","last":"began"}"#)
    }

    @Test("Views met in any order keep their own ends, each view's lasts apart, in a tree of many views")
    func viewsInAnyOrder() {
        let memory = MemoryPool()
        defer { withExtendedLifetime(memory) {} }
        let lastMethod = EncodedWords<TouchMethod>(before: ",\"last\":", after: "}", quoted: true, in: memory)
        let ids = (0..<1000).map { "v\($0)" }
        var ends = TouchEntryEnds(viewIds: ids, lastMethod: lastMethod)
        func end(_ view: Int?, _ last: TouchMethod?) -> String {
            var text = ""
            ends.withEnd(view: view, last: last) { text = String(decoding: $0, as: UTF8.self) }
            return text
        }
        let asked: [(Int?, TouchMethod?)] = [
            (999, .ended), (3, .moved), (nil, .cancelled), (999, nil), (3, .ended), (0, .began), (999, .ended),
        ]
        for (view, last) in asked {
            let name = view.map { "\"v\($0)\"" } ?? "null"
            let method = last.map { "\"\($0.rawValue)\"" } ?? "null"
            #expect(end(view, last) == ",\"view\":\(name),\"last\":\(method)}")
        }
    }
}
