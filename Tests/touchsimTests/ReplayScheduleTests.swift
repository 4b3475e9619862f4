import Foundation
import Testing
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// The two schedules of the one replay pipeline give the same answer: `touchsim replay` runs on
/// threads, `touchsim test` and the fuzzer's reference inline (docs/performance.md).
@Suite("Replay schedules: inline and threads give the same bytes and the same diagnostic")
struct ReplayScheduleTests {
    @Test("Every golden scenario under traces/, in every format, explained or not")
    func wholeCorpus() throws {
        let paths = try goldenScenarios()
        #expect(paths.count > 200)
        for path in paths {
            for request in GoldenReplays.requests {
                let inline = GoldenReplays.output(path, request)
                #expect(!inline.isEmpty, "\(path)")
                #expect(GoldenReplays.replayed(path, request, on: .threads) == inline, "\(path) \(request)")
            }
        }
    }

    @Test("Generated traces of many fingers, long enough for many batches on every thread", arguments: [1, 2, 3])
    func generatedTraces(seed: UInt64) throws {
        let path =
            NSTemporaryDirectory() + "touchsim-schedules-\(seed)-\(ProcessInfo.processInfo.processIdentifier).json"
        try Data(generatedScenario(seed: seed, events: 12_000).utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        for request in GoldenReplays.requests {
            let inline = GoldenReplays.replayed(path, request, on: .inline)
            #expect(!inline.hasPrefix("diagnostic: "), "\(inline.prefix(200))")
            // More records than one batch of the writer's queue holds, many times over.
            #expect(inline.count(where: { $0 == "\n" }) > 4 * 1024 || request.format == .chromeTrace)
            #expect(GoldenReplays.replayed(path, request, on: .threads) == inline, "\(request)")
        }
    }
}

/// A feed of buttons in a scroll view beside a card with a tap and a long press, and `events`
/// events of taps and drags by up to three fingers at once, from a fixed `seed`.
private func generatedScenario(seed: UInt64, events count: Int) -> String {
    var state = seed &* 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    let buttons = (0..<12).map {
        #"{"id": "buy\#($0)", "class": "UIButton", "frame": [20, \#(60 + $0 * 120), 160, 44]}"#
    }
    let tree = """
        {"id": "window", "frame": [0, 0, 390, 844], "subviews": [
          {"id": "feed", "class": "UIScrollView", "frame": [0, 0, 390, 844], "contentSize": [390, 3000],
           "subviews": [\(buttons.joined(separator: ", ")),
             {"id": "card", "frame": [200, 0, 190, 3000],
              "gestureRecognizers": [{"id": "cardTap", "type": "tap"}, {"id": "cardPress", "type": "longPress"}]}]}]}
        """
    var events: [String] = []
    var t = 0
    while events.count < count {
        let fingers = 1 + next(3)
        var points = (0..<fingers).map { _ in (x: 10 + next(370), y: 10 + next(820)) }
        for (i, p) in points.enumerated() {
            events.append(#"{"t": \#(t), "touch": \#(i + 1), "phase": "down", "x": \#(p.x), "y": \#(p.y)}"#)
        }
        for _ in 0..<[0, 0, 3, 12][next(4)] {
            t += 16
            for i in points.indices {
                points[i].y += next(61) - 30
                events.append(
                    #"{"t": \#(t), "touch": \#(i + 1), "phase": "move", "x": \#(points[i].x), "y": \#(points[i].y)}"#)
            }
        }
        t += [16, 400, 900][next(3)]
        for (i, p) in points.enumerated() {
            events.append(#"{"t": \#(t), "touch": \#(i + 1), "phase": "up", "x": \#(p.x), "y": \#(p.y)}"#)
        }
        t += [30, 400, 900][next(3)]
    }
    return #"{"touchsim": 1, "name": "generated", "tree": \#(tree), "events": [\#n"#
        + events.joined(separator: ",\n") + "\n]}\n"
}
