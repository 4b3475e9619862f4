import Foundation
import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimTestSupport

// Gestures by name live in the format layer (docs/format.md §1.5), so their randomized test is
// here: seeded random scenarios as JSON text, gestures by name of every kind (by point and by
// view id, with every key) mixed with raw strokes and `set` events at and between their
// instants (docs/format.md §1.7), on a screen with a feed, value controls, a table whose row holds a collection
// view cell, a pass-through overlay, a recognizer and a navigation controller's back-swipe.
// Each must load, replay the same twice, and `touchsim expand` of it must replay byte for byte
// like it and expand to itself (docs/format.md §4.7). `RANDOM_SCENARIOS=N` (default 300) and `RANDOM_SEED`
// choose the seeds; a failure names its seed and prints its scenario.

extension SplitMix64 {
    /// A number with at most one decimal, as a person writes one.
    fileprivate mutating func number(_ r: ClosedRange<Int>, decimals: Int = 1) -> String {
        let whole = int(r)
        guard decimals > 0, chance(0.3) else { return String(whole) }
        return "\(whole).\(int(1...9))"
    }
}

private let views = ["buy", "volume", "wifi", "row0", "badge", "row1", "overlay", "close", "feed", "nav"]

private func randomTree(_ g: inout SplitMix64) -> String {
    let overlayHit = g.chance(0.7) ? #", "hitTest": "passThrough""# : ""
    let recognizer = g.pick([
        #"{"id": "tap", "type": "tap", "numberOfTapsRequired": 2}"#, #"{"id": "pan", "type": "pan"}"#,
        #"{"id": "spin", "type": "rotation", "requireToFail": ["feed.pan"]}"#,
        #"{"id": "zoom", "type": "pinch"}"#, #"{"id": "edge", "type": "screenEdgePan", "edges": ["right"]}"#,
    ])
    return """
        {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "nav", "frame": [0, 0, 390, 844], "navigationController": {"interactivePop": \(g.chance(0.7))},
           "multipleTouchEnabled": true, "gestureRecognizers": [\(recognizer)], "subviews": [
            {"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 500], "contentSize": [390, \(g.int(500...3000))],
             "delaysContentTouches": \(g.chance(0.7)), "subviews": [
              {"id": "buy", "class": "UIButton", "frame": [20, 100, 160, 44], "enabled": \(g.chance(0.8))},
              {"id": "volume", "class": "UISlider", "frame": [20, 200, 300, 44], "value": \(g.int(0...10)),
               "maximumValue": 10, "continuous": \(g.chance(0.6))},
              {"id": "wifi", "class": "UISwitch", "frame": [300, 300, 51, 31], "on": \(g.chance(0.5))}]},
            {"id": "table", "class": "UITableView", "frame": [0, 500, 390, 200], "contentSize": [390, 600],
             "allowsSelection": \(g.chance(0.85)), "subviews": [
              {"id": "row0", "class": "UITableViewCell", "frame": [0, 0, 390, 60], "subviews": [
                {"id": "badge", "class": "UICollectionViewCell", "frame": [0, 0, 100, 60]}]},
              {"id": "row1", "class": "UITableViewCell", "frame": [0, 60, 390, 60]}]},
            {"id": "overlay", "frame": [0, 0, 390, 844]\(overlayHit), "subviews": [
              {"id": "close", "class": "UIButton", "frame": [340, 50, 40, 40]}]}]}]}
        """
}

private func randomPoint(_ g: inout SplitMix64) -> String {
    g.chance(0.4) ? "\"\(g.pick(views))\"" : "[\(g.number(-5...395)), \(g.number(-5...849))]"
}

private func randomGesture(_ g: inout SplitMix64) -> String {
    let curve = g.chance(0.3) ? #", "curve": "easeOut""# : ""
    let hold = g.chance(0.3) ? ", \"holdEnd\": \(g.int(0...200))" : ""
    let duration = "\"duration\": \(g.number(1...400, decimals: 1))"
    switch g.int(0...5) {
    case 0: return g.chance(0.5) ? "\"tap\": \(randomPoint(&g))" : "\"tap\": {\"at\": \(randomPoint(&g)), \(duration)}"
    case 1: return "\"longPress\": {\"at\": \(randomPoint(&g)), \"duration\": \(g.int(300...1200))}"
    case 2: return "\"drag\": {\"from\": \(randomPoint(&g)), \"to\": \(randomPoint(&g)), \(duration)\(curve)\(hold)}"
    case 3:
        let direction = g.pick(["left", "right", "up", "down"])
        return
            "\"swipe\": {\"from\": \(randomPoint(&g)), \"direction\": \"\(direction)\", \"distance\": \(g.int(10...300))\(curve)}"
    case 4:
        return
            "\"pinch\": {\"center\": \(randomPoint(&g)), \"from\": \(g.number(10...300)), \"to\": \(g.number(10...300)), \"angle\": \(g.int(-180...180)), \(duration)\(hold)}"
    default:
        return
            "\"rotate\": {\"center\": \(randomPoint(&g)), \"distance\": \(g.number(20...200)), \"from\": \(g.int(-90...90)), \"to\": \(g.int(-180...180)), \(duration)\(curve)}"
    }
}

