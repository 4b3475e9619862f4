// The only file that touches UIKit; everything it reads becomes plain values (ViewSnapshot,
// TouchSample) that the rest of the recorder turns into a scenario, tested on Linux.
#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// Records the touches of one window and its view tree as a touchsim scenario
    /// (Recorder/README.md). Debug builds only: it exchanges `UIWindow.sendEvent(_:)`.
    @MainActor
    public final class TouchSimRecorder {
        /// The one recorder.
        public static let shared = TouchSimRecorder()

        private weak var window: UIWindow?
        private var snapshot: ViewSnapshot?
        private var recording = TouchRecording()

        private init() {}

        /// Starts recording `window`'s touches. The tree is read at the first touch, so that
        /// the scenario starts from what the finger met.
        public func start(window: UIWindow) {
            self.window = window
            snapshot = nil
            recording = TouchRecording()
            Self.exchangeSendEventOnce()
        }

        /// Stops, and returns the scenario's text (nil when no touch was recorded).
        public func stop(name: String = "Recorded with TouchSimRecorder") -> String? {
            defer { window = nil }
            guard let snapshot else { return nil }
            let scenario = RecordedScenario(
                window: snapshot, systemVersion: UIDevice.current.systemVersion, recording: recording, name: name)
            return scenario.text
        }

        /// Called with every event the recorded window is about to dispatch.
        fileprivate func observe(_ event: UIEvent, in window: UIWindow) {
            guard window === self.window, event.type == .touches, let touches = event.allTouches else { return }
            if snapshot == nil { snapshot = Self.snapshot(of: window) }
            let samples = touches.map { touch in
                let point = touch.location(in: window)
                return TouchSample(
                    key: ObjectIdentifier(touch).hashValue, phase: Self.phase(touch.phase), x: Double(point.x),
                    y: Double(point.y))
            }
            recording.record(timestamp: event.timestamp, touches: samples)
        }

        private static func phase(_ phase: UITouch.Phase) -> TouchSample.Phase {
            switch phase {
            case .began: return .began
            case .moved: return .moved
            case .ended: return .ended
            case .cancelled: return .cancelled
            default: return .other
            }
        }

        private static var exchanged = false

        /// Swaps `sendEvent(_:)` with `touchsimSendEvent(_:)`, once for the process.
        private static func exchangeSendEventOnce() {
            guard !exchanged,
                let original = class_getInstanceMethod(UIWindow.self, #selector(UIWindow.sendEvent(_:))),
                let observing = class_getInstanceMethod(UIWindow.self, #selector(UIWindow.touchsimSendEvent(_:)))
            else { return }
            method_exchangeImplementations(original, observing)
            exchanged = true
        }

        /// `NSStringFromClass` of `type` and each superclass, up to `stop`.
        private static func classChain(_ type: AnyClass, upTo stop: AnyClass) -> [String] {
            var chain: [String] = []
            var current: AnyClass? = type
            while let each = current {
                chain.append(NSStringFromClass(each))
                if ObjectIdentifier(each) == ObjectIdentifier(stop) { break }
                current = class_getSuperclass(each)
            }
            return chain
        }

        private static func snapshot(of view: UIView) -> ViewSnapshot {
            let f = view.frame
            var s = ViewSnapshot(
                classChain: classChain(type(of: view), upTo: UIView.self),
                frame: [Double(f.origin.x), Double(f.origin.y), Double(f.size.width), Double(f.size.height)])
            s.isHidden = view.isHidden
            s.alpha = Double(view.alpha)
            s.isUserInteractionEnabled = view.isUserInteractionEnabled
            s.isMultipleTouchEnabled = view.isMultipleTouchEnabled
            s.isExclusiveTouch = view.isExclusiveTouch
            if let control = view as? UIControl { s.isEnabled = control.isEnabled }
            if let scrollView = view as? UIScrollView { s.scroll = scroll(of: scrollView) }
            if let controller = view.next as? UIViewController {
                s.viewController = NSStringFromClass(type(of: controller))
            }
            s.recognizers = (view.gestureRecognizers ?? []).map { recognizer($0) }
            s.subviews = view.subviews.map { snapshot(of: $0) }
            return s
        }

        private static func scroll(of view: UIScrollView) -> ScrollSnapshot {
            let inset: UIEdgeInsets
            if #available(iOS 11.0, *) { inset = view.adjustedContentInset } else { inset = view.contentInset }
            var s = ScrollSnapshot(
                contentSize: [Double(view.contentSize.width), Double(view.contentSize.height)],
                contentOffset: [Double(view.contentOffset.x), Double(view.contentOffset.y)],
                contentInset: [Double(inset.top), Double(inset.left), Double(inset.bottom), Double(inset.right)])
            s.isScrollEnabled = view.isScrollEnabled
            s.delaysContentTouches = view.delaysContentTouches
            s.canCancelContentTouches = view.canCancelContentTouches
            s.bounces = view.bounces
            s.alwaysBounceVertical = view.alwaysBounceVertical
            s.alwaysBounceHorizontal = view.alwaysBounceHorizontal
            s.isPagingEnabled = view.isPagingEnabled
            s.isDirectionalLockEnabled = view.isDirectionalLockEnabled
            s.decelerationRate = Double(view.decelerationRate.rawValue)
            return s
        }

        private static func recognizer(_ recognizer: UIGestureRecognizer) -> RecognizerSnapshot {
            var s = RecognizerSnapshot(classChain: classChain(type(of: recognizer), upTo: UIGestureRecognizer.self))
            s.isEnabled = recognizer.isEnabled
            s.cancelsTouchesInView = recognizer.cancelsTouchesInView
            s.delaysTouchesBegan = recognizer.delaysTouchesBegan
            s.delaysTouchesEnded = recognizer.delaysTouchesEnded
            if let tap = recognizer as? UITapGestureRecognizer {
                s.numberOfTapsRequired = tap.numberOfTapsRequired
                s.numberOfTouchesRequired = tap.numberOfTouchesRequired
            } else if let press = recognizer as? UILongPressGestureRecognizer {
                s.numberOfTapsRequired = press.numberOfTapsRequired
                s.numberOfTouchesRequired = press.numberOfTouchesRequired
                s.minimumPressDuration = press.minimumPressDuration
                s.allowableMovement = Double(press.allowableMovement)
            } else if let pan = recognizer as? UIPanGestureRecognizer {
                s.minimumNumberOfTouches = pan.minimumNumberOfTouches
                if pan.maximumNumberOfTouches != Int.max { s.maximumNumberOfTouches = pan.maximumNumberOfTouches }
            } else if let swipe = recognizer as? UISwipeGestureRecognizer {
                s.numberOfTouchesRequired = swipe.numberOfTouchesRequired
                let directions: [(UISwipeGestureRecognizer.Direction, String)] = [
                    (.right, "right"), (.left, "left"), (.up, "up"), (.down, "down"),
                ]
                s.direction = directions.first { swipe.direction.contains($0.0) }?.1
            }
            return s
        }
    }

    extension UIWindow {
        /// After the exchange, UIKit's `sendEvent(_:)` lands here; the call to itself below then
        /// runs UIKit's original implementation. `dynamic`, so that Swift sends it through the
        /// Objective-C runtime, where the exchange happened.
        @objc dynamic fileprivate func touchsimSendEvent(_ event: UIEvent) {
            TouchSimRecorder.shared.observe(event, in: self)
            touchsimSendEvent(event)
        }
    }
#endif
