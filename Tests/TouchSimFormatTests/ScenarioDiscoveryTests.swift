import Foundation
import Testing
import TouchSimReader
import TouchSimTestSupport

@testable import TouchSimFormat

@Suite("Discovery finds scenarios and stale expected files, recursively, in sorted order")
struct ScenarioDiscoveryTests {
    @Test("Tree files, trees folders and hidden entries are not scenarios; orphans are stale")
    func walk() throws {
        let dir = try TemporaryDirectory()
        for file in [
            "tap/quick.json", "tap/quick.expected", "tap/a.json", "scroll/fling.json",
            "feed.tree.json", "trees/feed.json", "scroll/trees/inner/x.json", "tap/notes.txt",
            ".hidden/y.json", "tap/.quick.expected.123.tmp",
            "gone.expected", "feed.tree.expected", "trees/old.expected",
        ] {
            try dir.write(file, "{}")
        }
        let p = dir.path
        #expect(
            try ScenarioDiscovery.cases(in: [p]) == [
                .stale(expected: "\(p)/feed.tree.expected"),
                .stale(expected: "\(p)/gone.expected"),
                .scenario("\(p)/scroll/fling.json"),
                .scenario("\(p)/tap/a.json"),
                .scenario("\(p)/tap/quick.json"),
            ])
    }

    @Test("A stale expected file sorts where its scenario would have")
    func staleSortsByStem() throws {
        let dir = try TemporaryDirectory()
        try dir.write("b.json", "{}")
        try dir.write("a.expected", "")
        try dir.write("c.json", "{}")
        #expect(
            try ScenarioDiscovery.cases(in: [dir.path + "/"]).map(\.path) == [
                dir.path + "/a.expected", dir.path + "/b.json", dir.path + "/c.json",
            ])
    }

    @Test("Named files are taken as they are, and overlapping paths give each case once")
    func explicitFiles() throws {
        let dir = try TemporaryDirectory()
        let scenario = try dir.write("x.json", "{}")
        #expect(try ScenarioDiscovery.cases(in: [scenario, dir.path, scenario]) == [.scenario(scenario)])
    }

    @Test("A missing path or a file that is not a scenario is an error naming it")
    func errors() throws {
        let dir = try TemporaryDirectory()
        let tree = try dir.write("x.tree.json", "{}")
        #expect(throws: Diagnostic.unreadable("\(dir.path)/nope", reason: "No such file or directory")) {
            try ScenarioDiscovery.cases(in: [dir.path + "/nope"])
        }
        #expect(throws: Diagnostic.self) { try ScenarioDiscovery.cases(in: [tree]) }
    }

    @Test("A link to a directory is not followed, so a cycle ends the walk")
    func linkCycle() throws {
        let dir = try TemporaryDirectory()
        try dir.write("sub/s.json", "{}")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/sub/loop", withDestinationPath: dir.path)
        #expect(try ScenarioDiscovery.cases(in: [dir.path]) == [.scenario(dir.path + "/sub/s.json")])
    }
}
