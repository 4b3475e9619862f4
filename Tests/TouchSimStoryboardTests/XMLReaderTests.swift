import Testing
import TouchSimStoryboard

/// Every event of `text`, or the error that stops the reader.
private func events(_ text: String) -> Result<[XMLEvent], XMLError> {
    var reader = XMLReader(Array(text.utf8))
    var events: [XMLEvent] = []
    do throws(XMLError) {
        while let event = try reader.next() { events.append(event) }
        return .success(events)
    } catch {
        return .failure(error)
    }
}

/// The error reading `text`, as `LINE:COLUMN: message`.
private func error(_ text: String) -> String? {
    guard case .failure(let error) = events(text) else { return nil }
    return "\(error.position.line):\(error.position.column): \(error.message)"
}

@Suite("The XML reader of the storyboard importer (docs/format.md §4.15)")
struct XMLReaderTests {
    @Test("Elements, attributes, entities, character references, comments and CDATA come out in order")
    func wellFormed() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document>
            <!--Feed-->
            <a x="1 &lt; 2" y='&quot;&#65;&#x42;&apos;'><b/>t&amp;u<![CDATA[<raw>]]><!-- c --></a>
            """
        let result = try events(text).get()
        #expect(
            result == [
                .comment("Feed"),
                .start(
                    name: "a", attributes: [XMLAttribute("x", "1 < 2"), XMLAttribute("y", "\"AB'")], isEmpty: false),
                .start(name: "b", attributes: [], isEmpty: true), .text("t&u"), .text("<raw>"), .comment(" c "),
                .end(name: "a"),
            ])
    }

    @Test(
        "Malformed XML is an error at its line and column, never a trap",
        arguments: [
            ("<a><b></a>", "1:7: </a> where </b> was expected"),
            ("<a>\n  <b x=\"1\" x=\"2\"/></a>", "2:12: the attribute x appears twice in <b>"),
            ("<a x=\"1\"", "1:9: the document ends inside the tag <a"),
            ("<a>&nbsp;</a>", "1:4: unknown entity &nbsp; (only &lt; &gt; &amp; &quot; &apos; and &#…; are defined)"),
            ("<a>&#0;</a>", "1:4: unknown entity &#0; (only &lt; &gt; &amp; &quot; &apos; and &#…; are defined)"),
            ("<a>\n<!-- x -- y --></a>", "2:8: \"--\" inside a comment"),
            ("<a></a><b/>", "1:8: a second root element"),
            ("hello", "1:1: text outside the root element"),
            ("", "1:1: no root element; expected an XML document"),
            ("<a>\n<b>", "2:4: the document ends inside <b>; expected </b>"),
            ("<a x=1/>", "1:6: expected a quoted value for the attribute x"),
            ("<a><![CDATA[x</a>", "1:4: a CDATA section that never ends; expected \"]]>\""),
            ("<!DOCTYPE a [<!ENTITY e \"x\">]><a/>", "1:13: a DOCTYPE with an internal subset is not read"),
            ("<é x=\"é\">\n  <1/></é>", "2:4: expected an element name after \"<\""),
        ])
    func malformed(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    @Test("Columns count Unicode scalars, not bytes")
    func columns() {
        #expect(error("<a t=\"éé\" t=\"x\"/>") == "1:11: the attribute t appears twice in <a>")
    }

    @Test("Nesting deeper than the limit is an error, not a stack overflow")
    func depth() {
        let deep = String(repeating: "<a>", count: XMLReader.maximumDepth + 1)
        #expect(error(deep)?.hasSuffix("elements nested deeper than \(XMLReader.maximumDepth) levels") == true)
    }

    @Test("Every prefix of a golden storyboard either reads or is an error; none traps")
    func prefixes() throws {
        let text = Array(try repositoryFile("traces/import/storyboards/compose-container.storyboard").utf8)
        var errors = 0
        for end in stride(from: 0, through: text.count, by: 37) {
            var reader = XMLReader(Array(text[..<end]))
            do throws(XMLError) {
                while try reader.next() != nil {}
            } catch {
                errors += 1
            }
        }
        // Only the whole document is well-formed.
        #expect(errors == text.count / 37 + (text.count % 37 == 0 ? 0 : 1))
    }
}
