/// One entry of a golden run: a scenario with its expected output beside it, or an expected
/// file whose scenario is gone.
public enum GoldenCase: Hashable, Comparable, Sendable {
    /// `x.json`, expected to print exactly `x.expected` in text format.
    case scenario(String)
    /// `x.expected` with no `x.json`: a leftover that would otherwise rot unnoticed.
    case stale(expected: String)

    /// The path a report names: the scenario, or the stale expected file.
    public var path: String {
        switch self {
        case .scenario(let path), .stale(let path): return path
        }
    }

    /// The expected-output file of this case.
    public var expectedPath: String {
        switch self {
        case .scenario(let path): return Self.stem(path) + Self.expectedSuffix
        case .stale(let expected): return expected
        }
    }

    /// The suffix of expected-output files.
    static let expectedSuffix = ".expected"
    /// The suffix of scenarios.
    static let scenarioSuffix = ".json"

    /// `path` without its last extension, so that `x.json` and a stale `x.expected` sort
    /// together.
    static func stem(_ path: String) -> Substring {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path[...] }
        return path[..<dot]
    }

    /// Report order: by path without extension, identical however the run was scheduled.
    public static func < (a: GoldenCase, b: GoldenCase) -> Bool {
        (stem(a.path), a.path) < (stem(b.path), b.path)
    }
}
