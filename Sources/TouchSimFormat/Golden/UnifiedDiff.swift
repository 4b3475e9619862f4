/// A line-based diff in the unified format of `diff -u`, so that a golden mismatch reads like
/// the code review it will become.
public enum UnifiedDiff {
    /// The diff turning `old` into `new`, or nil when their bytes are equal.
    ///
    /// Lines are compared byte for byte, as golden files are, never by Unicode equivalence
    /// (which would call `é` and `e` + U+0301 equal and show no difference). Hunks carry three
    /// unchanged lines on each side, as `diff -u` does by default, and merge when they would
    /// overlap; a last line without a newline is marked `\ No newline at end of file`.
    public static func diff(from old: [UInt8], to new: [UInt8], oldLabel: String, newLabel: String) -> String? {
        let a = lines(old)
        let b = lines(new)
        // Each distinct line becomes a small integer, so the search compares integers.
        var ids: [Line: Int] = [:]
        let id = { (line: Line) -> Int in
            if let known = ids[line] { return known }
            ids[line] = ids.count
            return ids.count - 1
        }
        let operations = EditScript.operations(from: a.map(id), to: b.map(id))
        guard operations.contains(where: { $0 != .keep }) else { return nil }

        var text = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(operations) {
            var oldLine = hunk.oldStart
            var newLine = hunk.newStart
            var body = ""
            var oldCount = 0
            var newCount = 0
            for operation in operations[hunk.operations] {
                switch operation {
                case .keep:
                    body += " " + a[oldLine].printed
                    oldLine += 1
                    newLine += 1
                    oldCount += 1
                    newCount += 1
                case .delete:
                    body += "-" + a[oldLine].printed
                    oldLine += 1
                    oldCount += 1
                case .insert:
                    body += "+" + b[newLine].printed
                    newLine += 1
                    newCount += 1
                }
            }
            text += "@@ -\(range(hunk.oldStart, oldCount)) +\(range(hunk.newStart, newCount)) @@\n" + body
        }
        return text
    }

    /// One line and whether a newline ended it (only the last line of a text may lack one).
    struct Line: Hashable {
        var bytes: ArraySlice<UInt8>
        var terminated: Bool

        /// The line as a diff prints it after its prefix.
        var printed: String {
            let text = String(decoding: bytes, as: UTF8.self)
            return terminated ? text + "\n" : text + "\n\\ No newline at end of file\n"
        }
    }

    static func lines(_ text: [UInt8]) -> [Line] {
        var parts = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // "a\n" splits into "a" and "": the empty tail is the newline's, not a line.
        let terminated = parts.last?.isEmpty == true
        if terminated { parts.removeLast() }
        return parts.enumerated().map { i, part in
            Line(bytes: part, terminated: terminated || i < parts.count - 1)
        }
    }

    /// A hunk: a range of operations and the 0-based line where it starts in each text.
    private struct Hunk {
        var operations: Range<Int>
        var oldStart: Int
        var newStart: Int
    }

    /// Groups changes closer than `2 * context` unchanged lines into one hunk.
    private static func hunks(_ operations: [EditScript.Operation]) -> [Hunk] {
        let context = 3
        var hunks: [Hunk] = []
        var oldLine = 0
        var newLine = 0
        // Line numbers before each operation, to start a hunk anywhere.
        var positions: [(old: Int, new: Int)] = []
        positions.reserveCapacity(operations.count)
        for operation in operations {
            positions.append((oldLine, newLine))
            if operation != .insert { oldLine += 1 }
            if operation != .delete { newLine += 1 }
        }
        let changes = operations.indices.filter { operations[$0] != .keep }
        var i = 0
        while i < changes.count {
            var last = changes[i]
            var j = i + 1
            while j < changes.count, changes[j] - last - 1 <= 2 * context {
                last = changes[j]
                j += 1
            }
            let start = max(0, changes[i] - context)
            let end = min(operations.count, last + 1 + context)
            hunks.append(Hunk(operations: start..<end, oldStart: positions[start].old, newStart: positions[start].new))
            i = j
        }
        return hunks
    }

    /// A hunk header's range: `start,count`, with `diff`'s conventions for 1 line (count
    /// omitted) and 0 lines (the line before the hunk).
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start + 1)"
        default: return "\(start + 1),\(count)"
        }
    }
}
