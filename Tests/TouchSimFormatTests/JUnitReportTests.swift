import Foundation
import Testing

@testable import TouchSimFormat
@testable import TouchSimReader

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Collects what the tests check from a parsed JUnit document.
private final class JUnitReader: NSObject, XMLParserDelegate {
    var attributes: [String: [[String: String]]] = [:]
    var text = ""

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String]
    ) {
        self.attributes[element, default: []].append(attributes)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
}

@Suite("JUnit XML is well-formed whatever the paths and diffs hold")
struct JUnitReportTests {
    @Test("One testcase per case; failures and errors carry headline and detail; it parses back")
    func parsesBack() throws {
        let nasty = "<&>\"'\u{1}]]>"
        let report = GoldenReport(results: [
            GoldenResult(case: .scenario("traces/tap/ok.json"), outcome: .passed),
            GoldenResult(case: .scenario("traces/\(nasty).json"), outcome: .mismatch(diff: "-\(nasty)\n+b\n")),
            GoldenResult(case: .scenario("x.json"), outcome: .invalid(diagnostic: "x.json:1:1: error: \(nasty)")),
            GoldenResult(case: .stale(expected: "traces/old.expected"), outcome: .stale),
        ])
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(report.junitXML.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(String(describing: parser.parserError))")

        let cases = reader.attributes["testcase"] ?? []
        #expect(cases.map { $0["classname"] ?? "" } == ["traces/tap", "traces", ".", "traces"])
        #expect(cases.map { $0["name"] ?? "" } == ["ok.json", "<&>\"'\u{FFFD}]]>.json", "x.json", "old.expected"])
        #expect(reader.attributes["testsuite"]?.first?["tests"] == "4")
        #expect(reader.attributes["testsuite"]?.first?["failures"] == "2")
        #expect(reader.attributes["testsuite"]?.first?["errors"] == "1")
        #expect(
            reader.attributes["failure"]?.first?["message"]
                == "output differs from traces/\(nasty.replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")).expected")
        #expect(reader.attributes["error"]?.first?["message"] == "invalid scenario")
        #expect(reader.text.contains("-<&>\"'\u{FFFD}]]>\n+b\n"))
    }
}
