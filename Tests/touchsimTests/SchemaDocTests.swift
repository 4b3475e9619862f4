import Foundation
import Testing
import TouchSimFormat

/// docs/format.md, and the text of each of its § sections by number.
private func formatPage() throws -> (text: String, sections: [String: String]) {
    let text = try String(
        contentsOf: Touchsim.repositoryRoot.appendingPathComponent("docs/format.md"), encoding: .utf8)
    var sections: [String: String] = [:]
    var current = ""
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if let heading = line.firstMatch(of: /^#{1,6} §(?<section>\d+(?:\.\d+)?)\b/) {
            current = String(heading.output.section)
        }
        sections[current, default: ""] += line + "\n"
    }
    return (text, sections)
}

/// The key tables of a page (a header with a `key` or `gesture` column) as `FormatKeyTable`
/// writes them: the header line, and each row's line after `format.md §N.N: `.
private func keyTables(in text: String) -> [(header: String, rows: [String])] {
    var tables: [(header: String, rows: [String])] = []
    var section = ""
    var header: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        if let heading = line.firstMatch(of: /^#{1,6} §(?<section>\d+(?:\.\d+)?)\b/) {
            section = String(heading.output.section)
        }
        guard line.hasPrefix("|") else {
            header = nil
            continue
        }
        guard let header else {
            header = line
            let columns = FormatKeyTable.cells(of: line)
            if columns.contains("key") || columns.contains("gesture") { tables.append((line, [])) }
            continue
        }
        let isKeyTable = tables.last?.header == header
        if isKeyTable, !line.allSatisfy({ "|- ".contains($0) }) {
            tables[tables.count - 1].rows.append("format.md §\(section): \(line)")
        }
    }
    return tables
}

/// Every `"key": {…description…}` of the `properties` of every object of a schema.
private func describedKeys(_ value: Any, into found: inout [(key: String, description: String?)]) {
    if let object = value as? [String: Any] {
        if let properties = object["properties"] as? [String: Any] {
            for (key, schema) in properties {
                guard let schema = schema as? [String: Any] else { continue }  // `false`: a key refused here
                found.append((key, schema["description"] as? String))
            }
        }
        // An `if` tests a key's value; it declares none.
        for key in object.keys.sorted() where key != "if" { describedKeys(object[key]!, into: &found) }
    } else if let array = value as? [Any] {
        for element in array { describedKeys(element, into: &found) }
    }
}

@Suite("touchsim schema's descriptions are docs/format.md's key tables, and every key of either is in the other")
struct SchemaDocTests {
    private static let schema = try! Touchsim.run(["schema"], in: Touchsim.repositoryRoot.path).stdout

    @Test("The key tables of docs/format.md §1–§2 are the schema's, row for row")
    func tablesMatchThePage() throws {
        let page = keyTables(in: try formatPage().text)
        let code = FormatKeyTable.all.map { ($0.header, $0.rows) }
        #expect(page.count == code.count, "docs/format.md has \(page.count) key tables, the schema \(code.count)")
        for (documented, written) in zip(page, code)
        where documented.header != written.0 || documented.rows != written.1 {
            let differs = zip(documented.rows, written.1).first { $0 != $1 }
            Issue.record(
                "a key table differs from docs/format.md; page: \(differs?.0 ?? documented.header), schema: \(differs?.1 ?? written.0). Copy the page's table into Sources/TouchSimFormat/Schema/FormatKeyTable+*.swift"
            )
        }
    }

    @Test("Every key of the schema is described: by a row of its section's table, or by a section whose text names it")
    func everySchemaKeyIsDocumented() throws {
        let sections = try formatPage().sections
        var keys: [(key: String, description: String?)] = []
        describedKeys(try JSONSerialization.jsonObject(with: Data(Self.schema.utf8)), into: &keys)
        #expect(keys.count > 200, "the walk found too few keys in the schema")
        let rowDescriptions = Set(
            FormatKeyTable.keyRows.flatMap { row in row.keys.map { "\($0)\n\(row.description)" } })
        for (key, description) in keys {
            guard let description, let place = description.firstMatch(of: #/ — docs/format\.md §(?<section>[0-9.]+)$/#)
            else {
                Issue.record("\"\(key)\" has no description ending with \" — docs/format.md §N.N\"")
                continue
            }
            let section = String(place.output.section)
            let isRow = rowDescriptions.contains("\(key)\n\(description)")
            let named = sections[section].map { $0.contains("`\(key)") || $0.contains("\"\(key)\"") } == true
            #expect(isRow || named, "\"\(key)\" is described from docs/format.md §\(section), which does not name it")
        }
    }

    @Test("Every key a table of docs/format.md documents is in the schema, with the description of one of its rows")
    func everyDocumentedKeyIsInTheSchema() throws {
        var keys: [(key: String, description: String?)] = []
        describedKeys(try JSONSerialization.jsonObject(with: Data(Self.schema.utf8)), into: &keys)
        let inSchema = Set(keys.map { "\($0.key)\n\($0.description ?? "")" })
        let rows = Dictionary(grouping: FormatKeyTable.keyRows.flatMap { row in row.keys.map { ($0, row) } }, by: \.0)
        for key in rows.keys.sorted() {
            let found = rows[key]!.contains { inSchema.contains("\(key)\n\($0.1.description)") }
            #expect(
                found,
                "docs/format.md documents \"\(key)\" (§\(rows[key]![0].1.section)), the schema has no key with that row's description"
            )
        }
    }

    @Test(
        "touchsim schema prints the same bytes every run, a JSON object ending with a newline; `schema extra` is a usage error"
    )
    func stableOutput() throws {
        let again = try Touchsim.run(["schema"], in: Touchsim.repositoryRoot.path)
        #expect(again.status == 0 && again.stdout == Self.schema && again.stderr.isEmpty)
        #expect(Self.schema.hasPrefix("{\n") && Self.schema.hasSuffix("}\n"))
        let object = try JSONSerialization.jsonObject(with: Data(Self.schema.utf8)) as? [String: Any]
        #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let extra = try Touchsim.run(["schema", "extra"], in: Touchsim.repositoryRoot.path)
        #expect(extra.status == 2 && extra.stderr.contains("unexpected argument 'extra'"))
    }
}
