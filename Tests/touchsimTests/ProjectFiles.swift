import Foundation

/// The project's text files whose name ends in one of `extensions`, with their paths from the
/// repository's root, sorted: every folder is walked (a new one is covered without a change
/// here) except hidden ones and the build's; `.ci/run` is the one hidden file included.
func projectTexts(extensions: [String]) throws -> [(file: String, text: String)] {
    let root = Touchsim.repositoryRoot
    guard
        let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return [] }
    var found: [(file: String, text: String)] = []
    for case let url as URL in walker {
        let file = String(url.path.dropFirst(root.path.count + 1))
        if file == ".build" || file.hasPrefix(".build/") {
            walker.skipDescendants()
        } else if extensions.contains(url.pathExtension) || ["Makefile"].contains(file) {
            found.append((file, try String(contentsOf: url, encoding: .utf8)))
        }
    }
    let ci = root.appendingPathComponent(".ci/run")
    if FileManager.default.fileExists(atPath: ci.path) {
        found.append((".ci/run", try String(contentsOf: ci, encoding: .utf8)))
    }
    return found.sorted { $0.file < $1.file }
}
