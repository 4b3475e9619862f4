import Testing

@testable import TouchSimFormat
@testable import TouchSimReader

@Suite("A sharded golden run: --shard I/N and Bazel's TEST_TOTAL_SHARDS/TEST_SHARD_INDEX")
struct GoldenShardTests {
    /// A corpus shaped like traces/: topic folders, scenarios and a stale expected file.
    private let corpus: [GoldenCase] =
        (0..<300).map { .scenario("traces/topic\($0 % 7)/scenario-\($0).json") } + [
            .stale(expected: "traces/old.expected")
        ]

    @Test("Every case is in exactly one shard, for every number of shards from 1 to 9")
    func partition() throws {
        for count in 1...9 {
            let shards = (1...count).map { GoldenShard(index: $0, of: count)! }
            for goldenCase in corpus {
                #expect(shards.count { $0.contains(goldenCase) } == 1, "\(goldenCase) in \(count) shards")
            }
            let union = shards.flatMap { $0.select(corpus) }
            #expect(union.count == corpus.count)
            #expect(Set(union) == Set(corpus))
        }
    }

    @Test("A case's shard depends on its path alone: adding and removing other cases moves none")
    func stable() throws {
        let shard = GoldenShard(index: 2, of: 4)!
        let whole = shard.select(corpus)
        let half = shard.select(Array(corpus.prefix(150)))
        #expect(half == whole.filter { corpus.prefix(150).contains($0) })
        // The hash is fixed, not Swift's per-process seeded Hasher: pinned values.
        #expect(GoldenShard.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(GoldenShard.hash("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test("The split is roughly even: no shard of 4 gets under half or over twice its share")
    func balanced() throws {
        for index in 1...4 {
            let size = GoldenShard(index: index, of: 4)!.select(corpus).count
            #expect((38...150).contains(size), "shard \(index): \(size)")
        }
    }

    @Test("--shard takes I/N with I from 1 to N")
    func parse() throws {
        #expect(try GoldenShard.parse("1/1") == GoldenShard(index: 1, of: 1))
        #expect(try GoldenShard.parse("3/4") == GoldenShard(index: 3, of: 4))
        #expect(try GoldenShard.parse("4/4") == GoldenShard(index: 4, of: 4))
    }

    @Test(
        "A bad --shard value is rejected with a message naming it and what was expected",
        arguments: [
            ("0/4", "invalid value '0/4' for '--shard'; shards are numbered from 1 to 4 (I is 1-based)"),
            ("5/4", "invalid value '5/4' for '--shard'; shards are numbered from 1 to 4 (I is 1-based)"),
            ("1/0", "invalid value '1/0' for '--shard'; the number of shards N must be at least 1"),
            ("0/0", "invalid value '0/0' for '--shard'; the number of shards N must be at least 1"),
            (
                "x",
                "invalid value 'x' for '--shard'; expected I/N, shard I of N shards, I from 1 to N (for example 1/4)"
            ),
            ("", "invalid value '' for '--shard'; expected I/N, shard I of N shards, I from 1 to N (for example 1/4)"),
            (
                "1/",
                "invalid value '1/' for '--shard'; expected I/N, shard I of N shards, I from 1 to N (for example 1/4)"
            ),
            (
                "/4",
                "invalid value '/4' for '--shard'; expected I/N, shard I of N shards, I from 1 to N (for example 1/4)"
            ),
            (
                "1/2/3",
                "invalid value '1/2/3' for '--shard'; expected I/N, shard I of N shards, I from 1 to N (for example 1/4)"
            ),
            (
                "+1/4",
                "invalid value '+1/4' for '--shard'; expected I/N, shard I of N shards, I from 1 to N (for example 1/4)"
            ),
            (
                "-1/4",
                "invalid value '-1/4' for '--shard'; expected I/N, shard I of N shards, I from 1 to N (for example 1/4)"
            ),
            (
                "1/99999999999999999999",
                "invalid value '1/99999999999999999999' for '--shard'; expected I/N, shard I of N shards, I from 1 to N (for example 1/4)"
            ),
        ])
    func parseErrors(text: String, message: String) {
        #expect(throws: GoldenShard.Invalid(message: message)) { try GoldenShard.parse(text) }
    }

    @Test("Bazel's TEST_SHARD_INDEX counts from 0: index 0 of 3 is --shard 1/3")
    func bazel() throws {
        let shard = { (total: String, index: String) in
            try GoldenShard.bazel(environment: ["TEST_TOTAL_SHARDS": total, "TEST_SHARD_INDEX": index])
        }
        #expect(try shard("3", "0") == GoldenShard(index: 1, of: 3))
        #expect(try shard("3", "2") == GoldenShard(index: 3, of: 3))
        #expect(try shard("1", "0") == GoldenShard(index: 1, of: 1))
        #expect(try GoldenShard.bazel(environment: [:]) == nil)
        #expect(try GoldenShard.bazel(environment: ["TEST_TOTAL_SHARDS": "", "TEST_SHARD_INDEX": ""]) == nil)
    }

    @Test(
        "Bad Bazel shard variables are rejected with a message naming the variable and its value",
        arguments: [
            (["TEST_TOTAL_SHARDS": "3"], "TEST_TOTAL_SHARDS is set but TEST_SHARD_INDEX is not"),
            (["TEST_SHARD_INDEX": "0"], "TEST_SHARD_INDEX is set but TEST_TOTAL_SHARDS is not"),
            (
                ["TEST_TOTAL_SHARDS": "0", "TEST_SHARD_INDEX": "0"],
                "invalid TEST_TOTAL_SHARDS '0'; expected a whole number of at least 1"
            ),
            (
                ["TEST_TOTAL_SHARDS": "three", "TEST_SHARD_INDEX": "0"],
                "invalid TEST_TOTAL_SHARDS 'three'; expected a whole number of at least 1"
            ),
            (
                ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "3"],
                "invalid TEST_SHARD_INDEX '3'; expected a whole number from 0 to 2 (Bazel numbers shards from 0; TEST_TOTAL_SHARDS is 3)"
            ),
            (
                ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "-1"],
                "invalid TEST_SHARD_INDEX '-1'; expected a whole number from 0 to 2 (Bazel numbers shards from 0; TEST_TOTAL_SHARDS is 3)"
            ),
            (
                ["TEST_TOTAL_SHARDS": "3", "TEST_SHARD_INDEX": "9223372036854775807"],
                "invalid TEST_SHARD_INDEX '9223372036854775807'; expected a whole number from 0 to 2 (Bazel numbers shards from 0; TEST_TOTAL_SHARDS is 3)"
            ),
        ])
    func bazelErrors(environment: [String: String], message: String) {
        #expect(throws: GoldenShard.Invalid(message: message)) { try GoldenShard.bazel(environment: environment) }
    }
}
