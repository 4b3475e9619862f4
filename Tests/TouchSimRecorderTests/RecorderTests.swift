import ScenarioText
import Testing
import TouchSimFormat
import TouchSimOutput
import TouchSimReader
import TouchSimRecorder
import TouchSimReplay

/// What the UIKit glue reads from an iOS 8 app: a table whose code turned the delays off on the
/// table and its UITableViewWrapperView (the seed's NoDelayButtonTableView), one cell with a
/// button, and a tap recognizer on the window.
private func ios8Window() -> ViewSnapshot {
    var window = ViewSnapshot(classChain: ["UIWindow", "UIView"], frame: [0, 0, 390, 844])
    var tap = RecognizerSnapshot(classChain: ["Follow.DismissTap", "UITapGestureRecognizer", "UIGestureRecognizer"])
    tap.cancelsTouchesInView = false
    tap.numberOfTapsRequired = 2
    tap.numberOfTouchesRequired = 1
    window.recognizers = [tap]
    var table = ViewSnapshot(
        classChain: ["NoDelayButtonTableView", "UITableView", "UIScrollView", "UIView"], frame: [0, 0, 390, 844])
    table.scroll = ScrollSnapshot(contentSize: [390, 2000], contentOffset: [0, 0], contentInset: [0, 0, 0, 0])
    table.scroll?.delaysContentTouches = false
    // What a UITableView reads, as UIKit makes it (docs/model.md §5.5): not written, the default.
    table.scroll?.alwaysBounceVertical = true
    table.viewController = "Follow.PeopleViewController"
    table.recognizers = [
        RecognizerSnapshot(classChain: [
            "UIScrollViewPanGestureRecognizer", "UIPanGestureRecognizer", "UIGestureRecognizer",
        ]),
        RecognizerSnapshot(classChain: ["UIScrollViewDelayedTouchesBeganGestureRecognizer", "UIGestureRecognizer"]),
    ]
    var wrapper = ViewSnapshot(
        classChain: ["UITableViewWrapperView", "UIScrollView", "UIView"], frame: [0, 0, 390, 2000])
    wrapper.scroll = ScrollSnapshot(contentSize: [390, 2000], contentOffset: [0, 0], contentInset: [0, 0, 0, 0])
    wrapper.scroll?.delaysContentTouches = false
    var cell = ViewSnapshot(classChain: ["Follow.PersonCell", "UITableViewCell", "UIView"], frame: [0, 44, 390, 44])
    var button = ViewSnapshot(classChain: ["UIButton", "UIControl", "UIView"], frame: [300, 0, 80, 44])
    button.isEnabled = true
    var label = ViewSnapshot(classChain: ["UIButtonLabel", "UILabel", "UIView"], frame: [19, 12, 42, 19])
    label.isUserInteractionEnabled = false
    button.subviews = [label]
    cell.subviews = [button]
    wrapper.subviews = [cell]
    table.subviews = [wrapper]
    window.subviews = [table]
    return window
}

/// A quick tap on the button, as UIKit's events deliver it: timestamps in seconds since boot.
private func quickTap() -> TouchRecording {
    var recording = TouchRecording()
    recording.record(timestamp: 1000.5, touches: [TouchSample(key: 77, phase: .began, x: 320, y: 60)])
    recording.record(timestamp: 1000.5333, touches: [TouchSample(key: 77, phase: .moved, x: 321, y: 61)])
    recording.record(timestamp: 1000.57, touches: [TouchSample(key: 77, phase: .ended, x: 321, y: 61)])
    return recording
}

/// The text output of replaying `text`.
private func replay(_ text: String) throws -> String {
    let file = try ScenarioFile.load(path: "-", readStandardInput: { Array(text.utf8) })
    let bytes = try ReplayPipeline(schedule: .inline).replay(file, ReplayRequest(), to: .memory)
    return String(decoding: bytes, as: UTF8.self)
}

