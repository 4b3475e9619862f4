import Foundation
import Testing
import TouchSimFix
import TouchSimFormat
import TouchSimOutput
import TouchSimReader

/// The package's root directory, where `traces/` is.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

/// A search over scenario files given relative to the package root, named so in the output.
func fixSearch(_ paths: [String], want: [String] = []) throws -> FixSearch {
    let scenarios = try paths.map { path in
        (path: path, file: try ScenarioFile.load(path: packageRoot + "/" + path, readStandardInput: { [] }))
    }
    return try FixSearch(scenarios: scenarios, extraWants: want.map { SourceText(text: $0, file: "--want") })
}

/// What `touchsim fix` prints for `paths`.
func fixOutput(
    _ paths: [String], want: [String] = [], maxChanges: Int = 3, jobs: Int = 2, format: FixReport.Format = .text
) throws -> String {
    let search = try fixSearch(paths, want: want)
    let outcome = search.run(maxChanges: maxChanges, jobs: jobs)
    var bytes: [UInt8] = []
    let sink = ByteSink { bytes += $0 }
    FixReport.write(outcome, of: search, format: format, to: sink)
    sink.flush()
    return String(decoding: bytes, as: UTF8.self)
}

/// The diagnostic that preparing a search fails with, nil if it does not.
func searchFailure(_ paths: [String], want: [String] = []) -> String? {
    do {
        _ = try fixSearch(paths, want: want)
        return nil
    } catch let diagnostic as Diagnostic {
        return diagnostic.rendered.replacingOccurrences(of: packageRoot + "/", with: "")
    } catch {
        return "unexpected error \(error)"
    }
}
