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

    @Test("Every relative link in the project's Markdown files names a file that exists, and a heading of it")
    func linksResolve() throws {
        let root = Touchsim.repositoryRoot
        let markdown = try projectTexts(extensions: ["md"])
        let texts = Dictionary(uniqueKeysWithValues: markdown.map { ($0.file, $0.text) })
        // Each file's headings are read once, not once per link into it.
        var anchorsOf: [String: Set<String>] = [:]
        var checked = 0
        for (file, text) in markdown {
            let folder = URL(fileURLWithPath: file, relativeTo: root).deletingLastPathComponent()
            for match in text.matches(of: /\]\((?<target>[^)#\s]*)(?:#(?<anchor>[^)\s]+))?\)/) {
                let target = String(match.output.target)
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let resolved =
                    target.isEmpty
                    ? file
                    : String(
                        folder.appendingPathComponent(target).standardizedFileURL.path.dropFirst(
                            root.standardizedFileURL.path.count + 1))
                checked += 1
                guard FileManager.default.fileExists(atPath: root.appendingPathComponent(resolved).path) else {
                    Issue.record("\(file) links to \(target), which does not exist")
                    continue
                }
                guard let anchor = match.output.anchor, let targetText = texts[resolved] else { continue }
                if anchorsOf[resolved] == nil { anchorsOf[resolved] = anchors(in: targetText) }
                if anchorsOf[resolved]?.contains(String(anchor)) != true {
                    Issue.record("\(file) links to \(resolved)#\(anchor), but no heading there has that anchor")
                }
            }
        }
        #expect(checked > 30, "the docs lost their links")
    }
}
