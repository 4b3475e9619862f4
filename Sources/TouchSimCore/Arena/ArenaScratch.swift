import _TouchSimStorage

/// Storage the arena reuses from step to step; holds no meaning between steps. Each list is
/// worked out from the arena's state during a step and read within it; kept rather than made
/// anew so that a step allocates nothing (docs/performance.md).
///
/// The arena reads and writes it one part at a time, in accesses that call nothing outside the
/// part (no delegate, no other part), so that no access to it is under way when a delegate's
/// answer or a cascade comes back into the arena: two accesses never overlap.
struct ArenaScratch: ~Copyable {
    /// The holders `assign` found for its touch.
    var handedOut = ScratchList<TouchHolders.Holder>()
    /// What `takeTouchesLetGo()` last answered.
    var letGo = ScratchList<TouchIndex>()
    /// The turns of the current step, `turns[0..<turnCount]`; those after keep their storage.
    var turns: [Turn] = []
    var turnCount = 0
    /// Where each recognizer with a turn in the current step has it: `turns[slots[r]]`.
    var slots: IndexedList<RecognizerIndex, Int>
    /// The lists of recognizers that the `exclude` entries on the agenda go through, one after
    /// the other, the innermost last (`GestureArena+Cascade.swift`).
    var excluded = ScratchList<RecognizerIndex>()
    /// Marks for collecting recognizers once each: `marks[r] == mark` means collected.
    private var marks: IndexedList<RecognizerIndex, UInt32>
    private var mark: UInt32 = 0

    /// Storage for an arena of `count` recognizers.
    init(recognizers count: Int) {
        slots = IndexedList(Array(repeating: 0, count: count))
        marks = IndexedList(Array(repeating: 0, count: count))
    }

    /// One recognizer's turn of a step: its touches among the step's, by phase, in trace order.
    struct Turn {
        var recognizer: RecognizerIndex
        var share = ArenaStep()

        /// Empty again, for `r`.
        mutating func restart(for r: RecognizerIndex) {
            recognizer = r
            share.removeAll()
        }
    }

    /// A fresh mark, that no recognizer carries yet.
    mutating func nextMark() -> UInt32 {
        mark &+= 1
        if mark == 0 {
            for r in marks.indices { marks[r] = 0 }
            mark = 1
        }
        return mark
    }

    /// Marks `r` with `mark` (one of `nextMark()`): whether it did not carry it yet.
    mutating func markOnce(_ r: RecognizerIndex, with mark: UInt32) -> Bool {
        guard marks[r] != mark else { return false }
        marks[r] = mark
        return true
    }
}
