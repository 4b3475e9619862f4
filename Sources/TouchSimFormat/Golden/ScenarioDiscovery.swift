import Foundation
import TouchSimReader

/// Finds the cases of a golden run under the paths given to `touchsim test`.
///
/// A scenario is a `*.json` file, except a shared tree file (`*.tree.json`) and anything under
/// a directory named `trees`. Hidden entries (`.git`, an interrupted update's temp file) are
/// skipped. Symbolic links to files are followed, to directories not, so a cycle cannot trap
/// the walk.
public enum ScenarioDiscovery {
    /// Every case under `paths` (directories are walked recursively, files taken as they are),
    /// without duplicates, in report order.
    /// A path that cannot be searched is a diagnostic of that path, as every command reports a
    /// file it cannot read (docs/format.md §4.6).
    public static func cases(in paths: [String]) throws(Diagnostic) -> [GoldenCase] {
        var found: [GoldenCase] = []
        for path in paths {
            guard let isDirectory = directoryStatus(path) else {
                throw .unreadable(path, reason: "No such file or directory")
            }
            if isDirectory {
                walk(path, into: &found)
            } else if isScenario(name: (path as NSString).lastPathComponent) {
                found.append(.scenario(path))
            } else {
                throw Diagnostic(
                    file: path, line: 0, column: 0, path: "",
                    message: "not a scenario (a *.json file other than *.tree.json) nor a directory")
            }
        }
        // Overlapping paths find a case twice.
        return GoldenCase.sortedUnique(found)
    }

    /// Whether a file of this name is a scenario.
    static func isScenario(name: String) -> Bool {
        name.hasSuffix(GoldenCase.scenarioSuffix) && !name.hasSuffix(".tree.json")
    }

    private static func walk(_ directory: String, into found: inout [GoldenCase]) {
        let entries = DirectoryListing.entries(of: directory)
        let scenarios = Set(entries.lazy.filter { !$0.isDirectory && isScenario(name: $0.name) }.map(\.name))
        for entry in entries where !entry.name.hasPrefix(".") {
            let name = entry.name
            let path = DirectoryListing.join(directory, name)
            if entry.isDirectory {
                if name != "trees" { walk(path, into: &found) }
            } else if scenarios.contains(name) {
                found.append(.scenario(path))
            } else if name.hasSuffix(GoldenCase.expectedSuffix),
                !scenarios.contains(name.dropLast(GoldenCase.expectedSuffix.count) + GoldenCase.scenarioSuffix)
            {
                found.append(.stale(expected: path))
            }
        }
    }

    /// Whether `path` is a directory (following links); nil when nothing is there.
    private static func directoryStatus(_ path: String) -> Bool? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
    }
}
