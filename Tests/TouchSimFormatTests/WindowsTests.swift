import Testing
import TouchSimCore
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimReplay

/// A scenario of `windows` (JSON text, the array's elements) and a tap at (x, y).
private func windowsScenario(_ windows: String, tapAt x: Int = 100, _ y: Int = 100) -> String {
    let events =
        #"[{"t": 0, "touch": 1, "phase": "down", "x": \#(x), "y": \#(y)}, {"t": 50, "touch": 1, "phase": "up", "x": \#(x), "y": \#(y)}]"#
    return #"{"touchsim": 1, "windows": [\#(windows)], "events": \#(events)}"#
}

/// A full-screen window `id` at `level` (JSON text, or nil for none) holding a button `id`Button.
private func window(_ id: String, level: String? = nil, extra: String = "") -> String {
    let levelMember = level.map { #", "windowLevel": \#($0)"# } ?? ""
    return
        #"{"id": "\#(id)", "frame": [0, 0, 390, 844]\#(levelMember)\#(extra), "subviews": [{"id": "\#(id)Button", "class": "UIButton", "frame": [0, 0, 390, 400]}]}"#
}

/// The lines of the text output of `json`.
private func textLines(_ json: String) throws -> [String] {
    let scenario = try load(json)
    var bytes: [UInt8] = []
    let sink = ByteSink { bytes += $0 }
    try ReplayPipeline(schedule: .inline).replay(
        scenario, notingPassedOverViews: false, into: OutputFormat.text.writer(to: sink, scene: scenario.scene))
    sink.flush()
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
}

/// The view the tap's `down` hit, from the text output's first line.
private func hitView(_ json: String) throws -> String {
    String(try textLines(json)[0].split(separator: " ").last!)
}

@Suite("Several windows (docs/format.md §1.1, §2.14; docs/model.md §18)")
struct WindowsTests {
    @Test("§18.1 Named window levels and numbers are decoded, in the order declared")
    func levels() throws {
        let json = windowsScenario(
            [
                window("a"), window("b", level: #""statusBar""#), window("c", level: #""alert""#),
                window("d", level: "7.5"),
            ]
            .joined(separator: ", "))
        let scene = try load(json).scene
        #expect(scene.windows.map(\.view.id) == ["a", "b", "c", "d"])
        #expect(scene.windows.map(\.level) == [0, 1000, 2000, 7.5])
        #expect(scene.windowOrder == [2, 1, 3, 0])
    }

    @Test("§18.1 A touch goes to the window of the highest level, whatever the order declared")
    func higherLevelInFront() throws {
        #expect(try hitView(windowsScenario(window("top", level: #""alert""#) + ", " + window("app"))) == "topButton")
    }

    @Test("§18.1 Of two windows of one level, the one declared later is in front")
    func laterInFront() throws {
        #expect(try hitView(windowsScenario(window("first") + ", " + window("second"))) == "secondButton")
    }

    @Test("§18.1 A hidden window, or one whose hitTest passes the touch through, lets the window behind take it")
    func passThroughWindows() throws {
        let hidden = window("top", level: "1", extra: #", "hidden": true"#)
        #expect(try hitView(windowsScenario(window("app") + ", " + hidden)) == "appButton")
        // The overlay's button covers the top half; below it the overlay window answers nil.
        let overlay = window("overlay", level: "1", extra: #", "hitTest": "passThrough""#)
        #expect(try hitView(windowsScenario(window("app") + ", " + overlay, tapAt: 100, 600)) == "app")
        #expect(try hitView(windowsScenario(window("app") + ", " + overlay, tapAt: 100, 100)) == "overlayButton")
    }

    @Test("§18.2 An unhandled touch in a second window ends its trip at that window's scene and the application")
    func responderChainOfEachWindow() throws {
        let json = windowsScenario(
            window("app")
                + #", {"id": "sheet", "frame": [0, 0, 390, 844], "windowLevel": 1, "subviews": [{"id": "blank", "frame": [0, 0, 390, 844], "viewController": "Sheet"}]}"#
        )
        let lines = try textLines(json)
        #expect(
            lines[1]
                == "      0      touches    blank began [1] -> vc:Sheet, sheet, windowScene, application, appDelegate")
    }

    @Test("§18 tree and windows together, an empty windows, a bad level and a nested windowLevel are input errors")
    func errors() {
        #expect(
            failure(#"{"touchsim": 1, "tree": {"id": "w", "frame": [0, 0, 1, 1]}, "windows": [], "events": []}"#)
                == #"<stdin>:1:61: error: windows: "windows" after "tree": a scenario gives either one window's "tree" or "windows", not both"#
        )
        #expect(
            failure(#"{"touchsim": 1, "events": []}"#)
                == #"<stdin>:1:1: error: missing required key "tree" (or "windows", several windows)"#)
        #expect(
            failure(#"{"touchsim": 1, "windows": [], "events": []}"#)
                == "<stdin>:1:28: error: windows: no window; expected an array of window objects, back to front, at least one"
        )
        #expect(
            failure(windowsScenario(window("a", level: #""alret""#)))
                == #"<stdin>:1:83: error: windows[0].windowLevel: unknown window level "alret"; did you mean "alert"? (a window level: "normal", "statusBar", "alert" or a number)"#
        )
        #expect(
            failure(windowsScenario(window("a", level: "true")))
                == #"<stdin>:1:83: error: windows[0].windowLevel: expected a window level: "normal", "statusBar", "alert" or a number, found true"#
        )
        let nested =
            #"{"id": "a", "frame": [0, 0, 9, 9], "subviews": [{"id": "b", "class": "UIWindow", "frame": [0, 0, 9, 9], "windowLevel": 1}]}"#
        #expect(
            failure(windowsScenario(nested))
                == #"<stdin>:1:133: error: view "b": windowLevel: only a window of "windows" (or the root of "tree") has a window level; this UIWindow is a subview (docs/model.md §18.1) (windows[0].subviews[0].windowLevel)"#
        )
        #expect(
            failure(windowsScenario(window("a") + ", " + window("a")))
                .map { $0.contains("windows[1].id: duplicate id \"a\"") } == true)
    }
}