private func randomSet(_ g: inout SplitMix64) -> String {
    var pairs: [String] = []
    for _ in 0..<g.int(1...2) {
        pairs.append(
            g.pick([
                "\"\(g.pick(views)).hidden\": \(g.chance(0.5))",
                "\"\(g.pick(views)).userInteractionEnabled\": \(g.chance(0.5))",
                "\"buy.enabled\": \(g.chance(0.5))", "\"wifi.enabled\": \(g.chance(0.5))",
                "\"volume.value\": \(g.number(0...9))", "\"wifi.on\": \(g.chance(0.5))",
                "\"feed.contentOffset\": [0, \(g.int(0...400))]", "\"feed.scrollEnabled\": \(g.chance(0.5))",
                "\"feed.delaysContentTouches\": \(g.chance(0.5))", "\"table.scrollEnabled\": \(g.chance(0.5))",
            ]))
    }
    // One key once: a later pair of the same key would be a duplicate key.
    var seen: Set<String> = []
    let unique = pairs.filter { seen.insert(String($0.prefix { $0 != ":" })).inserted }
    return "\"set\": {\(unique.joined(separator: ", "))}"
}

/// A random scenario: entries in order of `t`, raw strokes on touch ids from 40 (gestures by
/// name take the lowest free ids), `set` events at a gesture's or stroke's instant or between.
private func randomScenario(_ g: inout SplitMix64) -> String {
    var entries: [(t: Double, order: Int, text: String)] = []
    var rawFreeAt: [Double] = [0, 0, 0]
    var t = 0.0
    for _ in 0..<g.int(1...12) {
        t += g.pick([0, 0, 0.5, Double(g.int(1...40)), Double(g.int(40...600))])
        let ts = t == t.rounded() ? String(Int(t)) : String(t)
        switch g.int(0...9) {
        case 0...4: entries.append((t, entries.count, "{\"t\": \(ts), \(randomGesture(&g))}"))
        case 5, 6: entries.append((t, entries.count, "{\"t\": \(ts), \(randomSet(&g))}"))
        default:
            guard let slot = rawFreeAt.firstIndex(where: { $0 < t }) else { continue }
            var time = t
            var x = Double(g.int(0...390))
            var y = Double(g.int(0...844))
            let finger = 40 + slot
            entries.append((time, entries.count, raw(time, finger, "down", x, y)))
            for _ in 0..<g.int(0...5) {
                time += Double(g.int(1...60))
                x += Double(g.int(-30...30))
                y += Double(g.int(-30...30))
                entries.append((time, entries.count, raw(time, finger, "move", x, y)))
            }
            time += Double(g.int(1...200))
            entries.append((time, entries.count, raw(time, finger, g.chance(0.9) ? "up" : "cancel", x, y)))
            rawFreeAt[slot] = time
        }
    }
    let events = entries.sorted { ($0.t, $0.order) < ($1.t, $1.order) }.map(\.text)
    let rate = g.chance(0.5) ? "" : "\"sampleRate\": \(g.pick([30, 60, 120, 240, 1000])), "
    return "{\"touchsim\": 1, \(rate)\"tree\": \(randomTree(&g)),\n\"events\": [\n"
        + events.joined(separator: ",\n") + "]}"
}

private func raw(_ t: Double, _ finger: Int, _ phase: String, _ x: Double, _ y: Double) -> String {
    func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
    return "{\"t\": \(n(t)), \"touch\": \(finger), \"phase\": \"\(phase)\", \"x\": \(n(x)), \"y\": \(n(y))}"
}

@Test(
    "Random gestures by name mixed with raw events and set events: expand replays byte-identically (docs/format.md §1.5, §1.7, §4.7)"
)
func randomGestureScenariosExpandFaithfully() throws {
    func variable(_ name: String) -> Int? { ProcessInfo.processInfo.environment[name].flatMap { Int($0) } }
    let first = variable("RANDOM_SEED") ?? 1
    let count = variable("RANDOM_SCENARIOS") ?? 300
    var failures: [String] = []
    var lines = 0
    for seed in first..<first + count {
        var g = SplitMix64(seed: UInt64(seed) &* 0xD1B5_4A32_D192_ED03)
        let json = randomScenario(&g)
        do {
            let output = try replayText(json)
            lines += output.split(separator: "\n").count
            let expanded = try expandedText(json)
            if try replayText(json) != output {
                failures.append("seed \(seed): two replays differ")
            } else if try replayText(expanded) != output {
                failures.append("seed \(seed): the expanded scenario replays differently\n\(json)")
            } else if try expandedText(expanded) != expanded {
                failures.append("seed \(seed): expanding the expanded scenario changes it\n\(json)")
            }
        } catch {
            failures.append("seed \(seed): \(error)\n\(json)")
        }
        if failures.count >= 3 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    #expect(lines > count * 5, "the scenarios printed only \(lines) lines")
}
