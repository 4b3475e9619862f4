import Testing
import TouchSimTestSupport
import _TouchSimStorage

@testable import TouchSimCore

@Suite("TouchHolders keeps each touch's holders in one shared block, as a list per touch would")
struct TouchHoldersTests {
    @Test("Random hand-outs and releases of touches agree with a dictionary of lists, holes and all")
    func againstDictionary() {
        var random = SplitMix64(seed: 0x401D)
        var holders = TouchHolders()
        var model: [Int: (holders: [Int], referrers: Int)] = [:]
        var next = 0
        for step in 0..<5_000 {
            if random.int(0...2) == 0 || model.isEmpty {
                // A new touch, the highest index yet, handed to 1–5 recognizers; now and then one
                // handed out again (the arena never does, the table allows it).
                let again = !model.isEmpty && random.int(0...19) == 0
                let touch = again ? model.keys.sorted()[random.int(0...model.count - 1)] : next
                if !again { next += 1 }
                let got = (0..<random.int(1...5)).map { _ in random.int(0...99) }
                let handedOut = got.map { TouchHolders.Holder(recognizer: RecognizerIndex($0), generation: 0) }
                add(handedOut, to: TouchIndex(touch), in: &holders)
                let old = model[touch] ?? ([], 0)
                model[touch] = (old.holders + got, old.referrers + got.count)
            } else {
                // An older touch is released more often than the newest: holes below the end.
                let live = model.keys.sorted()
                let touch = live[random.int(0...live.count - 1)]
                let count = random.int(1...model[touch]!.referrers)
                holders.release(TouchIndex(touch), count: count)
                model[touch]!.referrers -= count
                if model[touch]!.referrers == 0 { model[touch] = nil }
            }
            // Every live touch, and the newest ones whether live or not.
            for touch in Set(model.keys).union(max(0, next - 4)..<next).sorted() {
                let read = holders[TouchIndex(touch)].map { $0.recognizer.position }
                #expect(read == (model[touch]?.holders ?? []), "touch \(touch) at step \(step)")
                let referred = holders.isReferred(TouchIndex(touch))
                #expect(referred == (model[touch] != nil))
            }
        }
    }

    @Test("A finger held down while thousands tap beside it keeps its holders, in order")
    func heldWhileOthersTap() {
        var holders = TouchHolders()
        let held = [0, 1, 2].map { TouchHolders.Holder(recognizer: RecognizerIndex($0), generation: 7) }
        add(held, to: TouchIndex(0), in: &holders)
        // Two fingers tap in turns, each lifting after the next one went down: every range that
        // goes is below the end, so only packing the block takes the holes back.
        for tap in 1...5_000 {
            let tapper = [TouchHolders.Holder(recognizer: RecognizerIndex(9), generation: 0)]
            add(tapper, to: TouchIndex(tap), in: &holders)
            if tap > 1 { holders.release(TouchIndex(tap - 1)) }
        }
        #expect(holders[TouchIndex(0)].map { $0.recognizer.position } == [0, 1, 2])
        #expect(holders[TouchIndex(0)].allSatisfy { $0.generation == 7 })
        #expect(holders[TouchIndex(5_000)].map { $0.recognizer.position } == [9])
        let (referred, unheld) = (holders.isReferred(TouchIndex(4_999)), holders[TouchIndex(4_999)].isEmpty)
        #expect(!referred && unheld)
    }

    @Test("Queued releases of one touch count together, and the touch leaves with its last referrer")
    func queuedReleases() {
        var holders = TouchHolders()
        let four = (0..<4).map { TouchHolders.Holder(recognizer: RecognizerIndex($0), generation: 0) }
        add(four, to: TouchIndex(3), in: &holders)
        add(four, to: TouchIndex(4), in: &holders)
        for _ in 0..<3 { holders.queueRelease(TouchIndex(3)) }
        holders.queueRelease(TouchIndex(4))
        holders.queueRelease(TouchIndex(3))
        holders.releaseQueued()
        let third = holders.isReferred(TouchIndex(3))
        #expect(!third)
        let (fourth, count) = (holders.isReferred(TouchIndex(4)), holders[TouchIndex(4)].count)
        #expect(fourth && count == 4)
    }
}

/// Hands `handedOut` to `touch`, as the arena does from its list of the touch's holders.
private func add(_ handedOut: [TouchHolders.Holder], to touch: TouchIndex, in holders: inout TouchHolders) {
    var list = ScratchList<TouchHolders.Holder>()
    for holder in handedOut { list.append(holder) }
    holders.add(list.elements, to: touch)
}
