import Foundation

/// Finds the cases of a golden run under the paths given to `touchsim test`.
///
/// A scenario is a `*.json` file, except a shared tree file (`*.tree.json`) and anything under
/// a directory named `trees`. Hidden entries (`.git`, an interrupted update's temp file) are
/// skipped. Symbolic links to files are followed, to directories not, so a cycle cannot trap
/// the walk.
public enum ScenarioDiscovery {
    /// A path that cannot be searched.
    public struct Failure: Error, Equatable, Sendable {
        /// What is wrong with which path.
        public var message: String
    }

    /// Every case under `paths` (directories are walked recursively, files taken as they are),
    /// without duplicates, in report order.
    public static func cases(in paths: [String]) throws(Failure) -> [GoldenCase] {
        var found = Set<GoldenCase>()
        for path in paths {
            guard let isDirectory = directoryStatus(path) else {
                throw Failure(message: "\(path): no such file or directory")
            }
            if isDirectory {
                walk(path, into: &found)
            } else if isScenario(name: (path as NSString).lastPathComponent) {
                found.insert(.scenario(path))
            } else {
                throw Failure(message: "\(path): not a scenario (a *.json file other than *.tree.json) nor a directory")
            }
        }
        return found.sorted()
    }

    /// Whether a file of this name is a scenario.
    static func isScenario(name: String) -> Bool {
        name.hasSuffix(GoldenCase.scenarioSuffix) && !name.hasSuffix(".tree.json")
    }

    private static func walk(_ directory: String, into found: inout Set<GoldenCase>) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let scenarios = Set(names.filter(isScenario(name:)))
        for name in names where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if isRealDirectory(path) {
                if name != "trees" { walk(path, into: &found) }
            } else if scenarios.contains(name) {
                found.insert(.scenario(path))
            } else if name.hasSuffix(GoldenCase.expectedSuffix),
                !scenarios.contains(name.dropLast(GoldenCase.expectedSuffix.count) + GoldenCase.scenarioSuffix)
            {
                found.insert(.stale(expected: path))
            }
        }
    }

    /// Whether `path` is a directory (following links); nil when nothing is there.
    private static func directoryStatus(_ path: String) -> Bool? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
    }

    /// Whether `path` is a directory and not a link to one.
    private static func isRealDirectory(_ path: String) -> Bool {
        let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
        return type == .typeDirectory
    }
}
