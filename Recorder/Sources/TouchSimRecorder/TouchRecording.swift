import ScenarioText

/// One touch of a UIEvent as the recorder saw it.
public struct TouchSample: Equatable, Sendable {
    /// What UIKit's touch phases become in a trace; `stationary` and others are not recorded.
    public enum Phase: Sendable { case began, moved, ended, cancelled, other }

    /// Stable for the touch's life and different from every other touch down at the same time
    /// (the glue uses the UITouch object's identity).
    public var key: Int
    public var phase: Phase
    /// `location(in: window)`, points.
    public var x: Double
    public var y: Double

    /// A sample.
    public init(key: Int, phase: Phase, x: Double, y: Double) {
        self.key = key
        self.phase = phase
        self.x = x
        self.y = y
    }
}

/// The trace being recorded (docs/format.md §1.2): finger ids from 1, each the lowest free when a
/// touch begins; `t` in ms from the first recorded event, on UIKit's event timestamps.
public struct TouchRecording: Sendable {
    public private(set) var events: [ScenarioEvent] = []
    private var start: Double?
    private var lastT = 0.0
    /// The finger id of each touch down, by its key.
    private var fingers: [Int: Int] = [:]

    /// An empty recording.
    public init() {}

    /// Records one UIEvent at `timestamp` (seconds, UIEvent.timestamp). Touches the recording
    /// did not see begin (down before it started) are left out, as are stationary ones. UIKit
    /// hands the touches as a set; they are written fingers already down first, by id, then new
    /// ones from left to right, so that the same event always gives the same trace.
    public mutating func record(timestamp: Double, touches: [TouchSample]) {
        let touches = touches.sorted { a, b in
            switch (fingers[a.key], fingers[b.key]) {
            case (let x?, let y?): return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            case (nil, nil): return (a.x, a.y, a.key) < (b.x, b.y, b.key)
            }
        }
        let start = self.start ?? timestamp
        self.start = start
        // Whole microseconds, never going back: a trace's t must not decrease.
        let t = max(lastT, ((timestamp - start) * 1_000_000).rounded() / 1000)
        lastT = t
        var seen: Set<Int> = []
        // A finger id appears once per UIEvent, so one lifted here is not given again here.
        var idsInThisEvent: Set<Int> = []
        for touch in touches where seen.insert(touch.key).inserted {
            let finger: Int
            let phase: ScenarioEvent.Phase
            switch touch.phase {
            case .began:
                guard fingers[touch.key] == nil else { continue }
                finger = Self.lowestFree(in: fingers, or: idsInThisEvent)
                fingers[touch.key] = finger
                phase = .down
            case .moved:
                guard let id = fingers[touch.key] else { continue }
                finger = id
                phase = .move
            case .ended, .cancelled:
                guard let id = fingers.removeValue(forKey: touch.key) else { continue }
                finger = id
                phase = touch.phase == .ended ? .up : .cancel
            case .other:
                continue
            }
            idsInThisEvent.insert(finger)
            events.append(ScenarioEvent(t: t, touch: finger, phase: phase, x: touch.x, y: touch.y))
        }
    }

    private static func lowestFree(in fingers: [Int: Int], or idsInThisEvent: Set<Int>) -> Int {
        let taken = Set(fingers.values).union(idsInThisEvent)
        var id = 1
        while taken.contains(id) { id += 1 }
        return id
    }
}
