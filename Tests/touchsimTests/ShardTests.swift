import Foundation
import Testing

@Suite("touchsim test --shard and Bazel's test-sharding protocol")
struct ShardTests {
    /// A corpus with a case of every kind: passing, differing, missing, stale and invalid.
    private func corpus() throws -> Workspace {
        let workspace = try Workspace()
        for i in 0..<14 {
            try workspace.write("traces/topic\(i % 3)/t\(i).json", tapScenario)
        }
        _ = try workspace.touchsim("test", "--update")
        try workspace.write("traces/topic0/t0.expected", "edited\n")
        try workspace.write("traces/topic1/new.json", tapScenario)
        try workspace.write("traces/topic2/gone.expected", "old\n")
        try workspace.write("traces/topic2/bad.json", invalidScenario)
        return workspace
    }

    /// The report's case lines (`PASS      path`, `FAIL      path: …`), without diffs and counts.
    private func caseLines(_ report: String) -> [String] {
        report.split(separator: "\n").map(String.init).filter { line in
            ["PASS ", "FAIL ", "RECORDED ", "UPDATED "].contains { line.hasPrefix($0) }
        }
    }

    /// `N` and `M` of the report's last line, `N passed, M failed`.
    private func counts(_ report: String) -> (passed: Int, failed: Int) {
        let words = report.split(separator: "\n").last?.split(separator: " ") ?? []
        return (Int(words.first ?? "") ?? -1, Int(words.dropFirst(2).first ?? "") ?? -1)
    }

    @Test("Every case runs in exactly one of 3 shards, and the shards' union is the unsharded run")
    func unionIsTheWholeRun() throws {
        let workspace = try corpus()
        let whole = try workspace.touchsim("test")
        #expect(whole.status == 2)
        let wholeLines = caseLines(whole.stdout)
        #expect(wholeLines.count == 17)

        var union: [String] = []
        var passed = 0
        var failed = 0
        for index in 1...3 {
            let shard = try workspace.touchsim("test", "--shard", "\(index)/3")
            union += caseLines(shard.stdout)
            passed += counts(shard.stdout).passed
            failed += counts(shard.stdout).failed
            #expect(shard.stdout.hasSuffix(" failed\n"))
        }
        #expect(union.count == wholeLines.count)
        #expect(union.sorted() == wholeLines.sorted())
        #expect(passed == counts(whole.stdout).passed && failed == counts(whole.stdout).failed)
        #expect(try workspace.touchsim("test", "--shard", "1/1").stdout == whole.stdout)
    }

    @Test("Bazel's variables pick the same shard as --shard (index from 0), touch the status file, write XML")
    func bazelProtocol() throws {
        let workspace = try corpus()
        for index in 0..<3 {
            let xml = "test-\(index).xml"
            let status = "status-\(index)"
            let bazel = try workspace.touchsim(
                "test",
                environment: [
                    "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "\(index)",
                    "TEST_SHARD_STATUS_FILE": workspace.path + "/" + status,
                    "XML_OUTPUT_FILE": workspace.path + "/" + xml,
                ])
            let flag = try workspace.touchsim("test", "--shard", "\(index + 1)/3")
            #expect(bazel.stdout == flag.stdout)
            #expect(bazel.status == flag.status)
            #expect(workspace.read(status) == "")
            let cases = workspace.read(xml)?.components(separatedBy: "<testcase ").count ?? 0
            #expect(cases - 1 == caseLines(flag.stdout).count)
        }
    }

    @Test("--shard and --junit win over Bazel's variables")
    func commandLineWins() throws {
        let workspace = try corpus()
        let result = try workspace.touchsim(
            "test", "--shard", "2/3", "--junit", "mine.xml",
            environment: [
                "TEST_TOTAL_SHARDS": "5", "TEST_SHARD_INDEX": "4",
                "XML_OUTPUT_FILE": workspace.path + "/bazel.xml",
            ])
        #expect(result.stdout == (try workspace.touchsim("test", "--shard", "2/3").stdout))
        #expect(workspace.read("mine.xml") != nil)
        #expect(workspace.read("bazel.xml") == nil)
    }

    @Test(
        "A bad shard exits 2, names the value, prints nothing on stdout and touches no status file",
        arguments: [
            (["--shard", "4/3"], [:], "'4/3'"),
            (["--shard", "0/3"], [:], "I is 1-based"),
            ([], ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"], "TEST_SHARD_INDEX '3'"),
            ([], ["TEST_TOTAL_SHARDS": "x", "TEST_SHARD_INDEX": "0"], "TEST_TOTAL_SHARDS 'x'"),
            ([], ["TEST_TOTAL_SHARDS": "3"], "TEST_SHARD_INDEX is not"),
        ] as [([String], [String: String], String)])
    func badShard(arguments: [String], environment: [String: String], named: String) throws {
        let workspace = try Workspace()
        try workspace.write("traces/tap.json", tapScenario)
        let status = workspace.path + "/status"
        let result = try Touchsim.run(
            ["test"] + arguments, in: workspace.path,
            environment: environment.merging(["TEST_SHARD_STATUS_FILE": status]) { $1 })
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(named))
        #expect(workspace.read("status") == nil)
    }
}
