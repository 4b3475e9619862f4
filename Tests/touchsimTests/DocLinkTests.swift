import Foundation
import Testing

/// GitHub's anchor for a heading: lower case, punctuation other than `-` and `_` dropped,
/// spaces turned into `-`.
private func anchor(_ heading: Substring) -> String {
    String(
        heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            let keep =
                ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
                || (scalar.properties.isAlphabetic && !scalar.isASCII)
            return keep ? Character(scalar) : nil
        })
}

/// The anchors of a Markdown text's headings.
private func anchors(in text: String) -> Set<String> {
    Set(text.split(separator: "\n").compactMap { $0.firstMatch(of: /^#{1,6} (?<title>.+)$/) }.map { anchor($0.title) })
}

@Suite("Links into the docs land on a heading")
struct DocLinkTests {
    @Test("A heading's anchor is GitHub's: lower case, no punctuation, spaces as hyphens")
    func anchorsAreGitHubs() {
        #expect(anchor("§4.4 `--set`: what-if runs") == "44---set-what-if-runs")
        #expect(anchor("§8 UITableView's private scroll views") == "8-uitableviews-private-scroll-views")
    }

    @Test("Every link to a #anchor in README.md, docs/format.md and docs/model.md names a heading of its target")
    func linksResolve() throws {
        let files = ["README.md", "docs/format.md", "docs/model.md"]
        var texts: [String: String] = [:]
        for file in files {
            texts[file] = try String(contentsOf: Touchsim.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
        }
        var checked = 0
        for file in files {
            let folder = file.contains("/") ? "docs/" : ""
            for match in texts[file]!.matches(of: /\]\((?<target>[^)#\s]*)#(?<anchor>[^)\s]+)\)/) {
                let target = match.output.target.isEmpty ? file : folder + match.output.target
                guard let text = texts[target] else {
                    Issue.record("\(file) links to \(target), which this test does not read")
                    continue
                }
                checked += 1
                if !anchors(in: text).contains(String(match.output.anchor)) {
                    Issue.record(
                        "\(file) links to \(target)#\(match.output.anchor), but no heading there has that anchor")
                }
            }
        }
        #expect(checked > 20, "the docs lost their links")
    }
}