@Suite("The recorder's serialization: what the app's views and touches become (Recorder/README.md)")
struct RecorderTests {
    @Test(
        "A recorded iOS 8 table becomes a scenario that touchsim replay accepts, the wrapper's setting in wrapperView (docs/model.md §8)"
    )
    func recordedScenarioReplays() throws {
        let scenario = RecordedScenario(
            window: ios8Window(), systemVersion: "8.4.1", recording: quickTap(), name: "Quick tap on Follow")
        #expect(
            scenario.text == """
                {
                  "touchsim": 1,
                  "name": "Quick tap on Follow",
                  "comment": "recorded by TouchSimRecorder on iOS 8.4.1; delegate answers, method overrides and requireToFail are not recorded (Recorder/README.md)",
                  "ios": "8.4",
                  "tree": {"id": "window", "frame": [0, 0, 390, 844], "gestureRecognizers": [{"id": "window.tap", "type": "tap", "cancelsTouchesInView": false, "numberOfTapsRequired": 2, "numberOfTouchesRequired": 1, "comment": "Follow.DismissTap"}], "subviews": [
                    {"id": "noDelayButtonTableView", "class": "NoDelayButtonTableView", "superclass": "UITableView", "frame": [0, 0, 390, 844], "viewController": "Follow.PeopleViewController", "contentSize": [390, 2000], "delaysContentTouches": false, "wrapperView": {"delaysContentTouches": false}, "subviews": [
                      {"id": "personCell", "class": "Follow.PersonCell", "superclass": "UITableViewCell", "frame": [0, 44, 390, 44], "subviews": [
                        {"id": "button", "class": "UIButton", "frame": [300, 0, 80, 44], "subviews": [
                          {"id": "buttonLabel", "class": "UIButtonLabel", "superclass": "UILabel", "frame": [19, 12, 42, 19]}
                        ]}
                      ]}
                    ]}
                  ]},
                  "events": [
                    {"t": 0, "touch": 1, "phase": "down", "x": 320, "y": 60},
                    {"t": 33.3, "touch": 1, "phase": "move", "x": 321, "y": 61},
                    {"t": 70, "touch": 1, "phase": "up", "x": 321, "y": 61}
                  ]
                }

                """)
        let output = try replay(scenario.text)
        // Both delays are off, so the button highlights at down (docs/model.md §5.3, §8).
        #expect(output.hasPrefix("      0      input      touch 1 down (320, 60) -> button\n"))
        #expect(output.contains("      0      highlight  button on\n"))
        // The window's double tap holds touchesEnded back until it fails (docs/model.md §3.8).
        #expect(
            output.contains(
                "    420      gesture    window.tap (window) failed\n    420      touches    button ended [1]\n"))
    }

    @Test(
        "Fingers get the lowest free id; a touch that began before the recording and stationary touches are left out; one lifted is not reused in the same event"
    )
    func fingerIds() {
        var recording = TouchRecording()
        recording.record(timestamp: 5, touches: [TouchSample(key: 9, phase: .moved, x: 0, y: 0)])
        recording.record(timestamp: 5.01, touches: [TouchSample(key: 1, phase: .began, x: 1, y: 1)])
        recording.record(
            timestamp: 5.02,
            touches: [TouchSample(key: 2, phase: .began, x: 2, y: 2), TouchSample(key: 1, phase: .other, x: 1, y: 1)])
        recording.record(
            timestamp: 5.03,
            touches: [TouchSample(key: 1, phase: .ended, x: 1, y: 1), TouchSample(key: 3, phase: .began, x: 3, y: 3)])
        recording.record(timestamp: 5.04, touches: [TouchSample(key: 4, phase: .began, x: 4, y: 4)])
        recording.record(timestamp: 5.05, touches: [TouchSample(key: 2, phase: .cancelled, x: 2, y: 2)])
        #expect(
            recording.events == [
                ScenarioEvent(t: 10, touch: 1, phase: .down, x: 1, y: 1),
                ScenarioEvent(t: 20, touch: 2, phase: .down, x: 2, y: 2),
                ScenarioEvent(t: 30, touch: 1, phase: .up, x: 1, y: 1),
                ScenarioEvent(t: 30, touch: 3, phase: .down, x: 3, y: 3),
                ScenarioEvent(t: 40, touch: 1, phase: .down, x: 4, y: 4),
                ScenarioEvent(t: 50, touch: 2, phase: .cancel, x: 2, y: 2),
            ])
    }

    @Test("Touches of one UIEvent, a set in UIKit, are written fingers down first by id, then new ones from the left")
    func orderWithinAnEvent() {
        var recording = TouchRecording()
        recording.record(
            timestamp: 1,
            touches: [
                TouchSample(key: 8, phase: .began, x: 300, y: 5), TouchSample(key: 9, phase: .began, x: 10, y: 5),
            ])
        recording.record(
            timestamp: 1.01,
            touches: [
                TouchSample(key: 8, phase: .moved, x: 301, y: 5), TouchSample(key: 9, phase: .moved, x: 11, y: 5),
            ])
        #expect(recording.events.map(\.touch) == [1, 2, 1, 2])
        #expect(recording.events.map(\.x) == [10, 300, 11, 301])
    }

    @Test(
        "A table's alwaysBounceVertical is written only when the app turned it off, a scroll view's only when on (docs/model.md §5.5)"
    )
    func tableBounceDefault() throws {
        func read(_ chain: [String], bounces: Bool) throws -> (text: String, bounces: Bool?) {
            var view = ViewSnapshot(classChain: chain, frame: [0, 0, 390, 844])
            view.scroll = ScrollSnapshot(contentSize: [390, 100], contentOffset: [0, 0], contentInset: [0, 0, 0, 0])
            view.scroll?.alwaysBounceVertical = bounces
            var window = ViewSnapshot(classChain: ["UIWindow", "UIView"], frame: [0, 0, 390, 844])
            window.subviews = [view]
            let text = RecordedScenario(window: window, systemVersion: "17.2", recording: TouchRecording(), name: "r")
                .text
            let file = try ScenarioFile.load(path: "-", readStandardInput: { Array(text.utf8) })
            return (text, file.scene.root.subviews[0].scroll?.alwaysBounceVertical)
        }
        let table = ["UITableView", "UIScrollView", "UIView"]
        let scroll = ["UIScrollView", "UIView"]
        #expect(try !read(table, bounces: true).text.contains("alwaysBounceVertical"))
        #expect(try read(table, bounces: true).bounces == true)
        #expect(try read(table, bounces: false).text.contains("\"alwaysBounceVertical\": false"))
        #expect(try read(table, bounces: false).bounces == false)
        #expect(try !read(scroll, bounces: false).text.contains("alwaysBounceVertical"))
        #expect(try read(scroll, bounces: true).bounces == true)
    }

    @Test("Recorded recognizers of every modelled type read back; a scroll view's own and unknown types are left out")
    func recognizers() throws {
        var view = ViewSnapshot(classChain: ["UIView"], frame: [0, 0, 100, 100])
        var press = RecognizerSnapshot(classChain: ["UILongPressGestureRecognizer", "UIGestureRecognizer"])
        press.minimumPressDuration = 0.3
        press.allowableMovement = 12
        press.numberOfTapsRequired = 0
        press.numberOfTouchesRequired = 1
        var pan = RecognizerSnapshot(classChain: ["UIPanGestureRecognizer", "UIGestureRecognizer"])
        pan.minimumNumberOfTouches = 2
        var swipe = RecognizerSnapshot(classChain: ["UISwipeGestureRecognizer", "UIGestureRecognizer"])
        swipe.direction = "left"
        swipe.numberOfTouchesRequired = 1
        view.recognizers = [
            press, pan, swipe, RecognizerSnapshot(classChain: ["UIPinchGestureRecognizer", "UIGestureRecognizer"]),
            RecognizerSnapshot(classChain: ["UIRotationGestureRecognizer", "UIGestureRecognizer"]),
        ]
        var window = ViewSnapshot(classChain: ["UIWindow", "UIView"], frame: [0, 0, 390, 844])
        window.subviews = [view]
        let text = RecordedScenario(window: window, systemVersion: "17.2", recording: TouchRecording(), name: "r").text
        let file = try ScenarioFile.load(path: "-", readStandardInput: { Array(text.utf8) })
        #expect(
            file.scene.root.subviews[0].gestureRecognizers.map(\.id) == [
                "view.longPress", "view.pan", "view.swipe", "view.pinch",
            ])
    }

    @Test("The version written is MAJOR.MINOR of the device's systemVersion")
    func versions() {
        let window = ViewSnapshot(classChain: ["UIWindow", "UIView"], frame: [0, 0, 1, 1])
        for (system, ios) in [("8.4.1", "8.4"), ("17", "17.0"), ("weird", "17.0")] {
            let text = RecordedScenario(window: window, systemVersion: system, recording: TouchRecording(), name: "v")
                .text
            #expect(text.contains("\"ios\": \"\(ios)\""))
        }
    }
}
