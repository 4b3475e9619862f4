import Foundation
import Testing
import TouchSimTestSupport

@testable import TouchSimFormat
@testable import TouchSimReader

/// Some diagnostic, made through the reader's public API so these tests outlive its stand-in.
let someDiagnostic: Diagnostic = {
    do throws(Diagnostic) {
        _ = try KeyOverride.parse("no equals sign")
    } catch {
        return error
    }
    fatalError("the reader accepted a --set without '='")
}()

/// A stand-in for replaying: a scenario's output is its file name, upper-cased, on one line;
/// scenarios named `bad…` are invalid and `warn…` ones warn.
@Sendable func fakeRender(_ path: String) -> GoldenRun.Rendering {
    let name = (path as NSString).lastPathComponent
    if name.hasPrefix("bad") { return .init(output: .failure(someDiagnostic)) }
    return .init(
        output: .success(Array((name.uppercased() + "\n").utf8)),
        warnings: name.hasPrefix("warn") ? [someDiagnostic] : [])
}

@Suite("A golden run compares, reports in sorted order, and writes only with --update")
struct GoldenRunTests {
    /// A directory holding one case of every kind.
    private func mixedDirectory() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try dir.write("a.json", "{}")
        try dir.write("a.expected", "A.JSON\n")
        try dir.write("b.json", "{}")
        try dir.write("b.expected", "something else\n")
        try dir.write("c.json", "{}")
        try dir.write("d.expected", "D\n")
        try dir.write("bad.json", "{}")
        try dir.write("bad.expected", "")
        return dir
    }

    @Test("A mixed run reports every case, diffs under mismatches, counts last; diagnostics apart")
    func report() throws {
        let dir = try mixedDirectory()
        let p = dir.path
        let report = GoldenRun().run(try ScenarioDiscovery.cases(in: [p]), render: fakeRender)
        #expect(
            report.text == """
                PASS      \(p)/a.json
                FAIL      \(p)/b.json: output differs from \(p)/b.expected
                --- \(p)/b.expected
                +++ \(p)/b.json (actual output)
                @@ -1 +1 @@
                -something else
                +B.JSON
                FAIL      \(p)/bad.json: invalid scenario
                FAIL      \(p)/c.json: no expected output \(p)/c.expected; record it with: touchsim test \(p)/c.json --update
                FAIL      \(p)/d.expected: stale: its scenario \(p)/d.json does not exist; delete it or restore the scenario
                1 passed, 4 failed

                """)
        #expect(report.status == .invalidInput)
        #expect(report.diagnostics == [someDiagnostic.rendered])
        #expect(
            try dir.entries() == [
                "a.expected", "a.json", "b.expected", "b.json", "bad.expected", "bad.json", "c.json", "d.expected",
            ])
    }

    @Test("Mismatches alone end the run as failed, and warnings are collected in case order")
    func failedStatus() throws {
        let dir = try TemporaryDirectory()
        try dir.write("warn1.json", "{}")
        try dir.write("warn2.json", "{}")
        try dir.write("warn2.expected", "WARN2.JSON\n")
        let report = GoldenRun().run(try ScenarioDiscovery.cases(in: [dir.path]), render: fakeRender)
        #expect(report.status == .failed)
        #expect(report.warnings == [someDiagnostic.rendered, someDiagnostic.rendered])
        #expect(report.text.hasSuffix("\n1 passed, 1 failed\n"))
    }

    @Test("A scenario lacking a --set id is skipped: listed, not counted as passed or failed, never written")
    func skipped() throws {
        let dir = try TemporaryDirectory()
        try dir.write("a.json", "{}")
        try dir.write("a.expected", "A.JSON\n")
        try dir.write("other.json", "{}")
        let missing = {
            var diagnostic = someDiagnostic
            diagnostic.isMissingOverrideTarget = true
            return diagnostic
        }()
        let render: @Sendable (String) -> GoldenRun.Rendering = { path in
            path.hasSuffix("other.json") ? .init(output: .failure(missing)) : fakeRender(path)
        }
        let report = GoldenRun(update: true).run(try ScenarioDiscovery.cases(in: [dir.path]), render: render)
        #expect(
            report.text == """
                PASS      \(dir.path)/a.json
                SKIP      \(dir.path)/other.json: --set does not apply: \(someDiagnostic.message)
                1 passed, 0 failed, 1 skipped

                """)
        #expect(report.status == .passed)
        #expect(!report.skippedEveryScenario)
        #expect(report.junitXML.contains(#"skipped="1""#))
        #expect(report.junitXML.contains(#"<skipped message="--set does not apply: "#))
        #expect(try dir.entries() == ["a.expected", "a.json", "other.json"])

        let none = GoldenRun().run([.scenario(dir.path + "/other.json")], render: render)
        #expect(none.skippedEveryScenario)
    }

    @Test("The report is the same whatever the number of jobs")
    func jobsDoNotChangeTheReport() throws {
        let dir = try TemporaryDirectory()
        for i in 0..<40 {
            try dir.write("s\(i).json", "{}")
            if i % 3 != 0 { try dir.write("s\(i).expected", i % 2 == 0 ? "S\(i).JSON\n" : "x\n") }
        }
        let cases = try ScenarioDiscovery.cases(in: [dir.path])
        let slowRender: @Sendable (String) -> GoldenRun.Rendering = { path in
            // Uneven durations, so that parallel cases finish out of order.
            usleep(UInt32(path.hashValue.magnitude % 3000))
            return fakeRender(path)
        }
        let serial = GoldenRun(jobs: 1).run(cases, render: slowRender)
        let parallel = GoldenRun(jobs: 8).run(cases, render: slowRender)
        #expect(serial == parallel)
        #expect(serial.text == parallel.text)
    }

    @Test("--update records and rewrites what differs, lists it, and leaves equal files untouched")
    func update() throws {
        let dir = try mixedDirectory()
        let p = dir.path
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: p + "/a.expected")
        let report = GoldenRun(update: true).run(try ScenarioDiscovery.cases(in: [p]), render: fakeRender)
        #expect(
            report.text == """
                PASS      \(p)/a.json
                UPDATED   \(p)/b.expected
                FAIL      \(p)/bad.json: invalid scenario
                RECORDED  \(p)/c.expected
                FAIL      \(p)/d.expected: stale: its scenario \(p)/d.json does not exist; delete it or restore the scenario
                3 passed, 2 failed

                """)
        #expect(dir.read("b.expected") == "B.JSON\n")
        #expect(dir.read("c.expected") == "C.JSON\n")
        #expect(dir.read("d.expected") == "D\n")
        #expect(try dir.modified("a.expected") == past)
    }

    @Test("The record command carries the overrides and quotes what a shell would split")
    func recordCommand() throws {
        let override = try KeyOverride.parse("feed.bounces=false")
        let quoted = try KeyOverride.parse("feed.name=it's")
        let run = GoldenRun(overrides: [override, quoted])
        #expect(
            run.recordCommand("my traces/x.json")
                == #"touchsim test 'my traces/x.json' --update --set feed.bounces=false --set 'feed.name=it'\''s'"#)
    }

    @Test("--update is refused when CI is set, unless forced")
    func ciRefusal() {
        #expect(UpdatePolicy.refusal(environment: ["CI": "1"], force: false) != nil)
        #expect(UpdatePolicy.refusal(environment: ["CI": "true"], force: true) == nil)
        #expect(UpdatePolicy.refusal(environment: ["CI": ""], force: false) == nil)
        #expect(UpdatePolicy.refusal(environment: [:], force: false) == nil)
    }
}
