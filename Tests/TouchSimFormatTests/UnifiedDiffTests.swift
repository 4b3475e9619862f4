import Testing
import TouchSimTestSupport

@testable import TouchSimFormat
@testable import TouchSimReader

@Suite("Unified diffs read like `diff -u` (expected outputs below are GNU diff 3.8's)")
struct UnifiedDiffTests {
    private func diff(_ old: String, _ new: String) -> String? {
        UnifiedDiff.diff(from: Array(old.utf8), to: Array(new.utf8), oldLabel: "old", newLabel: "new")
    }

    private func numbered(_ range: ClosedRange<Int>, replacing changes: [Int: String] = [:]) -> String {
        range.map { changes[$0] ?? String($0) }.joined(separator: "\n") + "\n"
    }

    @Test("Equal texts have no diff")
    func equal() {
        #expect(diff("a\nb\n", "a\nb\n") == nil)
        #expect(diff("", "") == nil)
    }

    @Test("Changes further apart than twice the context make separate hunks")
    func separateHunks() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n"
        let new = "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nL\nm\nn\n"
        #expect(
            diff(old, new) == """
                --- old
                +++ new
                @@ -1,5 +1,5 @@
                 a
                -b
                +B
                 c
                 d
                 e
                @@ -9,5 +9,6 @@
                 i
                 j
                 k
                -l
                +L
                 m
                +n

                """)
    }

    @Test("Six unchanged lines between changes keep one hunk; seven split it")
    func mergeThreshold() {
        let old = numbered(1...20)
        #expect(diff(old, numbered(1...20, replacing: [2: "X", 9: "Y"]))?.components(separatedBy: "@@ -").count == 2)
        #expect(
            diff(old, numbered(1...20, replacing: [2: "X", 10: "Y"])) == """
                --- old
                +++ new
                @@ -1,5 +1,5 @@
                 1
                -2
                +X
                 3
                 4
                 5
                @@ -7,7 +7,7 @@
                 7
                 8
                 9
                -10
                +Y
                 11
                 12
                 13

                """)
    }

    @Test("Insertions at the start and deletions at the end number their hunks as diff does")
    func edges() {
        #expect(
            diff("a\nb\nc\nd\ne\nf\ng\nh\n", "new\na\nb\nc\nd\ne\nf\ng\n") == """
                --- old
                +++ new
                @@ -1,3 +1,4 @@
                +new
                 a
                 b
                 c
                @@ -5,4 +6,3 @@
                 e
                 f
                 g
                -h

                """)
        #expect(diff("", "only\n") == "--- old\n+++ new\n@@ -0,0 +1 @@\n+only\n")
    }

    @Test("A missing final newline is a difference, and is marked")
    func missingNewline() {
        #expect(
            diff("x\ny", "x\ny\n") == """
                --- old
                +++ new
                @@ -1,2 +1,2 @@
                 x
                -y
                \\ No newline at end of file
                +y

                """)
    }

    @Test("Lines compare byte for byte, not by Unicode equivalence")
    func bytes() {
        #expect(diff("caf\u{E9}\n", "cafe\u{301}\n") != nil)
    }

    @Test("Texts too unlike for the search budget still get a correct diff")
    func overBudget() {
        let count = EditScript.maximumEdits + 10
        let old = (0..<count).map { "old \($0)\n" }.joined()
        let new = (0..<count).map { "new \($0)\n" }.joined()
        let text = diff(old, new) ?? ""
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == count)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == count)
    }
}

@Suite("Myers' edit script is a shortest one")
struct EditScriptTests {
    /// The length of a longest common subsequence, by dynamic programming.
    private func lcs(_ a: [Int], _ b: [Int]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test("On random sequences the script rebuilds the new one with the fewest edits")
    func randomSequences() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator)
            }
            let b = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Int.random(in: 0...3, using: &generator)
            }
            let operations = EditScript.operations(from: a, to: b)
            var rebuilt: [Int] = []
            var i = 0
            var j = 0
            for operation in operations {
                switch operation {
                case .keep:
                    #expect(a[i] == b[j])
                    rebuilt.append(a[i])
                    i += 1
                    j += 1
                case .delete: i += 1
                case .insert:
                    rebuilt.append(b[j])
                    j += 1
                }
            }
            #expect(rebuilt == b && i == a.count)
            #expect(operations.filter { $0 != .keep }.count == a.count + b.count - 2 * lcs(a, b))
        }
    }
}
