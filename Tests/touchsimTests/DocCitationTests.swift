import Foundation
import Testing

/// A `§N` or `§N.N` cited somewhere, and the document it refers to.
private struct Citation: Hashable {
    /// `model.md` or `format.md`.
    var document: String
    /// `5.2`, `3`.
    var section: String
    /// Where it is cited, `FILE:LINE`.
    var place: String
}

/// Finds the § citations of a text. A § refers to the last of `model.md` or `format.md` named
/// before it on the same line (so "docs/model.md §5.2, §7.4" cites two rules of model.md), and
/// otherwise to `defaultDocument`: model.md for code, tests and traces, the document itself for
/// the docs. A § right after "RFC NNNN" belongs to the RFC.
private func citations(in text: String, file: String, defaultDocument: String) -> [Citation] {
    let pattern = /(?<doc>model\.md|format\.md)|(?<rfc>RFC \d+ )?§ ?(?<section>\d+(?:\.\d+)?)/
    var found: [Citation] = []
    // Most lines cite nothing: a look for A7, the last byte of the § sign in UTF-8, spares them
    // the pattern.
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.utf8.contains(0xA7) {
        var document = defaultDocument
        for match in line.matches(of: pattern) {
            if let doc = match.output.doc {
                document = String(doc)
            } else if match.output.rfc == nil, let section = match.output.section {
                found.append(Citation(document: document, section: String(section), place: "\(file):\(index + 1)"))
            }
        }
    }
    return found
}

/// The § numbers that have a heading in a document: `## §5 …`, `### §5.2 …`.
func headings(in text: String) -> Set<String> {
    Set(
        text.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /^#{1,6} §(?<section>\d+(?:\.\d+)?)\b/).map { String($0.output.section) }
        })
}

/// Whether `file` is docs/format.md or one of the pages of its §4 under docs/cli/.
private func isFormatPage(_ file: String) -> Bool {
    file == "docs/format.md" || (file.hasPrefix("docs/cli/") && file.hasSuffix(".md"))
}

/// The § headings of docs/format.md and of each page of docs/cli/, by file: together they are
/// format.md's sections.
private func formatSections() throws -> [(file: String, sections: Set<String>)] {
    try projectTexts(extensions: ["md"]).filter { isFormatPage($0.file) }.map { ($0.file, headings(in: $0.text)) }
}

@Suite("The project cites its own docs: every cited § has a heading, nothing points outside the project")
struct DocCitationTests {
    @Test(
        "A § is read as a rule of the document last named on its line, else of docs/model.md; RFC sections are skipped")
    func attribution() {
        let text = """
            /// docs/model.md §5.2 (the delay), §7.4; see docs/format.md §3 and §2.
            /// a bare §9.1, and RFC 8259 §7
            """
        let found = citations(in: text, file: "x.swift", defaultDocument: "model.md").map {
            "\($0.document) §\($0.section) \($0.place)"
        }
        #expect(
            found == [
                "model.md §5.2 x.swift:1", "model.md §7.4 x.swift:1", "format.md §3 x.swift:1",
                "format.md §2 x.swift:1", "model.md §9.1 x.swift:2",
            ])
    }

    @Test("Headings are read from the § that starts them, at any level")
    func headingNumbers() {
        let text = "# Title\n## §1 Hit-testing\n### §1.1 hitTest\nnot a heading §2.2\n### §9.3 Later"
        #expect(headings(in: text) == ["1", "1.1", "9.3"])
    }

    @Test("Every model.md and format.md § cited anywhere in the project exists as a heading")
    func citedSectionsExist() throws {
        let docs = Touchsim.repositoryRoot.appendingPathComponent("docs")
        let model = try String(contentsOf: docs.appendingPathComponent("model.md"), encoding: .utf8)
        let format = try formatSections().reduce(into: Set<String>()) { $0.formUnion($1.sections) }
        let known = ["model.md": headings(in: model), "format.md": format]
        #expect(known["model.md"]!.contains("9.3"), "docs/model.md lost its rule headings")
        #expect(
            known["format.md"]!.isSuperset(of: ["1", "4", "4.2", "4.14"]), "docs/format.md lost its section headings")

        // A § in docs/format.md or a page of its §4 is format.md's unless another document is
        // named; elsewhere, model.md's.
        let cited = try projectTexts(extensions: ["swift", "json", "md", "py"]).flatMap { file, text in
            citations(in: text, file: file, defaultDocument: isFormatPage(file) ? "format.md" : "model.md")
        }
        #expect(cited.count > 500, "the scan found too few citations to be looking at the project")

        let missing = cited.filter { !known[$0.document]!.contains($0.section) }
        for citation in missing.prefix(20) {
            Issue.record(
                "\(citation.place) cites docs/\(citation.document) §\(citation.section), which has no heading '§\(citation.section) …' there; add the section or fix the citation"
            )
        }
    }

    @Test("Each § of format.md has its heading in one place: format.md itself or one page of docs/cli/")
    func formatSectionsAreUnique() throws {
        let pages = try formatSections()
        #expect(pages.count > 10, "docs/cli/ lost its pages")
        var placeOf: [String: String] = [:]
        for (file, sections) in pages {
            for section in sections.sorted() {
                if let other = placeOf[section] {
                    Issue.record("§\(section) has a heading in both \(other) and \(file)")
                }
                placeOf[section] = file
            }
        }
        #expect(placeOf["4"] == "docs/format.md", "docs/format.md lost its §4 pointer to docs/cli/")
        #expect(placeOf["4.2"] == "docs/cli/replay.md")
    }

    @Test(
        "No file of the project refers to the spec files outside it: docs/model.md and docs/format.md take their place")
    func noOutsideReferences() throws {
        // Split so that this file does not find itself.
        let needles = ["../" + "shared", "/work/" + "shared", "behavior" + ".md", "spec/" + "format.md"]
        let files = try projectTexts(extensions: ["swift", "json", "expected", "md", "py"])
        #expect(files.count > 100, "the scan found too few files to be looking at the project")
        for (file, text) in files {
            for needle in needles where text.contains(needle) {
                Issue.record("\(file) refers to \"\(needle)\", which a clone of the project does not have")
            }
        }
    }
}
