/// One entry of a golden run: a scenario with its expected output beside it, or an expected
/// file whose scenario is gone.
public enum GoldenCase: Hashable, Sendable {
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
        // Bytes, not Characters: this runs for every case a discovery sorts.
        let utf8 = path.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), !utf8[dot...].contains(UInt8(ascii: "/")) else {
            return path[...]
        }
        return path[..<dot]
    }

    /// `cases` in report order without duplicates: by path without extension, identical however
    /// the run was scheduled; each sort key is computed once, not once per comparison.
    static func sortedUnique(_ cases: [GoldenCase]) -> [GoldenCase] {
        let keyed = cases.map { (stem: stem($0.path), case: $0) }.sorted {
            ($0.stem, $0.case.path) < ($1.stem, $1.case.path)
        }
        var result: [GoldenCase] = []
        result.reserveCapacity(keyed.count)
        for entry in keyed where entry.case != result.last { result.append(entry.case) }
        return result
    }
}
